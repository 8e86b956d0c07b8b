/**
 * The check-in window (check-in-window.rules.ts; docs/attendance.md "Check-in window"), with
 * the defaults: 'masuk' opens 120 minutes before the start, 'pulang' 60 minutes after the
 * check-in (or after the start when there is none).
 */
import { describe, expect, it } from 'vitest';
import { punchWindow, windowRefusal } from './check-in-window.rules.ts';
import { zonedInstant } from './schedule-time.rules.ts';

const TZ = 'Asia/Jakarta';
const wib = (date: string, clock: string) => zonedInstant(date, clock, TZ);
const hhmm = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
const DEFAULTS = { checkInOpensBeforeMinutes: 120, checkOutOpensAfterMinutes: 60 };

interface Case {
  what: string;
  /** The business date's scheduled start, 'YYYY-MM-DD HH:MM', or null (a day off). */
  start: string | null;
  /** The day's check-in so far. */
  checkIn: string | null;
  type: 'masuk' | 'pulang';
  now: string;
  refusal: string | null;
  settings?: typeof DEFAULTS;
}

const at = (text: string) => {
  const [date = '', clock = ''] = text.split(' ');
  return wib(date, clock);
};

const CASES: Case[] = [
  // Office hours, Monday 5 January 2026, 07:30–16:00.
  {
    what: '04:02 for a 07:30 start: too early',
    start: '2026-01-05 07:30',
    checkIn: null,
    type: 'masuk',
    now: '2026-01-05 04:02',
    refusal: 'Presensi masuk dibuka pukul 05:30.',
  },
  {
    what: '05:29 is still early',
    start: '2026-01-05 07:30',
    checkIn: null,
    type: 'masuk',
    now: '2026-01-05 05:29',
    refusal: 'Presensi masuk dibuka pukul 05:30.',
  },
  {
    what: '05:30 opens',
    start: '2026-01-05 07:30',
    checkIn: null,
    type: 'masuk',
    now: '2026-01-05 05:30',
    refusal: null,
  },
  {
    what: 'late is never refused',
    start: '2026-01-05 07:30',
    checkIn: null,
    type: 'masuk',
    now: '2026-01-05 11:00',
    refusal: null,
  },
  {
    what: 'pulang a minute after masuk',
    start: '2026-01-05 07:30',
    checkIn: '2026-01-05 07:25',
    type: 'pulang',
    now: '2026-01-05 07:26',
    refusal: 'Presensi pulang dibuka pukul 08:25.',
  },
  {
    what: 'pulang an hour after masuk: an early departure, recorded (PSW)',
    start: '2026-01-05 07:30',
    checkIn: '2026-01-05 07:25',
    type: 'pulang',
    now: '2026-01-05 08:25',
    refusal: null,
  },
  {
    what: 'pulang without a check-in opens an hour after the start',
    start: '2026-01-05 07:30',
    checkIn: null,
    type: 'pulang',
    now: '2026-01-05 08:00',
    refusal: 'Presensi pulang dibuka pukul 08:30.',
  },
  {
    what: 'pulang without a check-in at the end of the day',
    start: '2026-01-05 07:30',
    checkIn: null,
    type: 'pulang',
    now: '2026-01-05 16:00',
    refusal: null,
  },
  {
    what: 'a late check-in moves pulang with it',
    start: '2026-01-05 07:30',
    checkIn: '2026-01-05 09:10',
    type: 'pulang',
    now: '2026-01-05 10:00',
    refusal: 'Presensi pulang dibuka pukul 10:10.',
  },
  // A night shift 22:00–06:00 on Wednesday 4 March 2026 (the pattern's M day).
  {
    what: 'night shift: 19:59 is early',
    start: '2026-03-04 22:00',
    checkIn: null,
    type: 'masuk',
    now: '2026-03-04 19:59',
    refusal: 'Presensi masuk dibuka pukul 20:00.',
  },
  {
    what: 'night shift: 21:50 opens',
    start: '2026-03-04 22:00',
    checkIn: null,
    type: 'masuk',
    now: '2026-03-04 21:50',
    refusal: null,
  },
  {
    what: 'night shift: pulang just after midnight, 20 minutes after masuk',
    start: '2026-03-04 22:00',
    checkIn: '2026-03-04 23:50',
    type: 'pulang',
    now: '2026-03-05 00:10',
    refusal: 'Presensi pulang dibuka pukul 00:50.',
  },
  {
    what: 'night shift: pulang the next morning',
    start: '2026-03-04 22:00',
    checkIn: '2026-03-04 21:55',
    type: 'pulang',
    now: '2026-03-05 06:05',
    refusal: null,
  },
  // A day off (weekend, holiday, 'L' of a pattern): no start.
  {
    what: 'day off: masuk at any time',
    start: null,
    checkIn: null,
    type: 'masuk',
    now: '2026-01-03 03:00',
    refusal: null,
  },
  {
    what: 'day off: pulang right after masuk is still refused',
    start: null,
    checkIn: '2026-01-03 09:00',
    type: 'pulang',
    now: '2026-01-03 09:05',
    refusal: 'Presensi pulang dibuka pukul 10:00.',
  },
  {
    what: 'day off: pulang with no masuk',
    start: null,
    checkIn: null,
    type: 'pulang',
    now: '2026-01-03 09:05',
    refusal: null,
  },
  // Other settings.
  {
    what: 'both at 0: masuk from the start, pulang at once',
    start: '2026-01-05 07:30',
    checkIn: '2026-01-05 07:29',
    type: 'pulang',
    now: '2026-01-05 07:29',
    refusal: null,
    settings: { checkInOpensBeforeMinutes: 0, checkOutOpensAfterMinutes: 0 },
  },
  {
    what: 'masuk 0 minutes before: 07:29 is early',
    start: '2026-01-05 07:30',
    checkIn: null,
    type: 'masuk',
    now: '2026-01-05 07:29',
    refusal: 'Presensi masuk dibuka pukul 07:30.',
    settings: { checkInOpensBeforeMinutes: 0, checkOutOpensAfterMinutes: 0 },
  },
  {
    what: 'masuk 360 minutes before a 07:30 start: 01:30',
    start: '2026-01-05 07:30',
    checkIn: null,
    type: 'masuk',
    now: '2026-01-05 01:29',
    refusal: 'Presensi masuk dibuka pukul 01:30.',
    settings: { checkInOpensBeforeMinutes: 360, checkOutOpensAfterMinutes: 240 },
  },
];

describe('the check-in window', () => {
  it.each(CASES)('$what', ({ start, checkIn, type, now, refusal, settings }) => {
    const window = punchWindow(
      { scheduledIn: start ? at(start) : null },
      checkIn ? at(checkIn) : null,
      settings ?? DEFAULTS,
    );
    expect(windowRefusal(type, at(now), window, hhmm)).toBe(refusal);
  });

  it('gives both opening instants, or null on a day off with no check-in', () => {
    expect(punchWindow({ scheduledIn: wib('2026-01-05', '07:30') }, null, DEFAULTS)).toEqual({
      masukOpensAt: wib('2026-01-05', '05:30'),
      pulangOpensAt: wib('2026-01-05', '08:30'),
    });
    expect(punchWindow({ scheduledIn: null }, null, DEFAULTS)).toEqual({
      masukOpensAt: null,
      pulangOpensAt: null,
    });
  });
});
