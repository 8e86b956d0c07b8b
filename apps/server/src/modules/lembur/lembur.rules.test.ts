import { describe, expect, it } from 'vitest';
import {
  type OvertimeDay,
  type OvertimeEvidence,
  type OvertimeRules,
  overlapHours,
  payMonth,
  workedSpan,
} from './lembur.rules.ts';

/** WIB wall-clock time on a date, as epoch ms. */
const at = (date: string, clock: string) => Date.parse(`${date}T${clock}:00+07:00`);

/** SBM 2026 (PMK 32/2025), rules-next.md §3.1; final PPh 21 by golongan (regulations.md §3.4). */
const RATES = {
  I: { hourly: 18_000, meal: 35_000, taxPercent: 0 },
  II: { hourly: 24_000, meal: 35_000, taxPercent: 0 },
  III: { hourly: 30_000, meal: 37_000, taxPercent: 5 },
  IV: { hourly: 36_000, meal: 41_000, taxPercent: 15 },
} as const;
const RULES: OvertimeRules = {
  maxHoursWorkday: 3,
  maxHoursHoliday: 8,
  maxHoursMonth: 40,
  mealMinHours: 2,
  holidayPercent: 200,
};

describe('overtime hours of an order', () => {
  // Tuesday 1 December 2026: working day 07:30–16:00; Saturday 5 December: day off.
  const workday = (over: Partial<OvertimeEvidence>): OvertimeEvidence => ({
    planned: { from: at('2026-12-01', '16:00'), to: at('2026-12-01', '20:00') },
    webIn: null,
    webOut: null,
    fingerprint: [],
    dayEnd: at('2026-12-01', '16:00'),
    presentAtWork: true,
    ...over,
  });
  const saturday = (over: Partial<OvertimeEvidence>): OvertimeEvidence => ({
    planned: { from: at('2026-12-05', '08:00'), to: at('2026-12-05', '14:00') },
    webIn: null,
    webOut: null,
    fingerprint: [],
    dayEnd: null,
    presentAtWork: false,
    ...over,
  });

  it.each([
    // The rules-next §3.3 example: Tuesday 16:00–19:10 → 3 whole hours.
    ['workday, web out 19:10', workday({ webOut: at('2026-12-01', '19:10') }), 3],
    [
      'workday, fingerprint 19:10',
      workday({ fingerprint: [at('2026-12-01', '07:25'), at('2026-12-01', '19:10')] }),
      3,
    ],
    [
      'workday, the morning punch is not overtime',
      workday({ fingerprint: [at('2026-12-01', '07:25')] }),
      0,
    ],
    ['workday, 55 minutes is no hour', workday({ webOut: at('2026-12-01', '16:55') }), 0],
    ['workday, 1 h 59 min is one hour', workday({ webOut: at('2026-12-01', '17:59') }), 1],
    [
      'workday, past the planned end counts to the end',
      workday({ webOut: at('2026-12-01', '22:30') }),
      4,
    ],
    [
      'workday, check-in 17:00 without the day at work',
      workday({
        presentAtWork: false,
        webIn: at('2026-12-01', '17:00'),
        webOut: at('2026-12-01', '19:30'),
      }),
      2,
    ],
    [
      'workday, not at work and no check-in',
      workday({ presentAtWork: false, webOut: at('2026-12-01', '19:30') }),
      0,
    ],
    [
      'saturday, web 08:00–13:05',
      saturday({ webIn: at('2026-12-05', '08:00'), webOut: at('2026-12-05', '13:05') }),
      5,
    ],
    [
      'saturday, fingerprint 07:50 and 13:10',
      saturday({ fingerprint: [at('2026-12-05', '07:50'), at('2026-12-05', '13:10')] }),
      5,
    ],
    ['saturday, a single punch', saturday({ fingerprint: [at('2026-12-05', '08:00')] }), 0],
    ['saturday, checked in only', saturday({ webIn: at('2026-12-05', '08:00') }), 0],
  ])('%s → %i h', (_, evidence, hours) => {
    expect(overlapHours(workedSpan(evidence), evidence.planned)).toBe(hours);
  });
});

