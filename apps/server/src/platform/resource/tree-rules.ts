/**
 * The rule every self-referencing master shares (unit kerja → parent unit, jabatan → superior
 * position): a row may not be put under itself or under one of the rows below it, or the tree
 * would loop and every walk up it (a unit's ancestors, a person's chain of superiors) would too.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

export interface TreeLinks {
  table: PgTable;
  id: AnyPgColumn;
  parent: AnyPgColumn;
}

/** Whether putting row `id` under `parentId` would make the row its own ancestor. */
export async function createsCycle(
  tx: DbOrTx,
  links: TreeLinks,
  id: number,
  parentId: number,
): Promise<boolean> {
  const seen = new Set<number>();
  let current: number | null = parentId;
  // Walk up from the new parent; a loop already in the data stops at the first repeat.
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    const [row] = await tx
      .select({ parent: links.parent })
      .from(links.table)
      .where(eq(links.id, current));
    current = typeof row?.parent === 'number' ? row.parent : null;
  }
  return false;
}

/** Refuses (422 on `field`) a parent that would make row `id` its own ancestor. */
export async function assertNoCycle(
  tx: DbOrTx,
  links: TreeLinks,
  id: number,
  parentId: unknown,
  field: string,
  message: string,
): Promise<void> {
  if (typeof parentId !== 'number') return;
  if (await createsCycle(tx, links, id, parentId)) {
    throw AppError.validation({ [field]: [message] });
  }
}
