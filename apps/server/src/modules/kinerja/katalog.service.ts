/**
 * The activity catalogue of a position (docs/kinerja.md "Katalog kegiatan"): which uraian are
 * on a position's menu, attached and detached by an admin on the position map, and read by the
 * contract screen's picker for the caller's own positions.
 */
import type { DutyKind, TPaginated, TPositionUraianRow } from '@sikerja/contracts';
import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { unaccented } from '../../db/schema/columns.ts';
import { kinerjaContracts, taskDescriptionPositions } from '../../db/schema/kinerja.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { activityItems, taskDescriptions } from '../../db/schema/masters-misc.ts';
import { actingAssignments, positions } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';

export interface MenuRequest {
  search?: string;
  duty_kind?: DutyKind;
  /** The picker offers only active uraian; the admin's table shows every one. */
  activeOnly: boolean;
}

const POSITION_NOT_FOUND = 'Jabatan tidak ditemukan.';

/** Refuses a position that does not exist (404), as every menu route does first. */
async function requirePosition(db: DbOrTx, positionId: number) {
  const [found] = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(eq(positions.id, positionId));
  if (!found) throw AppError.notFound(POSITION_NOT_FOUND);
  return found;
}

/** The uraian on a position's menu, Mandiri before Tambahan, then by text. */
export async function findPositionUraian(
  db: Db,
  positionId: number,
  request: MenuRequest,
  page: PageRequest,
): Promise<TPaginated<TPositionUraianRow>> {
  await requirePosition(db, positionId);
  const conditions: (SQL | undefined)[] = [eq(taskDescriptionPositions.positionId, positionId)];
  const search = request.search?.trim();
  if (search) {
    conditions.push(
      sql`${unaccented(taskDescriptions.description)} ilike immutable_unaccent(${containsPattern(search)})`,
    );
  }
  if (request.duty_kind) conditions.push(eq(taskDescriptions.dutyKind, request.duty_kind));
  if (request.activeOnly) conditions.push(eq(taskDescriptions.isActive, true));
  const where = and(...conditions);
  const from = () =>
    db
      .select({
        id: taskDescriptions.id,
        description: taskDescriptions.description,
        unit_id: taskDescriptions.unitId,
        unit_name: measurementUnits.name,
        activity_item_id: taskDescriptions.activityItemId,
        activity_item_name: sql<
          string | null
        >`case when ${activityItems.id} is null then null else ${activityItems.code} || ' ' || ${activityItems.name} end`,
        credit_points: taskDescriptions.creditPoints,
        work_hours: taskDescriptions.workHours,
        cost: taskDescriptions.cost,
        duty_kind: taskDescriptions.dutyKind,
        points: taskDescriptions.points,
        default_yearly_target: taskDescriptions.defaultYearlyTarget,
        is_active: taskDescriptions.isActive,
      })
      .from(taskDescriptionPositions)
      .innerJoin(
        taskDescriptions,
        eq(taskDescriptions.id, taskDescriptionPositions.taskDescriptionId),
      )
      .leftJoin(measurementUnits, eq(measurementUnits.id, taskDescriptions.unitId))
      .leftJoin(activityItems, eq(activityItems.id, taskDescriptions.activityItemId));
  return paginate<TPositionUraianRow>(
    page,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(taskDescriptionPositions)
          .innerJoin(
            taskDescriptions,
            eq(taskDescriptions.id, taskDescriptionPositions.taskDescriptionId),
          )
          .where(where)
      )[0]?.n ?? 0,
    async (limit, offset) =>
      (
        await from()
          .where(where)
          .orderBy(
            asc(taskDescriptions.dutyKind),
            asc(taskDescriptions.description),
            asc(taskDescriptions.id),
          )
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...row, duty_kind: row.duty_kind as DutyKind })),
  );
}

/**
 * The positions a person may read the menu of: the one they hold, the ones they act in today
 * (Plt/Plh), and those of their own contracts (a person who changed position mid-year).
 */
export async function ownPositionIds(db: DbOrTx, userId: number, today: string) {
  const [me] = await db
    .select({ positionId: users.positionId })
    .from(users)
    .where(eq(users.id, userId));
  const acting = await db
    .select({ positionId: actingAssignments.positionId })
    .from(actingAssignments)
    .where(
      and(
        eq(actingAssignments.userId, userId),
        lte(actingAssignments.startDate, today),
        gte(actingAssignments.endDate, today),
      ),
    );
  const contracted = await db
    .selectDistinct({ positionId: kinerjaContracts.positionId })
    .from(kinerjaContracts)
    .where(eq(kinerjaContracts.userId, userId));
  const ids = [
    me?.positionId,
    ...acting.map((a) => a.positionId),
    ...contracted.map((c) => c.positionId),
  ];
  return {
    current: me?.positionId ?? null,
    all: new Set(ids.filter((id): id is number => typeof id === 'number')),
  };
}

/** Puts uraian on a position's menu; ones already there are left as they are. Audited. */
export async function attachUraian(
  db: Db,
  positionId: number,
  taskDescriptionIds: readonly number[],
  actor: Actor,
): Promise<number> {
  const ids = [...new Set(taskDescriptionIds)];
  return db.transaction(async (tx) => {
    await requirePosition(tx, positionId);
    const found = await tx
      .select({
        id: taskDescriptions.id,
        description: taskDescriptions.description,
        isActive: taskDescriptions.isActive,
      })
      .from(taskDescriptions)
      .where(inArray(taskDescriptions.id, ids));
    if (found.length < ids.length) {
      throw AppError.validation({ task_description_ids: ['Uraian tugas tidak ditemukan'] });
    }
    const inactive = found.filter((t) => !t.isActive);
    if (inactive.length > 0) {
      throw AppError.validation({
        task_description_ids: inactive.map(
          (t) => `Uraian tugas sudah tidak aktif: ${t.description}`,
        ),
      });
    }
    const inserted = await tx
      .insert(taskDescriptionPositions)
      .values(ids.map((id) => ({ taskDescriptionId: id, positionId })))
      .onConflictDoNothing()
      .returning({ id: taskDescriptionPositions.taskDescriptionId });
    if (inserted.length > 0) {
      await writeAudit(tx, actor, {
        action: 'task_description_positions.attach',
        tableName: 'task_description_positions',
        rowId: positionId,
        after: {
          position_id: positionId,
          task_description_ids: inserted.map((row) => row.id).sort((a, b) => a - b),
        },
      });
    }
    return inserted.length;
  });
}

/** Takes an uraian off a position's menu (contracts already made keep their lines). Audited. */
export async function detachUraian(
  db: Db,
  positionId: number,
  taskDescriptionId: number,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requirePosition(tx, positionId);
    const removed = await tx
      .delete(taskDescriptionPositions)
      .where(
        and(
          eq(taskDescriptionPositions.positionId, positionId),
          eq(taskDescriptionPositions.taskDescriptionId, taskDescriptionId),
        ),
      )
      .returning({ id: taskDescriptionPositions.taskDescriptionId });
    if (removed.length === 0) {
      throw AppError.notFound('Uraian tugas tidak ada pada menu jabatan ini.');
    }
    await writeAudit(tx, actor, {
      action: 'task_description_positions.detach',
      tableName: 'task_description_positions',
      rowId: positionId,
      before: { position_id: positionId, task_description_id: taskDescriptionId },
    });
  });
}
