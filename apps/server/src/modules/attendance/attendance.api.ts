/**
 * The attendance module's public face: what other modules may use. Attendance days change only
 * through the write port; the month lock is the platform period lock's 'attendance' kind.
 */
import './attendance.lock.ts';

export {
  type AttendanceChange,
  closeDays,
  type DaysScope,
  type ExcuseRecord,
  type PunchRecord,
  recomputeDays,
  recordExcuses,
  recordPunches,
  removeExcuses,
  writeAttendance,
} from './attendance-write.port.ts';
export { addDays, patternDayOn } from './work-pattern.rules.ts';
