/**
 * The attendance module's public face: what other modules may use. Attendance days change only
 * through the write port; the month lock is the platform period lock's 'attendance' kind.
 */
import './attendance.lock.ts';

export { type DemoAttendanceRefs, seedDemoAttendance } from './attendance-demo.seed.ts';
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
export {
  type AttendeeSheetRow,
  streamAttendeeWorkbook,
} from './attendee-sheet.export.ts';
export { attendanceNow, setAttendanceClock } from './check-in-clock.adapter.ts';
export { refusalMessage } from './check-in-fast.service.ts';
export {
  allowedLocations,
  checkFence,
  type FenceLocation,
  formatDistance,
} from './geofence.rules.ts';
export { perubahanRoutesOf } from './perubahan.routes.ts';
export {
  type Caller as PerubahanCaller,
  createPerubahan,
  decidePerubahan,
} from './perubahan.service.ts';
export type { ChangeRow as PerubahanChange, PerubahanKind } from './perubahan.workflow.ts';
export {
  toZonedIso,
  zonedInstant,
  zonedInstant as zonedInstantOf,
} from './schedule-time.rules.ts';
export { addDays, patternDayOn } from './work-pattern.rules.ts';
