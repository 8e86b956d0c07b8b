import { describe, expect, it } from 'vitest';
import { CALENDAR_SEED } from '../../db/seed/reference/calendar.ts';
import {
  buildCalendar,
  type CalendarException,
  countWorkingDays,
  dayInfo,
  isWorkingDay,
  monthRange,
  scheduledHours,
  type WorkingHoursRow,
} from './working-days.service.ts';

// The seeded national holidays and cuti bersama (regulations.md section 8) as the rules read them.
const seeded: CalendarException[] = CALENDAR_SEED.map((d, i) => ({
  id: i + 1,
  date: d.date,
  kind: d.kind,
  name: d.name,
  unit_id: null,
}));
const UNIT_A = 7;
const UNIT_B = 8;
const extra: CalendarException[] = [
  // A Pilkada-style day off for unit A only (a Tuesday).
  { id: 901, date: '2026-06-02', kind: 'libur_unit', name: 'Libur kampus A', unit_id: UNIT_A },
  // A Saturday made a working day for everyone.
  { id: 902, date: '2026-06-06', kind: 'hari_kerja', name: 'Pengganti', unit_id: null },
  // Unit B works on Hari Buruh (a unit's extra working day overrides a holiday for it).
  { id: 903, date: '2026-05-01', kind: 'hari_kerja', name: 'Piket PMB', unit_id: UNIT_B },
];
const calendar = buildCalendar([...seeded, ...extra]);

describe('the seeded calendar', () => {
  it('holds 17 holidays and 11 cuti bersama in 2025, 17 and 8 in 2026, each date once', () => {
    const count = (year: string, kind: string) =>
      CALENDAR_SEED.filter((d) => d.date.startsWith(year) && d.kind === kind).length;
    expect([
      count('2025', 'libur_nasional'),
      count('2025', 'cuti_bersama'),
      count('2026', 'libur_nasional'),
      count('2026', 'cuti_bersama'),
    ]).toEqual([17, 11, 17, 8]);
    expect(new Set(CALENDAR_SEED.map((d) => d.date)).size).toBe(CALENDAR_SEED.length);
    expect(new Set(CALENDAR_SEED.map((d) => d.key)).size).toBe(CALENDAR_SEED.length);
  });
});

describe('countWorkingDays', () => {
  it.each<[string, string, number | null, number, string]>([
    // [from, to, unit, working days, why]
    ['2026-03-30', '2026-04-05', null, 4, 'a week with a Friday holiday (Wafat Yesus Kristus)'],
    // 18 Mar cuti bersama Nyepi, 19 Mar Nyepi, 20/23/24 cuti bersama Idul Fitri, 21–22 weekend.
    ['2026-03-16', '2026-03-27', null, 5, 'Nyepi and Idul Fitri 1447 H'],
    ['2026-03-20', '2026-03-24', null, 0, 'Idul Fitri 2026 alone: nothing to count'],
    ['2025-08-15', '2025-08-22', null, 5, '17 Aug 2025 on a Sunday, 18 Aug the added cuti bersama'],
    ['2025-12-22', '2026-01-02', null, 7, 'across the year end: Natal, cuti bersama, Tahun Baru'],
    ['2026-06-01', '2026-06-05', null, 4, 'Hari Lahir Pancasila on Monday'],
    ['2026-06-01', '2026-06-05', UNIT_A, 3, "unit A's own day off on Tuesday"],
    ['2026-06-01', '2026-06-05', UNIT_B, 4, "unit A's day off is not unit B's"],
    ['2026-06-01', '2026-06-07', null, 5, 'Saturday 6 June made a working day'],
    ['2026-06-01', '2026-06-07', UNIT_A, 4, 'the extra Saturday also for unit A'],
    ['2026-04-27', '2026-05-01', null, 4, 'Hari Buruh on Friday'],
    ['2026-04-27', '2026-05-01', UNIT_B, 5, 'unit B works on Hari Buruh'],
    [
      '2026-02-01',
      '2026-02-28',
      null,
      18,
      'February 2026: 20 weekdays, Imlek and its cuti bersama',
    ],
    ['2026-03-17', '2026-03-17', null, 1, 'one ordinary day'],
    ['2026-03-21', '2026-03-21', null, 0, 'a holiday on a Saturday'],
    ['2026-03-27', '2026-03-16', null, 0, 'an empty range (to before from)'],
  ])('%s … %s unit %s: %i (%s)', (from, to, unit, expected) => {
    expect(countWorkingDays(from, to, unit, calendar)).toBe(expected);
  });

  it('no longer skips a holiday that was switched off (an inactive row is not loaded)', () => {
    const withoutNyepi = buildCalendar(seeded.filter((d) => !d.name.includes('Nyepi')));
    // Only Idul Fitri's 20, 23 and 24 March remain: 12 days, 2 weekends' days, 3 off.
    expect(countWorkingDays('2026-03-16', '2026-03-27', null, withoutNyepi)).toBe(7);
  });
});

