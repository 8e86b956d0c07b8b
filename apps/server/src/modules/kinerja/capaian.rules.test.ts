/**
 * Worked examples of the capaian formula (docs/kinerja.md uses the same numbers). Pure: no
 * database, no HTTP.
 */
import { describe, expect, it } from 'vitest';
import {
  type CapaianAdditionalInput,
  type CapaianCapRow,
  type CapaianMainLineInput,
  type CapaianMonthInput,
  type CapaianRules,
  computeCapaian,
  deadlineOf,
  type KinerjaMonthRow,
  NO_CAPAIAN_RULES,
  resolveCapaianRules,
  rewardPunishment,
  round2,
  staffCategoryOf,
} from './capaian.rules.ts';

/** A line with one month's target and approved values (March unless said). */
function line(
  id: number,
  bobot: number,
  target: number,
  approved: number | null,
  quality: number | null = 100,
  extra: Partial<CapaianMainLineInput> = {},
): CapaianMainLineInput {
  return {
    line_id: id,
    name: `Uraian ${id}`,
    bobot,
    is_cumulative: false,
    target_quality: 100,
    targets: target > 0 ? [{ month: 3, quantity: target }] : [],
    realisations:
      approved === null
        ? []
        : [{ month: 3, approved_quantity: approved, approved_quality: quality }],
    ...extra,
  };
}

const extraDuty = (
  id: number,
  points: number,
  quantity: number | null,
): CapaianAdditionalInput => ({
  line_id: id,
  name: `Tugas tambahan ${id}`,
  points,
  approved_quantity: quantity,
});

function month(over: Partial<CapaianMonthInput> = {}): CapaianMonthInput {
  return {
    year: 2027,
    month: 3,
    category: 'pegawai',
    status: 'disetujui',
    sent_on: null,
    main_lines: [],
    additional_lines: [],
    rules: NO_CAPAIAN_RULES,
    ...over,
  };
}

const rules = (over: Partial<CapaianRules>): CapaianRules => ({ ...NO_CAPAIAN_RULES, ...over });

/** Example 1 of docs/kinerja.md: two lines, 60 and 40. */
const EXAMPLE_1 = [line(1, 60, 4, 3, 90), line(2, 40, 10, 12, 100)];

describe('capaian utama: weights and the per-line achievement', () => {
  it.each([
    // [case, lines, utama]
    ['example 1: 60 % at 82.5 and 40 % at 100 (over-achievement capped)', EXAMPLE_1, 89.5],
    ['every line met exactly', [line(1, 50, 2, 2), line(2, 50, 8, 8)], 100],
    ['quantity met, quality 80 % of target', [line(1, 100, 5, 5, 80)], 90],
    ['quantity half, quality full', [line(1, 100, 4, 2, 100)], 75],
    ['nothing approved yet', [line(1, 100, 4, null)], 0],
    ['approved quantity 0: nothing delivered has no quality either', [line(1, 100, 4, 0, 100)], 0],
    [
      'quality target 90 %: approved 90 % is full quality',
      [line(1, 100, 4, 4, 90, { target_quality: 90 })],
      100,
    ],
    [
      'quality not given with the approval: read as the target quality',
      [line(1, 100, 4, 2, null)],
      75,
    ],
    ['no lines at all', [], 0],
  ] as const)('%s → utama %d', (_, lines, utama) => {
    expect(computeCapaian(month({ main_lines: lines })).utama).toBe(utama);
  });

  it('returns each line with its figures, weight share and contribution (example 1)', () => {
    const result = computeCapaian(month({ main_lines: EXAMPLE_1 }));
    expect(result.lines).toEqual([
      {
        kind: 'utama',
        line_id: 1,
        name: 'Uraian 1',
        is_cumulative: false,
        bobot: 60,
        counted: true,
        reason: null,
        target_quantity: 4,
        approved_quantity: 3,
        target_quality: 100,
        approved_quality: 90,
        quantity_percent: 75,
        quality_percent: 90,
        achievement_percent: 82.5,
        weight_percent: 60,
        contribution: 49.5,
      },
      expect.objectContaining({
        line_id: 2,
        quantity_percent: 120,
        achievement_percent: 100,
        weight_percent: 40,
        contribution: 40,
      }),
    ]);
  });

  it.each([
    // [case, formula, utama]
    ['quantity only (quality_weight 0)', { quality_weight: 0 }, 85],
    ['quality only (quality_weight 1)', { quality_weight: 1 }, 94],
    ['over-achievement up to 120 % per line', { line_max_percent: 120 }, 93.5],
  ])('formula coefficients are data: %s → %d', (_, formula, utama) => {
    // Line 1: 75 % quantity, 90 % quality; line 2: 120 % quantity, 100 % quality.
    expect(computeCapaian(month({ main_lines: EXAMPLE_1, formula })).utama).toBe(utama);
  });

  it('weights by bobot × points when the institution weights by the uraian points', () => {
    // 60 × 1 point at 82.5 and 40 × 3 points at 100: (4950 + 12000) / 180 = 94.1666…
    const lines = [line(1, 60, 4, 3, 90, { points: 1 }), line(2, 40, 10, 12, 100, { points: 3 })];
    const result = computeCapaian(
      month({ main_lines: lines, formula: { line_weighting: 'bobot_x_points' } }),
    );
    expect(result.utama).toBe(94.17);
  });
});

