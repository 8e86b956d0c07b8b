/** What other parts of the app may use of auth: signing out and ending an impersonation. */
export { useLogout } from './api/logout.ts';
export { useStopImpersonation } from './api/unimpersonate.ts';
