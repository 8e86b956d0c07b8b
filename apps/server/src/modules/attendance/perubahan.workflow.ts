/**
 * The approval workflow of a change request, one per kind (presensi, apel, senam): the superior
 * decides, the admin of the kind's admin screen may decide instead. What an approval does is the
 * kind's `apply`: for presensi, punches or an excuse for the day after the month lock is checked
 * and the day recomputed; for apel and senam, the person's status on the session (the
 * apel-senam module's own, audited write). All in the decision's transaction.
 */
import {
  PERUBAHAN_EXCUSE_CODES,
  PERUBAHAN_PUNCH_REASONS,
  PERUBAHAN_REASON_LABELS,
  PERUBAHAN_SCREENS,
  type TCreatePerubahanRequest,
  type TPerubahanKind,
  type TPerubahanReason,
} from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceChanges } from '../../db/schema/attendance.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import type { ApprovalRow } from '../../platform/workflow/approval.service.ts';
import type { RequestWorkflow } from '../../platform/workflow/workflow-request.ts';
import { type PunchRecord, writeAttendance } from './attendance-write.port.ts';
import { manualPunch } from './manual-punch.rules.ts';

export type ChangeRow = typeof attendanceChanges.$inferSelect;

/**
 * A kind of change request: its screens and what it checks and does. The presensi kind is
 * below; apel and senam are the apel-senam module's (ceremony-perubahan.service.ts).
 */
export interface PerubahanKind {
  kind: TPerubahanKind;
  /**
   * Checks a new request beyond its shape (the date may be asked about; for apel and senam,
   * the session held that day) and names the session it is about. Throws 422 on a field.
   */
  target(
    tx: DbOrTx,
    input: TCreatePerubahanRequest,
    userId: number,
    today: string,
  ): Promise<{ sessionId: number | null }>;
  /** Writes what an approved request asks for, in the decision's transaction. */
  apply(tx: DbOrTx, change: ChangeRow, deciderId: number | null, actor: Actor): Promise<void>;
}

/** The permission of a screen is its route name: '/user/presensi/perubahan' → 'user.presensi.perubahan'. */
export const permissionOf = (path: string) => path.slice(1).replaceAll('/', '.');

export const PERUBAHAN_SUBJECT = PERUBAHAN_SCREENS.presensi.subjectType;
export const PERUBAHAN_ADMIN_PERMISSION = permissionOf(PERUBAHAN_SCREENS.presensi.admin);

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

/** Writes what an approved presensi request asks for: punches at the times asked, or the excuse. */
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

/** Presensi: a day of one's own; punch reasons only for a day that has happened. */
export const PRESENSI_PERUBAHAN: PerubahanKind = {
  kind: 'presensi',
  async target(_tx, input, _userId, today) {
    if (PERUBAHAN_PUNCH_REASONS.includes(input.reason_kind) && input.date > today) {
      throw AppError.validation({ date: ['Tanggal belum terjadi; presensi tidak dapat diubah'] });
    }
    return { sessionId: null };
  },
  apply: (tx, change, deciderId) => applyApprovedChange(tx, change, deciderId),
};

const WORKFLOWS = new WeakMap<PerubahanKind, RequestWorkflow>();

/** The workflow of a kind's requests (one object per kind). */
export function perubahanWorkflowOf(kind: PerubahanKind): RequestWorkflow {
  const known = WORKFLOWS.get(kind);
  if (known) return known;
  const screens = PERUBAHAN_SCREENS[kind.kind];
  const label = `Perubahan ${screens.noun}`;
  const workflow: RequestWorkflow = {
    subjectType: screens.subjectType,
    label,
    table: attendanceChanges,
    notFoundMessage: 'Pengajuan tidak ditemukan.',
    inboxLink: () => `${screens.user}?tab=persetujuan`,
    requesterLink: screens.user,
    adminPermission: permissionOf(screens.admin),
    decisions: ['approve', 'reject'],
    async describe(tx, approval) {
      const change = await changeOf(tx, approval);
      const what = PERUBAHAN_REASON_LABELS[change.reasonKind as TPerubahanReason];
      return `${label} ${formatDate(change.date)} (${what})`;
    },
    async onDecided(tx, event) {
      if (!event.final || event.approval.status !== 'approved') return;
      const change = await changeOf(tx, event.approval);
      await kind.apply(tx, change, event.actor.actingAsUserId ?? event.actor.userId, event.actor);
    },
  };
  WORKFLOWS.set(kind, workflow);
  return workflow;
}

export const perubahanWorkflow = perubahanWorkflowOf(PRESENSI_PERUBAHAN);
