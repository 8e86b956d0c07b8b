/**
 * `/admin/lock`: locking and unlocking a month (docs/attendance.md, "Month lock"). The guard
 * that refuses changes lives in attendance-lock.ts; this file only keeps the lock rows, each
 * lock and unlock audited.
 */
import type { TCreateLockRequest, TLockRow } from '@sikerja/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attendanceLocks } from '../../db/schema/attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';

const lockColumns = {
  id: attendanceLocks.id,
  year: attendanceLocks.year,
  month: attendanceLocks.month,
  unit_id: attendanceLocks.unitId,
  unit_name: workUnits.name,
  note: attendanceLocks.note,
  locked_by_name: users.name,
  locked_at: attendanceLocks.lockedAt,
};

function lockQuery(db: DbOrTx) {
  return db
    .select(lockColumns)
    .from(attendanceLocks)
    .leftJoin(workUnits, eq(workUnits.id, attendanceLocks.unitId))
    .leftJoin(users, eq(users.id, attendanceLocks.lockedBy));
}

const toRow = (r: Awaited<ReturnType<typeof lockQuery>>[number]): TLockRow => ({
  ...r,
  locked_at: new Date(r.locked_at).toISOString(),
});

/** The locks, newest month first, optionally of one year. */
export async function findLocks(db: Db, page: PageRequest, filter: { year?: number }) {
  const where = filter.year ? eq(attendanceLocks.year, filter.year) : undefined;
  return paginate(
    page,
    async () => (await db.select({ n: count() }).from(attendanceLocks).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      (
        await lockQuery(db)
          .where(where)
          .orderBy(
            desc(attendanceLocks.year),
            desc(attendanceLocks.month),
            sql`${attendanceLocks.unitId} nulls first`,
          )
          .limit(limit)
          .offset(offset)
      ).map(toRow),
  );
}

async function getLock(tx: DbOrTx, id: number): Promise<TLockRow> {
  const [row] = await lockQuery(tx).where(eq(attendanceLocks.id, id));
  if (!row) throw AppError.notFound('Kunci periode tidak ditemukan.');
  return toRow(row);
}

/** Locks a month for one unit or everyone; a month already locked for that scope is 409. */
export async function createLock(
  db: Db,
  input: TCreateLockRequest,
  lockedBy: number,
  actor: Actor,
): Promise<TLockRow> {
  return db.transaction(async (tx) => {
    const unitId = input.unit_id ?? null;
    if (unitId !== null) {
      const [unit] = await tx
        .select({ id: workUnits.id })
        .from(workUnits)
        .where(eq(workUnits.id, unitId));
      if (!unit) throw AppError.validation({ unit_id: ['Unit kerja tidak ditemukan'] });
    }
    const [same] = await tx
      .select({ id: attendanceLocks.id })
      .from(attendanceLocks)
      .where(
        and(
          eq(attendanceLocks.year, input.year),
          eq(attendanceLocks.month, input.month),
          sql`${attendanceLocks.unitId} is not distinct from ${unitId}::integer`,
        ),
      );
    if (same) {
      throw AppError.conflict(
        unitId === null
          ? 'Bulan ini sudah dikunci untuk semua unit.'
          : 'Bulan ini sudah dikunci untuk unit tersebut.',
      );
    }
    const [created] = await tx
      .insert(attendanceLocks)
      .values({
        year: input.year,
        month: input.month,
        unitId,
        note: input.note ?? null,
        lockedBy,
      })
      .returning({ id: attendanceLocks.id });
    if (!created) throw new Error('lock insert returned nothing');
    const after = await getLock(tx, created.id);
    await writeAudit(tx, actor, {
      action: 'attendance_locks.lock',
      tableName: 'attendance_locks',
      rowId: created.id,
      after,
    });
    return after;
  });
}

/** Unlocks: the row goes, the audit keeps what it was. */
export async function deleteLock(db: Db, id: number, actor: Actor): Promise<TLockRow> {
  return db.transaction(async (tx) => {
    const before = await getLock(tx, id);
    await tx.delete(attendanceLocks).where(eq(attendanceLocks.id, id));
    await writeAudit(tx, actor, {
      action: 'attendance_locks.unlock',
      tableName: 'attendance_locks',
      rowId: id,
      before,
    });
    return before;
  });
}