describe('cumulative lines: running totals up to the month', () => {
  // Targets 2 a month from January; approved 1 (100 %) in January, nothing in February,
  // 4 (80 %) in March.
  const base: CapaianMainLineInput = {
    line_id: 7,
    name: 'Membimbing tugas akhir',
    bobot: 100,
    is_cumulative: true,
    target_quality: 100,
    targets: [1, 2, 3, 4].map((m) => ({ month: m, quantity: 2 })),
    realisations: [
      { month: 1, approved_quantity: 1, approved_quality: 100 },
      { month: 3, approved_quantity: 4, approved_quality: 80 },
    ],
  };

  it.each([
    // [month, cumulative, target, approved, quality, achievement, reason]
    [1, true, 2, 1, 100, 75, null],
    [2, true, 4, 1, 100, 62.5, null], // no realisation in February, judged on the running total
    [3, true, 6, 5, 84, 83.67, null], // (5/6 = 83.33 + (1×100 + 4×80)/5 = 84) / 2
    [4, true, 8, 5, 84, 73.25, null],
    [3, false, 2, 4, 80, 90, null], // the same line judged on March alone: 200 % → 100, 80 %
    [2, false, 2, 0, 0, 0, 'not_realised'],
  ] as const)(
    'month %i, cumulative %s: target %d, approved %d, quality %d → %d',
    (m, isCumulative, target, approved, quality, achievement, reason) => {
      const result = computeCapaian(
        month({ month: m, main_lines: [{ ...base, is_cumulative: isCumulative }] }),
      );
      expect(result.lines[0]).toMatchObject({
        target_quantity: target,
        approved_quantity: approved,
        approved_quality: quality,
        achievement_percent: achievement,
        reason,
      });
      expect(result.utama).toBe(achievement);
    },
  );
});

describe('missing months', () => {
  it.each([
    // [case, lines, utama, reasons]
    [
      'a line without a target this month does not count; the others carry the weight',
      [line(1, 60, 4, 4), line(2, 40, 0, null)],
      100,
      [null, 'no_target'],
    ],
    [
      'a target without realisation counts as 0',
      [line(1, 60, 4, 4), line(3, 40, 5, null)],
      60,
      [null, 'not_realised'],
    ],
    [
      'no line has a target this month',
      [line(1, 60, 0, null), line(2, 40, 0, null)],
      0,
      ['no_target', 'no_target'],
    ],
    [
      'a realisation in a month without target counts for nothing',
      [line(1, 100, 0, 5)],
      0,
      ['no_target'],
    ],
  ] as const)('%s', (_, lines, utama, reasons) => {
    const result = computeCapaian(month({ main_lines: lines }));
    expect(result.utama).toBe(utama);
    expect(result.lines.map((l) => l.reason)).toEqual(reasons);
    const uncounted = result.lines.filter((l) => !l.counted);
    expect(uncounted.every((l) => l.kind === 'utama' && l.weight_percent === 0)).toBe(true);
  });
});

