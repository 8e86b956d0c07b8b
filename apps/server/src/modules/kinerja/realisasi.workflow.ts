/**
 * The approval of a month's realisation (docs/kinerja.md "Realisasi bulanan"): one level, the
 * superior of the month. Each sending opens a new approval; 'approve' confirms the month (the
 * approved values not adjusted by the superior take the proposed ones), 'reject' returns it
 * with the superior's note, a withdrawal turns it back into a draft.
 *
 * The month may have an acting superior (`kinerja_months.superior_user_id`): `holdersOf` names
 * them for the 'atasan' level instead of the organisation's superior. At the moment of sending
 * the month row is 'sent' with no approval linked yet, which is how it is found.
 */
import { monthName } from '@sikerja/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  kinerjaContracts,
  kinerjaLines,
  kinerjaMonths,
  kinerjaRealisations,
} from '../../db/schema/kinerja.ts';
import { users } from '../../db/schema/users.ts';
import type { RequestWorkflow } from '../../platform/workflow/workflow-request.ts';
import { KONTRAK_ADMIN_PERMISSION } from './kontrak.workflow.ts';

export const REALISASI_SUBJECT = 'kinerja_realisasi';
/** Holders see every month (monitoring, `/admin/realisasi/konfirm`) and may decide. */
export const REALISASI_ADMIN_PERMISSION = KONTRAK_ADMIN_PERMISSION;

export const realisasiWorkflow: RequestWorkflow = {
  subjectType: REALISASI_SUBJECT,
  label: 'Realisasi kinerja',
  table: kinerjaMonths,
  notFoundMessage: 'Realisasi kinerja tidak ditemukan.',
  inboxLink: () => '/user/persetujuan/realisasi',
  requesterLink: '/user/kinerja/realisasi',
  adminPermission: REALISASI_ADMIN_PERMISSION,
  decisions: ['approve', 'reject'],
  async describe(tx, approval) {
    const [row] = await tx
      .select({ month: kinerjaMonths.month, year: kinerjaContracts.year, name: users.name })
      .from(kinerjaMonths)
      .innerJoin(kinerjaContracts, eq(kinerjaContracts.id, kinerjaMonths.contractId))
      .innerJoin(users, eq(users.id, kinerjaContracts.userId))
      .where(eq(kinerjaMonths.id, approval.subjectId));
    if (!row) return 'Realisasi kinerja';
    return `Realisasi kinerja ${monthName(row.month)} ${row.year} — ${row.name}`;
  },
  async holdersOf(tx, level, approval) {
    if (level !== 'atasan') return null;
    const [row] = await tx
      .select({ superiorUserId: kinerjaMonths.superiorUserId })
      .from(kinerjaMonths)
      .innerJoin(kinerjaContracts, eq(kinerjaContracts.id, kinerjaMonths.contractId))
      .where(
        and(
          eq(kinerjaContracts.userId, approval.requesterId),
          eq(kinerjaMonths.status, 'sent'),
          isNull(kinerjaMonths.approvalId),
        ),
      )
      .orderBy(desc(kinerjaMonths.updatedAt))
      .limit(1);
    if (!row?.superiorUserId) return null;
    return { ids: [row.superiorUserId], onBehalfOf: new Map() };
  },
  async onDecided(tx, event) {
    if (!event.final) return;
    const id = event.approval.subjectId;
    const current = and(eq(kinerjaMonths.id, id), eq(kinerjaMonths.status, 'sent'));
    const now = new Date();
    if (event.approval.status === 'approved') {
      const [m] = await tx
        .update(kinerjaMonths)
        .set({ status: 'confirmed', confirmedAt: now, noteFromSuperior: null, updatedAt: now })
        .where(current)
        .returning();
      if (!m) return;
      const lineIds = tx
        .select({ id: kinerjaLines.id })
        .from(kinerjaLines)
        .where(eq(kinerjaLines.contractId, m.contractId));
      // What the superior did not adjust is confirmed as proposed.
      const rows = await tx
        .select()
        .from(kinerjaRealisations)
        .where(
          and(inArray(kinerjaRealisations.lineId, lineIds), eq(kinerjaRealisations.month, m.month)),
        );
      for (const r of rows) {
        if (r.approvedQuantity !== null && r.approvedQuality !== null) continue;
        await tx
          .update(kinerjaRealisations)
          .set({
            approvedQuantity: r.approvedQuantity ?? r.proposedQuantity,
            approvedQuality: r.approvedQuality ?? r.proposedQuality,
            updatedAt: now,
          })
          .where(eq(kinerjaRealisations.id, r.id));
      }
    } else if (event.approval.status === 'rejected') {
      await tx
        .update(kinerjaMonths)
        .set({ status: 'returned', noteFromSuperior: event.note, updatedAt: now })
        .where(current);
    } else if (event.approval.status === 'withdrawn') {
      await tx.update(kinerjaMonths).set({ status: 'draft', updatedAt: now }).where(current);
    }
  },
};
