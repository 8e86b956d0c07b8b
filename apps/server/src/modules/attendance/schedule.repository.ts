/**
 * Reads everything a range of attendance days depends on in a fixed number of queries, for
 * one person (a check-in) or thousands (a month's recompute): the people, the calendar, jam
 * kerja, patterns and shifts, punches, excuses, deduction bands and the settings.
 */
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  attendanceExcuses,
  attendancePunches,
  workPatternAssignments,
  workPatterns,
} from '../../db/schema/attendance.ts';
import { shifts } from '../../db/schema/masters-attendance.ts';
import { attendanceDeductions } from '../../db/schema/masters-pay.ts';
import { users } from '../../db/schema/users.ts';
import {
  buildCalendar,
  loadCalendarRows,
  loadWorkingHours,
  type WorkingCalendar,
  type WorkingHoursRow,
} from '../calendar/calendar.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import type { CheckInWindowSettings } from './check-in-window.rules.ts';
import type { PatternRow, ScheduleInputs, ShiftRow } from './schedule.rules.ts';
import { inSequence } from './schedule-sequence.rules.ts';
import { addDays, parseTimestamp } from './schedule-time.rules.ts';
import type { DeductionBand, DeductionMode, PunchInput } from './status-engine.rules.ts';
import type { PatternAssignment } from './work-pattern.rules.ts';

export interface PersonRow {
  id: number;
  unitId: number | null;
  staffTypeId: number | null;
}

export interface AttendanceContext {
  timeZone: string;
  mode: DeductionMode;
  calendar: WorkingCalendar;
  hours: WorkingHoursRow[];
  patterns: Map<number, PatternRow>;
  shifts: Map<string, ShiftRow>;
  bands: DeductionBand[];
  assignmentsByUser: Map<number, PatternAssignment[]>;
  /** When a web punch opens (check-in-window.rules.ts); only the check-in uses it. */
  checkInWindow: CheckInWindowSettings;
}

/** The schedule inputs of one person. */
export function scheduleInputsOf(ctx: AttendanceContext, userId: number): ScheduleInputs {
  return {
    calendar: ctx.calendar,
    hours: ctx.hours,
    assignments: ctx.assignmentsByUser.get(userId) ?? [],
    patterns: ctx.patterns,
    shifts: ctx.shifts,
    timeZone: ctx.timeZone,
  };
}

/** The people a recompute covers: the given ones, else the active staff (of one unit). */
export async function loadPeople(
  db: DbOrTx,
  scope: { userIds?: readonly number[]; unitId?: number | null },
): Promise<PersonRow[]> {
  const where: SQL | undefined = scope.userIds
    ? inArray(users.id, [...scope.userIds])
    : and(
        eq(users.status, 'active'),
        scope.unitId != null ? eq(users.unitId, scope.unitId) : undefined,
      );
  if (scope.userIds && scope.userIds.length === 0) return [];
  return db
    .select({ id: users.id, unitId: users.unitId, staffTypeId: users.staffTypeId })
    .from(users)
    .where(where)
    .orderBy(asc(users.id));
}

const userFilter = (column: AnyPgColumn, ids: readonly number[] | null) =>
  ids === null ? undefined : inArray(column, [...ids]);

/** The rows every person shares (settings, calendar, jam kerja, patterns, shifts, bands). */
export type ReferenceRows = Omit<AttendanceContext, 'assignmentsByUser'>;

