/**
 * The month lock (`/admin/lock`, docs/attendance.md): the one place that refuses a change to
 * locked attendance. Every writer of attendance input (punches, excuses, corrections, admin
 * edits, calendar edits, leave marking) calls `assertAttendanceOpen` in its transaction before
 * writing, so a locked month answers 409 whichever screen the change came from.
 */
import { monthName } from '@sikerja/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceLocks } from '../../db/schema/attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';

/** The (year, month) pairs a date range touches. */
export function monthsOf(from: string, to: string): { year: number; month: number }[] {
  const out: { year: number; month: number }[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const endKey = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= endKey) {
    out.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

export interface LockScope {
  from: string;
  to: string;
  /** The people whose days would change; omitted: everyone (a calendar edit for all units). */
  userIds?: readonly number[];
  /** The unit whose days would change (a unit's calendar day); omitted with userIds: everyone. */
  unitId?: number | null;
}

/**
 * Throws 409 when any month of the range is locked for everyone, or for the unit of any of
 * the people (or the given unit). A change for everyone is refused by any lock in the range.
 */
export async function assertAttendanceOpen(tx: DbOrTx, scope: LockScope): Promise<void> {
  const months = monthsOf(scope.from, scope.to);
  const monthMatch = or(
    ...months.map((m) => and(eq(attendanceLocks.year, m.year), eq(attendanceLocks.month, m.month))),
  );
  let unitMatch = undefined as ReturnType<typeof or> | undefined;
  if (scope.userIds && scope.userIds.length > 0) {
    const unitIds = tx
      .select({ unitId: users.unitId })
      .from(users)
      .where(inArray(users.id, [...scope.userIds]));
    unitMatch = or(isNull(attendanceLocks.unitId), inArray(attendanceLocks.unitId, unitIds));
  } else if (scope.unitId != null) {
    unitMatch = or(isNull(attendanceLocks.unitId), eq(attendanceLocks.unitId, scope.unitId));
  }
  const [lock] = await tx
    .select({
      year: attendanceLocks.year,
      month: attendanceLocks.month,
      unitId: attendanceLocks.unitId,
    })
    .from(attendanceLocks)
    .where(unitMatch ? and(monthMatch, unitMatch) : monthMatch)
    .orderBy(sql`${attendanceLocks.unitId} nulls first`)
    .limit(1);
  if (!lock) return;
  const period = `${monthName(lock.month)} ${lock.year}`;
  throw AppError.conflict(
    lock.unitId === null
      ? `Presensi bulan ${period} sudah dikunci; perubahan tidak dapat disimpan.`
      : `Presensi bulan ${period} untuk unit ini sudah dikunci; perubahan tidak dapat disimpan.`,
  );
}
