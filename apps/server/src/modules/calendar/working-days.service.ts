/**
 * Working days and working hours (docs/calendar.md): the one place that decides whether a date
 * is a working day for a unit, why, how many working days a range holds, and a person's
 * scheduled hours on a date. The rules are plain functions over plain data (table-tested in
 * working-days.test.ts); the loaders below read what they need in one query per range.
 *
 * Rules, in order, for a date and a unit:
 *  1. an active row of that unit decides: libur_unit → day off, hari_kerja → working day;
 *  2. else an active row for everyone: libur_nasional, cuti_bersama → day off, hari_kerja → working;
 *  3. else Saturday and Sunday are days off, Monday to Friday working days (Perpres 21/2023).
 */
import {
  datesBetween,
  isoWeekday,
  type TCalendarDayKind,
  type TDayInfo,
  type TDayReason,
} from '@sikerja/contracts';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarDays } from '../../db/schema/calendar.ts';
import { workingHours } from '../../db/schema/masters-attendance.ts';

/** One active calendar row, as the rules need it. */
export interface CalendarException {
  id: number;
  date: string;
  kind: TCalendarDayKind;
  name: string;
  unit_id: number | null;
}

/** The active exceptions of a range, indexed by date. */
export interface WorkingCalendar {
  everyone: ReadonlyMap<string, CalendarException>;
  /** `${unitId}:${date}` → row. */
  byUnit: ReadonlyMap<string, CalendarException>;
}

export function buildCalendar(rows: readonly CalendarException[]): WorkingCalendar {
  const everyone = new Map<string, CalendarException>();
  const byUnit = new Map<string, CalendarException>();
  for (const row of rows) {
    if (row.unit_id === null) everyone.set(row.date, row);
    else byUnit.set(`${row.unit_id}:${row.date}`, row);
  }
  return { everyone, byUnit };
}

const REASON_OF_KIND: Record<TCalendarDayKind, TDayReason> = {
  libur_nasional: 'libur_nasional',
  cuti_bersama: 'cuti_bersama',
  libur_unit: 'libur_unit',
  hari_kerja: 'hari_kerja_tambahan',
};

/** Whether `date` ('YYYY-MM-DD') is a working day for the unit (null: no unit), and why. */
export function dayInfo(date: string, unitId: number | null, calendar: WorkingCalendar): TDayInfo {
  const weekday = isoWeekday(date);
  const row =
    (unitId === null ? undefined : calendar.byUnit.get(`${unitId}:${date}`)) ??
    calendar.everyone.get(date);
  if (row) {
    return {
      date,
      weekday,
      working: row.kind === 'hari_kerja',
      reason: REASON_OF_KIND[row.kind],
      name: row.name,
      calendar_day_id: row.id,
      unit_id: row.unit_id,
    };
  }
  const weekend = weekday >= 6;
  return {
    date,
    weekday,
    working: !weekend,
    reason: weekend ? 'akhir_pekan' : 'hari_kerja',
    name: null,
    calendar_day_id: null,
    unit_id: null,
  };
}

export function isWorkingDay(
  date: string,
  unitId: number | null,
  calendar: WorkingCalendar,
): boolean {
  return dayInfo(date, unitId, calendar).working;
}

export { datesBetween };

/** Working days from `from` to `to`, both included (cuti tahunan counts these). */
export function countWorkingDays(
  from: string,
  to: string,
  unitId: number | null,
  calendar: WorkingCalendar,
): number {
  return datesBetween(from, to).filter((d) => isWorkingDay(d, unitId, calendar)).length;
}

/** The first and last date of a month. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

// ---- Working hours (the jamkerja master) ----

/** One active jam kerja row, as the rules need it ('HH:MM' or 'HH:MM:SS' times). */
export interface WorkingHoursRow {
  id: number;
  name: string;
  weekdays: readonly number[];
  start_time: string;
  end_time: string;
  break_minutes: number;
  staff_type_id: number | null;
  unit_id: number | null;
  valid_from: string | null;
  valid_to: string | null;
}

export interface ScheduledHours {
  working_hours_id: number;
  name: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  /** End − start − break. */
  work_minutes: number;
}

export interface Person {
  unitId: number | null;
  staffTypeId: number | null;
}

const minutes = (clock: string) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};
const hhmm = (clock: string) => clock.slice(0, 5);

function covers(row: WorkingHoursRow, date: string, weekday: number): boolean {
  return (
    row.weekdays.includes(weekday) &&
    (row.valid_from === null || row.valid_from <= date) &&
    (row.valid_to === null || row.valid_to >= date)
  );
}

/**
 * The jam kerja row for a person on a weekday of a date: a dated row (Ramadan) before an
 * undated one, then the most specific scope (the person's unit, their staff type, everyone).
 */
