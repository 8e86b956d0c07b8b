/**
 * /user/shiftpolakerja: a person's pattern, their next 14 days, and their change requests.
 */
import {
  DAY_REASON_LABELS,
  type TCreateShiftPatternRequest,
  type TMyShiftPattern,
  type TPatternDay,
  type TPatternOption,
  type TShiftPatternRequestRow,
  type TWorkPatternAssignmentStatus,
  WORK_PATTERN_OFF,
} from '@sikerja/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { workPatternAssignments, workPatterns } from '../../db/schema/attendance.ts';
import { shifts } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, paginate } from '../../http/paginate.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { submitRequest, withdrawRequest } from '../../platform/workflow/workflow-request.ts';
import { addDays, patternDayOn } from '../attendance/attendance.api.ts';
import { dayInfo, loadCalendar } from '../calendar/calendar.api.ts';
import { patternWorkflow } from './shift-pattern.workflow.ts';
import { institutionToday } from './shift-pattern-schedule.service.ts';

export const UPCOMING_DAYS = 14;

const patternOption = {
  id: workPatterns.id,
  code: workPatterns.code,
  name: workPatterns.name,
  cycle: workPatterns.cycle,
  isActive: workPatterns.isActive,
};

const option = ({ isActive: _, ...p }: { isActive: boolean } & TPatternOption): TPatternOption => p;

/** Today, the pattern in force and the next 14 days of one person. */
export async function getMyShiftPattern(db: DbOrTx, userId: number): Promise<TMyShiftPattern> {
  const today = await institutionToday(db);
  const assignments = await db
    .select({
      id: workPatternAssignments.id,
      patternId: workPatternAssignments.patternId,
      startDate: workPatternAssignments.startDate,
    })
    .from(workPatternAssignments)
    .where(
      and(eq(workPatternAssignments.userId, userId), eq(workPatternAssignments.effective, true)),
    );
  const usedIds = [...new Set(assignments.flatMap((a) => (a.patternId ? [a.patternId] : [])))];
  const patterns = await db
    .select(patternOption)
    .from(workPatterns)
    .where(
      usedIds.length > 0
        ? or(eq(workPatterns.isActive, true), inArray(workPatterns.id, usedIds))
        : eq(workPatterns.isActive, true),
    )
    .orderBy(asc(workPatterns.code));
  const byId = new Map(patterns.map((p) => [p.id, p]));
  const shiftRows = await db
    .select({
      code: shifts.code,
      name: shifts.name,
      start_time: shifts.startTime,
      end_time: shifts.endTime,
      crosses_midnight: shifts.crossesMidnight,
    })
    .from(shifts)
    .orderBy(asc(shifts.startTime));
  const shiftByCode = new Map(shiftRows.map((s) => [s.code, s]));

  // On office hours the calendar decides: weekends, holidays and the unit's days off are off.
  const [person] = await db
    .select({ unitId: users.unitId })
    .from(users)
    .where(eq(users.id, userId));
  const unitId = person?.unitId ?? null;
  const last = addDays(today, UPCOMING_DAYS - 1);
  const calendar = await loadCalendar(db, today, last, unitId);
  const days: TPatternDay[] = [];
  for (let i = 0; i < UPCOMING_DAYS; i++) {
    const date = addDays(today, i);
    const { shiftCode } = patternDayOn(assignments, byId, date);
    if (shiftCode === null) {
      const info = dayInfo(date, unitId, calendar);
      days.push(
        info.working
          ? { date, kind: 'office', shift_code: null, shift: null, note: null }
          : {
              date,
              kind: 'off',
              shift_code: 'L',
              shift: null,
              note: info.name ?? DAY_REASON_LABELS[info.reason],
            },
      );
    } else if (shiftCode === WORK_PATTERN_OFF)
      days.push({ date, kind: 'off', shift_code: 'L', shift: null, note: null });
    else
      days.push({
        date,
        kind: 'shift',
        shift_code: shiftCode,
        shift: shiftByCode.get(shiftCode) ?? null,
        note: null,
      });
  }
  const { assignment } = patternDayOn(assignments, byId, today);
  const currentPattern = assignment?.patternId ? (byId.get(assignment.patternId) ?? null) : null;
  const usedCodes = new Set(patterns.flatMap((p) => p.cycle));
  return {
    today,
    current: assignment
      ? { pattern: currentPattern && option(currentPattern), start_date: assignment.startDate }
      : null,
    days,
    // The form offers only active patterns; a switched-off one stays readable above.
    patterns: patterns.filter((p) => p.isActive).map(option),
    shifts: shiftRows.filter((s) => usedCodes.has(s.code)),
  };
}

