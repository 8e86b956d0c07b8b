/** The organisation module's public face: the only file other modules may import. */
export { findApprovers } from './approvers.service.ts';
