/**
 * The two approval workflows of leave (docs/cuti.md "Confirmation"): 'cuti' walks the levels
 * the leave type names; 'cuti_pembatalan' goes to the atasan and the PYBMC. Their onDecided
 * hooks keep the request's status in step with its approval and mark or unmark attendance in
 * the decision's transaction, so an approval and its attendance days never disagree.
 */
import type { TApprovalLevel, TCutiLevel } from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cutiCancellations, cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { ApprovalRow, Workflow } from '../../platform/workflow/approval.service.ts';
import { recordExcuses, removeExcuses } from '../attendance/attendance.api.ts';
import { datesBetween, isWorkingDay, loadCalendar } from '../calendar/calendar.api.ts';
import { previousDate } from './balance.ts';
import { formatRange } from './cuti-format.ts';

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

export const cutiWorkflow: Workflow = {
  subjectType: 'cuti',
  label: 'Pengajuan cuti',
  inboxLink: (level: TApprovalLevel) => `/user/cuti/konfirm_${level}`,
  requesterLink: '/user/cuti',
  decisions: ['approve', 'reject', 'defer', 'change'],
  describe: (tx, approval) => describeCuti(tx, approval.subjectId),
  async onDecided(tx, event) {
    const row = await lockCuti(tx, event.approval.subjectId);
    const patch: Partial<CutiRow> = { status: event.approval.status };
    if (event.decision === 'change' && event.details) {
      const d = event.details as ChangeDetails;
      patch.startDate = d.start_date;
      patch.endDate = d.end_date;
      patch.days = d.days;
      patch.year = Number(d.start_date.slice(0, 4));
    }
    const [updated] = await tx
      .update(cutiRequests)
      .set(patch)
      .where(eq(cutiRequests.id, row.id))
      .returning();
    if (!updated) return;
    await writeAudit(tx, event.actor, {
      action: `cuti.${event.decision}`,
      tableName: 'cuti_requests',
      rowId: row.id,
      before: {
        status: row.status,
        start_date: row.startDate,
        end_date: row.endDate,
        days: row.days,
      },
      after: {
        status: updated.status,
        start_date: updated.startDate,
        end_date: updated.endDate,
        days: updated.days,
      },
    });
    if (event.final && updated.status === 'approved') {
      await markAttendance(tx, updated, updated.startDate, updated.endDate);
    }
  },
};

export const cancelWorkflow: Workflow = {
  subjectType: 'cuti_pembatalan',
  label: 'Pembatalan cuti',
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
    const [c] = await tx
      .update(cutiCancellations)
      .set({ status: event.approval.status })
      .where(eq(cutiCancellations.id, event.approval.subjectId))
      .returning();
    if (!c || !event.final || event.approval.status !== 'approved') return;
    const row = await lockCuti(tx, c.cutiId);
    if (row.status !== 'approved') return;
    const whole = c.fromDate <= row.startDate;
    const [updated] = await tx
      .update(cutiRequests)
      .set(
        whole
          ? { status: 'cancelled', cancelledFrom: row.startDate }
          : { cancelledFrom: c.fromDate, days: sql`greatest(0, ${cutiRequests.days} - ${c.days})` },
      )
      .where(eq(cutiRequests.id, row.id))
      .returning();
    await writeAudit(tx, event.actor, {
      action: 'cuti.cancel',
      tableName: 'cuti_requests',
      rowId: row.id,
      before: { status: row.status, days: row.days, cancelled_from: row.cancelledFrom },
      after: {
        status: updated?.status,
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
