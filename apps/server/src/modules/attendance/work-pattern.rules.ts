/**
 * Which shift a work pattern gives a person on a date (docs/attendance-shifts.md). A pure
 * function over plain rows, so the schedule engine, the /user/shiftpolakerja strip and the tests
 * all read a date the same way.
 *
 * The model: a person's assignments (work_pattern_assignments) each start a pattern on a date,
 * which is day 0 of its cycle. On a date, the assignment in force is the effective one with the
 * latest start on or before that date (a later assignment overrides an earlier one from its own
 * start; equal starts: the newer row, by id, wins). Its cycle repeats from day 0:
 *
 *   day = (date − start_date) mod cycle length      → cycle[day]
 *
 * An assignment without a pattern returns the person to office hours (jam kerja), and so does a
 * date before the first assignment.
 */
import { addDays, daysBetween } from '@sikerja/contracts';

/** An assignment as the engine reads it (a work_pattern_assignments row, one person's). */
export interface PatternAssignment {
  /** Orders assignments with the same start date: the higher id (the newer row) wins. */
  id?: number;
  /** Null: back to office hours from startDate. */
  patternId: number | null;
  /** 'YYYY-MM-DD', day 0 of the cycle. */
  startDate: string;
  /** Rows not (yet) in force — a request waiting for approval, or refused — are ignored. Omitted: in force. */
  effective?: boolean;
}

/** A work pattern as the engine reads it (a work_patterns row). */
export interface PatternCycle {
  id: number;
  /** Shift codes, one a day; 'L' is a day off (libur). */
  cycle: readonly string[];
}

/** What a date is under the person's patterns. */
export interface PatternDayResult {
  /** A shift code, 'L' (day off), or null: office hours (no pattern in force). */
  shiftCode: string | null;
  /** The day of the cycle (0-based); null with office hours. */
  cycleDay: number | null;
  /** The assignment in force on the date; null before the first one. */
  assignment: PatternAssignment | null;
}

// One date arithmetic for server and web, on day numbers (contracts' bounds module).
export { addDays, daysBetween };

/** The assignment in force on `date`, or null (see the file's note). */
export function assignmentOn(
  assignments: readonly PatternAssignment[],
  date: string,
): PatternAssignment | null {
  let best: PatternAssignment | null = null;
  let bestIndex = -1;
  assignments.forEach((a, index) => {
    if (a.effective === false || a.startDate > date) return;
    const later =
      best === null ||
      a.startDate > best.startDate ||
      (a.startDate === best.startDate && (a.id ?? index) >= (best.id ?? bestIndex));
    if (later) {
      best = a;
      bestIndex = index;
    }
  });
  return best;
}

/**
 * The shift code (or 'L', or null for office hours) a person's assignments give on `date`.
 * `assignments` are one person's rows, in any order; `patterns` the patterns they name (an
 * array or a map by id). An unknown or empty pattern reads as office hours.
 */
export function patternDayOn(
  assignments: readonly PatternAssignment[],
  patterns: readonly PatternCycle[] | ReadonlyMap<number, PatternCycle>,
  date: string,
): PatternDayResult {
  const assignment = assignmentOn(assignments, date);
  if (!assignment || assignment.patternId === null) {
    return { shiftCode: null, cycleDay: null, assignment };
  }
  const pattern =
    patterns instanceof Map
      ? patterns.get(assignment.patternId)
      : (patterns as readonly PatternCycle[]).find((p) => p.id === assignment.patternId);
  if (!pattern || pattern.cycle.length === 0)
    return { shiftCode: null, cycleDay: null, assignment };
  const offset = daysBetween(assignment.startDate, date);
  const cycleDay = offset % pattern.cycle.length;
  return { shiftCode: pattern.cycle[cycleDay] ?? null, cycleDay, assignment };
}
