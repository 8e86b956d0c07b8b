/**
 * What every request row shows of its approval: where it stands, its history, and whether the
 * caller may decide it or take it back. The rules common to every workflow are here; each
 * module adds its own on top (who counts as the person asking, which screens decide).
 */
import type { TApprovalLevel, TApprovalState, TApprovalStep } from '@sikerja/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type ApprovalRow, approvalHistory, type Workflow } from './approval.service.ts';
import { holdsAdminScreen, type RequestView, type Viewer } from './request-view.ts';

export interface ApprovalView {
  approval: TApprovalState;
  history: TApprovalStep[];
  can_decide: boolean;
  can_withdraw: boolean;
}

export interface ApprovalViewRules<R> {
  /**
   * The module's own condition for deciding, on top of the request pending and waiting for the
   * viewer (or the viewer deciding from the admin screen).
   */
  mayDecide(row: R): boolean;
  /**
   * The module's own condition for withdrawing, on top of the request pending, shown in 'mine'
   * and nobody having approved or rejected it yet.
   */
  mayWithdraw(row: R): boolean;
}

/** Where an approval stands, as list rows and detail views show it. */
export function approvalState(approval: ApprovalRow): TApprovalState {
  return {
    id: approval.id,
    status: approval.status as TApprovalState['status'],
    current_level: approval.currentLevel as TApprovalLevel | null,
    levels: approval.levels as TApprovalLevel[],
  };
}

/**
 * Loads the history of the rows' approvals at once and answers each row's approval view;
 * `rows` are those about to be shown.
 */
export async function approvalViewer<R extends { approval: ApprovalRow }>(
  db: DbOrTx,
  wf: Workflow,
  rows: readonly R[],
  viewer: Viewer,
  view: RequestView,
  rules: ApprovalViewRules<R>,
): Promise<(row: R) => ApprovalView> {
  const history = await approvalHistory(
    db,
    rows.map((r) => r.approval.id),
  );
  const isAdmin = view === 'admin' && holdsAdminScreen(wf.adminPermission, viewer);
  return (row) => {
    const steps = history.get(row.approval.id) ?? [];
    const pending = row.approval.status === 'pending';
    const decided = steps.some((s) => s.decision === 'approve' || s.decision === 'reject');
    const waitsForViewer = row.approval.assigneeIds.includes(viewer.userId);
    return {
      approval: approvalState(row.approval),
      history: steps,
      can_decide: pending && (waitsForViewer || isAdmin) && rules.mayDecide(row),
      can_withdraw: pending && view === 'mine' && !decided && rules.mayWithdraw(row),
    };
  };
}
