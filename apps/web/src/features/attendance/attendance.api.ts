/**
 * What other parts of the app may use of attendance (docs/web-platform.md): the day's totals
 * for the admin's home page, today's check-in card and the month so far for the staff home.
 * Everything else in features/attendance is its own.
 */
export { useSummary as useAttendanceSummary } from './admin-absensi/admin-absensi-api.ts';
export { MonthSummaryCard } from './check-in/month-summary-card.tsx';
export { TodayCheckIn } from './check-in/today-check-in.tsx';
