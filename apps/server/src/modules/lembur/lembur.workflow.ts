/**
 * The approval of an overtime order (SPKL): the superior (atasan), then the authorised official
 * (penjabat); the admin of `/admin/lembur` may decide at any level. Every decision on an order
 * of a locked payroll month is refused (409), since the order is what the month paid.
 */
import { formatIndonesianDate } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { overtimeOrders } from '../../db/schema/lembur.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import type { ApprovalRow } from '../../platform/workflow/approval.service.ts';
import type { RequestWorkflow } from '../../platform/workflow/workflow-request.ts';
import '../masters/masters.api.ts';

export const LEMBUR_SUBJECT = 'lembur';
export const LEMBUR_ADMIN_PERMISSION = 'admin.lembur';

export type OrderRow = typeof overtimeOrders.$inferSelect;

export async function orderOf(tx: DbOrTx, approval: ApprovalRow): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(overtimeOrders)
    .where(eq(overtimeOrders.id, approval.subjectId));
  if (!row) throw new Error(`overtime order ${approval.subjectId} is missing`);
  return row;
}

/** The payroll month an order is paid in: the month of its date. */
export function payrollMonthOf(date: string) {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export const lemburWorkflow: RequestWorkflow = {
  subjectType: LEMBUR_SUBJECT,
  label: 'Perintah lembur',
  table: overtimeOrders,
  notFoundMessage: 'Perintah lembur tidak ditemukan.',
  inboxLink: () => '/user/presensi_lembur?tab=persetujuan',
  requesterLink: '/user/presensi_lembur',
  adminPermission: LEMBUR_ADMIN_PERMISSION,
  decisions: ['approve', 'reject'],
  async describe(tx, approval) {
    const order = await orderOf(tx, approval);
    return `Lembur ${formatIndonesianDate(order.date)} ${order.startTime}–${order.endTime}`;
  },
  async onDecided(tx, event) {
    const order = await orderOf(tx, event.approval);
    await assertPeriodOpen(tx, 'payroll', payrollMonthOf(order.date));
  },
};
