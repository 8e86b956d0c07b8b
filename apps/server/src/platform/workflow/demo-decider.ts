import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';

/**
 * For demo data decided through the real workflow: the level a request waits at and one of its
 * assignees other than the requester, or null once it is decided (or nobody can decide it).
 */
export async function nextDemoDecider(
  db: DbOrTx,
  approvalId: number | null,
): Promise<{ level: string; userId: number } | null> {
  if (approvalId === null) return null;
  const [row] = await db
    .select({
      status: approvals.status,
      level: approvals.currentLevel,
      assignees: approvals.assigneeIds,
      requester: approvals.requesterId,
    })
    .from(approvals)
    .where(eq(approvals.id, approvalId));
  if (row?.status !== 'pending' || !row.level) return null;
  const userId = row.assignees.find((id) => id !== row.requester);
  return userId === undefined ? null : { level: row.level, userId };
}
