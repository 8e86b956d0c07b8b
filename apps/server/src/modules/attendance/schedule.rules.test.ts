import { describe, expect, it } from 'vitest';
import { JAM_KERJA_SEED } from '../../db/seed/reference/jam-kerja.ts';
import { buildCalendar, type CalendarException } from '../calendar/calendar.api.ts';
import {
  businessDateOf,
  type ScheduleInputs,
  type ShiftRow,
  scheduleFor,
} from './schedule.rules.ts';
import { toZonedIso, zonedInstant } from './schedule-time.rules.ts';

const TZ = 'Asia/Jakarta';
const hours = JAM_KERJA_SEED.map((row, i) => ({
  id: i + 1,
  name: row.name,
  weekdays: row.weekdays,
  start_time: row.startTime,
  end_time: row.endTime,
  break_minutes: row.breakMinutes,
  staff_type_id: null,
  unit_id: null,
  valid_from: row.validFrom,
  valid_to: row.validTo,
}));
const calendarRows: CalendarException[] = [
  { id: 1, date: '2026-02-17', kind: 'libur_nasional', name: 'Tahun Baru Imlek', unit_id: null },
  {
    id: 2,
    date: '2026-03-20',
    kind: 'cuti_bersama',
    name: 'Cuti bersama Idul Fitri',
    unit_id: null,
  },
  { id: 3, date: '2026-04-03', kind: 'libur_nasional', name: 'Wafat Yesus Kristus', unit_id: null },
  { id: 4, date: '2026-06-02', kind: 'libur_unit', name: 'Dies natalis', unit_id: 7 },
  { id: 5, date: '2026-06-06', kind: 'hari_kerja', name: 'Sabtu kerja', unit_id: null },
];
const shifts = new Map<string, ShiftRow>([
  [
    'P',
    {
      id: 11,
      code: 'P',
      start_time: '07:00',
      end_time: '15:00',
      crosses_midnight: false,
      is_active: true,
    },
  ],
  [
    'M',
    {
      id: 12,
      code: 'M',
      start_time: '22:00',
      end_time: '06:00',
      crosses_midnight: true,
      is_active: true,
    },
  ],
  [
    'X',
    {
      id: 13,
      code: 'X',
      start_time: '10:00',
      end_time: '12:00',
      crosses_midnight: false,
      is_active: false,
    },
  ],
]);
const patterns = new Map([
  [1, { id: 1, cycle: ['P', 'P', 'M', 'M', 'L', 'L'], is_active: true }],
  [2, { id: 2, cycle: ['X'], is_active: true }],
]);

function inputs(assignments: ScheduleInputs['assignments'] = []): ScheduleInputs {
  return {
    calendar: buildCalendar(calendarRows),
    hours,
    assignments,
    patterns,
    shifts,
    timeZone: TZ,
  };
}
const person = { unitId: 7, staffTypeId: null };
const at = (d: Date | null) => (d ? toZonedIso(d, TZ) : null);

describe('scheduleFor: office hours', () => {
  it.each([
    // date, working, day off kind, in, out, why
    [
      '2026-02-18',
      true,
      null,
      '2026-02-18T07:30:00+07:00',
      '2026-02-18T16:00:00+07:00',
      'Wednesday before Ramadan',
    ],
    [
      '2026-02-19',
      true,
      null,
      '2026-02-19T08:00:00+07:00',
      '2026-02-19T15:00:00+07:00',
      'first day of Ramadan',
    ],
    [
      '2026-02-20',
      true,
      null,
      '2026-02-20T08:00:00+07:00',
      '2026-02-20T15:30:00+07:00',
      'Ramadan Friday',
    ],
    [
      '2026-03-19',
      true,
      null,
      '2026-03-19T08:00:00+07:00',
      '2026-03-19T15:00:00+07:00',
      'last working day of Ramadan',
    ],
    ['2026-03-20', false, 'cuti_bersama', null, null, 'cuti bersama on the last Ramadan Friday'],
    [
      '2026-03-25',
      true,
      null,
      '2026-03-25T07:30:00+07:00',
      '2026-03-25T16:00:00+07:00',
      'back to normal hours',
    ],
    ['2026-04-03', false, 'libur_nasional', null, null, 'a holiday on a Friday'],
    [
      '2026-04-10',
      true,
      null,
      '2026-04-10T07:30:00+07:00',
      '2026-04-10T16:30:00+07:00',
      'an ordinary Friday',
    ],
    ['2026-04-11', false, 'weekend', null, null, 'Saturday'],
    ['2026-06-02', false, 'libur_unit', null, null, "the unit's own day off"],
    [
      '2026-06-06',
      true,
      null,
      '2026-06-06T07:30:00+07:00',
      '2026-06-06T16:00:00+07:00',
      'a Saturday made a working day takes Monday hours',
    ],
  ] as const)('%s: working %s %s %s–%s (%s)', (date, working, kind, from, to, _why) => {
    const s = scheduleFor(date, person, inputs());
    expect(s.isWorkingDay).toBe(working);
    expect(s.dayOffKind).toBe(kind);
    expect(at(s.scheduledIn)).toBe(from);
    expect(at(s.scheduledOut)).toBe(to);
  });

  it('names the holiday', () => {
    expect(scheduleFor('2026-04-03', person, inputs()).dayOffName).toBe('Wafat Yesus Kristus');
  });
});

