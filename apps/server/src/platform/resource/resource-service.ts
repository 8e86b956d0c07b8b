/**
 * The queries and writes behind every master resource (docs/masters.md). Request and row keys
 * are the contract's snake_case names, which are also the database column names, so one map
 * from column name to the table's column object is all the translation there is.
 */
import type { TPaginated } from '@sikerja/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { unaccented } from '../../db/schema/columns.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../audit/audit.ts';
import {
  findPgError,
  isStillReferenced,
  referencingTable,
  uniqueViolationColumn,
} from './resource-errors.ts';
import type { ResourceConfig } from './resource-factory.ts';

type Values = Record<string, unknown>;
type Row = Record<string, unknown> & { id: number };

/** What a list or an export asks for: the list body or the export query, already validated. */
export interface FindRequest {
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  [filter: string]: unknown;
}

/** Labels of tables that are not masters but may refer to one, for "still used by …". */
const OTHER_TABLE_LABELS: Record<string, string> = { users: 'Data Pegawai' };
const tableLabels = new Map<string, string>(Object.entries(OTHER_TABLE_LABELS));

/**
 * Column values every query and write of one request is held to: the configuration's `scope`,
 * plus, for resources with an `owner`, the person the request is about (`{ user_id: 7 }`).
 */
export interface ResourceScope {
  values: Readonly<Record<string, unknown>>;
  conditions: SQL[];
}

export type ResourceService = ReturnType<typeof createResourceService>;
/** The generic operations held to one request's scope (`service.withScope(...)`). */
export type ScopedResourceService = Omit<ResourceService, 'withScope'>;

