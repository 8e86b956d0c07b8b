/**
 * The rules of apel and senam (docs/apel-senam.md), pure: which dates a session is held on,
 * when a check-in is on time, a person's status on a session and the deduction it costs.
 */
import { isoWeekday, type TCeremonyStatus } from '@sikerja/contracts';

export interface SessionWindow {
  id: number;
  name: string;
  weekday: number | null;
  on_date: string | null;
  opens_at: string;
  on_time_until: string;
  closes_at: string;
}

/** The day off for everyone on a date, as the working-day calendar has it (null: none). */
export type HolidayOf = (date: string) => 'libur_nasional' | 'cuti_bersama' | null;

/**
 * The window a session is held by on a date, or null. A one-off date wins over the weekly
 * window and is held even on a holiday (the 17 August ceremony falls on one); a weekly window
 * is skipped on a national holiday or cuti bersama.
 */
export function windowOn(
  date: string,
  windows: readonly SessionWindow[],
  holidayOf: HolidayOf,
): SessionWindow | null {
  const oneOff = windows.find((w) => w.on_date === date);
  if (oneOff) return oneOff;
  if (holidayOf(date)) return null;
  const weekday = isoWeekday(date);
  return windows.find((w) => w.on_date === null && w.weekday === weekday) ?? null;
}

export type CheckInMoment = 'early' | 'hadir' | 'terlambat' | 'closed';

/**
 * Where a check-in at the wall-clock time 'HH:MM:SS' falls: before the opening, on time (to the
 * end of the on-time minute), late, or at or after the closing minute.
 */
export function checkInMoment(
  clock: string,
  window: { opens_at: string; on_time_until: string; closes_at: string },
): CheckInMoment {
  const hhmm = clock.slice(0, 5);
  if (hhmm < window.opens_at) return 'early';
  if (hhmm >= window.closes_at) return 'closed';
  if (hhmm <= window.on_time_until) return 'hadir';
  return 'terlambat';
}

export interface StatusInput {
  /** The stored status: a check-in, the admin's correction or an approved change. */
  recorded: 'hadir' | 'terlambat' | 'tidak_hadir' | 'berhalangan' | null;
  /** The excuse of the day (CUTI, DL, SAKIT, IZIN) or LIBUR for a shift off; null: none. */
  coveredBy: string | null;
  /** The session has closed (its closing time has passed). */
  closed: boolean;
}

/** A person's status on a session: what is recorded, else covered, else absent once closed. */
export function ceremonyStatus(input: StatusInput): TCeremonyStatus {
  if (input.recorded) return input.recorded;
  if (input.coveredBy) return 'berhalangan';
  return input.closed ? 'tidak_hadir' : 'belum';
}

export interface DeductionRule {
  code: string;
  /** Per missed session; null when the rule is in rupiah. */
  percentage: number | null;
  monthlyCapPercentage: number | null;
}

/** The deduction of one session: only an absence costs; late is attendance. */
export function sessionDeduction(status: TCeremonyStatus, rule: DeductionRule | null): number {
  if (status !== 'tidak_hadir' || !rule || rule.percentage === null) return 0;
  return rule.percentage;
}

/** A month's deduction: the sessions' sum, at most the monthly cap. */
export function monthDeduction(
  statuses: readonly TCeremonyStatus[],
  rule: DeductionRule | null,
): { absences: number; pct: number } {
  const absences = statuses.filter((s) => s === 'tidak_hadir').length;
  const sum = statuses.reduce((total, s) => total + sessionDeduction(s, rule), 0);
  const cap = rule?.monthlyCapPercentage ?? null;
  const pct = cap === null ? sum : Math.min(sum, cap);
  return { absences, pct: Math.round(pct * 10_000) / 10_000 };
}

/** Who must attend: no unit and no staff type chosen → everyone; else both filters that are set. */
export function isExpected(
  person: { unitId: number | null; staffTypeId: number | null },
  session: { unit_ids: readonly number[]; staff_type_ids: readonly number[] },
): boolean {
  const unitOk =
    session.unit_ids.length === 0 ||
    (person.unitId !== null && session.unit_ids.includes(person.unitId));
  const typeOk =
    session.staff_type_ids.length === 0 ||
    (person.staffTypeId !== null && session.staff_type_ids.includes(person.staffTypeId));
  return unitOk && typeOk;
}
