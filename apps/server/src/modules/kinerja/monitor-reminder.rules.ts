/**
 * When the daily job reminds (docs/kinerja.md "Pengingat"), as a pure function of the date:
 * - a month's realisation, two days before its deadline and on it (the deadline comes from the
 *   tugas tambahan settings, `deadlineOf`; without one, day 5 of the next month);
 * - the contract of the year, on 15 and 29 January (the SKP is set by the end of January,
 *   rules-next.md §1.5).
 */
import type { TKinerjaMonitorKind, TKinerjaMonitorScope } from '@sikerja/contracts';

export const DEFAULT_DEADLINE_DAY = 5;

export interface DueReminder {
  kind: TKinerjaMonitorKind;
  scope: TKinerjaMonitorScope;
}

/** The deadline of a month's realisation, 'YYYY-MM-DD', or null when none is set. */
export type DeadlineOf = (year: number, month: number) => string | null;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Day 5 of the next month. */
export const defaultDeadline = (year: number, month: number): string =>
  new Date(Date.UTC(year, month, DEFAULT_DEADLINE_DAY)).toISOString().slice(0, 10);

export function remindersDue(
  today: string,
  deadlineOf: DeadlineOf = defaultDeadline,
): DueReminder[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const due: DueReminder[] = [];
  // The months whose deadline can fall in this month: last month and this one.
  const candidates = [
    month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 },
    { year, month },
  ];
  for (const period of candidates) {
    const deadline =
      deadlineOf(period.year, period.month) ?? defaultDeadline(period.year, period.month);
    if (today === deadline || today === addDays(deadline, -2)) {
      due.push({ kind: 'realisasi', scope: period });
    }
  }
  if (month === 1 && (day === 15 || day === 29)) due.push({ kind: 'kontrak', scope: { year } });
  return due;
}
