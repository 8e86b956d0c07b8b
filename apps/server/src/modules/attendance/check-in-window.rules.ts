/**
 * The check-in window (docs/attendance.md "Check-in window"), pure: when 'Presensi Masuk' and
 * 'Presensi Pulang' open for a person on their business date.
 *
 * - 'masuk' opens `checkInOpensBeforeMinutes` before the scheduled start (07:30 and 120: 05:30).
 *   A day without a schedule (a day off, no jam kerja) has no start, so no limit: punches on a
 *   day off are kept and shown (LIBUR).
 * - 'pulang' opens `checkOutOpensAfterMinutes` after the day's check-in, so a tap on 'Pulang'
 *   right after 'Masuk' is refused while a real early departure is recorded (as PSW by the
 *   status engine). With no check-in yet it opens that long after the scheduled start; with
 *   neither, at any time.
 *
 * An overnight shift needs nothing of its own: the business date (`businessDateOf`) already
 * says which shift a punch belongs to, and its start and check-in are instants.
 */
import type { DaySchedule } from './schedule.rules.ts';

export interface CheckInWindowSettings {
  checkInOpensBeforeMinutes: number;
  checkOutOpensAfterMinutes: number;
}

export interface PunchWindow {
  /** Null: open at any time. */
  masukOpensAt: Date | null;
  pulangOpensAt: Date | null;
}

const MINUTE_MS = 60_000;

const shift = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

/** When each punch opens on the schedule's day, given the day's check-in (if any). */
export function punchWindow(
  schedule: Pick<DaySchedule, 'scheduledIn'>,
  checkIn: Date | null,
  settings: CheckInWindowSettings,
): PunchWindow {
  const start = schedule.scheduledIn;
  const after = checkIn ?? start;
  return {
    masukOpensAt: start ? shift(start, -settings.checkInOpensBeforeMinutes) : null,
    pulangOpensAt: after ? shift(after, settings.checkOutOpensAfterMinutes) : null,
  };
}

/**
 * Why a punch of `type` at `now` is refused, or null when the window is open. `clock` writes an
 * instant as the institution's 'HH:MM'.
 */
export function windowRefusal(
  type: 'masuk' | 'pulang',
  now: Date,
  window: PunchWindow,
  clock: (at: Date) => string,
): string | null {
  const opensAt = type === 'masuk' ? window.masukOpensAt : window.pulangOpensAt;
  if (!opensAt || now.getTime() >= opensAt.getTime()) return null;
  return `Presensi ${type} dibuka pukul ${clock(opensAt)}.`;
}
