import { describe, expect, it } from 'vitest';
import { PEMOTONGAN_SEED } from '../../db/seed/reference/pay-masters.ts';
import type { DaySchedule } from './schedule.rules.ts';
import { zonedInstant } from './schedule-time.rules.ts';
import {
  type DeductionBand,
  dayStatus,
  firstInLastOut,
  type MonthDayInput,
  monthDeduction,
  type PunchInput,
} from './status-engine.rules.ts';

const TZ = 'Asia/Jakarta';
/** The seeded bands: TL/PSW 1–30 0.5 %, 31–60 1 %, 61–90 1.25 %, ≥ 91 1.5 %; TK 5 %. */
const BANDS: DeductionBand[] = PEMOTONGAN_SEED.map((b) => ({
  code: b.code,
  kind: b.kind as DeductionBand['kind'],
  minutes_from: b.minutesFrom,
  minutes_to: b.minutesTo,
  percentage: b.percentage,
  mode: b.mode as DeductionBand['mode'],
}));
const wib = (clock: string, date = '2026-01-05') => zonedInstant(date, clock, TZ);
const withSeconds = (clock: string, seconds: number) =>
  new Date(wib(clock).getTime() + seconds * 1000);

/** Monday 5 January 2026, 07:30–16:00. */
const OFFICE: DaySchedule = {
  date: '2026-01-05',
  isWorkingDay: true,
  dayOffKind: null,
  dayOffName: null,
  shiftId: null,
  startTime: '07:30',
  endTime: '16:00',
  scheduledIn: wib('07:30'),
  scheduledOut: wib('16:00'),
  crossesMidnight: false,
};
const EVENING = wib('20:00');
const masuk = (at: Date, flags: string[] = []): PunchInput => ({ at, type: 'masuk', flags });
const pulang = (at: Date): PunchInput => ({ at, type: 'pulang', flags: [] });

function status(punches: PunchInput[], extra: Partial<Parameters<typeof dayStatus>[0]> = {}) {
  return dayStatus({
    schedule: OFFICE,
    punches,
    excuses: [],
    bands: BANDS,
    mode: 'per_occurrence',
    now: EVENING,
    ...extra,
  });
}

describe('dayStatus: every band, per occurrence (07:30–16:00)', () => {
  it.each([
    // in, out, late, early, code, late code, early code, deduction %
    ['07:25', '16:05', 0, 0, 'H', null, null, 0],
    ['07:30', '16:00', 0, 0, 'H', null, null, 0],
    ['07:31', '16:00', 1, 0, 'TL1', 'TL1', null, 0.5],
    ['08:00', '16:00', 30, 0, 'TL1', 'TL1', null, 0.5],
    ['08:01', '16:00', 31, 0, 'TL2', 'TL2', null, 1],
    ['08:30', '16:00', 60, 0, 'TL2', 'TL2', null, 1],
    ['08:31', '16:00', 61, 0, 'TL3', 'TL3', null, 1.25],
    ['09:00', '16:00', 90, 0, 'TL3', 'TL3', null, 1.25],
    ['09:01', '16:00', 91, 0, 'TL4', 'TL4', null, 1.5],
    ['12:00', '16:00', 270, 0, 'TL4', 'TL4', null, 1.5],
    ['07:30', '15:59', 0, 1, 'PSW1', null, 'PSW1', 0.5],
    ['07:30', '15:30', 0, 30, 'PSW1', null, 'PSW1', 0.5],
    ['07:30', '15:29', 0, 31, 'PSW2', null, 'PSW2', 1],
    ['07:30', '14:59', 0, 61, 'PSW3', null, 'PSW3', 1.25],
    ['07:30', '14:29', 0, 91, 'PSW4', null, 'PSW4', 1.5],
    // Both: the worse band is the main code, the deduction is the sum.
    ['08:15', '14:50', 45, 70, 'PSW3', 'TL2', 'PSW3', 2.25],
    ['09:30', '15:45', 120, 15, 'TL4', 'TL4', 'PSW1', 2],
    // A tie goes to the late code.
    ['08:10', '15:20', 40, 40, 'TL2', 'TL2', 'PSW2', 2],
  ] as const)(
    'in %s out %s → late %i early %i, %s (%s/%s) %s %%',
    (inAt, outAt, late, early, code, lateCode, earlyCode, pct) => {
      const s = status([masuk(wib(inAt)), pulang(wib(outAt))]);
      expect(s).toMatchObject({
        lateMinutes: late,
        earlyMinutes: early,
        code,
        lateCode,
        earlyCode,
        deductionPct: pct,
      });
    },
  );

  it('counts whole minutes: 07:30:59 is on time, 15:59:01 is not early', () => {
    expect(
      status([masuk(withSeconds('07:30', 59)), pulang(withSeconds('15:59', 1))]),
    ).toMatchObject({ code: 'H', lateMinutes: 0, earlyMinutes: 0 });
  });
});

