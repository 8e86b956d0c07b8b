/**
 * The approval platform's public face: the one decision dialog and the one history view every
 * workflow screen uses (docs/web-platform.md). Code outside platform/approval imports only this
 * file (apps/web/biome.json).
 */
export {
  APPROVAL_DECISION_LABELS,
  ApprovalDecisionDialog,
  type ApprovalDecisionDialogProps,
  type ApprovalDecisionSubmit,
  NOTE_REQUIRED_FOR,
} from './approval-decision-dialog.tsx';
export { ApprovalHistory, type ApprovalHistoryProps } from './approval-history.tsx';
export {
  ApprovalStatusFilter,
  RequestBoxes,
  type RequestDecisionPick,
  type RequestRowRights,
  requestActionsColumn,
} from './request-boxes.tsx';
