/**
 * The overtime rules (docs/lembur.md), pure: which hours of an order count, and what a month of
 * them pays. Sources: PMK 125/PMK.05/2009 (SPKL, whole hours, at least one, 200 % on days off,
 * meal money after two consecutive hours once a day) and the SBM of the year (PMK 32/2025 for
 * 2026: the amounts); the final PPh 21 by golongan (PP 80/2010): shared/domain/rules-next.md §3
 * and regulations.md §3.4 and §4.
 */

/** A span of time in epoch milliseconds. */
export interface Span {
  from: number;
  to: number;
}

/** What is known of one order's day, as instants (epoch ms). */
export interface OvertimeEvidence {
  /** The order's planned window. */
  planned: Span;
  /** The overtime check-in and check-out on /user/presensi_lembur. */
  webIn: number | null;
  webOut: number | null;
  /** Fingerprint punches of the order's date. */
  fingerprint: readonly number[];
  /** The end of the day's working hours; null on a day off. */
  dayEnd: number | null;
  /** The person checked in for the working day (so they were at work when it ended). */
  presentAtWork: boolean;
}

/**
 * The span worked as overtime: from the overtime check-in (or, on a working day the person was
 * at work, from the end of the day's hours; on a day off, from the first fingerprint punch) to
 * the last overtime check-out or fingerprint punch after it. A fingerprint punch counts only
 * after the day's end (on a working day) so the morning punch is never overtime.
 */
export function workedSpan(e: OvertimeEvidence): Span | null {
  const machine = e.fingerprint
    .filter((t) => e.dayEnd === null || t > e.dayEnd)
    .sort((a, b) => a - b);
  const starts: number[] = [];
  if (e.webIn !== null) starts.push(e.webIn);
  if (e.dayEnd !== null && e.presentAtWork) starts.push(e.dayEnd);
  if (e.dayEnd === null && machine.length > 0) starts.push(machine[0] as number);
  if (starts.length === 0) return null;
  const from = Math.min(...starts);
  const ends = [...(e.webOut !== null ? [e.webOut] : []), ...machine].filter((t) => t > from);
  if (ends.length === 0) return null;
  return { from, to: Math.max(...ends) };
}

/** Whole hours of the overlap of the worked span with the planned window; under one hour is 0. */
export function overlapHours(worked: Span | null, planned: Span): number {
  if (!worked) return 0;
  const minutes = Math.floor(
    (Math.min(worked.to, planned.to) - Math.max(worked.from, planned.from)) / 60_000,
  );
  return minutes >= 60 ? Math.floor(minutes / 60) : 0;
}

/** The SBM amounts of a golongan and the final tax on them. */
export interface OvertimeRate {
  hourly: number;
  meal: number;
  taxPercent: number;
}

/** The year's caps and multipliers (overtime_settings). */
export interface OvertimeRules {
  maxHoursWorkday: number;
  maxHoursHoliday: number;
  maxHoursMonth: number;
  mealMinHours: number;
  holidayPercent: number;
}

export interface OvertimeDay {
  orderId: number;
  date: string;
  isWorkingDay: boolean;
  /** Whole hours of the order window worked (overlapHours). */
  hoursWorked: number;
}

export interface PaidDay extends OvertimeDay {
  hoursPaid: number;
  overtimePay: number;
  mealPay: number;
}

export interface MonthPay {
  days: PaidDay[];
  hours: number;
  overtimePay: number;
  mealPay: number;
  gross: number;
  tax: number;
  net: number;
}

/**
 * A person's month: each day (in date order) is capped by the day's cap (working day or day
 * off), then by what is left of the month's cap; a day off pays `holidayPercent` of the hourly
 * rate. Meal money once a day, when the day's worked hours (consecutive: one order window)
 * reach `mealMinHours`. The final tax is on the gross, rounded to the rupiah.
 */
export function payMonth(
  days: readonly OvertimeDay[],
  rate: OvertimeRate,
  rules: OvertimeRules,
): MonthPay {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date) || a.orderId - b.orderId);
  let left = rules.maxHoursMonth;
  const mealDates = new Set<string>();
  const paid = sorted.map((day): PaidDay => {
    const dayCap = day.isWorkingDay ? rules.maxHoursWorkday : rules.maxHoursHoliday;
    const hoursPaid = Math.max(0, Math.min(day.hoursWorked, dayCap, left));
    left -= hoursPaid;
    const hourly = day.isWorkingDay ? rate.hourly : (rate.hourly * rules.holidayPercent) / 100;
    const earnsMeal = day.hoursWorked >= rules.mealMinHours && !mealDates.has(day.date);
    if (earnsMeal) mealDates.add(day.date);
    return {
      ...day,
      hoursPaid,
      overtimePay: Math.round(hoursPaid * hourly),
      mealPay: earnsMeal ? rate.meal : 0,
    };
  });
  const overtimePay = paid.reduce((sum, d) => sum + d.overtimePay, 0);
  const mealPay = paid.reduce((sum, d) => sum + d.mealPay, 0);
  const gross = overtimePay + mealPay;
  const tax = Math.round((gross * rate.taxPercent) / 100);
  return {
    days: paid,
    hours: paid.reduce((sum, d) => sum + d.hoursPaid, 0),
    overtimePay,
    mealPay,
    gross,
    tax,
    net: gross - tax,
  };
}
