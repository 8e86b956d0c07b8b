/**
 * The approval workflow of a perubahan presensi: the superior decides, the admin of
 * `/admin/absensi/perubahan` may decide instead. An approval becomes punches or an excuse for
 * the day, after the month lock is checked, and the day is recomputed in the same transaction.
 */
import {
  PERUBAHAN_EXCUSE_CODES,
  PERUBAHAN_REASON_LABELS,
  type TPerubahanReason,
} from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceChanges } from '../../db/schema/attendance.ts';
import type { ApprovalRow } from '../../platform/workflow/approval.service.ts';
import type { RequestWorkflow } from '../../platform/workflow/workflow-request.ts';
import { type PunchRecord, writeAttendance } from './attendance-write.port.ts';
import { manualPunch } from './manual-punch.rules.ts';

export const PERUBAHAN_SUBJECT = 'presensi_perubahan';
export const PERUBAHAN_ADMIN_PERMISSION = 'admin.absensi.perubahan';

type ChangeRow = typeof attendanceChanges.$inferSelect;

async function changeOf(tx: DbOrTx, approval: ApprovalRow): Promise<ChangeRow> {
  const [row] = await tx
    .select()
    .from(attendanceChanges)
    .where(eq(attendanceChanges.id, approval.subjectId));
  if (!row) throw new Error(`attendance change ${approval.subjectId} is missing`);
  return row;
}

function formatDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** Writes what an approved request asks for: punches at the times asked, or the excuse. */
export async function applyApprovedChange(tx: DbOrTx, change: ChangeRow, deciderId: number | null) {
  const scope = { from: change.date, to: change.date, userIds: [change.userId] };
  const reason = change.reasonKind as TPerubahanReason;
  const excuse = PERUBAHAN_EXCUSE_CODES[reason];
  if (excuse) {
    const record = {
      userId: change.userId,
      date: change.date,
      code: excuse,
      sourceType: 'perubahan',
      sourceId: change.id,
      note: change.reason,
    };
    await writeAttendance(tx, scope, { excuses: [record] });
    return;
  }
  const punches: PunchRecord[] = [];
  const base = {
    userId: change.userId,
    date: change.date,
    source: 'perubahan' as const,
    createdBy: deciderId,
    note: `Perubahan #${change.id}: ${change.reason}`,
  };
  if (change.checkIn) punches.push(manualPunch(base, change.checkIn, 'masuk'));
  if (change.checkOut) punches.push(manualPunch(base, change.checkOut, 'pulang'));
  await writeAttendance(tx, scope, { punches });
}

export const perubahanWorkflow: RequestWorkflow = {
  subjectType: PERUBAHAN_SUBJECT,
  label: 'Perubahan presensi',
  table: attendanceChanges,
  notFoundMessage: 'Pengajuan tidak ditemukan.',
  inboxLink: () => '/user/presensi/perubahan?tab=persetujuan',
  requesterLink: '/user/presensi/perubahan',
  adminPermission: PERUBAHAN_ADMIN_PERMISSION,
  decisions: ['approve', 'reject'],
  async describe(tx, approval) {
    const change = await changeOf(tx, approval);
    const what = PERUBAHAN_REASON_LABELS[change.reasonKind as TPerubahanReason];
    return `Perubahan presensi ${formatDate(change.date)} (${what})`;
  },
  async onDecided(tx, event) {
    if (!event.final || event.approval.status !== 'approved') return;
    const change = await changeOf(tx, event.approval);
    await applyApprovedChange(tx, change, event.actor.actingAsUserId ?? event.actor.userId);
  },
};
