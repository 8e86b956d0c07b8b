/**
 * Field rules the time-and-attendance masters share: clock times, optional dates, weekdays
 * and lists of ids. Row schemas hold no transforms (the response serializer encodes them), so
 * the table columns already read times as 'HH:MM' and decimals as numbers.
 */
import { z } from 'zod';
import { zDate, zId } from '../bounds.ts';

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** A clock time 'HH:MM' (seconds, if sent, are dropped). */
export const zClock = () =>
  z
    .string()
    .trim()
    .min(1)
    .regex(CLOCK, 'Jam ditulis JJ:MM, mis. 07:30')
    .transform((v) => v.slice(0, 5));

/** A `time` column as the row shows it: 'HH:MM'. */
export const zClockRow = () => z.string();

/** Minutes after midnight of 'HH:MM'. */
export function minutesOfClock(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** An optional 'YYYY-MM-DD'; missing becomes null. */
export const zOptionalDate = () =>
  zDate()
    .nullish()
    .transform((v) => v ?? null);

/** An optional reference to another row; missing becomes null. */
export const zOptionalId = () =>
  z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null);

const ZIdArray = z.array(zId()).max(200);
const normaliseIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** A list of row ids (a multiselect sends strings); duplicates dropped, sorted. */
export const zIdList = () => ZIdArray.optional().default([]).transform(normaliseIds);

/**
 * The same list in an update, where leaving it out keeps the stored list: a client that does
 * not show the list (a form without its multi-reference input, an API script) must not wipe it.
 */
export const zKeptIdList = () =>
  ZIdArray.optional().transform((ids) => (ids === undefined ? undefined : normaliseIds(ids)));

/** A nullable timestamp, as PostgreSQL writes it ('2026-03-02 07:31:05+07'). */
export const zTimestampRow = () => z.string().nullable();

/** ISO weekdays, 1 = Monday … 7 = Sunday (PostgreSQL's isodow). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS = {
  1: 'Senin',
  2: 'Selasa',
  3: 'Rabu',
  4: 'Kamis',
  5: 'Jumat',
  6: 'Sabtu',
  7: 'Minggu',
} as const;

/** One weekday; a select sends it as a string. */
export const zWeekday = () => z.coerce.number().int().min(1).max(7);

export const MONTH_LABELS = {
  1: 'Januari',
  2: 'Februari',
  3: 'Maret',
  4: 'April',
  5: 'Mei',
  6: 'Juni',
  7: 'Juli',
  8: 'Agustus',
  9: 'September',
  10: 'Oktober',
  11: 'November',
  12: 'Desember',
} as const;
