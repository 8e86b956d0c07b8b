/**
 * What other parts of the app may use of attendance (docs/web-platform.md): the day's totals
 * for the admin's home page, today's check-in card and the month so far for the staff home,
 * and the browser's position for the other check-ins (lembur).
 * Everything else in features/attendance is its own.
 */
export { useSummary as useAttendanceSummary } from './admin-absensi/admin-absensi-api.ts';
export { currentPosition, GeolocationError } from './check-in/geolocation.ts';
export { MonthSummaryCard } from './check-in/month-summary-card.tsx';
export { formatClock, useServerClock } from './check-in/server-clock.ts';
export { TodayCheckIn } from './check-in/today-check-in.tsx';