/** The shared rows of a range, with the calendar one day wider (an overnight shift's previous day). */
export async function loadReference(db: DbOrTx, from: string, to: string): Promise<ReferenceRows> {
  const [settings, calendarRows, hours, patternRows, shiftRows, bandRows] = await inSequence([
    () => loadSettings(db),
    () => loadCalendarRows(db, addDays(from, -1), to, 'all'),
    () => loadWorkingHours(db),
    () =>
      db
        .select({
          id: workPatterns.id,
          cycle: workPatterns.cycle,
          is_active: workPatterns.isActive,
        })
        .from(workPatterns),
    () =>
      db
        .select({
          id: shifts.id,
          code: shifts.code,
          start_time: shifts.startTime,
          end_time: shifts.endTime,
          crosses_midnight: shifts.crossesMidnight,
          is_active: shifts.isActive,
        })
        .from(shifts),
    () =>
      db
        .select({
          code: attendanceDeductions.code,
          kind: attendanceDeductions.kind,
          minutes_from: attendanceDeductions.minutesFrom,
          minutes_to: attendanceDeductions.minutesTo,
          percentage: attendanceDeductions.percentage,
          mode: attendanceDeductions.mode,
        })
        .from(attendanceDeductions)
        .where(eq(attendanceDeductions.isActive, true)),
  ]);
  return {
    timeZone: settings.timeZone,
    mode:
      settings.attendanceDeductionMode === 'monthly_minutes' ? 'monthly_minutes' : 'per_occurrence',
    calendar: buildCalendar(calendarRows),
    hours,
    patterns: new Map(patternRows.map((p) => [p.id, p])),
    shifts: new Map(shiftRows.map((s) => [s.code, s])),
    bands: bandRows as DeductionBand[],
    checkInWindow: {
      checkInOpensBeforeMinutes: settings.checkInOpensBeforeMinutes,
      checkOutOpensAfterMinutes: settings.checkOutOpensAfterMinutes,
    },
  };
}

/** Effective pattern assignment rows, by person. */
export function assignmentsByUserOf(
  rows: readonly { id: number; user_id: number; pattern_id: number | null; start_date: string }[],
): Map<number, PatternAssignment[]> {
  const byUser = new Map<number, PatternAssignment[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, patternId: row.pattern_id, startDate: row.start_date });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/**
 * The shared rows of a range (calendar one day wider, for an overnight shift's previous day)
 * and the pattern assignments of the people (`null`: everyone).
 */
export async function loadContext(
  db: DbOrTx,
  from: string,
  to: string,
  userIds: readonly number[] | null,
): Promise<AttendanceContext> {
  const reference = await loadReference(db, from, to);
  const assignmentRows = await db
    .select({
      id: workPatternAssignments.id,
      user_id: workPatternAssignments.userId,
      pattern_id: workPatternAssignments.patternId,
      start_date: workPatternAssignments.startDate,
    })
    .from(workPatternAssignments)
    .where(
      and(
        eq(workPatternAssignments.effective, true),
        lte(workPatternAssignments.startDate, to),
        userFilter(workPatternAssignments.userId, userIds),
      ),
    );
  return { ...reference, assignmentsByUser: assignmentsByUserOf(assignmentRows) };
}

/** `${userId}:${date}` → items. */
export type ByDay<T> = Map<string, T[]>;
const push = <T>(map: ByDay<T>, key: string, item: T) => {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
};

/** The range's presensi punches, by person and business date. */
export async function loadPunches(
  db: DbOrTx,
  from: string,
  to: string,
  userIds: readonly number[] | null,
): Promise<ByDay<PunchInput>> {
  const rows = await db
    .select({
      user_id: attendancePunches.userId,
      date: attendancePunches.date,
      at: attendancePunches.at,
      type: attendancePunches.type,
      flags: attendancePunches.flags,
    })
    .from(attendancePunches)
    .where(
      and(
        eq(attendancePunches.kind, 'presensi'),
        gte(attendancePunches.date, from),
        lte(attendancePunches.date, to),
        userFilter(attendancePunches.userId, userIds),
      ),
    );
  const out: ByDay<PunchInput> = new Map();
  for (const row of rows) {
    push(out, `${row.user_id}:${row.date}`, {
      at: parseTimestamp(row.at),
      type: row.type === 'masuk' || row.type === 'pulang' ? row.type : null,
      flags: row.flags,
    });
  }
  return out;
}

/** The codes of the excuses of the range, by person and date. */
export async function loadExcuses(
  db: DbOrTx,
  from: string,
  to: string,
  userIds: readonly number[] | null,
): Promise<ByDay<string>> {
  const rows = await db
    .select({
      user_id: attendanceExcuses.userId,
      date: attendanceExcuses.date,
      code: attendanceExcuses.code,
    })
    .from(attendanceExcuses)
    .where(
      and(
        gte(attendanceExcuses.date, from),
        lte(attendanceExcuses.date, to),
        userFilter(attendanceExcuses.userId, userIds),
      ),
    );
  const out: ByDay<string> = new Map();
  for (const row of rows) push(out, `${row.user_id}:${row.date}`, row.code);
  return out;
}
