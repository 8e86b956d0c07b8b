/**
 * Where a leave request stands. The approval holds the approval state (pending, approved,
 * rejected, deferred, withdrawn) and nothing else writes it. 'cancelled' is not an approval
 * state: the leave was approved and stays approved; a later cancellation (its own request,
 * its own approval) gave back every day, which the leave row records as `cancelled_from` on or
 * before its first day. The API's one `status` field combines the two here, so every list,
 * filter and rule reads them the same way.
 */
import type { TCutiStatus } from '@sikerja/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { cutiRequests } from '../../db/schema/cuti.ts';

/** The request's status; the query must join `approvals` on `cuti_requests.approval_id`. */
export const cutiStatus: SQL<TCutiStatus> = sql<TCutiStatus>`(case when ${cutiRequests.cancelledFrom} <= ${cutiRequests.startDate} then 'cancelled' else ${approvals.status} end)`;

/** The join every status read needs. */
export const cutiApprovalJoin = eq(approvals.id, cutiRequests.approvalId);

/** The status of one request (undefined when there is no such request). */
export async function cutiStatusOf(tx: DbOrTx, id: number): Promise<TCutiStatus | undefined> {
  const [row] = await tx
    .select({ status: cutiStatus })
    .from(cutiRequests)
    .innerJoin(approvals, cutiApprovalJoin)
    .where(eq(cutiRequests.id, id));
  return row?.status;
}
