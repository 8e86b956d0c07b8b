/**
 * One resource factory for every master-data screen (CONVENTIONS 9, docs/masters.md): a master is
 * a small configuration, not a copied module. It registers, under the screen's own path mirrored
 * in /api/v1:
 *
 *   POST <path>/list?page=N   { search, per, sort, order, ...filters } → Laravel paginator
 *   GET  <path>/export?…      the same rows (all pages) as .xlsx
 *   GET  <path>/:id           POST <path> (201)   PUT <path>/:id   DELETE <path>/:id
 *   GET  <path>/import/template, POST <path>/import/preview|commit   (opt-in: `import`)
 *
 * every one guarded by the screen's permission (its route name). Escape hatches: narrow
 * before-hooks for per-master rules, and `routes` to drop or hand-write any single route.
 *
 * With `owner` (a person's own lists: the profile histories, docs/profile.md) the rows are one
 * person's: every route needs only a login, `owner.resolve` decides per request whose rows they
 * are (or refuses), and the service is held to that person like a `scope`.
 */
import {
  type MasterDescriptor,
  masterExportQuery,
  masterListRequest,
  masterResponse,
  PERMISSIONS,
  type Permission,
  paginated,
  routeNameFromPath,
  ZListQuery,
  ZMasterDeleteResponse,
  ZMasterIdParams,
  zIdFilter,
} from '@sikerja/contracts';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { actorOf } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { loadSettings } from '../../modules/setting/setting.api.ts';
import type { Actor } from '../audit/audit.ts';
import {
  exportColumns,
  exportFileName,
  type ResourceColumn,
  streamWorkbook,
  XLSX_CONTENT_TYPE,
} from './resource-export.ts';
import {
  assertImportConsistent,
  importRoutes,
  type ResourceImportConfig,
} from './resource-import.ts';
import {
  createResourceService,
  type FindRequest,
  type ResourceService,
  type ScopedResourceService,
} from './resource-service.ts';

type Values = Record<string, unknown>;
type Row = Record<string, unknown> & { id: number };

export interface HookContext {
  tx: DbOrTx;
  actor: Actor;
  /** The fixed column values of this request: `scope`, and the owner (`{ user_id: 7 }`). */
  scope: Readonly<Record<string, unknown>>;
}

/** Per-master rules, run inside the write's transaction; throw an AppError to refuse. */
export interface ResourceHooks {
  /** May return the values to insert instead of the validated input. */
  beforeCreate?(input: Values, ctx: HookContext): Promise<Values | undefined> | Values | undefined;
  beforeUpdate?(
    input: Values,
    before: Row,
    ctx: HookContext,
  ): Promise<Values | undefined> | Values | undefined;
  beforeDelete?(before: Row, ctx: HookContext): Promise<void> | void;
  /**
   * After a create, update or delete (or a deactivation instead of a delete), in the same
   * transaction: for work derived from the rows (the calendar recomputes attendance days).
   */
  afterWrite?(
    change: { before: Row | null; after: Row | null },
    ctx: HookContext,
  ): Promise<void> | void;
}

export type ResourceRouteName = 'list' | 'export' | 'get' | 'create' | 'update' | 'delete';

/** What a hand-written route gets: the paths, the access rule and the generic operations. */
export interface ResourceKit {
  base: string;
  /** `{ permission }`, or `{ authenticated: true }` for owner resources. */
  config: { permission?: Permission; authenticated?: true };
  tags: string[];
  service: ResourceService;
  /**
   * The operations held to the request's owner (resources with `owner`; for others, the
   * service). A hand-written route of an owner resource must add `ownerHook` to its options.
   */
  serviceFor(request: FastifyRequest): ScopedResourceService;
  /** The route option that resolves the owner before validation; `{}` without `owner`. */
  ownerHook(source: 'query' | 'body'): RouteOwnerHook;
}

type RouteOwnerHook = { preValidation?: (request: FastifyRequest) => Promise<void> };

/** Rows that belong to one person, decided per request (see ResourceConfig.owner). */
export interface ResourceOwner {
  /** The column holding the person's id; also the name of the request's parameter. */
  column: string;
  /**
   * Whose rows the request is about: the caller, or the person named by the `<column>`
   * parameter (query string; the list's body), if the caller may act for them. Throws an
   * AppError to refuse. Runs before the body is validated, like the permission check.
   */
  resolve(request: FastifyRequest, requested: number | undefined): Promise<number>;
}

