/**
 * "Must exist and be active" for a master's references to other tables (the program → urusan
 * rule, generalised). "Active" means choosable in new records (masters.md): a row may keep a
 * reference that was switched off later, but may not be pointed at one that is off now.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/app-error.ts';
import type { HookContext, ResourceHooks } from './resource-factory.ts';

export interface ActiveReference {
  /** The request field holding the id, e.g. 'unit_id'. */
  field: string;
  /** Indonesian name of the referenced row, e.g. 'Satuan'. */
  label: string;
  table: PgTable;
  id: AnyPgColumn;
  /** What "may be chosen now" means for that table, e.g. `is_active` or `status = 'active'`. */
  active: SQL | AnyPgColumn;
}

type Values = Record<string, unknown>;

async function check(
  references: readonly ActiveReference[],
  input: Values,
  ctx: HookContext,
  before?: Values,
) {
  const errors: Record<string, string[]> = {};
  for (const ref of references) {
    const value = input[ref.field];
    if (value === null || value === undefined || value === before?.[ref.field]) continue;
    const [found] = await ctx.tx
      .select({ isActive: sql<boolean>`(${ref.active})` })
      .from(ref.table)
      .where(eq(ref.id, Number(value)));
    if (!found) errors[ref.field] = [`${ref.label} tidak ditemukan`];
    else if (!found.isActive) errors[ref.field] = [`${ref.label} sudah tidak aktif`];
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** Hooks refusing a create, or an update that changes a reference, to a missing or inactive row. */
export function requireActiveReferences(references: readonly ActiveReference[]): ResourceHooks {
  return {
    async beforeCreate(input, ctx) {
      await check(references, input, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await check(references, input, ctx, before);
      return input;
    },
  };
}