describe('scheduleFor: work patterns', () => {
  // Cycle P P M M L L from Monday 2 March 2026 (day 0).
  const onPattern = inputs([{ id: 1, patternId: 1, startDate: '2026-03-02' }]);

  it.each([
    ['2026-03-02', 'P', '2026-03-02T07:00:00+07:00', '2026-03-02T15:00:00+07:00'],
    ['2026-03-04', 'M', '2026-03-04T22:00:00+07:00', '2026-03-05T06:00:00+07:00'],
    ['2026-03-06', 'L', null, null],
    ['2026-03-08', 'P', '2026-03-08T07:00:00+07:00', '2026-03-08T15:00:00+07:00'],
    // A shift pattern runs through holidays: 20 March (cuti bersama) is cycle day 18 → P.
    ['2026-03-20', 'P', '2026-03-20T07:00:00+07:00', '2026-03-20T15:00:00+07:00'],
  ] as const)('%s is %s', (date, code, from, to) => {
    const s = scheduleFor(date, person, onPattern);
    expect(s.isWorkingDay).toBe(code !== 'L');
    expect(s.dayOffKind).toBe(code === 'L' ? 'shift_off' : null);
    expect(s.shiftId).toBe(code === 'L' ? null : shifts.get(code)?.id);
    expect(s.crossesMidnight).toBe(code === 'M');
    expect(at(s.scheduledIn)).toBe(from);
    expect(at(s.scheduledOut)).toBe(to);
  });

  it('uses office hours before the first assignment and after a return to office hours', () => {
    const back = inputs([
      { id: 1, patternId: 1, startDate: '2026-03-02' },
      { id: 2, patternId: null, startDate: '2026-03-10' },
    ]);
    expect(at(scheduleFor('2026-02-27', person, back).scheduledIn)).toBe(
      '2026-02-27T08:00:00+07:00',
    );
    expect(scheduleFor('2026-03-09', person, back).shiftId).toBe(11);
    expect(scheduleFor('2026-03-10', person, back).shiftId).toBeNull();
    expect(at(scheduleFor('2026-03-10', person, back).scheduledIn)).toBe(
      '2026-03-10T08:00:00+07:00',
    );
  });

  it('falls back to office hours for an inactive shift code', () => {
    const s = scheduleFor(
      '2026-04-06',
      person,
      inputs([{ id: 1, patternId: 2, startDate: '2026-04-01' }]),
    );
    expect(s.shiftId).toBeNull();
    expect(at(s.scheduledIn)).toBe('2026-04-06T07:30:00+07:00');
  });
});

describe('businessDateOf: an overnight shift keeps its pulang after midnight', () => {
  const onPattern = inputs([{ id: 1, patternId: 1, startDate: '2026-03-02' }]);
  const of = (date: string) => scheduleFor(date, person, onPattern);
  const wib = (date: string, clock: string) => zonedInstant(date, clock, TZ);

  it.each([
    // 4 March is M (22:00–06:00), 5 March M, 6 March L.
    ['2026-03-05', '06:10', '2026-03-04', 'pulang just after the night shift of the 4th'],
    ['2026-03-05', '13:59', '2026-03-04', 'before the midpoint to tonight 22:00'],
    ['2026-03-05', '14:01', '2026-03-05', 'after the midpoint: tonight’s shift'],
    ['2026-03-05', '21:50', '2026-03-05', 'masuk for tonight'],
    ['2026-03-06', '05:55', '2026-03-05', 'the second night ends on a day off'],
    ['2026-03-06', '13:59', '2026-03-05', 'a day off: within 8 hours of the end'],
    ['2026-03-06', '14:01', '2026-03-06', 'later on the day off is the day off'],
    ['2026-03-03', '06:10', '2026-03-03', 'yesterday was a day shift'],
  ] as const)('%s %s → %s (%s)', (today, clock, expected, _why) => {
    expect(businessDateOf(wib(today, clock), today, of)).toBe(expected);
  });
});
