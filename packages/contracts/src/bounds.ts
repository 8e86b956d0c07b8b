/**
 * The bounds every value the API accepts stays within (docs/access.md): row ids fit the
 * database's integer, page numbers stop somewhere, and business dates lie in a window in
 * which date arithmetic stays ordinary. Narrower windows per domain are built from these.
 */
import { z } from 'zod';

/** PostgreSQL `integer`, the type of every id column. */
export const INT32_MAX = 2_147_483_647;
/** No list is that long; a page beyond it is a typing error or a probe. */
export const PAGE_MAX = 100_000;

/** The window of business dates: birth dates of the oldest retirees to long-range plans. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';

const DAY_MS = 86_400_000;
// Range checks speak only of well-formed dates; the format check speaks of the rest.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A row id: a whole number from 1 to 2,147,483,647 (from JSON or a query string). */
export const zId = (message = 'Pilihan tidak valid') =>
  z.coerce
    // Typed as a number going in, so forms and services see the type they send.
    .number<number>({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(INT32_MAX, { error: message });

/** Route parameter `:id`. */
export const ZIdParams = z.object({ id: zId('Data tidak ditemukan') });

/** `?page=N` of a list. */
export const zPage = () =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_MAX, `Halaman paling banyak ${PAGE_MAX}`)
    .optional()
    .default(1);

/** '2026-11-26' as '26-11-2026', for messages. */
function dmy(date: string): string {
  return date.split('-').reverse().join('-');
}

export interface DateBounds {
  min?: string;
  max?: string;
  /** The message for a text that is no date. */
  message?: string;
  /** The messages for a date before min and after max (default: the window in words). */
  tooEarly?: string;
  tooLate?: string;
}

/**
 * A business date 'YYYY-MM-DD' inside [min, max] (default 1900-01-01 to 2100-12-31). The
 * format check makes the years four digits, so the window compares as text.
 */
export const zDate = ({ min = DATE_MIN, max = DATE_MAX, ...messages }: DateBounds = {}) => {
  const outside = `Tanggal harus antara ${dmy(min)} dan ${dmy(max)}`;
  return z.iso
    .date({ error: messages.message ?? 'Tanggal tidak valid (format YYYY-MM-DD)' })
    .refine((v) => !ISO_DATE.test(v) || v >= min, { error: messages.tooEarly ?? outside })
    .refine((v) => !ISO_DATE.test(v) || v <= max, { error: messages.tooLate ?? outside });
};

/** Days since 1970-01-01 of 'YYYY-MM-DD' (UTC, so no zone shifts a day). */
export function epochDay(date: string): number {
  return Math.floor(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
      DAY_MS,
  );
}

/** 'YYYY-MM-DD' of a day number from epochDay. */
export function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return dateOfEpochDay(epochDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** Longest date range any loop walks: the whole business-date window. */
export const MAX_RANGE_DAYS = daysBetween(DATE_MIN, DATE_MAX) + 1;

/**
 * Every date from `from` to `to`, both included (none when to < from). It advances on day
 * numbers, not on text order, and refuses a range longer than `maxDays`, so no input can make
 * it run away.
 */
export function datesBetween(from: string, to: string, maxDays = MAX_RANGE_DAYS): string[] {
  const start = epochDay(from);
  const end = epochDay(to);
  if (!Number.isFinite(start) || !Number.isFinite(end)) throw new RangeError('invalid date');
  if (end - start + 1 > maxDays) {
    throw new RangeError(`date range longer than ${maxDays} days`);
  }
  const dates: string[] = [];
  for (let day = start; day <= end; day++) dates.push(dateOfEpochDay(day));
  return dates;
}

/**
 * A range [start, end] a person could mean: end not before start and at most `maxDays` long.
 * Adds the issue to the end field, so the form shows it where the person typed.
 */
export function refineDateRange<T extends Record<string, unknown>>(
  startKey: keyof T & string,
  endKey: keyof T & string,
  maxDays: number,
  what = 'Rentang tanggal',
  /** false where a reversed range is reported another way (a live preview's problems). */
  checkOrder = true,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const start = value[startKey];
    const end = value[endKey];
    if (typeof start !== 'string' || typeof end !== 'string') return;
    if (end < start) {
      if (!checkOrder) return;
      ctx.addIssue({
        code: 'custom',
        path: [endKey],
        message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
      });
    } else if (daysBetween(start, end) + 1 > maxDays) {
      ctx.addIssue({
        code: 'custom',
        path: [endKey],
        message: `${what} paling panjang ${maxDays} hari.`,
      });
    }
  };
}
