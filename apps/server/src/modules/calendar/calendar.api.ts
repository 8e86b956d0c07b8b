/** The calendar module's public face: the only file other modules may import. */
export {
  buildCalendar,
  type CalendarException,
  datesBetween,
  dayInfo,
  isWorkingDay,
  loadCalendar,
  loadCalendarRows,
  loadWorkingHours,
  monthRange,
  type Person,
  scheduledHours,
  type WorkingCalendar,
  type WorkingHoursRow,
  workingDaysBetween,
} from './working-days.service.ts';