describe('overtime pay of a month', () => {
  const day = (
    date: string,
    hoursWorked: number,
    isWorkingDay = true,
    orderId = 1,
  ): OvertimeDay => ({
    orderId,
    date,
    isWorkingDay,
    hoursWorked,
  });

  it.each([
    // rules-next §3.3: gol III Tuesday 3 h × 30,000 + meal 37,000 = 127,000; PPh 5 % = 6,350.
    [
      'III, working day 3 h',
      'III',
      [day('2026-12-01', 3)],
      { hours: 3, overtime: 90_000, meal: 37_000, gross: 127_000, tax: 6_350, net: 120_650 },
    ],
    // Saturday 5 h × 60,000 (200 %) + 37,000 = 337,000.
    [
      'III, saturday 5 h',
      'III',
      [day('2026-12-05', 5, false)],
      { hours: 5, overtime: 300_000, meal: 37_000, gross: 337_000, tax: 16_850, net: 320_150 },
    ],
    // One hour: no meal money (under two consecutive hours); gol II pays no final tax.
    [
      'II, one hour',
      'II',
      [day('2026-12-01', 1)],
      { hours: 1, overtime: 24_000, meal: 0, gross: 24_000, tax: 0, net: 24_000 },
    ],
    // Exactly two hours: the meal threshold.
    [
      'I, two hours',
      'I',
      [day('2026-12-01', 2)],
      { hours: 2, overtime: 36_000, meal: 35_000, gross: 71_000, tax: 0, net: 71_000 },
    ],
    // gol IV, 2 h: 72,000 + 41,000 = 113,000; PPh 15 % = 16,950.
    [
      'IV, two hours',
      'IV',
      [day('2026-12-01', 2)],
      { hours: 2, overtime: 72_000, meal: 41_000, gross: 113_000, tax: 16_950, net: 96_050 },
    ],
    // The working-day cap (3 h): 5 h worked pays 3; the meal is still earned.
    [
      'III, working-day cap',
      'III',
      [day('2026-12-01', 5)],
      { hours: 3, overtime: 90_000, meal: 37_000, gross: 127_000, tax: 6_350, net: 120_650 },
    ],
    // The day-off cap (8 h) on a national holiday: 10 h worked pays 8 × 60,000.
    [
      'III, holiday cap',
      'III',
      [day('2026-12-25', 10, false)],
      { hours: 8, overtime: 480_000, meal: 37_000, gross: 517_000, tax: 25_850, net: 491_150 },
    ],
    // Zero hours pays nothing at all.
    [
      'III, no whole hour',
      'III',
      [day('2026-12-01', 0)],
      { hours: 0, overtime: 0, meal: 0, gross: 0, tax: 0, net: 0 },
    ],
  ] as const)('%s', (_, group, days, expected) => {
    const pay = payMonth(days, RATES[group], RULES);
    expect({
      hours: pay.hours,
      overtime: pay.overtimePay,
      meal: pay.mealPay,
      gross: pay.gross,
      tax: pay.tax,
      net: pay.net,
    }).toEqual(expected);
  });

  it('stops at the monthly cap, in date order', () => {
    // 14 working days of 3 h = 42 h against a cap of 40: the last day pays 1 h.
    const days = Array.from({ length: 14 }, (_, i) =>
      day(`2026-12-${String(i + 1).padStart(2, '0')}`, 3, true, i + 1),
    );
    const pay = payMonth([...days].reverse(), RATES.II, RULES);
    expect(pay.hours).toBe(40);
    expect(pay.days.map((d) => d.hoursPaid).slice(-2)).toEqual([3, 1]);
    expect(pay.overtimePay).toBe(40 * 24_000);
    expect(pay.mealPay).toBe(14 * 35_000);
  });

  it('pays the meal once a day, even with two orders that day', () => {
    const pay = payMonth(
      [day('2026-12-01', 2, true, 1), day('2026-12-01', 2, true, 2)],
      RATES.III,
      { ...RULES, maxHoursWorkday: 8 },
    );
    expect(pay.mealPay).toBe(37_000);
    expect(pay.hours).toBe(4);
  });

  it('takes the caps and the holiday rate as data', () => {
    const pay = payMonth([day('2026-12-05', 4, false)], RATES.III, {
      ...RULES,
      maxHoursHoliday: 3,
      holidayPercent: 150,
      mealMinHours: 4,
    });
    expect(pay.hours).toBe(3);
    expect(pay.overtimePay).toBe(3 * 45_000);
    expect(pay.mealPay).toBe(37_000);
  });
});
