/**
 * The attendance month lock (`/admin/lock`, docs/attendance.md), as a kind of the platform's
 * period lock. Every change to attendance goes through the write port
 * (attendance-write.port.ts), which asks `assertPeriodOpen(tx, 'attendance', scope)` in its
 * transaction before writing, so a locked month answers 409 whichever screen the change came
 * from.
 */
import { monthName } from '@sikerja/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { attendanceLocks } from '../../db/schema/attendance.ts';
import { users } from '../../db/schema/users.ts';
import { definePeriodLock } from '../../platform/period-lock/period-lock.ts';

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

declare module '../../platform/period-lock/period-lock.ts' {
  interface PeriodScopes {
    attendance: LockScope;
  }
}

/**
 * A change for everyone is refused by any lock in the range; a change for people or a unit by
 * a lock for everyone or for the unit of any of them (or the given unit).
 */
definePeriodLock('attendance', {
  async find(tx, scope) {
    const months = monthsOf(scope.from, scope.to);
    const monthMatch = or(
      ...months.map((m) =>
        and(eq(attendanceLocks.year, m.year), eq(attendanceLocks.month, m.month)),
      ),
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
    if (!lock) return null;
    const period = `Presensi bulan ${monthName(lock.month)} ${lock.year}`;
    return { subject: lock.unitId === null ? period : `${period} untuk unit ini` };
  },
});
