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
 */
import {
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
} from '@sikerja/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../../db/audit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { actorOf } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { loadSettings } from '../setting/setting.service.ts';
import {
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
} from './resource-service.ts';

type Values = Record<string, unknown>;
type Row = Record<string, unknown> & { id: number };
type SortKeys = readonly [string, ...string[]];

export interface HookContext {
  tx: DbOrTx;
  actor: Actor;
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
}

export type ResourceRouteName = 'list' | 'export' | 'get' | 'create' | 'update' | 'delete';

/** What a hand-written route gets: the paths, the access rule and the generic operations. */
export interface ResourceKit {
  base: string;
  config: { permission: Permission };
  tags: string[];
  service: ResourceService;
}

export interface ResourceConfig {
  /** The screen's path, e.g. '/admin/master/pangkat'; the API lives at /api/v1 + path. */
  path: string;
  /** Indonesian name of one row, for messages: 'Pangkat', 'Kategori diklat'. */
  label: string;
  /** Defaults to the route name of the path ('admin.master.pangkat'). */
  permission?: Permission;
  /** File name prefix of the export; defaults to the path's last segment. */
  exportName?: string;
  table: PgTable;
  contract: {
    create: z.ZodType;
    update: z.ZodType;
    /** The response row; it is also the output filter (no internal columns leave). */
    row: z.ZodType;
    sortKeys: SortKeys;
    filters: z.ZodRawShape;
  };
  list: {
    /** Columns searched with "contains", case- and accent-insensitive. */
    searchable: readonly string[];
    /** Sort key → column name, where they differ. */
    sortable: Readonly<Record<string, string>>;
    /** Filter key → column name it is compared with for equality. */
    filterable?: Readonly<Record<string, string>>;
    defaultSort: readonly (readonly [string, 'asc' | 'desc'])[];
  };
  /** The export's columns, in order, with their Indonesian headers. */
  columns: readonly ResourceColumn[];
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
  permission: Permission;
  service: ResourceService;
  plugin: FastifyPluginAsyncZod;
}

/** Checks the configuration once at start-up, so a typo fails the boot rather than a request. */
function assertConsistent(config: ResourceConfig, permission: string) {
  if (!PERMISSIONS.includes(permission)) {
    throw new Error(`${config.path}: permission ${permission} is not in the route catalogue`);
  }
  for (const key of config.contract.sortKeys) {
    if (!(key in config.list.sortable)) throw new Error(`${config.path}: sort key ${key} unmapped`);
  }
  for (const key of Object.keys(config.contract.filters)) {
    if (!config.list.filterable?.[key]) throw new Error(`${config.path}: filter ${key} unmapped`);
  }
}

/** Defines a master resource: its service and the Fastify plugin that registers its routes. */
export function defineResource(config: ResourceConfig): Resource {
  const permission = config.permission ?? routeNameFromPath(config.path);
  assertConsistent(config, permission);
  if (config.import) assertImportConsistent(config, config.import);
  const service = createResourceService(config);
  const base = config.path;
  const routeConfig = { permission } as const;
  const tags = ['master'];
  const { row, sortKeys, filters } = config.contract;
  const listBody = masterListRequest(sortKeys, filters);
  const exportQuery = masterExportQuery(sortKeys, filters);
  const response = masterResponse(row);
  const exportName = config.exportName ?? base.split('/').filter(Boolean).at(-1) ?? 'data';

  const plugin: FastifyPluginAsyncZod = async (app) => {
    const kit: ResourceKit = { base, config: routeConfig, tags, service };
    const defaults: Record<ResourceRouteName, () => void> = {
      list: () =>
        app.post(
          `${base}/list`,
          {
            config: routeConfig,
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
            return service.find(app.db, page, body);
          },
        ),
      export: () =>
        app.get(
          `${base}/export`,
          { config: routeConfig, schema: { tags, querystring: exportQuery } },
          async (request, reply) => {
            const { timeZone } = await loadSettings(app.db);
            const stream = streamWorkbook(
              config.label,
              config.columns,
              service.findAll(app.db, request.query as FindRequest),
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
            schema: { tags, params: ZMasterIdParams, response: { 200: response } },
          },
          async (request) => ({ data: await service.getById(app.db, request.params.id) }),
        ),
      create: () =>
        app.post(
          base,
          {
            config: routeConfig,
            schema: { tags, body: config.contract.create, response: { 201: response } },
          },
          async (request, reply) =>
            reply.status(201).send({
              data: await service.create(app.db, request.body as Values, actorOf(request)),
            }),
        ),
      update: () =>
        app.put(
          `${base}/:id`,
          {
            config: routeConfig,
            schema: {
              tags,
              params: ZMasterIdParams,
              body: config.contract.update,
              response: { 200: response },
            },
          },
          async (request) => ({
            data: await service.update(
              app.db,
              request.params.id,
              request.body as Values,
              actorOf(request),
            ),
          }),
        ),
      delete: () =>
        app.delete(
          `${base}/:id`,
          {
            config: routeConfig,
            schema: { tags, params: ZMasterIdParams, response: { 200: ZMasterDeleteResponse } },
          },
          async (request) => ({
            data: await service.remove(app.db, request.params.id, actorOf(request)),
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

  return { config, permission, service, plugin };
}

/** Registers several resources as one plugin (the module list in masters.routes.ts). */
export function resourcesPlugin(resources: readonly Resource[]): FastifyPluginAsyncZod {
  return async (app) => {
    for (const resource of resources) await app.register(resource.plugin);
  };
}
