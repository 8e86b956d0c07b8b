/**
 * Closing the days (docs/attendance.md "Status engine"): a day is computed when something
 * feeds it (a punch, an excuse, a correction), so a person who never checked in would have
 * no row and never show as TK. Every hour (`day-close.job.ts`, once across all processes),
 * yesterday and today are recomputed for everyone: yesterday's absences become TK, a missing
 * check-out becomes PSW4 once the day is over. Months that are locked are left as they were
 * locked.
 */
import type { DbOrTx } from '../../db/client.ts';
import { zonedDate } from '../../lib/time.ts';
import { isPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { closeDays } from './attendance-write.port.ts';
import { attendanceNow } from './check-in-clock.adapter.ts';
import { addDays } from './schedule-time.rules.ts';

/** Recomputes yesterday and today for every active person; a locked day is skipped. */
export async function closeAttendanceDays(db: DbOrTx): Promise<{ dates: string[] }> {
  const today = zonedDate(attendanceNow(), (await loadSettings(db)).timeZone);
  const closed: string[] = [];
  for (const date of [addDays(today, -1), today]) {
    const scope = { from: date, to: date };
    if (!(await isPeriodOpen(db, 'attendance', scope))) continue;
    await closeDays(db, scope);
    closed.push(date);
  }
  return { dates: closed };
}