describe('dayStatus: missing punches, absence, excuses, days off', () => {
  it('a missing check-in is TL4, a missing check-out PSW4 once the day is over', () => {
    expect(status([pulang(wib('16:00'))])).toMatchObject({
      code: 'TL4',
      lateCode: 'TL4',
      earlyCode: null,
      deductionPct: 1.5,
      missingIn: true,
    });
    expect(status([masuk(wib('07:20'))])).toMatchObject({
      code: 'PSW4',
      lateCode: null,
      earlyCode: 'PSW4',
      deductionPct: 1.5,
      missingOut: true,
    });
    expect(status([masuk(wib('07:45'))])).toMatchObject({
      code: 'PSW4',
      lateCode: 'TL1',
      earlyCode: 'PSW4',
      deductionPct: 2,
    });
  });

  it('no punch on a finished working day is TK at the absent band', () => {
    expect(status([])).toMatchObject({
      code: 'TK',
      deductionPct: 5,
      checkIn: null,
      checkOut: null,
    });
  });

  it('today before the scheduled end shows only what is known', () => {
    expect(status([], { now: wib('10:00') })).toMatchObject({ code: null, deductionPct: 0 });
    expect(status([masuk(wib('07:45'))], { now: wib('10:00') })).toMatchObject({
      code: 'TL1',
      lateCode: 'TL1',
      earlyCode: null,
      deductionPct: 0.5,
      missingOut: false,
    });
    expect(status([masuk(wib('07:20'))], { now: wib('15:59') })).toMatchObject({
      code: 'H',
      deductionPct: 0,
    });
    // Left early and the day is not over yet: the early band is known.
    expect(
      status([masuk(wib('07:20')), pulang(wib('14:40'))], { now: wib('14:41') }),
    ).toMatchObject({ code: 'PSW3', earlyMinutes: 80 });
  });

  it.each([
    [['CUTI'], 'CUTI'],
    [['IZIN', 'DL'], 'DL'],
    [['SAKIT', 'IZIN'], 'SAKIT'],
    [['IZIN'], 'IZIN'],
  ])('excuses %j cover the day as %s with no deduction', (excuses, code) => {
    expect(status([], { excuses })).toMatchObject({ code, deductionPct: 0 });
    expect(status([masuk(wib('10:00'))], { excuses })).toMatchObject({
      code,
      deductionPct: 0,
      lateCode: null,
    });
  });

  it('a day off is LIBUR with its punches kept and no deduction', () => {
    const off: DaySchedule = {
      ...OFFICE,
      isWorkingDay: false,
      dayOffKind: 'cuti_bersama',
      scheduledIn: null,
      scheduledOut: null,
    };
    const s = status([masuk(wib('09:00')), pulang(wib('11:00'))], { schedule: off });
    expect(s).toMatchObject({ code: 'LIBUR', deductionPct: 0, lateMinutes: 0 });
    expect(s.checkIn).toEqual(wib('09:00'));
    expect(status([], { schedule: off })).toMatchObject({ code: 'LIBUR' });
  });

  it('flags the day when a punch is flagged', () => {
    expect(status([masuk(wib('07:20'), ['accuracy']), pulang(wib('16:00'))]).flagged).toBe(true);
    expect(status([masuk(wib('07:20')), pulang(wib('16:00'))]).flagged).toBe(false);
  });

  it('an overnight shift (22:00–06:00) is measured across midnight', () => {
    const night: DaySchedule = {
      ...OFFICE,
      startTime: '22:00',
      endTime: '06:00',
      scheduledIn: wib('22:00'),
      scheduledOut: wib('06:00', '2026-01-06'),
      crossesMidnight: true,
    };
    const atMidnight = { schedule: night, now: wib('23:00') };
    expect(status([masuk(wib('22:10'))], atMidnight)).toMatchObject({
      code: 'TL1',
      lateMinutes: 10,
      missingOut: false,
    });
    expect(
      status([masuk(wib('21:55')), pulang(wib('05:20', '2026-01-06'))], {
        schedule: night,
        now: wib('07:00', '2026-01-06'),
      }),
    ).toMatchObject({ code: 'PSW2', earlyMinutes: 40 });
    expect(
      status([masuk(wib('21:55')), pulang(wib('06:02', '2026-01-06'))], {
        schedule: night,
        now: wib('07:00', '2026-01-06'),
      }),
    ).toMatchObject({ code: 'H' });
  });

  it('the monthly-minutes mode keeps the codes and minutes but puts 0 on the day', () => {
    expect(
      status([masuk(wib('08:15')), pulang(wib('14:50'))], { mode: 'monthly_minutes' }),
    ).toMatchObject({ code: 'PSW3', lateMinutes: 45, earlyMinutes: 70, deductionPct: 0 });
    expect(status([], { mode: 'monthly_minutes' })).toMatchObject({ code: 'TK', deductionPct: 0 });
  });
});

