/**
 * The screens a request is seen on, shared by the request lists of every workflow: the
 * requester's own ('mine'), the deciders' ('inbox') and the admin screen's ('admin'). Each
 * module says in its query which rows a view holds; a row outside every view is "not found".
 */
import { type SQL, sql } from 'drizzle-orm';
import { approvalDecisions, approvals } from '../../db/schema/approvals.ts';

export type RequestView = 'mine' | 'inbox' | 'admin';

/** Who looks at a request: what they may do with it depends on who they are and their screens. */
export interface Viewer {
  userId: number;
  permissions: ReadonlySet<string>;
}

/**
 * The inbox's memory, on `approvals`: requests the person approved or rejected before, which
 * stay in their inbox after they moved on.
 */
export function decidedBy(userId: number): SQL {
  return sql`exists (select 1 from ${approvalDecisions} d where d.approval_id = ${approvals.id}
                  and d.decided_by = ${userId} and d.decision in ('approve', 'reject'))`;
}

/** Whether the viewer holds the workflow's admin screen (and so decides from it). */
export function holdsAdminScreen(adminPermission: string | undefined, viewer: Viewer): boolean {
  return viewer.permissions.has(adminPermission ?? '');
}
