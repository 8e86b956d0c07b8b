import { describe, expect, it } from 'vitest';
import { lineBadge, periodMonths, sendProblems, spreadTargets } from './kontrak.rules.ts';

const q = (rows: { quantity: number }[]) => rows.map((r) => r.quantity);

describe('spreadTargets (worked examples, docs/kinerja.md)', () => {
  it.each([
    // quantity, months, weights, expected
    { quantity: 12, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], expected: Array(12).fill(1) },
    { quantity: 10, months: [1, 2, 3, 4], expected: [2, 2, 3, 3] },
    { quantity: 100, months: [1, 2, 3], expected: [33, 33, 34] },
    { quantity: 1, months: [1, 2, 3], expected: [0.33, 0.33, 0.34] },
    {
      quantity: 5,
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      expected: [0.41, 0.41, 0.41, 0.41, 0.42, 0.42, 0.42, 0.42, 0.42, 0.42, 0.42, 0.42],
    },
    { quantity: 2.5, months: [6, 7], expected: [1.25, 1.25] },
    { quantity: 0, months: [1, 2], expected: [0, 0] },
    // By working days: 20, 20, 10 days → 40, 40, 20 %.
    { quantity: 50, months: [1, 2, 3], weights: [20, 20, 10], expected: [20, 20, 10] },
    { quantity: 10, months: [1, 2, 3], weights: [21, 19, 22], expected: [3, 3, 4] },
    // No working day in any month: even.
    { quantity: 4, months: [1, 2], weights: [0, 0], expected: [2, 2] },
  ])('$quantity over $months ($weights) → $expected', ({ quantity, months, weights, expected }) => {
    const out = spreadTargets(quantity, months, weights);
    expect(out.map((t) => t.month)).toEqual(months);
    expect(q(out)).toEqual(expected);
    const total = out.reduce((s, t) => s + Math.round(t.quantity * 100), 0);
    expect(total).toBe(Math.round(quantity * 100));
  });
});

describe('lineBadge', () => {
  const base = { dutyKind: 'utama' as const, quantity: 12, quality: 100, months: 12, weight: 50 };
  it.each([
    { line: base, targets: [], badge: 'BELUM BREAKDOWN' },
    { line: base, targets: [{ quantity: 6 }, { quantity: 6 }], badge: 'LENGKAP' },
    { line: base, targets: [{ quantity: 6 }, { quantity: 5 }], badge: 'BELUM BREAKDOWN' },
    { line: { ...base, quantity: 0 }, targets: [], badge: 'LENGKAPI DATA' },
    { line: { ...base, quality: 0 }, targets: [], badge: 'LENGKAPI DATA' },
    { line: { ...base, months: 0 }, targets: [], badge: 'LENGKAPI DATA' },
    { line: { ...base, weight: 0 }, targets: [], badge: 'LENGKAPI DATA' },
    {
      line: { ...base, dutyKind: 'tambahan' as const, weight: 0 },
      targets: [{ quantity: 12 }],
      badge: 'LENGKAP',
    },
  ])('$line → $badge', ({ line, targets, badge }) => {
    expect(lineBadge(line, targets)).toBe(badge);
  });
});

describe('sendProblems: weights of the main lines add up to 100 %', () => {
  const line = (weight: number, dutyKind: 'utama' | 'tambahan' = 'utama') => ({
    dutyKind,
    quantity: 1,
    quality: 100,
    months: 1,
    weight,
    badge: 'LENGKAP' as const,
    name: 'x',
  });
  it.each([
    { weights: [60, 40], ok: true },
    { weights: [33.33, 33.33, 33.34], ok: true },
    { weights: [60, 30], ok: false },
    { weights: [60, 50], ok: false },
  ])('$weights → sendable $ok', ({ weights, ok }) => {
    const problems = sendProblems({ lines: [...weights.map((w) => line(w)), line(0, 'tambahan')] });
    expect(problems.length === 0).toBe(ok);
  });
  it('needs at least one main line', () => {
    expect(sendProblems({ lines: [] })).toContain('Kontrak belum memiliki uraian kegiatan.');
    expect(sendProblems({ lines: [line(0, 'tambahan')] })).toContain(
      'Kontrak harus memiliki minimal satu tugas utama.',
    );
  });
});

describe('periodMonths', () => {
  it('lists the months of the period, the first n when asked', () => {
    expect(periodMonths('2027-01-01', '2027-12-31')).toHaveLength(12);
    expect(periodMonths('2027-07-01', '2027-12-31', 3)).toEqual([7, 8, 9]);
  });
});
