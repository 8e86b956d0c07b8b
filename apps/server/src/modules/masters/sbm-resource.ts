/**
 * The one definition the seven SBM masters share (/admin/master/sbm/*): each is a table dated by
 * budget year with a key (province, official level, country or route) and a few ceilings, so a
 * master's own file names only those. The list defaults to the newest year first, filters by
 * year, and a second row for the same key and year is refused with a message that says so
 * (the unique index stays the guard against two admins saving at once).
 */
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/app-error.ts';
import type { ResourceColumn } from '../../platform/resource/resource-export.ts';
import {
  defineResource,
  type HookContext,
  type ResourceConfig,
} from '../../platform/resource/resource-factory.ts';

type Values = Record<string, unknown>;

export interface SbmResourceOptions {
  /** The path segment under /admin/master/sbm/, e.g. 'biaya_taksi'. */
  slug: string;
  label: string;
  table: PgTable;
  contract: ResourceConfig['contract'];
  /** The key besides the year, in list order: [province], [official_level], [origin, destination]. */
  key: readonly ResourceColumn[];
  /** Names the key in the duplicate message: 'Provinsi' → 'Provinsi ini sudah terdaftar …'. */
  keyNoun: string;
  /** Key columns searched with contains (free-text keys; enum keys are filtered instead). */
  searchable: readonly string[];
  /** The ceilings, as exported ('rupiah' or 'number' for USD). */
  amounts: readonly ResourceColumn[];
}

const identity = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, k]));

/** Refuses a second row for the same key and year; text keys compare case-insensitively. */
function rejectDuplicateYear(options: SbmResourceOptions) {
  const columns = new Map<string, AnyPgColumn>(
    Object.values(getTableColumns(options.table)).map((c) => [c.name, c as AnyPgColumn]),
  );
  const column = (name: string) => {
    const found = columns.get(name);
    if (!found) throw new Error(`${options.slug}: no column ${name}`);
    return found;
  };
  const blamed = options.key.at(-1)?.key ?? 'year';
  return async (input: Values, ctx: HookContext, exceptId?: number) => {
    const conditions: SQL[] = [eq(column('year'), input.year)];
    for (const { key } of options.key) {
      conditions.push(sql`lower(${column(key)}) = lower(${String(input[key])})`);
    }
    if (exceptId !== undefined) conditions.push(ne(column('id'), exceptId));
    const [clash] = await ctx.tx
      .select({ id: column('id') })
      .from(options.table)
      .where(and(...conditions))
      .limit(1);
    if (clash) {
      throw AppError.validation(
        { [blamed]: [`${options.keyNoun} ini sudah terdaftar untuk tahun ${input.year}`] },
        'Data yang sama sudah ada.',
      );
    }
  };
}

/** Defines an SBM master from its key and amounts. */
export function defineSbmResource(options: SbmResourceOptions) {
  const assertUnique = rejectDuplicateYear(options);
  const keyNames = options.key.map((c) => c.key);
  return defineResource({
    path: `/admin/master/sbm/${options.slug}`,
    label: options.label,
    table: options.table,
    contract: options.contract,
    list: {
      searchable: options.searchable,
      // Request keys are the column names, so sort keys and filters map onto themselves.
      sortable: identity(options.contract.sortKeys),
      filterable: identity(Object.keys(options.contract.filters)),
      defaultSort: [['year', 'desc'], ...keyNames.map((k) => [k, 'asc'] as const)],
    },
    columns: [
      { key: 'year', label: 'Tahun', format: 'number' },
      ...options.key,
      ...options.amounts,
      { key: 'source', label: 'Dasar hukum', width: 36 },
      { key: 'is_active', label: 'Aktif', format: 'boolean' },
    ],
    // An SBM table is typed from the minister's annex: import it rather than row by row.
    import: { key: ['year', ...keyNames] },
    hooks: {
      async beforeCreate(input, ctx) {
        await assertUnique(input, ctx);
        return input;
      },
      async beforeUpdate(input, before, ctx) {
        await assertUnique(input, ctx, before.id);
        return input;
      },
    },
  });
}
