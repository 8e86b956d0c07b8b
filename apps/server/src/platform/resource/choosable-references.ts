/**
 * Reference checks the attendance masters share: a chosen row (or every row of a chosen list)
 * must exist and be active, because "active" means choosable in new records (masters.md).
 * Id lists are integer arrays with no foreign key, so this check is their only guard.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

/** A master another row may point at. */
export interface ChoosableRef {
  table: PgTable;
  id: AnyPgColumn;
  isActive: AnyPgColumn;
  /** Indonesian name for messages: 'Jenis pegawai'. */
  label: string;
}

/** The row `value` of `ref` exists and is active; a value kept from `previous` is left alone. */
export async function assertChoosable(
  tx: DbOrTx,
  ref: ChoosableRef,
  field: string,
  value: unknown,
  previous?: unknown,
): Promise<void> {
  if (value === null || value === undefined || value === previous) return;
  const [row] = await tx
    .select({ isActive: ref.isActive })
    .from(ref.table)
    .where(eq(ref.id, Number(value)));
  if (!row) throw AppError.validation({ [field]: [`${ref.label} tidak ditemukan`] });
  if (row.isActive !== true) {
    throw AppError.validation({ [field]: [`${ref.label} sudah tidak aktif`] });
  }
}

/** Every id of a list exists and is active; ids kept from `previous` are left alone. */
export async function assertAllChoosable(
  tx: DbOrTx,
  ref: ChoosableRef,
  field: string,
  value: unknown,
  previous: unknown = [],
): Promise<void> {
  const ids = Array.isArray(value) ? value.map(Number) : [];
  const kept = new Set(Array.isArray(previous) ? previous.map(Number) : []);
  const fresh = ids.filter((id) => !kept.has(id));
  if (fresh.length === 0) return;
  const rows = await tx
    .select({ id: ref.id, isActive: ref.isActive })
    .from(ref.table)
    .where(inArray(ref.id, fresh));
  const choosable = new Set(rows.filter((r) => r.isActive === true).map((r) => Number(r.id)));
  const refused = fresh.filter((id) => !choosable.has(id));
  if (refused.length > 0) {
    throw AppError.validation({
      [field]: [`${ref.label} tidak ditemukan atau tidak aktif (id ${refused.join(', ')})`],
    });
  }
}
