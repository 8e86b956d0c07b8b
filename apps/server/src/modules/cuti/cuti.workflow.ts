/**
 * The two approval workflows of leave (docs/cuti.md "Confirmation"): 'cuti' walks the levels
 * the leave type names; 'cuti_pembatalan' goes to the atasan and the PYBMC. Where either
 * stands is its approval's status (cuti-status.rules.ts); their onDecided hooks apply what a decision
 * means for the leave (new dates, attendance days marked or unmarked) in the decision's
 * transaction, so an approval and its attendance days never disagree.
 */
import type { TApprovalLevel, TCutiLevel } from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cutiCancellations, cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { ApprovalRow } from '../../platform/workflow/approval.service.ts';
import type { RequestWorkflow } from '../../platform/workflow/workflow-request.ts';
import { recordExcuses, removeExcuses } from '../attendance/attendance.api.ts';
import { datesBetween, isWorkingDay, loadCalendar } from '../calendar/calendar.api.ts';
import { previousDate } from './balance.rules.ts';
import { formatRange } from './cuti-format.rules.ts';
import { cutiStatusOf } from './cuti-status.rules.ts';

export type CutiRow = typeof cutiRequests.$inferSelect;

/** Details an approver's 'change' carries: the new dates and their length. */
export interface ChangeDetails {
  start_date: string;
  end_date: string;
  days: number;
  before: { start_date: string; end_date: string; days: number };
}

/** The last day of leave still taken (before an approved partial cancellation). */
export function effectiveEnd(row: Pick<CutiRow, 'endDate' | 'cancelledFrom'>): string {
  return row.cancelledFrom ? previousDate(row.cancelledFrom) : row.endDate;
}

/** Writes CUTI on the person's working days of the range and recomputes them. */
export async function markAttendance(tx: DbOrTx, row: CutiRow, from: string, to: string) {
  if (to < from) return;
  const [person] = await tx
    .select({ unitId: users.unitId })
    .from(users)
    .where(eq(users.id, row.userId));
  const unitId = person?.unitId ?? null;
  const calendar = await loadCalendar(tx, from, to, unitId);
  const days = datesBetween(from, to).filter((d) => isWorkingDay(d, unitId, calendar));
  await recordExcuses(
    tx,
    days.map((date) => ({
      userId: row.userId,
      date,
      code: 'CUTI',
      sourceType: 'cuti',
      sourceId: row.id,
    })),
    { from, to, userIds: [row.userId] },
  );
}

/** Removes the request's CUTI days from `from` on and recomputes them. */
export async function unmarkAttendance(tx: DbOrTx, row: CutiRow, from: string) {
  const to = row.endDate;
  if (to < from) return;
  await removeExcuses(
    tx,
    { sourceType: 'cuti', sourceId: row.id, from },
    { from, to, userIds: [row.userId] },
  );
}

async function describeCuti(tx: DbOrTx, cutiId: number): Promise<string> {
  const [row] = await tx
    .select({
      name: leaveTypes.name,
      start: cutiRequests.startDate,
      end: cutiRequests.endDate,
    })
    .from(cutiRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, cutiRequests.leaveTypeId))
    .where(eq(cutiRequests.id, cutiId));
  return row ? `${row.name} ${formatRange(row.start, row.end)}` : 'Pengajuan cuti';
}

async function lockCuti(tx: DbOrTx, id: number): Promise<CutiRow> {
  const [row] = await tx.select().from(cutiRequests).where(eq(cutiRequests.id, id)).for('update');
  if (!row) throw new Error(`cuti ${id} missing`);
  return row;
}

export const cutiWorkflow: RequestWorkflow = {
  subjectType: 'cuti',
  label: 'Pengajuan cuti',
  table: cutiRequests,
  notFoundMessage: 'Pengajuan cuti tidak ditemukan.',
  inboxLink: (level: TApprovalLevel) => `/user/cuti/konfirm_${level}`,
  requesterLink: '/user/cuti',
  decisions: ['approve', 'reject', 'defer', 'change'],
  describe: (tx, approval) => describeCuti(tx, approval.subjectId),
  async onDecided(tx, event) {
    let row = await lockCuti(tx, event.approval.subjectId);
    if (event.decision === 'change' && event.details) {
      const d = event.details as ChangeDetails;
      const [updated] = await tx
        .update(cutiRequests)
        .set({
          startDate: d.start_date,
          endDate: d.end_date,
          days: d.days,
          year: Number(d.start_date.slice(0, 4)),
        })
        .where(eq(cutiRequests.id, row.id))
        .returning();
      if (updated) row = updated;
    }
    if (event.final && event.approval.status === 'approved') {
      await markAttendance(tx, row, row.startDate, row.endDate);
    }
  },
};

export const cancelWorkflow: RequestWorkflow = {
  subjectType: 'cuti_pembatalan',
  label: 'Pembatalan cuti',
  table: cutiCancellations,
  notFoundMessage: 'Pembatalan tidak ditemukan.',
  inboxLink: (level: TApprovalLevel) => `/user/cuti/konfirm_${level}?tab=pembatalan`,
  requesterLink: '/user/cuti/pembatalan',
  decisions: ['approve', 'reject'],
  async describe(tx, approval) {
    const [c] = await tx
      .select({ cutiId: cutiCancellations.cutiId })
      .from(cutiCancellations)
      .where(eq(cutiCancellations.id, approval.subjectId));
    return c ? `Pembatalan ${await describeCuti(tx, c.cutiId)}` : 'Pembatalan cuti';
  },
  async onDecided(tx, event) {
    if (!event.final || event.approval.status !== 'approved') return;
    const [c] = await tx
      .select()
      .from(cutiCancellations)
      .where(eq(cutiCancellations.id, event.approval.subjectId));
    if (!c) return;
    const row = await lockCuti(tx, c.cutiId);
    if ((await cutiStatusOf(tx, row.id)) !== 'approved') return;
    const whole = c.fromDate <= row.startDate;
    const [updated] = await tx
      .update(cutiRequests)
      .set(
        whole
          ? { cancelledFrom: row.startDate }
          : { cancelledFrom: c.fromDate, days: sql`greatest(0, ${cutiRequests.days} - ${c.days})` },
      )
      .where(eq(cutiRequests.id, row.id))
      .returning();
    // The leave row's own change, beside the cancellation's decision audited by decideRequest.
    await writeAudit(tx, event.actor, {
      action: 'cuti.cancel',
      tableName: 'cuti_requests',
      rowId: row.id,
      before: { status: 'approved', days: row.days, cancelled_from: row.cancelledFrom },
      after: {
        status: whole ? 'cancelled' : 'approved',
        days: updated?.days,
        cancelled_from: updated?.cancelledFrom,
      },
    });
    await unmarkAttendance(tx, row, whole ? row.startDate : c.fromDate);
  },
};

/** The leave request behind an approval row, for routes that act on a cuti id. */
export function isCutiLevel(level: string): level is TCutiLevel {
  return ['kepegawaian', 'atasan', 'kabag', 'penjabat'].includes(level);
}

export type { ApprovalRow };