export interface ResourceConfig {
  /** The screen's path, e.g. '/admin/master/pangkat'; the API lives at /api/v1 + path. */
  path: string;
  /** Indonesian name of one row, for messages: 'Pangkat', 'Kategori diklat'. */
  label: string;
  /** Defaults to the route name of the path ('admin.master.pangkat'); unused with `owner`. */
  permission?: Permission;
  /** File name prefix of the export; defaults to the path's last segment. */
  exportName?: string;
  table: PgTable;
  /**
   * The contract's descriptor (`<X>_DESCRIPTOR`): its row schema is the response row and the
   * output filter (no internal columns leave); its sortable fields are the sort keys (each a
   * column of the table), its default sort the list's order, its exported fields the export's
   * columns, and its labels name a field in 'X sudah terdaftar'.
   */
  descriptor: MasterDescriptor;
  contract: {
    create: z.ZodType;
    update: z.ZodType;
    filters: z.ZodRawShape;
  };
  list: {
    /** Columns searched with "contains", case- and accent-insensitive. */
    searchable: readonly string[];
    /** Filter key → column name it is compared with for equality. */
    filterable?: Readonly<Record<string, string>>;
  };
  /** When a row is still referenced, switch it off instead of refusing the delete. */
  deactivateWhenUsed?: boolean;
  /**
   * Read-only row values computed in the row's query, e.g. the parent's name as a correlated
   * subquery (`parent_name`), so lists show names without the screen fetching each reference.
   * They are read, never written; the row contract declares them. The row query selects from the
   * one table without qualifying its columns, so name the outer row by table: `work_units.parent_id`.
   */
  derived?: Readonly<Record<string, SQL>>;
  hooks?: ResourceHooks;
  /**
   * Fixed column values for several screens over one table (the six pemotongan_* kinds): the
   * resource lists, reads, updates and deletes only rows holding them, and writes them itself.
   */
  scope?: Readonly<Record<string, string | number | boolean>>;
  /**
   * The rows are one person's (profile histories): routes need only a login, and each request
   * is held to the person `owner.resolve` names, who is also written on new rows.
   */
  owner?: ResourceOwner;
  /**
   * Excel import (docs/masters.md "Import from Excel"): template, preview and commit routes,
   * with the natural key that decides between creating and updating a row.
   */
  import?: ResourceImportConfig;
  /** Replace a route with a hand-written one, or `false` to leave it out. */
  routes?: Partial<
    Record<ResourceRouteName, false | ((app: FastifyInstance, kit: ResourceKit) => void)>
  >;
}

export interface Resource {
  config: ResourceConfig;
  /** The export's columns, from the descriptor. */
  columns: readonly ResourceColumn[];
  /** The permission every route needs; null for owner resources (a login is enough). */
  permission: Permission | null;
  service: ResourceService;
  plugin: FastifyPluginAsyncZod;
}

/** Checks the configuration once at start-up, so a typo fails the boot rather than a request. */
function assertConsistent(config: ResourceConfig, permission: string | null) {
  if (permission !== null && !PERMISSIONS.includes(permission)) {
    throw new Error(`${config.path}: permission ${permission} is not in the route catalogue`);
  }
  const tableColumns = new Set(Object.values(getTableColumns(config.table)).map((c) => c.name));
  for (const key of config.descriptor.sortKeys) {
    if (!tableColumns.has(key)) throw new Error(`${config.path}: sort key ${key} is no column`);
  }
  for (const key of Object.keys(config.contract.filters)) {
    if (!config.list.filterable?.[key]) throw new Error(`${config.path}: filter ${key} unmapped`);
  }
  if (config.owner && config.import) throw new Error(`${config.path}: owner rows are not imported`);
}

/**
 * The per-request owner of an owner resource: resolved in preValidation (so a caller who may
 * not act for the person named is refused before their input is judged) and kept per request.
 */
function ownerScoping(owner: ResourceOwner | undefined, service: ResourceService) {
  const owners = new WeakMap<FastifyRequest, number>();
  const requestedId = zIdFilter();
  return {
    /** The `<column>` parameter the owner's routes accept. */
    param: owner ? { [owner.column]: requestedId } : {},
    hook(source: 'query' | 'body'): RouteOwnerHook {
      if (!owner) return {};
      return {
        preValidation: async (request) => {
          const raw = (request[source] as Record<string, unknown> | undefined)?.[owner.column];
          // A malformed value is left to the schema, which answers 422 on the parameter.
          const parsed = requestedId.safeParse(raw);
          owners.set(
            request,
            await owner.resolve(request, parsed.success ? parsed.data : undefined),
          );
        },
      };
    },
    serviceFor(request: FastifyRequest): ScopedResourceService {
      if (!owner) return service;
      const ownerId = owners.get(request);
      if (ownerId === undefined) throw new Error('owner route registered without its ownerHook');
      return service.withScope({ [owner.column]: ownerId });
    },
  };
}

