/**
 * Recomputes attendance days from their inputs (schedule, calendar, punches, excuses). Every
 * writer of an input calls this in the same transaction after writing, so people and admins
 * see the new status at once. The engine lives in recompute.ts (docs/attendance.md).
 */
export { type RecomputeScope, recomputeAttendance } from './recompute.ts';