describe('capaian tambahan', () => {
  // 2 points × 3 + 1.5 points × 1 = 7.5; the third is not approved.
  const duties = [extraDuty(11, 2, 3), extraDuty(12, 1.5, 1), extraDuty(13, 5, null)];

  it.each([
    // [case, main lines, rules, tambahan, counted, gate, capped_total]
    ['no settings: counts in full', EXAMPLE_1, {}, 7.5, 7.5, 'counted', 97],
    [
      'minimum 80 % of utama, utama 89.5: counts',
      EXAMPLE_1,
      { main_required: true, main_min_percent: 80 },
      7.5,
      7.5,
      'counted',
      97,
    ],
    [
      'minimum 80 %, utama 60: does not count',
      [line(1, 60, 4, 4), line(3, 40, 5, null)],
      { main_required: true, main_min_percent: 80 },
      7.5,
      0,
      'below_main_minimum',
      60,
    ],
    [
      'minimum exactly reached (utama 89.5, minimum 89.5): counts',
      EXAMPLE_1,
      { main_required: true, main_min_percent: 89.5 },
      7.5,
      7.5,
      'counted',
      97,
    ],
    [
      'utama 60 but the minimum is off: counts',
      [line(1, 60, 4, 4), line(3, 40, 5, null)],
      { main_required: false, main_min_percent: 80 },
      7.5,
      7.5,
      'counted',
      67.5,
    ],
    ['capped at 5 %', EXAMPLE_1, { additional_max_percent: 5 }, 7.5, 5, 'capped', 94.5],
    [
      'minimum met and capped at 5 %',
      EXAMPLE_1,
      { main_required: true, main_min_percent: 80, additional_max_percent: 5 },
      7.5,
      5,
      'capped',
      94.5,
    ],
    ['cap 0: never counts', EXAMPLE_1, { additional_max_percent: 0 }, 7.5, 0, 'capped', 89.5],
  ] as const)('%s', (_, mainLines, over, tambahan, counted, gate, capped) => {
    const result = computeCapaian(
      month({ main_lines: mainLines, additional_lines: duties, rules: rules(over) }),
    );
    expect(result.tambahan).toBe(tambahan);
    expect(result.applied.tambahan_counted).toBe(counted);
    expect(result.applied.tambahan_gate).toBe(gate);
    expect(result.capped_total).toBe(capped);
    // total never applies the gate or the caps.
    expect(result.total).toBe(result.utama + tambahan);
  });

  it('lists each duty with its points and contribution; unapproved ones count nothing', () => {
    const result = computeCapaian(month({ additional_lines: duties }));
    expect(
      result.lines.map((l) => [l.kind, l.line_id, l.counted, l.reason, l.contribution]),
    ).toEqual([
      ['tambahan', 11, true, null, 6],
      ['tambahan', 12, true, null, 1.5],
      ['tambahan', 13, false, 'not_approved', 0],
    ]);
  });

  it('points become percent through a coefficient (0.5 % a point)', () => {
    const result = computeCapaian(
      month({ additional_lines: duties, formula: { additional_percent_per_point: 0.5 } }),
    );
    expect(result.tambahan).toBe(3.75);
  });
});

describe('reward and punishment', () => {
  // March 2027: deadline the 5th of the next month, +2 % on time, −1 % a day late up to −5 %.
  const deadlineRules = rules({
    deadline_day: 5,
    deadline_next_month: true,
    reward_percent: 2,
    punishment_per_day_percent: 1,
    punishment_max_percent: 5,
  });

  it.each([
    // [sent on, percent, timing, days late]
    ['2027-03-31', 2, 'on_time', 0],
    ['2027-04-03', 2, 'on_time', 0],
    ['2027-04-05', 2, 'on_time', 0], // on the deadline day itself
    ['2027-04-06', -1, 'late', 1],
    ['2027-04-08', -3, 'late', 3],
    ['2027-04-10', -5, 'late', 5],
    ['2027-04-20', -5, 'late', 15], // capped at 5 %
    [null, 0, 'not_sent', 0],
  ] as const)('sent %s → %d (%s, %i days late)', (sentOn, percent, timing, daysLate) => {
    const result = computeCapaian(
      month({ main_lines: EXAMPLE_1, sent_on: sentOn, rules: deadlineRules }),
    );
    expect(result.reward_punishment).toBe(percent);
    expect(result.applied).toMatchObject({
      send_timing: timing,
      deadline: '2027-04-05',
      days_late: daysLate,
    });
    expect(result.total).toBe(round2(89.5 + percent));
  });

  it.each([
    // [case, rules, sent on, percent]
    ['no deadline: nothing added or taken', {}, '2027-05-30', 0],
    ['punishment without a cap', { punishment_max_percent: null }, '2027-04-20', -15],
    ['no punishment configured', { punishment_per_day_percent: 0 }, '2027-04-20', 0],
    ['deadline in the same month', { deadline_next_month: false }, '2027-04-01', -5],
  ])('%s', (_, over, sentOn, percent) => {
    const applied = Object.keys(over).length === 0 ? NO_CAPAIAN_RULES : deadlineRules;
    const result = computeCapaian(
      month({ main_lines: EXAMPLE_1, sent_on: sentOn, rules: { ...applied, ...over } }),
    );
    expect(result.reward_punishment).toBe(percent);
  });

  it.each([
    // [year, month, day, next month, deadline]
    [2027, 3, 5, true, '2027-04-05'],
    [2027, 12, 10, true, '2028-01-10'], // December's deadline is in the next year
    [2027, 1, 31, true, '2027-02-28'], // a day past the month's end is its last day
    [2028, 1, 31, true, '2028-02-29'], // leap year
    [2027, 2, 31, false, '2027-02-28'],
    [2027, 4, 31, false, '2027-04-30'],
  ])('deadline of %i-%i, day %i (next month %s) is %s', (y, m, day, next, expected) => {
    expect(deadlineOf(y, m, { deadline_day: day, deadline_next_month: next })).toBe(expected);
  });

  it('a punishment never takes the final capaian below the floor', () => {
    const result = computeCapaian(
      month({ main_lines: [line(1, 100, 4, 1, 0)], sent_on: '2027-04-20', rules: deadlineRules }),
    );
    // utama: quantity 25 %, quality 0 % → 12.5; punishment −5 → 7.5.
    expect([result.utama, result.reward_punishment, result.capped_total]).toEqual([12.5, -5, 7.5]);
    const nothing = computeCapaian(
      month({ main_lines: [line(1, 100, 4, null)], sent_on: '2027-04-20', rules: deadlineRules }),
    );
    expect([nothing.total, nothing.capped_total]).toEqual([-5, 0]);
  });

  it('returns the reward as a function of its own too', () => {
    expect(rewardPunishment(2027, 3, '2027-04-07', deadlineRules)).toEqual({
      percent: -2,
      timing: 'late',
      deadline: '2027-04-05',
      daysLate: 2,
    });
  });
});

