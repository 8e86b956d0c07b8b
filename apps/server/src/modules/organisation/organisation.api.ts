/** The organisation module's public face: the only file other modules may import. */

export { actingAssignmentResource, delegationResource } from './acting.resource.ts';
export { type ApproverRole, approverRolesOf } from './approver-roles.service.ts';
export { findApprovers, findPositionHolder, findSubordinates } from './approvers.service.ts';