/** The generic operations of one resource, bound to its configuration. */
export function createResourceService(config: ResourceConfig) {
  const table: PgTable = config.table;
  const tableName = getTableName(table);
  tableLabels.set(tableName, config.label);
  const columns = new Map<string, AnyPgColumn>(
    Object.values(getTableColumns(table)).map((c) => [c.name, c as AnyPgColumn]),
  );
  const propertyOf = new Map(
    Object.entries(getTableColumns(table)).map(([property, c]) => [c.name, property]),
  );
  const column = (name: string): AnyPgColumn => {
    const found = columns.get(name);
    if (!found) throw new Error(`${tableName} has no column ${name}`);
    return found;
  };
  const idColumn = column('id');
  const selection = { ...Object.fromEntries(columns), ...config.derived };
  const hasUpdatedBy = columns.has('updated_by');
  const hasIsActive = columns.has('is_active');
  const toRow = (raw: Values) => config.descriptor.row.parse(raw) as Row;
  const scopeOf = (values: Readonly<Record<string, unknown>>): ResourceScope => ({
    values,
    conditions: Object.entries(values).map(([name, value]) => eq(column(name), value)),
  });
  const baseScope = scopeOf(config.scope ?? {});

  function where(request: FindRequest, scope: ResourceScope): SQL | undefined {
    const conditions: (SQL | undefined)[] = [...scope.conditions];
    const search = request.search?.trim();
    if (search && config.list.searchable.length > 0) {
      const pattern = containsPattern(search);
      conditions.push(
        or(
          ...config.list.searchable.map(
            (name) => sql`${unaccented(column(name))} ilike immutable_unaccent(${pattern})`,
          ),
        ),
      );
    }
    for (const [key, name] of Object.entries(config.list.filterable ?? {})) {
      const value = request[key];
      if (value !== undefined && value !== null && value !== '') {
        conditions.push(eq(column(name), value));
      }
    }
    return and(...conditions);
  }

  function orderBy(request: FindRequest): SQL[] {
    const sorts = request.sort
      ? [[request.sort, request.order ?? 'asc'] as const]
      : config.descriptor.defaultSort;
    const order = sorts.map(([key, direction]) => {
      // A sort key is the column's name (checked at start-up).
      const target = column(key);
      return direction === 'desc' ? desc(target) : asc(target);
    });
    // id last, so rows with equal sort values keep one order across pages.
    return [...order, asc(idColumn)];
  }

  async function find(
    db: Db,
    page: PageRequest,
    request: FindRequest,
    scope = baseScope,
  ): Promise<TPaginated<Row>> {
    const condition = where(request, scope);
    return paginate<Row>(
      page,
      async () => (await db.select({ n: count() }).from(table).where(condition))[0]?.n ?? 0,
      async (limit, offset) =>
        (
          await db
            .select(selection)
            .from(table)
            .where(condition)
            .orderBy(...orderBy(request))
            .limit(limit)
            .offset(offset)
        ).map(toRow),
    );
  }

  /** Every row the list would show for the same search and filters, a chunk at a time. */
  async function* findAll(
    db: Db,
    request: FindRequest,
    chunk = 500,
    scope = baseScope,
  ): AsyncGenerator<Row[]> {
    const condition = where(request, scope);
    for (let offset = 0; ; offset += chunk) {
      const rows = await db
        .select(selection)
        .from(table)
        .where(condition)
        .orderBy(...orderBy(request))
        .limit(chunk)
        .offset(offset);
      if (rows.length > 0) yield rows.map(toRow);
      if (rows.length < chunk) return;
    }
  }

  async function getById(tx: DbOrTx, id: number, scope = baseScope): Promise<Row> {
    const [raw] = await tx
      .select(selection)
      .from(table)
      .where(and(eq(idColumn, id), ...scope.conditions));
    if (!raw) throw AppError.notFound(`${config.label} tidak ditemukan.`);
    return toRow(raw);
  }

  /** Request keys (column names) to the table's property names, plus who changed it. */
  function toValues(input: Values, actor: Actor, scope: ResourceScope): Values {
    const values: Values = {};
    for (const [key, value] of Object.entries(input)) {
      const property = propertyOf.get(key);
      if (!property || key === 'id') throw new Error(`${tableName} has no writable column ${key}`);
      values[property] = value;
    }
    for (const [name, value] of Object.entries(scope.values)) {
      values[propertyOf.get(name) ?? name] = value;
    }
    if (hasUpdatedBy) values[propertyOf.get('updated_by') ?? 'updatedBy'] = actor.userId;
    return values;
  }

  /** A duplicate value is a 422 on its field, in the words of the form's label. */
  function translateWriteError(error: unknown): never {
    const pgError = findPgError(error);
    if (pgError?.code === '23505') {
      const field = uniqueViolationColumn(pgError, [...columns.keys()]) ?? 'data';
      // A reference exported by its derived name (user_id as user_name) is labelled by it.
      const named = field.replace(/_id$/, '_name');
      const fields = config.descriptor.fields;
      const label =
        fields.find((f) => f.field === field)?.label ??
        fields.find((f) => f.field === named && named in (config.derived ?? {}))?.label ??
        'Data';
      throw AppError.validation(
        { [field]: [`${label} sudah terdaftar`] },
        'Data yang sama sudah ada.',
      );
    }
    throw error;
  }

  async function create(db: DbOrTx, input: Values, actor: Actor, scope = baseScope): Promise<Row> {
    try {
      return await db.transaction(async (tx) => {
        const ctx = { tx, actor, scope: scope.values };
        const prepared = (await config.hooks?.beforeCreate?.(input, ctx)) ?? input;
        const [created] = await tx
          .insert(table)
          .values(toValues(prepared, actor, scope))
          .returning({ id: idColumn });
        if (!created) throw new Error(`${tableName} insert returned nothing`);
        const written = await getById(tx, created.id as number, scope);
        await config.hooks?.afterWrite?.({ before: null, after: written }, ctx);
        // The hook may write what the row derives (uraian's positions): read it again.
        const after = config.hooks?.afterWrite ? await getById(tx, written.id, scope) : written;
        await writeAudit(tx, actor, {
          action: `${tableName}.create`,
          tableName,
          rowId: after.id,
          after,
        });
        return after;
      });
    } catch (error) {
      translateWriteError(error);
    }
  }

  async function update(
    db: DbOrTx,
    id: number,
    input: Values,
    actor: Actor,
    scope = baseScope,
  ): Promise<Row> {
    try {
      return await db.transaction(async (tx) => {
        const before = await getById(tx, id, scope);
        const ctx = { tx, actor, scope: scope.values };
        const prepared = (await config.hooks?.beforeUpdate?.(input, before, ctx)) ?? input;
        await tx
          .update(table)
          .set(toValues(prepared, actor, scope))
          .where(eq(idColumn, id));
        const written = await getById(tx, id, scope);
        await config.hooks?.afterWrite?.({ before, after: written }, ctx);
        const after = config.hooks?.afterWrite ? await getById(tx, id, scope) : written;
        await writeAudit(tx, actor, {
          action: `${tableName}.update`,
          tableName,
          rowId: id,
          before,
          after,
        });
        return after;
      });
    } catch (error) {
      translateWriteError(error);
    }
  }

  /**
   * Deletes a row no other row refers to. A row still referred to (the foreign key says so,
   * so no list of referrers can go stale) is refused with where it is used, or, for masters
   * configured `deactivateWhenUsed`, switched off instead so old records keep it.
   */
  async function remove(db: Db, id: number, actor: Actor, scope = baseScope) {
    return db.transaction(async (tx) => {
      const before = await getById(tx, id, scope);
      await config.hooks?.beforeDelete?.(before, { tx, actor, scope: scope.values });
      let usedIn: string | undefined;
      try {
        // A savepoint: a refused delete must not abort the transaction we may still deactivate in.
        await tx.transaction(async (savepoint) => {
          await savepoint.delete(table).where(eq(idColumn, id));
        });
      } catch (error) {
        const pgError = findPgError(error);
        if (!pgError || !isStillReferenced(pgError)) throw error;
        const referrer = referencingTable(pgError);
        usedIn = (referrer && tableLabels.get(referrer)) ?? 'data lain';
      }
      const ctx = { tx, actor, scope: scope.values };
      if (usedIn === undefined) {
        await config.hooks?.afterWrite?.({ before, after: null }, ctx);
        await writeAudit(tx, actor, {
          action: `${tableName}.delete`,
          tableName,
          rowId: id,
          before,
        });
        return { message: `${config.label} berhasil dihapus.`, deactivated: false };
      }
      if (!config.deactivateWhenUsed || !hasIsActive) {
        throw AppError.conflict(
          `${config.label} tidak dapat dihapus karena masih digunakan pada ${usedIn}. Nonaktifkan saja bila tidak dipakai lagi.`,
        );
      }
      await tx
        .update(table)
        .set(toValues({ is_active: false }, actor, scope))
        .where(eq(idColumn, id));
      const after = await getById(tx, id, scope);
      await config.hooks?.afterWrite?.({ before, after }, ctx);
      await writeAudit(tx, actor, {
        action: `${tableName}.deactivate`,
        tableName,
        rowId: id,
        before,
        after,
      });
      return {
        message: `${config.label} masih digunakan pada ${usedIn}, sehingga dinonaktifkan, bukan dihapus.`,
        deactivated: true,
      };
    });
  }

  /**
   * The same operations held to more fixed values for one request (the owner of a profile
   * list): rows outside them are not listed, and another owner's id is 'not found'.
   */
  function withScope(extra: Readonly<Record<string, unknown>>) {
    const scope = scopeOf({ ...baseScope.values, ...extra });
    return {
      tableName,
      find: (db: Db, page: PageRequest, request: FindRequest) => find(db, page, request, scope),
      findAll: (db: Db, request: FindRequest, chunk?: number) => findAll(db, request, chunk, scope),
      getById: (tx: DbOrTx, id: number) => getById(tx, id, scope),
      create: (db: DbOrTx, input: Values, actor: Actor) => create(db, input, actor, scope),
      update: (db: DbOrTx, id: number, input: Values, actor: Actor) =>
        update(db, id, input, actor, scope),
      remove: (db: Db, id: number, actor: Actor) => remove(db, id, actor, scope),
    };
  }

  return { tableName, find, findAll, getById, create, update, remove, withScope };
}
