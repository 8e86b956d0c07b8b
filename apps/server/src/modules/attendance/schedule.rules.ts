/**
 * A person's schedule on a date (docs/attendance.md "Schedule"), in one pure function over the
 * rows that decide it: the working calendar, the jam kerja master, the person's work pattern
 * assignments and the shift master. The loaders in schedule.loader.ts read those rows for a
 * range in a few queries; recompute and check-in both call `scheduleFor`.
 *
 * Rules, in order:
 *  1. the pattern assignment in force (work-pattern.ts `patternDayOn`: the newest effective one
 *     starting on or before the date) decides, if its pattern is set: 'L' is a day off,
 *     any other entry a shift code. A shift pattern runs through weekends and holidays, because
 *     the units that work shifts (operations, security) do; an unknown or inactive shift code
 *     falls back to office hours rather than inventing a day off;
 *  2. otherwise office hours: the calendar says whether the date is a working day for the unit
 *     (docs/calendar.md), and jam kerja gives its hours (Ramadan rows beat the default).
 */
import type { DayOffKind } from '@sikerja/contracts';
import {
  dayInfo,
  type Person,
  scheduledHours,
  type WorkingCalendar,
  type WorkingHoursRow,
} from '../calendar/calendar.api.ts';
import { addDays, zonedInstant } from './schedule-time.rules.ts';
import { type PatternAssignment, type PatternCycle, patternDayOn } from './work-pattern.rules.ts';

export interface ShiftRow {
  id: number;
  code: string;
  start_time: string;
  end_time: string;
  crosses_midnight: boolean;
  is_active: boolean;
}

export interface PatternRow extends PatternCycle {
  is_active: boolean;
}

export interface ScheduleInputs {
  calendar: WorkingCalendar;
  hours: readonly WorkingHoursRow[];
  /** The person's effective assignments (any order). */
  assignments: readonly PatternAssignment[];
  patterns: ReadonlyMap<number, PatternRow>;
  /** By code. */
  shifts: ReadonlyMap<string, ShiftRow>;
  timeZone: string;
}

export interface DaySchedule {
  date: string;
  isWorkingDay: boolean;
  dayOffKind: DayOffKind | null;
  /** The holiday's name, or 'L' day of a pattern. */
  dayOffName: string | null;
  shiftId: number | null;
  /** 'HH:MM' wall clock, for display. */
  startTime: string | null;
  endTime: string | null;
  scheduledIn: Date | null;
  scheduledOut: Date | null;
  /** An overnight shift: the 'pulang' after midnight belongs to this date. */
  crossesMidnight: boolean;
}

const DAY_OFF_OF_REASON: Record<string, DayOffKind> = {
  akhir_pekan: 'weekend',
  libur_nasional: 'libur_nasional',
  cuti_bersama: 'cuti_bersama',
  libur_unit: 'libur_unit',
};

/** The pattern entry (shift code or 'L') of a date, or null under office hours. */
export function patternEntryOn(date: string, inputs: ScheduleInputs): string | null {
  return patternDayOn(inputs.assignments, inputs.patterns, date).shiftCode;
}

const off = (date: string, kind: DayOffKind, name: string | null): DaySchedule => ({
  date,
  isWorkingDay: false,
  dayOffKind: kind,
  dayOffName: name,
  shiftId: null,
  startTime: null,
  endTime: null,
  scheduledIn: null,
  scheduledOut: null,
  crossesMidnight: false,
});

/** A person's schedule on a date. */
export function scheduleFor(date: string, person: Person, inputs: ScheduleInputs): DaySchedule {
  const entry = patternEntryOn(date, inputs);
  if (entry !== null) {
    if (entry.toUpperCase() === 'L') return off(date, 'shift_off', 'Libur pola kerja');
    const shift = inputs.shifts.get(entry);
    if (shift?.is_active) {
      const start = shift.start_time.slice(0, 5);
      const end = shift.end_time.slice(0, 5);
      return {
        date,
        isWorkingDay: true,
        dayOffKind: null,
        dayOffName: null,
        shiftId: shift.id,
        startTime: start,
        endTime: end,
        scheduledIn: zonedInstant(date, start, inputs.timeZone),
        scheduledOut: zonedInstant(date, end, inputs.timeZone, shift.crosses_midnight ? 1 : 0),
        crossesMidnight: shift.crosses_midnight,
      };
    }
  }
  const info = dayInfo(date, person.unitId, inputs.calendar);
  if (!info.working) {
    return off(date, DAY_OFF_OF_REASON[info.reason] ?? 'weekend', info.name);
  }
  const hours = scheduledHours(date, person, inputs.calendar, inputs.hours);
  if (!hours) return off(date, 'no_schedule', null);
  return {
    date,
    isWorkingDay: true,
    dayOffKind: null,
    dayOffName: null,
    shiftId: null,
    startTime: hours.start_time,
    endTime: hours.end_time,
    scheduledIn: zonedInstant(date, hours.start_time, inputs.timeZone),
    scheduledOut: zonedInstant(date, hours.end_time, inputs.timeZone),
    crossesMidnight: false,
  };
}

/**
 * The business date a punch at `now` belongs to. A punch belongs to yesterday while
 * yesterday's shift crossed midnight and `now` is closer to its end than to today's start
 * (no start today: within 8 hours of the end), so the 06:10 'pulang' of a 22:00–06:00 shift
 * is the shift's day and a 21:50 'masuk' is tonight's.
 */
export function businessDateOf(
  now: Date,
  today: string,
  scheduleOf: (date: string) => DaySchedule,
): string {
  const yesterday = scheduleOf(addDays(today, -1));
  const end = yesterday.scheduledOut;
  if (!yesterday.crossesMidnight || !end) return today;
  const todayStart = scheduleOf(today).scheduledIn;
  const limit = todayStart
    ? end.getTime() + (todayStart.getTime() - end.getTime()) / 2
    : end.getTime() + 8 * 3_600_000;
  return now.getTime() < limit ? yesterday.date : today;
}
