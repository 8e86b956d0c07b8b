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
  /** Its columns: year, the key, the ceilings, source, active; newest year first. */
  descriptor: ResourceConfig['descriptor'];
  contract: ResourceConfig['contract'];
  /** The key besides the year: [province], [official_level], [origin, destination]. */
  key: readonly string[];
  /** Names the key in the duplicate message: 'Provinsi' → 'Provinsi ini sudah terdaftar …'. */
  keyNoun: string;
  /** Key columns searched with contains (free-text keys; enum keys are filtered instead). */
  searchable: readonly string[];
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
  const blamed = options.key.at(-1) ?? 'year';
  return async (input: Values, ctx: HookContext, exceptId?: number) => {
    const conditions: SQL[] = [eq(column('year'), input.year)];
    for (const key of options.key) {
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
  return defineResource({
    path: `/admin/master/sbm/${options.slug}`,
    label: options.label,
    table: options.table,
    descriptor: options.descriptor,
    contract: options.contract,
    list: {
      searchable: options.searchable,
      // Filter keys are the column names, so they map onto themselves.
      filterable: identity(Object.keys(options.contract.filters)),
    },
    // An SBM table is typed from the minister's annex: import it rather than row by row.
    import: { key: ['year', ...options.key] },
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