describe('dayInfo', () => {
  it.each([
    ['2026-08-17', null, false, 'libur_nasional', 'Kemerdekaan'],
    ['2026-03-20', null, false, 'cuti_bersama', 'Cuti bersama Idul Fitri'],
    ['2026-03-21', null, false, 'libur_nasional', 'Idul Fitri 1447 H'],
    ['2026-03-28', null, false, 'akhir_pekan', null],
    ['2026-03-25', null, true, 'hari_kerja', null],
    ['2026-06-02', UNIT_A, false, 'libur_unit', 'Libur kampus A'],
    ['2026-06-02', UNIT_B, true, 'hari_kerja', null],
    ['2026-06-06', UNIT_A, true, 'hari_kerja_tambahan', 'Pengganti'],
    ['2026-05-01', UNIT_B, true, 'hari_kerja_tambahan', 'Piket PMB'],
    ['2026-05-01', UNIT_A, false, 'libur_nasional', 'Hari Buruh Internasional'],
    ['2025-08-18', null, false, 'cuti_bersama', 'Cuti bersama Hari Kemerdekaan'],
  ] as const)('%s unit %s: working %s, %s (%s)', (date, unit, working, reason, name) => {
    const info = dayInfo(date, unit, calendar);
    expect({ working: info.working, reason: info.reason, name: info.name }).toEqual({
      working,
      reason,
      name,
    });
    expect(isWorkingDay(date, unit, calendar)).toBe(working);
  });

  it.each([
    [2026, 2, '2026-02-01', '2026-02-28'],
    [2028, 2, '2028-02-01', '2028-02-29'],
    [2026, 12, '2026-12-01', '2026-12-31'],
  ])('monthRange %i-%i is %s … %s', (year, month, from, to) => {
    expect(monthRange(year, month)).toEqual({ from, to });
  });
});

describe('scheduledHours', () => {
  // The seeded jam kerja (Perpres 21/2023, Ramadan 1447 H 19 Feb – 20 Mar 2026) and a unit variant.
  const ramadan = { valid_from: '2026-02-19', valid_to: '2026-03-20' };
  const undated = { valid_from: null, valid_to: null };
  const everyone = { staff_type_id: null, unit_id: null };
  const hours: WorkingHoursRow[] = [
    {
      id: 1,
      name: 'Senin–Kamis',
      weekdays: [1, 2, 3, 4],
      start_time: '07:30:00',
      end_time: '16:00:00',
      break_minutes: 60,
      ...everyone,
      ...undated,
    },
    {
      id: 2,
      name: 'Jumat',
      weekdays: [5],
      start_time: '07:30:00',
      end_time: '16:30:00',
      break_minutes: 90,
      ...everyone,
      ...undated,
    },
    {
      id: 3,
      name: 'Ramadan Senin–Kamis',
      weekdays: [1, 2, 3, 4],
      start_time: '08:00:00',
      end_time: '15:00:00',
      break_minutes: 30,
      ...everyone,
      ...ramadan,
    },
    {
      id: 4,
      name: 'Ramadan Jumat',
      weekdays: [5],
      start_time: '08:00:00',
      end_time: '15:30:00',
      break_minutes: 60,
      ...everyone,
      ...ramadan,
    },
    {
      id: 5,
      name: 'Unit A',
      weekdays: [1, 2, 3, 4, 5],
      start_time: '07:00:00',
      end_time: '15:30:00',
      break_minutes: 60,
      staff_type_id: null,
      unit_id: UNIT_A,
      ...undated,
    },
    {
      id: 6,
      name: 'Dosen Jumat',
      weekdays: [5],
      start_time: '08:00:00',
      end_time: '16:30:00',
      break_minutes: 90,
      staff_type_id: 3,
      unit_id: null,
      ...undated,
    },
  ];
  const person = { unitId: null, staffTypeId: null };

  type HoursCase = [
    string,
    { unitId: number | null; staffTypeId: number | null },
    string,
    string,
    number,
    string,
  ];
  it.each<HoursCase>([
    // [date, person, start, end, work minutes, why]
    ['2026-02-18', person, '07:30', '16:00', 450, 'Wednesday before Ramadan'],
    ['2026-02-19', person, '08:00', '15:00', 390, 'first day of Ramadan (Thursday)'],
    ['2026-02-20', person, '08:00', '15:30', 390, 'first Friday of Ramadan'],
    ['2026-03-17', person, '08:00', '15:00', 390, 'last working day of Ramadan'],
    ['2026-03-25', person, '07:30', '16:00', 450, 'after Idul Fitri'],
    ['2026-03-27', person, '07:30', '16:30', 450, 'Friday after Idul Fitri'],
    ['2026-06-06', person, '07:30', '16:00', 450, 'Saturday made a working day: Monday hours'],
    [
      '2026-06-03',
      { unitId: UNIT_A, staffTypeId: null },
      '07:00',
      '15:30',
      450,
      "unit A's own hours",
    ],
    [
      '2026-02-25',
      { unitId: UNIT_A, staffTypeId: null },
      '08:00',
      '15:00',
      390,
      'Ramadan for unit A too',
    ],
    [
      '2026-06-05',
      { unitId: null, staffTypeId: 3 },
      '08:00',
      '16:30',
      420,
      "a staff type's Friday",
    ],
    [
      '2026-06-04',
      { unitId: null, staffTypeId: 3 },
      '07:30',
      '16:00',
      450,
      'that staff type on Thursday',
    ],
  ])('%s: %s–%s (%s)', (date, who, start, end, work) => {
    expect(scheduledHours(date, who, calendar, hours)).toMatchObject({
      start_time: start,
      end_time: end,
      work_minutes: work,
    });
  });

  it.each([
    ['2026-03-18', 'cuti bersama Nyepi, inside Ramadan'],
    ['2026-03-20', 'cuti bersama, last day of the Ramadan hours'],
    ['2026-03-21', 'Idul Fitri'],
    ['2026-06-07', 'Sunday'],
  ])('%s: no hours (%s)', (date) => {
    expect(scheduledHours(date, person, calendar, hours)).toBeNull();
  });

  it('a unit day off has no hours for that unit only', () => {
    expect(
      scheduledHours('2026-06-02', { unitId: UNIT_A, staffTypeId: null }, calendar, hours),
    ).toBeNull();
    expect(scheduledHours('2026-06-02', person, calendar, hours)?.start_time).toBe('07:30');
  });
});