describe('caps per staff category', () => {
  // utama 100 (one line met), tambahan 10, reward 2: 112 before the caps.
  const input = (over: Partial<CapaianMonthInput> = {}) =>
    month({
      main_lines: [line(1, 100, 4, 4)],
      additional_lines: [extraDuty(11, 10, 1)],
      sent_on: '2027-04-01',
      ...over,
    });
  const withCap = (cap: number | null) =>
    rules({ category_max_percent: cap, deadline_day: 5, reward_percent: 2 });

  it.each([
    // [category, cap, capped_total]
    ['pegawai', 100, 100],
    ['pegawai', 105, 105],
    ['dosen', 110, 110],
    ['direktur', 120, 112], // under the cap: nothing taken
    ['pegawai', null, 112], // no cap configured
  ] as const)('%s with cap %s → %d', (category, cap, capped) => {
    const result = computeCapaian(input({ category, rules: withCap(cap) }));
    expect(result.total).toBe(112);
    expect(result.capped_total).toBe(capped);
    expect(result.category).toBe(category);
    expect(result.applied.category_max_percent).toBe(cap);
  });

  it.each([
    // [cap applies to, line max, capped_total]
    ['total', 100, 105],
    ['utama', 100, 112], // utama 100 is under 105; tambahan and reward come on top
    ['total', 120, 105],
    ['utama', 120, 117], // utama 120 → 105, + 10 + 2
  ] as const)('cap 105 applied to %s, lines up to %d %% → %d', (appliesTo, lineMax, capped) => {
    const over = [{ ...line(1, 100, 4, 5, 120) }];
    const result = computeCapaian(
      input({
        main_lines: over,
        rules: withCap(105),
        formula: { category_cap_applies_to: appliesTo, line_max_percent: lineMax },
      }),
    );
    expect(result.capped_total).toBe(capped);
  });
});

