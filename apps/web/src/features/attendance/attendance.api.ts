/**
 * What other parts of the app may use of attendance (docs/web-platform.md): the day's totals
 * for the admin's home page. Everything else in features/attendance is its own.
 */
export { useSummary as useAttendanceSummary } from './admin-absensi/admin-absensi-api.ts';
