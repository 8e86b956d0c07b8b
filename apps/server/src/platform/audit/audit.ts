import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

/** Who is acting: the real user and, while impersonating, the user acted as. */
export interface Actor {
  userId: number | null;
  actingAsUserId: number | null;
  requestId?: string;
  ip?: string;
}

export const SYSTEM_ACTOR: Actor = { userId: null, actingAsUserId: null };

export interface AuditEntry {
  action: string;
  tableName: string;
  rowId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function writeAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actingAsUserId: actor.actingAsUserId,
    action: entry.action,
    tableName: entry.tableName,
    rowId: entry.rowId == null ? null : String(entry.rowId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.requestId ?? null,
    ip: actor.ip ?? null,
  });
}