/** Defines a master resource: its service and the Fastify plugin that registers its routes. */
export function defineResource(config: ResourceConfig): Resource {
  const permission = config.owner ? null : (config.permission ?? routeNameFromPath(config.path));
  assertConsistent(config, permission);
  if (config.import) assertImportConsistent(config, config.import);
  const service = createResourceService(config);
  const base = config.path;
  const routeConfig = permission === null ? { authenticated: true as const } : { permission };
  const tags = [config.owner ? 'profile' : 'master'];
  const { row, sortKeys } = config.descriptor;
  const { filters } = config.contract;
  const columns = exportColumns(config.descriptor);
  const owner = ownerScoping(config.owner, service);
  const listBody = masterListRequest(sortKeys, { ...filters, ...owner.param });
  const exportQuery = masterExportQuery(sortKeys, { ...filters, ...owner.param });
  // Without an owner there is no query string to validate on get, create, update and delete.
  const ownerQuery = config.owner ? { querystring: z.object(owner.param) } : {};
  const response = masterResponse(row);
  const exportName = config.exportName ?? base.split('/').filter(Boolean).at(-1) ?? 'data';

  const plugin: FastifyPluginAsyncZod = async (app) => {
    const kit: ResourceKit = {
      base,
      config: routeConfig,
      tags,
      service,
      serviceFor: owner.serviceFor,
      ownerHook: owner.hook,
    };
    const defaults: Record<ResourceRouteName, () => void> = {
      list: () =>
        app.post(
          `${base}/list`,
          {
            config: routeConfig,
            ...owner.hook('body'),
            schema: {
              tags,
              querystring: ZListQuery,
              body: listBody,
              response: { 200: paginated(row) },
            },
          },
          async (request) => {
            // The body schema is built from the master's contract, so its type is generic here.
            const body = request.body as FindRequest & { per: number };
            const page = { page: request.query.page, per: body.per, path: listPath(request.url) };
            return owner.serviceFor(request).find(app.db, page, body);
          },
        ),
      export: () =>
        app.get(
          `${base}/export`,
          {
            config: routeConfig,
            ...owner.hook('query'),
            schema: { tags, querystring: exportQuery },
          },
          async (request, reply) => {
            const { timeZone } = await loadSettings(app.db);
            const stream = streamWorkbook(
              config.label,
              columns,
              owner.serviceFor(request).findAll(app.db, request.query as FindRequest),
              (error) => request.log.error({ err: error }, 'export failed'),
            );
            return reply
              .type(XLSX_CONTENT_TYPE)
              .header(
                'content-disposition',
                `attachment; filename="${exportFileName(exportName, timeZone)}"`,
              )
              .send(stream);
          },
        ),
      get: () =>
        app.get(
          `${base}/:id`,
          {
            config: routeConfig,
            ...owner.hook('query'),
            schema: { tags, params: ZMasterIdParams, ...ownerQuery, response: { 200: response } },
          },
          async (request) => ({
            data: await owner.serviceFor(request).getById(app.db, request.params.id),
          }),
        ),
      create: () =>
        app.post(
          base,
          {
            config: routeConfig,
            ...owner.hook('query'),
            schema: {
              tags,
              ...ownerQuery,
              body: config.contract.create,
              response: { 201: response },
            },
          },
          async (request, reply) =>
            reply.status(201).send({
              data: await owner
                .serviceFor(request)
                .create(app.db, request.body as Values, actorOf(request)),
            }),
        ),
      update: () =>
        app.put(
          `${base}/:id`,
          {
            config: routeConfig,
            ...owner.hook('query'),
            schema: {
              tags,
              params: ZMasterIdParams,
              ...ownerQuery,
              body: config.contract.update,
              response: { 200: response },
            },
          },
          async (request) => ({
            data: await owner
              .serviceFor(request)
              .update(app.db, request.params.id, request.body as Values, actorOf(request)),
          }),
        ),
      delete: () =>
        app.delete(
          `${base}/:id`,
          {
            config: routeConfig,
            ...owner.hook('query'),
            schema: {
              tags,
              params: ZMasterIdParams,
              ...ownerQuery,
              response: { 200: ZMasterDeleteResponse },
            },
          },
          async (request) => ({
            data: await owner
              .serviceFor(request)
              .remove(app.db, request.params.id, actorOf(request)),
          }),
        ),
    };
    for (const [name, register] of Object.entries(defaults) as [ResourceRouteName, () => void][]) {
      const replacement = config.routes?.[name];
      if (replacement === false) continue;
      if (replacement) replacement(app, kit);
      else register();
    }
    if (config.import) await app.register(importRoutes(config, config.import, kit, exportName));
  };

  return { config, columns, permission, service, plugin };
}

/** Registers several resources as one plugin (the module list in masters.routes.ts). */
export function resourcesPlugin(resources: readonly Resource[]): FastifyPluginAsyncZod {
  return async (app) => {
    for (const resource of resources) await app.register(resource.plugin);
  };
}
