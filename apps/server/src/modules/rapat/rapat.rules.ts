/**
 * The rules of rapat (docs/rapat.md), pure: who a meeting's selection resolves to, when a
 * check-in is accepted, a participant's status, and the deduction a month of mandatory
 * meetings costs under `pemotongan_rapat`.
 */
import {
  MEETING_CHECK_IN_OPENS_BEFORE_MIN,
  MEETING_LATE_AFTER_MIN,
  type TMeetingAttendanceStatus,
  type TMeetingPhase,
} from '@sikerja/contracts';

export interface PersonFacts {
  id: number;
  unitId: number | null;
  positionId: number | null;
  active: boolean;
}

export interface Selection {
  user_ids: readonly number[];
  unit_ids: readonly number[];
  position_ids: readonly number[];
}

/**
 * The people a selection resolves to: each active person chosen by name, or a member of a chosen
 * unit, or holding a chosen position; sorted, each once. Inactive people are never invited.
 */
export function resolveParticipants(people: readonly PersonFacts[], s: Selection): number[] {
  const users = new Set(s.user_ids);
  const units = new Set(s.unit_ids);
  const positions = new Set(s.position_ids);
  return people
    .filter(
      (p) =>
        p.active &&
        (users.has(p.id) ||
          (p.unitId !== null && units.has(p.unitId)) ||
          (p.positionId !== null && positions.has(p.positionId))),
    )
    .map((p) => p.id)
    .sort((a, b) => a - b);
}

/**
 * What changes when a meeting's selection changes: the newly resolved people are added; people
 * no longer selected are removed, except those whose attendance is already recorded (a
 * check-in or a correction stays, so the record of who came is never lost).
 */
export function participantChanges(
  current: readonly { userId: number; recorded: boolean }[],
  resolved: readonly number[],
): { add: number[]; remove: number[]; keep: number[] } {
  const wanted = new Set(resolved);
  const have = new Set(current.map((c) => c.userId));
  return {
    add: resolved.filter((id) => !have.has(id)),
    remove: current.filter((c) => !wanted.has(c.userId) && !c.recorded).map((c) => c.userId),
    keep: current.filter((c) => wanted.has(c.userId) || c.recorded).map((c) => c.userId),
  };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export type MeetingMoment = 'not_today' | 'early' | 'hadir' | 'terlambat' | 'closed';

/**
 * Where a check-in falls: another day; before the window opens (30 minutes before the start);
 * on time up to the end of the minute 15 minutes after the start; late until the end; closed
 * from the end minute on. `clock` is the wall-clock 'HH:MM[:SS]' in the institution's zone.
 */
export function meetingMoment(
  today: string,
  clock: string,
  meeting: { date: string; starts_at: string; ends_at: string },
): MeetingMoment {
  if (today !== meeting.date) return 'not_today';
  const now = minutesOf(clock);
  const start = minutesOf(meeting.starts_at);
  const end = minutesOf(meeting.ends_at);
  if (now < start - MEETING_CHECK_IN_OPENS_BEFORE_MIN) return 'early';
  if (now >= end) return 'closed';
  if (now <= start + MEETING_LATE_AFTER_MIN) return 'hadir';
  return 'terlambat';
}

/** The clock at which check-in opens, for the refusal message ('08:30' → '08:00'). */
export function opensAt(startsAt: string): string {
  const m = Math.max(0, minutesOf(startsAt) - MEETING_CHECK_IN_OPENS_BEFORE_MIN);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Upcoming (a later day), today, or past (an earlier day). */
export function meetingPhase(today: string, date: string): TMeetingPhase {
  if (date > today) return 'upcoming';
  return date === today ? 'today' : 'past';
}

export interface StatusInput {
  recorded: 'hadir' | 'terlambat' | 'tidak_hadir' | 'berhalangan' | null;
  /** CUTI, DL, SAKIT, IZIN … or LIBUR for a shift off; null: none. */
  coveredBy: string | null;
  /** The meeting has ended. */
  ended: boolean;
}

/** A participant's status: what is recorded, else covered, else absent once the meeting ended. */
export function attendanceStatus(input: StatusInput): TMeetingAttendanceStatus {
  if (input.recorded) return input.recorded;
  if (input.coveredBy) return 'berhalangan';
  return input.ended ? 'tidak_hadir' : 'belum';
}

export interface DeductionRule {
  code: string;
  /** Per missed mandatory meeting; null when the rule is in rupiah. */
  percentage: number | null;
  monthlyCapPercentage: number | null;
}

/** What one meeting costs: only an absence from a mandatory meeting. */
export function meetingDeduction(
  status: TMeetingAttendanceStatus,
  mandatory: boolean,
  rule: DeductionRule | null,
): number {
  if (!mandatory || status !== 'tidak_hadir' || !rule || rule.percentage === null) return 0;
  return rule.percentage;
}

/** A person's month: mandatory meetings, those missed, and the deduction (capped). */
export function monthDeduction(
  meetings: readonly { status: TMeetingAttendanceStatus; mandatory: boolean }[],
  rule: DeductionRule | null,
): { mandatory: number; missed: number; pct: number } {
  const mandatory = meetings.filter((m) => m.mandatory);
  const missed = mandatory.filter((m) => m.status === 'tidak_hadir').length;
  const sum = meetings.reduce((t, m) => t + meetingDeduction(m.status, m.mandatory, rule), 0);
  const cap = rule?.monthlyCapPercentage ?? null;
  const pct = cap === null ? sum : Math.min(sum, cap);
  return { mandatory: mandatory.length, missed, pct: Math.round(pct * 10_000) / 10_000 };
}
