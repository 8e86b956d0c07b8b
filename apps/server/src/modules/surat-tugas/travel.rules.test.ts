import { describe, expect, it } from 'vitest';
import {
  settlementBalance,
  spjDueDate,
  travellerGrade,
  weekday,
  withholding,
} from './travel.rules.ts';

describe('spjDueDate (5 working days after the return)', () => {
  it.each([
    // Wed 9 Dec 2026 → Thu 10, Fri 11, Mon 14, Tue 15, Wed 16.
    ['2026-12-09', '2026-12-16'],
    // Fri 11 Dec → Mon 14 … Fri 18.
    ['2026-12-11', '2026-12-18'],
    // Sat 12 Dec (returned on a weekend) → Mon 14 … Fri 18.
    ['2026-12-12', '2026-12-18'],
    // Across the year end.
    ['2026-12-30', '2027-01-06'],
  ])('returned %s → due %s', (ret, due) => {
    expect(spjDueDate(ret, weekday)).toBe(due);
  });

  it('skips holidays of the calendar', () => {
    const holiday = (d: string) => weekday(d) && d !== '2026-12-25';
    // Tue 22 Dec → Wed 23, Thu 24, (Fri 25 holiday), Mon 28, Tue 29, Wed 30.
    expect(spjDueDate('2026-12-22', holiday)).toBe('2026-12-30');
  });
});

describe('travellerGrade', () => {
  it.each([
    ['II.a', 'IV', { officialRank: 'eselon_ii', golongan: 'IV' }],
    ['III.b', 'III', { officialRank: 'eselon_iii', golongan: 'III' }],
    [null, 'II', { officialRank: null, golongan: 'II' }],
    [null, null, { officialRank: null, golongan: null }],
    ['X', 'V', { officialRank: null, golongan: null }],
  ] as const)('echelon %s, group %s', (echelon, group, grade) => {
    expect(travellerGrade(echelon, group)).toEqual(grade);
  });
});

describe('settlementBalance (perhitungan rampung)', () => {
  it.each([
    // Example 1 with a hotel bill of 1,300,000: 1,590,000 + 1,300,000 = 2,890,000.
    [2_890_000, 2_000_000, 890_000, 'lunas', 890_000, 0],
    [2_890_000, 3_050_000, -160_000, 'menunggu_pengembalian', 0, 160_000],
    [3_050_000, 3_050_000, 0, 'lunas', 0, 0],
    [2_696_000, 0, 2_696_000, 'lunas', 2_696_000, 0],
  ] as const)('settled %d, advance %d', (settled, advance, balance, state, pay, returns) => {
    expect(settlementBalance(settled, advance)).toEqual({ balance, state, pay, returns });
  });
});

describe('withholding (PPh on a payment)', () => {
  it.each([
    // Travel costs of a civil servant: no PPh 21, the net is the gross.
    [890_000, 0, 890_000, null],
    // An honorarium with 5 % PPh 21 withheld by the bendahara.
    [1_000_000, 50_000, 950_000, null],
    // All of it withheld (the upper bound).
    [200_000, 200_000, 0, null],
    [200_000, 200_001, -1, 'PPh tidak boleh melebihi jumlah yang dibayar (Rp200.000)'],
    [200_000, -1, 200_001, 'PPh tidak boleh negatif'],
    [200_000, 0.5, 199_999.5, 'PPh harus rupiah bulat'],
    // Nothing to pay (a settlement with a balance to return): only 0 can be withheld.
    [0, 0, 0, null],
    [0, 1, -1, 'PPh tidak boleh melebihi jumlah yang dibayar (Rp0)'],
  ] as const)('gross %d, PPh %d → net %d', (gross, pph, net, problem) => {
    expect(withholding(gross, pph)).toEqual({ gross, pph, net, problem });
  });
});