function pickHours(
  rows: readonly WorkingHoursRow[],
  date: string,
  weekday: number,
  person: Person,
): WorkingHoursRow | undefined {
  const rank = (row: WorkingHoursRow) =>
    (row.valid_from !== null || row.valid_to !== null ? 10 : 0) +
    (row.unit_id !== null ? 2 : row.staff_type_id !== null ? 1 : 0);
  return rows
    .filter(
      (row) =>
        covers(row, date, weekday) &&
        (row.unit_id === null || row.unit_id === person.unitId) &&
        (row.staff_type_id === null || row.staff_type_id === person.staffTypeId),
    )
    .sort((a, b) => rank(b) - rank(a) || a.id - b.id)[0];
}

/**
 * A person's scheduled hours on a date: null on a day off. On an extra working day whose
 * weekday no jam kerja row covers (a Saturday made a working day) the Monday schedule of the
 * same period applies, since the master has no row for one-off days.
 */
export function scheduledHours(
  date: string,
  person: Person,
  calendar: WorkingCalendar,
  hours: readonly WorkingHoursRow[],
): ScheduledHours | null {
  if (!isWorkingDay(date, person.unitId, calendar)) return null;
  const row = pickHours(hours, date, isoWeekday(date), person) ?? pickHours(hours, date, 1, person);
  if (!row) return null;
  return {
    working_hours_id: row.id,
    name: row.name,
    start_time: hhmm(row.start_time),
    end_time: hhmm(row.end_time),
    break_minutes: row.break_minutes,
    work_minutes: minutes(row.end_time) - minutes(row.start_time) - row.break_minutes,
  };
}

// ---- Loaders: one query per range ----

/**
 * The active calendar rows from `from` to `to`: for everyone and one unit, or (`'all'`) for
 * every unit, as the attendance engine needs for a whole institution.
 */
export async function loadCalendarRows(
  db: DbOrTx,
  from: string,
  to: string,
  unitId: number | null | 'all',
): Promise<CalendarException[]> {
  const rows = await db
    .select({
      id: calendarDays.id,
      date: calendarDays.date,
      kind: calendarDays.kind,
      name: calendarDays.name,
      unit_id: calendarDays.unitId,
    })
    .from(calendarDays)
    .where(
      and(
        eq(calendarDays.isActive, true),
        gte(calendarDays.date, from),
        lte(calendarDays.date, to),
        unitId === 'all'
          ? undefined
          : unitId === null
            ? isNull(calendarDays.unitId)
            : or(isNull(calendarDays.unitId), eq(calendarDays.unitId, unitId)),
      ),
    );
  return rows as CalendarException[];
}

/** The working calendar from `from` to `to` for everyone and, if given, one unit. */
export async function loadCalendar(
  db: DbOrTx,
  from: string,
  to: string,
  unitId: number | null,
): Promise<WorkingCalendar> {
  return buildCalendar(await loadCalendarRows(db, from, to, unitId));
}

/** Every active jam kerja row (a handful). */
export async function loadWorkingHours(db: DbOrTx): Promise<WorkingHoursRow[]> {
  const rows = await db
    .select({
      id: workingHours.id,
      name: workingHours.name,
      weekdays: workingHours.weekdays,
      start_time: workingHours.startTime,
      end_time: workingHours.endTime,
      break_minutes: workingHours.breakMinutes,
      staff_type_id: workingHours.staffTypeId,
      unit_id: workingHours.unitId,
      valid_from: workingHours.validFrom,
      valid_to: workingHours.validTo,
    })
    .from(workingHours)
    .where(eq(workingHours.isActive, true));
  return rows;
}

/** Working days from `from` to `to` inclusive for a unit, read in one query. */
export async function workingDaysBetween(
  db: DbOrTx,
  from: string,
  to: string,
  unitId: number | null,
): Promise<number> {
  return countWorkingDays(from, to, unitId, await loadCalendar(db, from, to, unitId));
}

/** Each day of a month for a unit (the calendar screen). */
export async function monthDays(
  db: DbOrTx,
  year: number,
  month: number,
  unitId: number | null,
): Promise<TDayInfo[]> {
  const { from, to } = monthRange(year, month);
  const calendar = await loadCalendar(db, from, to, unitId);
  return datesBetween(from, to).map((d) => dayInfo(d, unitId, calendar));
}

/** A person's scheduled hours on one date, from the database. */
export async function scheduledHoursOn(
  db: DbOrTx,
  date: string,
  person: Person,
): Promise<ScheduledHours | null> {
  const calendar = await loadCalendar(db, date, date, person.unitId);
  return scheduledHours(date, person, calendar, await loadWorkingHours(db));
}
