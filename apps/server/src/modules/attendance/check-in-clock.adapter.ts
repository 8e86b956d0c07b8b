/**
 * The attendance clock: the server decides the time of a punch, never the browser. Tests set
 * it to walk through a day (before the start, late, after the end) without waiting; nothing
 * else may, so production always reads the system clock.
 */
let clock: () => Date = () => new Date();

/** Now, as the attendance engine sees it. */
export function attendanceNow(): Date {
  return clock();
}

/** For tests: fix or move the attendance clock; call with no argument to restore it. */
export function setAttendanceClock(next?: Date | (() => Date)): void {
  if (next === undefined) clock = () => new Date();
  else if (next instanceof Date) clock = () => new Date(next.getTime());
  else clock = next;
}
