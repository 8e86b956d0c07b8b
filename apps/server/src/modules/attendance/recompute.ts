/**
 * Recompute (docs/attendance.md "Status engine"): derives attendance_days for people and a
 * range from their inputs, set-based: the inputs of the whole range are read in a few queries
 * (schedule.loader.ts), every day is computed in memory, and the range's rows are replaced in
 * batches. Days after today are not written; today is written once something is known.
 */
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceDays } from '../../db/schema/attendance.ts';
import { zonedDate } from '../../lib/time.ts';
import { datesBetween } from '../calendar/working-days.service.ts';
import { attendanceNow } from './check-in.clock.ts';
import {
  type AttendanceContext,
  type ByDay,
  loadContext,
  loadExcuses,
  loadPeople,
  loadPunches,
  type PersonRow,
  scheduleInputsOf,
} from './schedule.loader.ts';
import { inSequence } from './schedule.sequence.ts';
import { type DaySchedule, scheduleFor } from './schedule.ts';
import { type DayStatus, dayStatus, type PunchInput } from './status-engine.ts';

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

function toRow(day: ComputedDay, computedAt: Date) {
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

const BATCH = 1000;

/** Recomputes and rewrites the attendance days of the scope. */
export async function recomputeAttendance(tx: DbOrTx, scope: RecomputeScope): Promise<void> {
  if (scope.to < scope.from) return;
  const people = await loadPeople(tx, scope);
  if (people.length === 0) return;
  const userIds = scope.userIds ? people.map((p) => p.id) : null;
  const ctx = await loadContext(tx, scope.from, scope.to, userIds);
  await rewriteDays(tx, ctx, people, scope.from, scope.to, userIds);
}

/**
 * The write half of a recompute, for callers that already hold the people and the context of
 * the range (a check-in has both for its one day).
 */
export async function rewriteDays(
  tx: DbOrTx,
  ctx: AttendanceContext,
  people: readonly PersonRow[],
  from: string,
  to: string,
  userIds: readonly number[] | null,
): Promise<void> {
  const now = attendanceNow();
  const today = zonedDate(now, ctx.timeZone);
  const last = to < today ? to : today;
  const [punches, excuses] = await inSequence([
    () => loadPunches(tx, from, last, userIds),
    () => loadExcuses(tx, from, last, userIds),
  ]);

  const rows: ReturnType<typeof toRow>[] = [];
  for (const person of people) {
    for (const date of datesBetween(from, last)) {
      const day = computeDay(ctx, person, date, punches, excuses, now);
      if (day.status.code !== null) rows.push(toRow(day, now));
    }
  }

  const ids = people.map((p) => p.id);
  for (let i = 0; i < ids.length; i += 5000) {
    await tx
      .delete(attendanceDays)
      .where(
        and(
          inArray(attendanceDays.userId, ids.slice(i, i + 5000)),
          gte(attendanceDays.date, from),
          lte(attendanceDays.date, to),
        ),
      );
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(attendanceDays).values(rows.slice(i, i + BATCH));
  }
}
