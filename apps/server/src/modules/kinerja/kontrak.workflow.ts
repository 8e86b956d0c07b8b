/**
 * The approval of a kinerja contract (docs/kinerja.md "Kontrak kinerja"): one level, the
 * superior (atasan). Each sending opens a new approval; 'approve' approves the contract,
 * 'reject' returns it for revision with the superior's note. The head of the institution has
 * no superior: the level is skipped and the contract is approved when sent ('SETUJUI KONTRAK').
 *
 * The contract keeps its own status (draft, sent, returned, approved) because draft and
 * returned are states of the contract, not of any approval; `onDecided` writes it in the
 * decision's transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { kinerjaContracts } from '../../db/schema/kinerja.ts';
import { users } from '../../db/schema/users.ts';
import type { ApprovalRow } from '../../platform/workflow/approval.service.ts';
import type { RequestWorkflow } from '../../platform/workflow/workflow-request.ts';

export const KONTRAK_SUBJECT = 'kinerja_kontrak';
/** Holders may read every contract (monitoring) and decide at any level. */
export const KONTRAK_ADMIN_PERMISSION = 'admin.kontrak.konfirm';

async function contractOf(tx: DbOrTx, approval: ApprovalRow) {
  const [row] = await tx
    .select({
      year: kinerjaContracts.year,
      name: users.name,
    })
    .from(kinerjaContracts)
    .innerJoin(users, eq(users.id, kinerjaContracts.userId))
    .where(eq(kinerjaContracts.id, approval.subjectId));
  if (!row) throw new Error(`kinerja contract ${approval.subjectId} is missing`);
  return row;
}

export const kontrakWorkflow: RequestWorkflow = {
  subjectType: KONTRAK_SUBJECT,
  label: 'Kontrak kinerja',
  table: kinerjaContracts,
  notFoundMessage: 'Kontrak kinerja tidak ditemukan.',
  inboxLink: () => '/user/persetujuan',
  requesterLink: '/user/kinerja',
  adminPermission: KONTRAK_ADMIN_PERMISSION,
  decisions: ['approve', 'reject'],
  async describe(tx, approval) {
    const c = await contractOf(tx, approval);
    return `Kontrak kinerja tahun ${c.year}`;
  },
  async onDecided(tx, event) {
    if (!event.final) return;
    const id = event.approval.subjectId;
    // Only a sent contract moves (one approval is pending at a time). With no superior the
    // approval ends inside submitRequest, before approval_id is linked: hence no id condition.
    const current = and(eq(kinerjaContracts.id, id), eq(kinerjaContracts.status, 'sent'));
    if (event.approval.status === 'approved') {
      await tx
        .update(kinerjaContracts)
        .set({ status: 'approved', approvedAt: new Date(), updatedAt: new Date() })
        .where(current);
    } else if (event.approval.status === 'rejected') {
      await tx
        .update(kinerjaContracts)
        .set({ status: 'returned', noteFromSuperior: event.note, updatedAt: new Date() })
        .where(current);
    }
  },
};
