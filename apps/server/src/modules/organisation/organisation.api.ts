/** The organisation module's public face: the only file other modules may import. */
export { type ApproverRole, approverRolesOf } from './approver-roles.service.ts';
export { findApprovers } from './approvers.service.ts';
