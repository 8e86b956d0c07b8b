/**
 * What an assignment change does to attendance: the days it touches are refused when their
 * month is locked (409) and recomputed otherwise, in the caller's transaction. Every writer of
 * work_pattern_assignments (admin create/update/delete, an approved request) goes through here.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { zonedDate } from '../../lib/time.ts';
import { assertAttendanceOpen } from '../attendance/attendance-lock.ts';
import { recomputeAttendance } from '../attendance/attendance-recompute.ts';
import { addDays } from '../attendance/work-pattern.ts';

/** How far ahead of its start a change is recomputed (the longest cycle). */
export const RECOMPUTE_AHEAD_DAYS = 62;

/** Today in the institution's time zone. */
export async function institutionToday(tx: DbOrTx, now = new Date()): Promise<string> {
  const [row] = await tx
    .select({ timeZone: institutionSettings.timeZone })
    .from(institutionSettings)
    .where(eq(institutionSettings.id, 1));
  return zonedDate(now, row?.timeZone ?? 'Asia/Jakarta');
}

/**
 * The days an assignment starting on `startDate` can change: from its start to today (the
 * recorded past) or to one longest cycle after the start, whichever is later (the schedule
 * people already see ahead).
 */
export function affectedRange(startDate: string, today: string): { from: string; to: string } {
  const ahead = addDays(startDate, RECOMPUTE_AHEAD_DAYS);
  return { from: startDate, to: ahead > today ? ahead : today };
}

/** Refuses a change to locked days (409), then recomputes them, for one or two changes. */
export async function applyScheduleChange(
  tx: DbOrTx,
  changes: readonly { userId: number; startDate: string }[],
): Promise<void> {
  if (changes.length === 0) return;
  const today = await institutionToday(tx);
  const from = changes.map((c) => c.startDate).sort()[0] as string;
  const range = affectedRange(from, today);
  const userIds = [...new Set(changes.map((c) => c.userId))];
  await assertAttendanceOpen(tx, { ...range, userIds });
  await recomputeAttendance(tx, { ...range, userIds });
}
