import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDays,
  computeBalance,
  contiguousYears,
  DEFAULT_PARAMS,
  eligibleFrom,
  type YearFacts,
} from './balance.rules.ts';

type Year = Partial<Omit<YearFacts, 'year' | 'params'>>;

/** Folds the given years (first year first) for someone entitled from `entitledFrom`. */
function balance(years: Record<number, Year>, year: number, entitledFrom = 2000) {
  const given = new Map(Object.entries(years).map(([y, f]) => [Number(y), f]));
  const first = Math.min(...given.keys(), year);
  const facts = contiguousYears(first, year, given, (y) => ({
    entitled: y >= entitledFrom,
    params: DEFAULT_PARAMS,
  }));
  return computeBalance(facts, year);
}

describe('cuti tahunan balance: worked examples (docs/cuti.md)', () => {
  const cases: {
    name: string;
    years: Record<number, Year>;
    year: number;
    entitledFrom?: number;
    expected: Partial<ReturnType<typeof balance>>;
  }[] = [
    {
      name: 'first year of service: no entitlement yet',
      years: { 2025: {} },
      year: 2025,
      entitledFrom: 2026,
      expected: { entitlement: 0, carriedOver: 0, available: 0, remaining: 0 },
    },
    {
      name: 'the year one year of service is reached: 12 days, nothing carried from the year before',
      years: { 2025: {} },
      year: 2026,
      entitledFrom: 2026,
      expected: { entitlement: 12, carriedOver: 0, available: 12, remaining: 12 },
    },
    {
      name: 'the first year with history starts with nothing carried',
      years: { 2026: {} },
      year: 2026,
      expected: { entitlement: 12, carriedOver: 0, available: 12 },
    },
    {
      name: '4 days taken last year: 8 left, at most 6 carried, total 18',
      years: { 2025: { taken: 4 }, 2026: {} },
      year: 2026,
      expected: { carriedN1: 6, carriedN2: 0, available: 18, remaining: 18 },
    },
    {
      name: '10 days taken last year: the 2 left carry',
      years: { 2025: { taken: 10 }, 2026: { taken: 3 } },
      year: 2026,
      expected: { carriedOver: 2, available: 14, taken: 3, remaining: 11 },
    },
    {
      name: 'unused one year: 18, not 24',
      years: { 2024: { taken: 12 }, 2025: {}, 2026: {} },
      year: 2026,
      expected: { carriedN1: 6, carriedN2: 0, available: 18 },
    },
    {
      name: 'unused two years running: 24 (12 + 6 + 6)',
      years: { 2024: {}, 2025: {}, 2026: {} },
      year: 2026,
      expected: { carriedN1: 6, carriedN2: 6, carriedOver: 12, available: 24 },
    },
    {
      name: 'unused three years running: still 24',
      years: { 2022: {}, 2023: {}, 2024: {}, 2025: {}, 2026: {} },
      year: 2026,
      expected: { available: 24 },
    },
    {
      name: 'two days taken the year before last: no 24, back to 18',
      years: { 2024: { taken: 2 }, 2025: {}, 2026: {} },
      year: 2026,
      expected: { carriedN2: 0, available: 18 },
    },
    {
      name: 'a pending request also counts as use for the 24 rule',
      years: { 2024: {}, 2025: { pending: 1 }, 2026: {} },
      year: 2026,
      expected: { carriedN1: 6, carriedN2: 0, available: 18 },
    },
    {
      name: 'used oldest first: 8 of 18 taken eats the 6 carried, 10 own days left → 6 carried on',
      years: { 2025: {}, 2026: { taken: 8 }, 2027: {} },
      year: 2027,
      expected: { carriedN1: 6, available: 18 },
    },
    {
      name: 'pending days reduce what remains, not what is available',
      years: { 2026: { taken: 2, pending: 3 } },
      year: 2026,
      expected: { available: 12, taken: 2, pending: 3, remaining: 7 },
    },
    {
      name: 'deferred (ditangguhkan) last year: added on top',
      years: { 2025: { deferredOut: 4 }, 2026: {} },
      year: 2026,
      expected: { deferred: 4, carriedN1: 6, available: 22 },
    },
    {
      name: 'deferred days leave the year they were asked in',
      years: { 2026: { taken: 2, deferredOut: 4 } },
      year: 2026,
      expected: { deferredOut: 4, remaining: 6 },
    },
    {
      name: 'deferred on top of 24 is capped at 24',
      years: { 2024: {}, 2025: { deferredOut: 0 }, 2026: {} },
      year: 2026,
      expected: { available: 24, deferred: 0 },
    },
    {
      name: 'cuti besar this year removes the year’s 12 days; carried days stay',
      years: { 2025: { taken: 6 }, 2026: { cutiBesar: true } },
      year: 2026,
      expected: { entitlement: 0, carriedOver: 6, available: 6, cutiBesar: true },
    },
    {
      name: 'the year after cuti besar: 12 again, nothing of the cuti besar year carried',
      years: { 2025: { taken: 12 }, 2026: { cutiBesar: true }, 2027: {} },
      year: 2027,
      expected: { entitlement: 12, carriedOver: 0, available: 12 },
    },
    {
      name: 'worked on two cuti bersama days: 2 days added',
      years: { 2026: { duty: 2 } },
      year: 2026,
      expected: { entitlement: 12, duty: 2, available: 14, remaining: 14 },
    },
    {
      name: 'opening balance recorded mid-year: its carry and days taken replace the history',
      years: {
        2024: { taken: 12 },
        2025: {},
        2026: { opening: { carriedOver: 5, taken: 3 }, taken: 2 },
      },
      year: 2026,
      expected: { carriedOver: 5, available: 17, taken: 5, remaining: 12 },
    },
  ];

  it.each(cases)('$name', ({ years, year, entitledFrom, expected }) => {
    expect(balance(years, year, entitledFrom)).toMatchObject(expected);
  });

  it('caps follow the year’s parameters when an admin changes them', () => {
    const params = { ...DEFAULT_PARAMS, maxCarryPerYear: 3, maxTotal: 14 };
    const facts = contiguousYears(2025, 2026, new Map(), () => ({ entitled: true, params }));
    expect(computeBalance(facts, 2026)).toMatchObject({ carriedOver: 2, available: 14 });
  });
});

describe('dates', () => {
  it.each([
    ['2025-03-01', 12, '2026-03-01'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-11-30', 3, '2026-02-28'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('one year of service is counted from TMT CPNS', () => {
    expect(eligibleFrom('2025-03-01', 12)).toBe('2026-03-01');
    expect(eligibleFrom(null, 12)).toBeNull();
  });

  it('counts calendar days with both ends', () => {
    expect(calendarDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(calendarDays('2026-02-01', '2026-03-01')).toBe(29);
  });
});
