/**
 * The rapat rules, table-driven (docs/rapat.md): participants from people, units and positions;
 * the check-in window minute by minute; status with each excuse; mandatory or not; deduction
 * with the monthly cap (pemotongan_rapat 1 % per miss, 5 % a month in the demo).
 */
import { describe, expect, it } from 'vitest';
import {
  attendanceStatus,
  type DeductionRule,
  meetingDeduction,
  meetingMoment,
  meetingPhase,
  monthDeduction,
  opensAt,
  participantChanges,
  resolveParticipants,
} from './rapat.rules.ts';

const people = [
  { id: 1, unitId: 10, positionId: 100, active: true },
  { id: 2, unitId: 10, positionId: 101, active: true },
  { id: 3, unitId: 20, positionId: 100, active: true },
  { id: 4, unitId: 20, positionId: 102, active: false },
  { id: 5, unitId: null, positionId: null, active: true },
  { id: 6, unitId: 30, positionId: 103, active: true },
];

describe('resolveParticipants', () => {
  it.each([
    ['people by name', { user_ids: [5, 2], unit_ids: [], position_ids: [] }, [2, 5]],
    ['a unit', { user_ids: [], unit_ids: [10], position_ids: [] }, [1, 2]],
    ['a unit without its inactive member', { user_ids: [], unit_ids: [20], position_ids: [] }, [3]],
    ['a position across units', { user_ids: [], unit_ids: [], position_ids: [100] }, [1, 3]],
    ['an inactive person by name', { user_ids: [4], unit_ids: [], position_ids: [] }, []],
    [
      'the union, each once',
      { user_ids: [1, 6], unit_ids: [10], position_ids: [100, 103] },
      [1, 2, 3, 6],
    ],
    ['nothing chosen', { user_ids: [], unit_ids: [], position_ids: [] }, []],
    ['a unit nobody is in', { user_ids: [], unit_ids: [99], position_ids: [] }, []],
  ])('%s', (_label, selection, expected) => {
    expect(resolveParticipants(people, selection)).toEqual(expected);
  });
});

describe('participantChanges', () => {
  it.each([
    [
      'adds the new, removes the unselected',
      [
        { userId: 1, recorded: false },
        { userId: 2, recorded: false },
      ],
      [2, 3],
      { add: [3], remove: [1], keep: [2] },
    ],
    [
      'keeps someone unselected whose attendance is recorded',
      [
        { userId: 1, recorded: true },
        { userId: 2, recorded: false },
      ],
      [2],
      { add: [], remove: [], keep: [1, 2] },
    ],
    ['no change', [{ userId: 1, recorded: false }], [1], { add: [], remove: [], keep: [1] }],
  ])('%s', (_label, current, resolved, expected) => {
    expect(participantChanges(current, resolved)).toEqual(expected);
  });
});

describe('meetingMoment: a meeting on 10 March from 09:00 to 11:00', () => {
  const m = { date: '2026-03-10', starts_at: '09:00', ends_at: '11:00' };
  it.each([
    ['2026-03-09', '09:00:00', 'not_today'],
    ['2026-03-11', '09:00:00', 'not_today'],
    ['2026-03-10', '08:29:59', 'early'],
    ['2026-03-10', '08:30:00', 'hadir'],
    ['2026-03-10', '09:00:00', 'hadir'],
    ['2026-03-10', '09:15:59', 'hadir'],
    ['2026-03-10', '09:16:00', 'terlambat'],
    ['2026-03-10', '10:59:59', 'terlambat'],
    ['2026-03-10', '11:00:00', 'closed'],
    ['2026-03-10', '23:00:00', 'closed'],
  ])('on %s at %s: %s', (today, clock, expected) => {
    expect(meetingMoment(today, clock, m)).toBe(expected);
  });
  it('opens half an hour before the start, never before midnight', () => {
    expect(opensAt('09:00')).toBe('08:30');
    expect(opensAt('00:10')).toBe('00:00');
  });
  it.each([
    ['2026-03-09', 'upcoming'],
    ['2026-03-10', 'today'],
    ['2026-03-11', 'past'],
  ])('seen on %s it is %s', (today, phase) => {
    expect(meetingPhase(today, '2026-03-10')).toBe(phase);
  });
});

describe('attendanceStatus: covered days are not absences', () => {
  it.each([
    [null, null, false, 'belum'],
    [null, null, true, 'tidak_hadir'],
    [null, 'CUTI', true, 'berhalangan'],
    [null, 'DL', true, 'berhalangan'],
    [null, 'SAKIT', true, 'berhalangan'],
    [null, 'IZIN', true, 'berhalangan'],
    [null, 'LIBUR', true, 'berhalangan'],
    ['hadir', 'CUTI', true, 'hadir'],
    ['terlambat', null, true, 'terlambat'],
    ['tidak_hadir', null, false, 'tidak_hadir'],
    ['berhalangan', null, true, 'berhalangan'],
  ] as const)('recorded %s, covered %s, ended %s: %s', (recorded, coveredBy, ended, expected) => {
    expect(attendanceStatus({ recorded, coveredBy, ended })).toBe(expected);
  });
});

describe('deduction: only an absence from a mandatory meeting, capped a month', () => {
  const rule: DeductionRule = { code: 'RAPAT', percentage: 1, monthlyCapPercentage: 5 };
  it.each([
    ['tidak_hadir', true, rule, 1],
    ['tidak_hadir', false, rule, 0],
    ['terlambat', true, rule, 0],
    ['berhalangan', true, rule, 0],
    ['belum', true, rule, 0],
    ['tidak_hadir', true, null, 0],
    ['tidak_hadir', true, { code: 'RP', percentage: null, monthlyCapPercentage: null }, 0],
  ] as const)('%s, mandatory %s → %s %%', (status, mandatory, r, expected) => {
    expect(meetingDeduction(status, mandatory, r)).toBe(expected);
  });

  const miss = { status: 'tidak_hadir' as const, mandatory: true };
  const came = { status: 'hadir' as const, mandatory: true };
  const covered = { status: 'berhalangan' as const, mandatory: true };
  const optionalMiss = { status: 'tidak_hadir' as const, mandatory: false };
  it.each([
    ['no meetings', [], rule, { mandatory: 0, missed: 0, pct: 0 }],
    ['two missed of four', [miss, came, miss, covered], rule, { mandatory: 4, missed: 2, pct: 2 }],
    [
      'a missed optional meeting costs nothing',
      [optionalMiss, came],
      rule,
      { mandatory: 1, missed: 0, pct: 0 },
    ],
    ['seven missed, capped at 5 %', Array(7).fill(miss), rule, { mandatory: 7, missed: 7, pct: 5 }],
    [
      'no cap',
      Array(7).fill(miss),
      { code: 'R', percentage: 1.5, monthlyCapPercentage: null },
      { mandatory: 7, missed: 7, pct: 10.5 },
    ],
    ['no rule', [miss, miss], null, { mandatory: 2, missed: 2, pct: 0 }],
  ])('%s', (_label, list, r, expected) => {
    expect(monthDeduction(list, r)).toEqual(expected);
  });
});
