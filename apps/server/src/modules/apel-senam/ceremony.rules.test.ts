/** The apel / senam rules, table-driven (docs/apel-senam.md "Rules"). */
import { describe, expect, it } from 'vitest';
import {
  ceremonyStatus,
  checkInMoment,
  type DeductionRule,
  isExpected,
  monthDeduction,
  type SessionWindow,
  sessionDeduction,
  windowOn,
} from './ceremony.rules.ts';

const WINDOW = { opens_at: '07:00', on_time_until: '07:30', closes_at: '08:00' };
const monday: SessionWindow = { id: 1, name: 'Apel Senin', weekday: 1, on_date: null, ...WINDOW };
const august: SessionWindow = {
  id: 2,
  name: 'Upacara 17 Agustus',
  weekday: null,
  on_date: '2026-08-17',
  ...WINDOW,
  closes_at: '09:00',
};
const holidays: Record<string, 'libur_nasional' | 'cuti_bersama'> = {
  '2026-03-23': 'cuti_bersama',
  '2026-08-17': 'libur_nasional',
  '2026-06-01': 'libur_nasional',
};
const holidayOf = (d: string) => holidays[d] ?? null;

describe('windowOn: the days a session is held', () => {
  it.each([
    ['a Monday', '2026-03-02', 1],
    ['a Tuesday', '2026-03-03', null],
    ['a Monday of cuti bersama', '2026-03-23', null],
    ['a Monday national holiday (Pancasila)', '2026-06-01', null],
    ['the one-off 17 August, a national holiday (a Monday too)', '2026-08-17', 2],
  ])('%s (%s) → window %s', (_what, date, id) => {
    expect(windowOn(date, [monday, august], holidayOf)?.id ?? null).toBe(id);
  });
  it('follows a holiday moved to another Monday', () => {
    const moved = (d: string) => (d === '2026-03-30' ? 'cuti_bersama' : null);
    expect(windowOn('2026-03-23', [monday], moved)?.id).toBe(1);
    expect(windowOn('2026-03-30', [monday], moved)).toBeNull();
  });
});

describe('checkInMoment: opens 07:00, on time until 07:30, closes 08:00', () => {
  it.each([
    ['06:59:59', 'early'],
    ['07:00:00', 'hadir'],
    ['07:30:59', 'hadir'],
    ['07:31:00', 'terlambat'],
    ['07:59:59', 'terlambat'],
    ['08:00:00', 'closed'],
  ])('%s → %s', (clock, moment) => {
    expect(checkInMoment(clock, WINDOW)).toBe(moment);
  });
});

describe('ceremonyStatus: what is recorded, else covered, else absent once closed', () => {
  it.each([
    ['checked in on time', 'hadir', null, true, 'hadir'],
    ['checked in late', 'terlambat', null, true, 'terlambat'],
    ['on leave (CUTI), no check-in', null, 'CUTI', true, 'berhalangan'],
    ['on duty (DL)', null, 'DL', true, 'berhalangan'],
    ['sick (SAKIT)', null, 'SAKIT', false, 'berhalangan'],
    ['permission (IZIN)', null, 'IZIN', true, 'berhalangan'],
    ['a shift off that day (LIBUR)', null, 'LIBUR', true, 'berhalangan'],
    ['on leave but came anyway', 'hadir', 'CUTI', true, 'hadir'],
    ['nothing, session still open', null, null, false, 'belum'],
    ['nothing, session closed', null, null, true, 'tidak_hadir'],
    ['the admin set absent', 'tidak_hadir', null, false, 'tidak_hadir'],
  ] as const)('%s → %s', (_what, recorded, coveredBy, closed, status) => {
    expect(ceremonyStatus({ recorded, coveredBy, closed })).toBe(status);
  });
});

describe('deductions: 2 % per missed apel, at most 10 % a month (pemotongan_apel)', () => {
  const rule: DeductionRule = { code: 'APEL', percentage: 2, monthlyCapPercentage: 10 };
  it.each([
    ['hadir', 0],
    ['terlambat', 0],
    ['berhalangan', 0],
    ['belum', 0],
    ['tidak_hadir', 2],
  ] as const)('one session %s → %s %%', (status, pct) => {
    expect(sessionDeduction(status, rule)).toBe(pct);
  });
  it.each([
    ['no absence', ['hadir', 'terlambat', 'berhalangan'], 0, 0],
    ['two absences', ['tidak_hadir', 'hadir', 'tidak_hadir'], 2, 4],
    ['six absences, capped', Array(6).fill('tidak_hadir'), 6, 10],
  ] as const)('a month with %s', (_what, statuses, absences, pct) => {
    expect(monthDeduction(statuses, rule)).toEqual({ absences, pct });
  });
  it('costs nothing without a rule or with a rupiah rule', () => {
    expect(sessionDeduction('tidak_hadir', null)).toBe(0);
    expect(
      sessionDeduction('tidak_hadir', { code: 'X', percentage: null, monthlyCapPercentage: null }),
    ).toBe(0);
    expect(
      monthDeduction(['tidak_hadir', 'tidak_hadir'], {
        code: 'S',
        percentage: 1.5,
        monthlyCapPercentage: null,
      }),
    ).toEqual({ absences: 2, pct: 3 });
  });
});

describe('isExpected: who must attend', () => {
  it.each([
    ['everyone', [], [], { unitId: 3, staffTypeId: 1 }, true],
    ['a chosen unit, member', [3], [], { unitId: 3, staffTypeId: 1 }, true],
    ['a chosen unit, not member', [4], [], { unitId: 3, staffTypeId: 1 }, false],
    ['a chosen unit, no unit', [4], [], { unitId: null, staffTypeId: 1 }, false],
    ['a staff type, matching', [], [1], { unitId: 3, staffTypeId: 1 }, true],
    ['unit and staff type, both match', [3], [2], { unitId: 3, staffTypeId: 2 }, true],
    ['unit and staff type, type differs', [3], [2], { unitId: 3, staffTypeId: 1 }, false],
  ] as const)('%s → %s', (_what, unit_ids, staff_type_ids, person, expected) => {
    expect(isExpected(person, { unit_ids, staff_type_ids })).toBe(expected);
  });
});
