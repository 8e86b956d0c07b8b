import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  type PatternAssignment,
  type PatternCycle,
  patternDayOn,
} from './work-pattern.rules.ts';

const PPSSMMLL: PatternCycle = { id: 1, cycle: ['P', 'P', 'S', 'S', 'M', 'M', 'L', 'L'] };
const PSL: PatternCycle = { id: 2, cycle: ['P', 'S', 'L'] };
const PATTERNS = [PPSSMMLL, PSL];

describe('patternDayOn', () => {
  const cases: {
    name: string;
    assignments: PatternAssignment[];
    date: string;
    expected: string | null;
    cycleDay?: number | null;
  }[] = [
    { name: 'no assignment: office hours', assignments: [], date: '2026-03-01', expected: null },
    {
      name: 'day 0 is the start date',
      assignments: [{ patternId: 1, startDate: '2026-03-01' }],
      date: '2026-03-01',
      expected: 'P',
      cycleDay: 0,
    },
    {
      name: 'day 4 of the cycle',
      assignments: [{ patternId: 1, startDate: '2026-03-01' }],
      date: '2026-03-05',
      expected: 'M',
      cycleDay: 4,
    },
    {
      name: 'last day of the cycle is a day off',
      assignments: [{ patternId: 1, startDate: '2026-03-01' }],
      date: '2026-03-08',
      expected: 'L',
      cycleDay: 7,
    },
    {
      name: 'the cycle wraps to day 0',
      assignments: [{ patternId: 1, startDate: '2026-03-01' }],
      date: '2026-03-09',
      expected: 'P',
      cycleDay: 0,
    },
    {
      name: 'wraps across a month and a leap day',
      assignments: [{ patternId: 2, startDate: '2028-02-27' }],
      // 27 Feb → 1 Mar 2028 is 3 days (29 Feb exists): day 3 mod 3 = 0.
      date: '2028-03-01',
      expected: 'P',
      cycleDay: 0,
    },
    {
      name: 'a date before the start: office hours (no negative offsets)',
      assignments: [{ patternId: 1, startDate: '2026-03-10' }],
      date: '2026-03-09',
      expected: null,
      cycleDay: null,
    },
    {
      name: 'a later assignment overrides from its own start',
      assignments: [
        { patternId: 1, startDate: '2026-03-01' },
        { patternId: 2, startDate: '2026-03-05' },
      ],
      date: '2026-03-06',
      expected: 'S',
      cycleDay: 1,
    },
    {
      name: 'before the later assignment, the earlier one holds',
      assignments: [
        { patternId: 2, startDate: '2026-03-05' },
        { patternId: 1, startDate: '2026-03-01' },
      ],
      date: '2026-03-04',
      expected: 'S',
      cycleDay: 3,
    },
    {
      name: "'kembali ke jam kantor' ends a pattern",
      assignments: [
        { patternId: 1, startDate: '2026-03-01' },
        { patternId: null, startDate: '2026-03-03' },
      ],
      date: '2026-03-20',
      expected: null,
      cycleDay: null,
    },
    {
      name: 'a pattern after office hours starts its own day 0',
      assignments: [
        { patternId: null, startDate: '2026-03-01' },
        { patternId: 2, startDate: '2026-03-10' },
      ],
      date: '2026-03-12',
      expected: 'L',
      cycleDay: 2,
    },
    {
      name: 'a request not in force is ignored',
      assignments: [
        { patternId: 1, startDate: '2026-03-01' },
        { patternId: 2, startDate: '2026-03-02', effective: false },
      ],
      date: '2026-03-03',
      expected: 'S',
      cycleDay: 2,
    },
    {
      name: 'same start date: the newer row (higher id) wins',
      assignments: [
        { id: 9, patternId: 2, startDate: '2026-03-01' },
        { id: 4, patternId: 1, startDate: '2026-03-01' },
      ],
      date: '2026-03-02',
      expected: 'S',
      cycleDay: 1,
    },
    {
      name: 'an unknown pattern reads as office hours',
      assignments: [{ patternId: 99, startDate: '2026-03-01' }],
      date: '2026-03-02',
      expected: null,
    },
    {
      name: 'far from the start (a year later)',
      assignments: [{ patternId: 1, startDate: '2025-03-01' }],
      // 365 days; 365 mod 8 = 5.
      date: '2026-03-01',
      expected: 'M',
      cycleDay: 5,
    },
  ];

  it.each(cases)('$name', ({ assignments, date, expected, cycleDay }) => {
    const result = patternDayOn(assignments, PATTERNS, date);
    expect(result.shiftCode).toBe(expected);
    if (cycleDay !== undefined) expect(result.cycleDay).toBe(cycleDay);
  });

  it('takes the patterns as a map by id too', () => {
    const byId = new Map(PATTERNS.map((p) => [p.id, p]));
    expect(
      patternDayOn([{ patternId: 2, startDate: '2026-01-01' }], byId, '2026-01-02'),
    ).toMatchObject({ shiftCode: 'S', cycleDay: 1 });
  });
});

describe('date arithmetic', () => {
  it.each([
    ['2026-03-01', '2026-03-01', 0],
    ['2026-03-01', '2026-02-28', -1],
    ['2025-12-31', '2026-01-01', 1],
    ['2028-02-28', '2028-03-01', 2],
  ])('daysBetween(%s, %s) = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
  });
});
