/**
 * What an assignment change does to attendance: the days it touches are refused when their
 * month is locked (409) and recomputed otherwise, in the caller's transaction. Every writer of
 * work_pattern_assignments (admin create/update/delete, an approved request) goes through here.
 */
import { formatIndonesianDate } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { AppError } from '../../http/app-error.ts';
import { zonedDate } from '../../lib/time.ts';
import { addDays, recomputeDays } from '../attendance/attendance.api.ts';

/** How far ahead of its start a change is recomputed (the longest cycle). */
export const RECOMPUTE_AHEAD_DAYS = 62;

/**
 * How far from today an assignment may start (docs/access.md): a year back is the longest
 * correction of recorded attendance anyone means (older months are paid and closed), a year
 * ahead the longest plan. Beyond it a start date is a typing error, and would recompute years.
 */
export const ASSIGNMENT_WINDOW_DAYS = 366;

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
  const earliest = addDays(today, -ASSIGNMENT_WINDOW_DAYS);
  const latest = addDays(today, ASSIGNMENT_WINDOW_DAYS);
  if (changes.some((c) => c.startDate < earliest || c.startDate > latest)) {
    throw AppError.validation({
      start_date: [
        `Tanggal mulai harus antara ${formatIndonesianDate(earliest)} dan ${formatIndonesianDate(latest)} (paling jauh ${ASSIGNMENT_WINDOW_DAYS} hari dari hari ini).`,
      ],
    });
  }
  const from = changes.map((c) => c.startDate).sort()[0] as string;
  const range = affectedRange(from, today);
  const userIds = [...new Set(changes.map((c) => c.userId))];
  await recomputeDays(tx, { ...range, userIds });
}