const requestStatus = sql<TWorkPatternAssignmentStatus>`(case when ${workPatternAssignments.effective} then 'effective' when ${approvals.status} = 'pending' then 'pending' when ${approvals.status} = 'withdrawn' then 'withdrawn' when ${approvals.status} = 'approved' then 'effective' else 'rejected' end)`;

/** One person's requests, newest first, in the paginator shape. */
export async function findMyRequests(db: Db, userId: number, page: PageRequest) {
  const mine = and(
    eq(workPatternAssignments.userId, userId),
    isNotNull(workPatternAssignments.approvalId),
  );
  return paginate<TShiftPatternRequestRow>(
    page,
    async () =>
      (await db.select({ n: count() }).from(workPatternAssignments).where(mine))[0]?.n ?? 0,
    async (limit, offset) => {
      const rows = await db
        .select({
          id: workPatternAssignments.id,
          pattern_id: workPatternAssignments.patternId,
          pattern_name: sql<string | null>`${workPatterns.code} || ' ' || ${workPatterns.name}`,
          pattern_cycle: workPatterns.cycle,
          start_date: workPatternAssignments.startDate,
          reason: workPatternAssignments.reason,
          status: requestStatus,
          approval_status: approvals.status,
          note: sql<
            string | null
          >`(select d.note from approval_decisions d where d.approval_id = ${approvals.id} and d.decision in ('approve', 'reject') order by d.id desc limit 1)`,
          created_at: workPatternAssignments.createdAt,
        })
        .from(workPatternAssignments)
        .leftJoin(workPatterns, eq(workPatterns.id, workPatternAssignments.patternId))
        .leftJoin(approvals, eq(approvals.id, workPatternAssignments.approvalId))
        .where(mine)
        .orderBy(desc(workPatternAssignments.createdAt), desc(workPatternAssignments.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        ...r,
        approval_status: r.approval_status as TShiftPatternRequestRow['approval_status'],
        created_at: new Date(r.created_at).toISOString(),
      }));
    },
  );
}

/**
 * A person asks for a pattern (or office hours) from a date after today. The row waits, not
 * in force, until the admin approves; one request may wait at a time.
 */
export async function requestPatternChange(
  db: Db,
  userId: number,
  input: TCreateShiftPatternRequest & { pattern_id: number | null; reason: string },
  actor: Actor,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const today = await institutionToday(tx);
    if (input.start_date <= today) {
      throw AppError.validation({ start_date: ['Tanggal mulai paling cepat besok'] });
    }
    if (input.pattern_id !== null) {
      const [pattern] = await tx
        .select({ isActive: workPatterns.isActive })
        .from(workPatterns)
        .where(eq(workPatterns.id, input.pattern_id));
      if (!pattern?.isActive) {
        throw AppError.validation({
          pattern_id: ['Pola kerja tidak ditemukan atau sudah tidak aktif'],
        });
      }
    }
    const [waiting] = await tx
      .select({ id: workPatternAssignments.id })
      .from(workPatternAssignments)
      .innerJoin(approvals, eq(approvals.id, workPatternAssignments.approvalId))
      .where(and(eq(workPatternAssignments.userId, userId), eq(approvals.status, 'pending')))
      .limit(1);
    if (waiting) {
      throw AppError.conflict('Masih ada permintaan pola kerja yang menunggu persetujuan.');
    }
    const { request } = await submitRequest(tx, patternWorkflow, {
      actor,
      requesterId: userId,
      levels: ['admin'],
      orgDate: today,
      insert: async (t) => {
        const [row] = await t
          .insert(workPatternAssignments)
          .values({
            userId,
            patternId: input.pattern_id,
            startDate: input.start_date,
            reason: input.reason,
            effective: false,
            createdBy: actor.userId,
          })
          .returning({ id: workPatternAssignments.id });
        if (!row) throw new Error('work_pattern_assignments insert returned nothing');
        return row;
      },
    });
    return { id: request.id };
  });
}

/** The person takes back a request the admin has not decided yet. */
export async function withdrawPatternRequest(
  db: Db,
  userId: number,
  id: number,
  actor: Actor,
): Promise<void> {
  await db.transaction((tx) =>
    withdrawRequest(tx, patternWorkflow, { requestId: id, userId, actor }),
  );
}
