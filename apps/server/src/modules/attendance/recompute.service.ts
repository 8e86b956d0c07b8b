/**
 * Recompute (docs/attendance.md "Status engine"): derives attendance_days for people and a
 * range from their inputs, set-based: the inputs of the whole range are read in a few queries
 * (schedule.loader.ts) and every day is computed in memory. Writing the rows is the write
 * port's (attendance-write.port.ts). Days after today are not computed; today is once
 * something is known.
 */
import type { DbOrTx } from '../../db/client.ts';
import { zonedDate } from '../../lib/time.ts';
import { datesBetween } from '../calendar/calendar.api.ts';
import { attendanceNow } from './check-in-clock.adapter.ts';
import {
  type AttendanceContext,
  type ByDay,
  loadContext,
  loadExcuses,
  loadPeople,
  loadPunches,
  type PersonRow,
  scheduleInputsOf,
} from './schedule.repository.ts';
import { type DaySchedule, scheduleFor } from './schedule.rules.ts';
import { inSequence } from './schedule-sequence.rules.ts';
import { type DayStatus, dayStatus, type PunchInput } from './status-engine.rules.ts';

export interface RecomputeScope {
  from: string;
  to: string;
  /** Omitted: every active person (a calendar edit). */
  userIds?: readonly number[];
  /** With userIds omitted: only the people of this unit. */
  unitId?: number | null;
}

export interface ComputedDay {
  userId: number;
  unitId: number | null;
  schedule: DaySchedule;
  status: DayStatus;
}

/** One person's day from loaded inputs. */
export function computeDay(
  ctx: AttendanceContext,
  person: PersonRow,
  date: string,
  punches: ByDay<PunchInput>,
  excuses: ByDay<string>,
  now: Date,
): ComputedDay {
  const schedule = scheduleFor(date, person, scheduleInputsOf(ctx, person.id));
  const key = `${person.id}:${date}`;
  const status = dayStatus({
    schedule,
    punches: punches.get(key) ?? [],
    excuses: excuses.get(key) ?? [],
    bands: ctx.bands,
    mode: ctx.mode,
    now,
  });
  return { userId: person.id, unitId: person.unitId, schedule, status };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The attendance_days row of a computed day: the one mapping from the engine to the table. */
export function toRow(day: ComputedDay, computedAt: Date) {
  const { schedule: s, status: t } = day;
  return {
    userId: day.userId,
    date: s.date,
    unitId: day.unitId,
    isWorkingDay: s.isWorkingDay,
    dayOffKind: s.dayOffKind,
    shiftId: s.shiftId,
    scheduledIn: iso(s.scheduledIn),
    scheduledOut: iso(s.scheduledOut),
    checkIn: iso(t.checkIn),
    checkOut: iso(t.checkOut),
    lateMinutes: t.lateMinutes,
    earlyMinutes: t.earlyMinutes,
    code: t.code ?? 'H',
    lateCode: t.lateCode,
    earlyCode: t.earlyCode,
    deductionPct: t.deductionPct,
    flagged: t.flagged,
    computedAt,
  };
}

/** A computed day as its attendance_days row. */
export type DayRow = ReturnType<typeof toRow>;

/** The people and the context of a range, loaded for a recompute; null when nobody is in scope. */
export async function loadRecompute(tx: DbOrTx, scope: RecomputeScope) {
  if (scope.to < scope.from) return null;
  const people = await loadPeople(tx, scope);
  if (people.length === 0) return null;
  const userIds = scope.userIds ? people.map((p) => p.id) : null;
  const ctx = await loadContext(tx, scope.from, scope.to, userIds);
  return { people, ctx, userIds };
}

/**
 * The rows of the range's days from their inputs. Days after today are not computed; a day
 * with nothing known yet (no code) has no row.
 */
export async function computeDayRows(
  tx: DbOrTx,
  ctx: AttendanceContext,
  people: readonly PersonRow[],
  from: string,
  to: string,
  userIds: readonly number[] | null,
): Promise<DayRow[]> {
  const now = attendanceNow();
  const today = zonedDate(now, ctx.timeZone);
  const last = to < today ? to : today;
  const [punches, excuses] = await inSequence([
    () => loadPunches(tx, from, last, userIds),
    () => loadExcuses(tx, from, last, userIds),
  ]);

  const rows: DayRow[] = [];
  for (const person of people) {
    for (const date of datesBetween(from, last)) {
      const day = computeDay(ctx, person, date, punches, excuses, now);
      if (day.status.code !== null) rows.push(toRow(day, now));
    }
  }
  return rows;
}