describe('firstInLastOut', () => {
  it('takes the first masuk and the last pulang; a repeated pulang counts the last', () => {
    const r = firstInLastOut([
      pulang(wib('15:00')),
      masuk(wib('07:40')),
      masuk(wib('07:50')),
      pulang(wib('16:10')),
    ]);
    expect(r).toEqual({ checkIn: wib('07:40'), checkOut: wib('16:10') });
  });
  it('reads untyped fingerprint punches as first in, last out', () => {
    const untyped = (c: string): PunchInput => ({ at: wib(c), type: null, flags: [] });
    expect(firstInLastOut([untyped('16:05'), untyped('07:28'), untyped('12:00')])).toEqual({
      checkIn: wib('07:28'),
      checkOut: wib('16:05'),
    });
    expect(firstInLastOut([untyped('07:28')])).toEqual({ checkIn: wib('07:28'), checkOut: null });
  });
});

describe('monthDeduction', () => {
  const day = (over: Partial<MonthDayInput>): MonthDayInput => ({
    code: 'H',
    lateMinutes: 0,
    earlyMinutes: 0,
    missingIn: false,
    missingOut: false,
    deductionPct: 0,
    ...over,
  });
  const month = [
    day({ code: 'TL2', lateMinutes: 45, deductionPct: 1 }),
    day({ code: 'PSW3', lateMinutes: 10, earlyMinutes: 70, deductionPct: 1.75 }),
    day({ code: 'TL4', missingIn: true, deductionPct: 1.5 }),
    day({ code: 'TK', deductionPct: 5 }),
    day({ code: 'TK', deductionPct: 5 }),
    day({ code: 'CUTI' }),
  ];

  it('per occurrence: the sum of the days', () => {
    expect(monthDeduction(month, BANDS, 'per_occurrence')).toMatchObject({
      occurrencePct: 14.25,
      totalPct: 14.25,
      absentDays: 2,
      minutes: 45 + 80 + 91,
    });
  });

  it('per occurrence is capped at 100 %', () => {
    const absent = Array.from({ length: 22 }, () => day({ code: 'TK', deductionPct: 5 }));
    expect(monthDeduction(absent, BANDS, 'per_occurrence').totalPct).toBe(100);
  });

  // Hypothetical PM 46/2023-style monthly bands, for the arithmetic only.
  const monthly: DeductionBand[] = [
    ...BANDS,
    {
      code: 'KM1',
      kind: 'late',
      minutes_from: 1,
      minutes_to: 121,
      percentage: 1,
      mode: 'monthly_minutes',
    },
    {
      code: 'KM2',
      kind: 'late',
      minutes_from: 121,
      minutes_to: 241,
      percentage: 2.5,
      mode: 'monthly_minutes',
    },
    {
      code: 'KM3',
      kind: 'late',
      minutes_from: 241,
      minutes_to: null,
      percentage: 5,
      mode: 'monthly_minutes',
    },
  ];

  it.each([
    // late + early minutes of the month (a missing check-in counts 91) → band; TK days at 5 %.
    [[day({ lateMinutes: 120 })], 120, 'KM1', 1, 1],
    [[day({ lateMinutes: 100 }), day({ earlyMinutes: 21 })], 121, 'KM2', 2.5, 2.5],
    [month, 216, 'KM2', 2.5, 12.5],
    [[day({ lateMinutes: 200, missingOut: true })], 291, 'KM3', 5, 5],
    [[day({})], 0, null, 0, 0],
  ] as const)(
    'monthly minutes: %# → %i min, %s %s %%, total %s %%',
    (days, minutes, code, pct, total) => {
      expect(monthDeduction(days, monthly, 'monthly_minutes')).toMatchObject({
        minutes,
        minutesCode: code,
        minutesPct: pct,
        totalPct: total,
        occurrencePct: 0,
      });
    },
  );
});
