/**
 * The position map (`/admin/master/jabatan/peta`): positions as a tree by their superior
 * position, each with the people holding it. The tree decides who is whose superior (the
 * holder of the superior position), so moving a position is audited like any master change.
 */
import type { TPositionHolder, TPositionMapNode } from '@sikerja/contracts';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { assertNoCycle } from '../../platform/resource/tree-rules.ts';
import { POSITION_CYCLE_MESSAGE, POSITION_TREE } from '../masters/masters.api.ts';

/** Every position as a forest: top positions (no superior) first, highest job class first. */
export async function getPositionMap(db: Db): Promise<TPositionMapNode[]> {
  const rows = await db
    .select({
      id: positions.id,
      name: positions.name,
      kind: positions.kind,
      job_class: positions.jobClass,
      echelon: positions.echelon,
      unit_id: positions.unitId,
      unit_name: workUnits.name,
      is_lecturer: positions.isLecturer,
      is_active: positions.isActive,
      superior_position_id: positions.superiorPositionId,
    })
    .from(positions)
    .leftJoin(workUnits, eq(workUnits.id, positions.unitId))
    .orderBy(desc(positions.jobClass), asc(positions.name), asc(positions.id));
  const holders = await db
    .select({ id: users.id, name: users.name, nip: users.nip, positionId: users.positionId })
    .from(users)
    .where(and(isNotNull(users.positionId), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));

  const holdersOf = new Map<number, TPositionHolder[]>();
  for (const { positionId, ...holder } of holders) {
    if (positionId === null) continue;
    holdersOf.set(positionId, [...(holdersOf.get(positionId) ?? []), holder]);
  }
  const nodes = new Map<number, TPositionMapNode>(
    rows.map((row) => [
      row.id,
      {
        ...row,
        // The table's check constraints keep these inside the contract's enums.
        kind: row.kind as TPositionMapNode['kind'],
        echelon: row.echelon as TPositionMapNode['echelon'],
        holders: holdersOf.get(row.id) ?? [],
        children: [],
      },
    ]),
  );
  const roots: TPositionMapNode[] = [];
  for (const node of nodes.values()) {
    const parent =
      node.superior_position_id === null ? undefined : nodes.get(node.superior_position_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Puts a position under another one (or at the top); refuses a move that would loop. */
export async function movePosition(
  db: Db,
  id: number,
  superiorId: number | null,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [position] = await tx
      .select({ id: positions.id, superiorId: positions.superiorPositionId })
      .from(positions)
      .where(eq(positions.id, id));
    if (!position) throw AppError.notFound('Jabatan tidak ditemukan.');
    if (superiorId !== null && superiorId !== position.superiorId) {
      const [superior] = await tx
        .select({ isActive: positions.isActive })
        .from(positions)
        .where(eq(positions.id, superiorId));
      if (!superior) {
        throw AppError.validation({ superior_position_id: ['Jabatan atasan tidak ditemukan'] });
      }
      if (!superior.isActive) {
        throw AppError.validation({ superior_position_id: ['Jabatan atasan sudah tidak aktif'] });
      }
      await assertNoCycle(
        tx,
        POSITION_TREE,
        id,
        superiorId,
        'superior_position_id',
        POSITION_CYCLE_MESSAGE,
      );
    }
    await tx
      .update(positions)
      .set({ superiorPositionId: superiorId, updatedBy: actor.userId })
      .where(eq(positions.id, id));
    await writeAudit(tx, actor, {
      action: 'positions.move',
      tableName: 'positions',
      rowId: id,
      before: { superior_position_id: position.superiorId },
      after: { superior_position_id: superiorId },
    });
  });
}
