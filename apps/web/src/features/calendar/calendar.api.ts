/** What other parts of the app may use of the calendar: the month view of the working days. */
export { WorkingCalendarView } from './working-calendar.tsx';