describe('rounding to 2 decimals', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [0.125, 0.13],
    [89.999, 90],
    [33.333333, 33.33],
    [66.666666, 66.67],
  ])('round2(%d) = %d', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });

  it('rounds each part once and adds the rounded parts, so the figures add up', () => {
    // utama 1/3 of target → 33.3333 → 33.33; tambahan 0.3349 → 0.33.
    // The exact sum 33.6682 would round to 33.67; the answer adds the parts: 33.66.
    const result = computeCapaian(
      month({
        main_lines: [line(1, 100, 3, 1)],
        additional_lines: [extraDuty(11, 0.3349, 1)],
        formula: { quality_weight: 0 },
      }),
    );
    expect([result.utama, result.tambahan, result.total, result.capped_total]).toEqual([
      33.33, 0.33, 33.66, 33.66,
    ]);
    expect(result.lines[0]).toMatchObject({ quantity_percent: 33.33, contribution: 33.33 });
  });

  it('weights of thirds: each line shown rounded, utama from the exact figures', () => {
    const lines = [line(1, 1, 3, 1), line(2, 1, 3, 2), line(3, 1, 3, 3)];
    const result = computeCapaian(month({ main_lines: lines, formula: { quality_weight: 0 } }));
    expect(result.lines.map((l) => l.kind === 'utama' && l.weight_percent)).toEqual([
      33.33, 33.33, 33.33,
    ]);
    expect(result.lines.map((l) => l.contribution)).toEqual([11.11, 22.22, 33.33]);
    expect(result.utama).toBe(66.67); // (33.33… + 66.66… + 100) / 3
  });
});

describe('resolving the month settings', () => {
  const cap = (
    category: CapaianCapRow['category'],
    year: number | null,
    m: number | null,
    max: number,
    isActive = true,
  ): CapaianCapRow => ({ category, year, month: m, max_percent: max, is_active: isActive });
  const caps = [
    cap('direktur', null, null, 120),
    cap('dosen', null, null, 110),
    cap('pegawai', null, null, 100),
    cap('pegawai', 2027, 3, 105),
    cap('dosen', 2027, 3, 130, false),
  ];
  const monthRow = (over: Partial<KinerjaMonthRow>): KinerjaMonthRow => ({
    year: null,
    month: null,
    additional_max_percent: 20,
    main_required: true,
    main_min_percent: 75,
    deadline_day: 5,
    deadline_next_month: true,
    reward_percent: 2,
    punishment_per_day_percent: 1,
    punishment_max_percent: 5,
    is_active: true,
    ...over,
  });
  const months = [
    monthRow({}),
    monthRow({ year: 2027, month: 3, additional_max_percent: 10, main_required: false }),
  ];

  it.each([
    // [category, year, month, category cap, tambahan cap, main minimum]
    ['pegawai', 2027, 3, 105, 10, 0], // the month's rows
    ['pegawai', 2027, 4, 100, 20, 75], // no April rows: the defaults
    ['dosen', 2027, 3, 110, 10, 0], // the dosen March row is inactive: its default
    ['direktur', 2026, 12, 120, 20, 75],
  ] as const)('%s %i-%i → cap %d, tambahan %d, minimum %d', (category, y, m, c, t, min) => {
    const resolved = resolveCapaianRules(caps, months, { year: y, month: m, category });
    expect(resolved).toMatchObject({
      category_max_percent: c,
      additional_max_percent: t,
      main_min_percent: min,
    });
  });

  it('without any row there are no caps, no minimum and no deadline', () => {
    expect(resolveCapaianRules([], [], { year: 2027, month: 3, category: 'dosen' })).toEqual(
      NO_CAPAIAN_RULES,
    );
  });

  it.each([
    [{ is_head_of_institution: true, is_lecturer: true }, 'direktur'],
    [{ is_head_of_institution: false, is_lecturer: true }, 'dosen'],
    [{ is_head_of_institution: false, is_lecturer: false }, 'pegawai'],
  ] as const)('staff category of %j is %s', (person, category) => {
    expect(staffCategoryOf(person)).toBe(category);
  });
});

describe('the whole month (the API answer)', () => {
  it('example 5 of docs/kinerja.md: pegawai, March 2027, all rules at once', () => {
    const result = computeCapaian(
      month({
        main_lines: EXAMPLE_1,
        additional_lines: [extraDuty(11, 2, 3), extraDuty(12, 1.5, 1)],
        sent_on: '2027-04-07',
        rules: rules({
          category_max_percent: 100,
          additional_max_percent: 5,
          main_required: true,
          main_min_percent: 80,
          deadline_day: 5,
          reward_percent: 2,
          punishment_per_day_percent: 1,
          punishment_max_percent: 5,
        }),
      }),
    );
    expect(result).toMatchObject({
      year: 2027,
      month: 3,
      status: 'disetujui',
      category: 'pegawai',
      utama: 89.5,
      tambahan: 7.5,
      reward_punishment: -2,
      total: 95,
      capped_total: 92.5, // 89.5 + 5 (capped) − 2
      applied: { tambahan_counted: 5, tambahan_gate: 'capped', days_late: 2 },
    });
    expect(result.lines).toHaveLength(4);
  });
});
