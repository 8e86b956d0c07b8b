/**
 * Capaian kinerja of one person's month: one pure function over plain data (no database), so
 * the rules are tested with tables of worked examples (capaian.rules.test.ts) and the same
 * arithmetic can be written as one set-based SQL query for 2,000 people (docs/kinerja.md,
 * "Set-based form"). Every coefficient is data: the month's settings (`CapaianRules`, from
 * `/admin/setting_persentase_capaian` and `/admin/setting_tugas_tambahan`) and the formula's
 * own coefficients (`CapaianFormula`, defaults in `DEFAULT_CAPAIAN_FORMULA`).
 *
 * The formula (docs/kinerja.md has worked examples):
 * 1. A main-duty line counts in month M only when it has a target in M. Its quantity percent
 *    is approved ÷ target × 100 for M, or for a cumulative line the running totals up to M;
 *    its quality percent is approved quality ÷ target quality × 100. Each is capped at
 *    `line_max_percent`; the line's achievement blends them with `quality_weight`.
 * 2. Capaian utama = Σ achievement × weight ÷ Σ weight over the counted lines (weight = bobot,
 *    or bobot × points), so a line without a target this month takes nothing from the others.
 * 3. Capaian tambahan = Σ approved quantity × points × `additional_percent_per_point`.
 *    It counts only when utama reaches `main_min_percent` (if `main_required`), and at most
 *    `additional_max_percent`.
 * 4. Reward/punishment: + `reward_percent` when sent on or before the deadline day; for each
 *    day late − `punishment_per_day_percent`, at most `punishment_max_percent`.
 * 5. capped_total = the sum, at most the category's maximum, at least `floor_percent`.
 *
 * Rounding: utama, tambahan and reward/punishment are each rounded once to 2 decimals (half
 * away from zero) from the exact figures; totals and decisions (the main-duty minimum, the
 * caps) use the rounded parts, so the numbers a person sees always add up.
 */
import type {
  CapaianLineReason,
  SendTiming,
  StaffCategory,
  TambahanGate,
  TCapaianAdditionalLine,
  TCapaianMainLine,
  TCapaianMonth,
} from '@sikerja/contracts';

/** A month's target of a line (quantity, in the line's unit). */
export interface MonthQuantity {
  month: number;
  quantity: number;
}

/** The superior's approved values of a line's month; null while nothing is approved. */
export interface ApprovedRealisation {
  month: number;
  approved_quantity: number | null;
  /** Approved quality (%); null with a quantity: taken as the line's target quality. */
  approved_quality: number | null;
}

/** A main-duty (Mandiri) line of the year's contract. */
export interface CapaianMainLineInput {
  line_id: number;
  name: string;
  /** Weight (%) in the contract; the lines' weights add up to 100. */
  bobot: number;
  /** The uraian's point value; used only when `line_weighting` is 'bobot_x_points'. */
  points?: number | null;
  /** Judged on running totals up to the month rather than on the month alone. */
  is_cumulative: boolean;
  /** The line's quality target (%); 0 or less is read as 100. */
  target_quality: number;
  /** The monthly breakdown of the yearly target (months without an entry have none). */
  targets: readonly MonthQuantity[];
  /** Approved realisation per month, of this year. */
  realisations: readonly ApprovedRealisation[];
}

/** An additional duty (tugas tambahan) of the month. */
export interface CapaianAdditionalInput {
  line_id: number;
  name: string;
  /** Points of the uraian (or kegiatan) per unit of output. */
  points: number;
  /** Approved quantity; null while not approved. */
  approved_quantity: number | null;
}

/** The month's settings, resolved by `resolveCapaianRules`. */
export interface CapaianRules {
  /** The staff category's maximum capaian (%) for the month; null: none. */
  category_max_percent: number | null;
  additional_max_percent: number | null;
  main_required: boolean;
  main_min_percent: number;
  /** Day of the month by which the month must be sent; null: no deadline, no reward. */
  deadline_day: number | null;
  /** The deadline day falls in the month after the realisation month. */
  deadline_next_month: boolean;
  reward_percent: number;
  punishment_per_day_percent: number;
  punishment_max_percent: number | null;
}

/** The formula's coefficients: what an institution confirms (docs/kinerja.md). */
export interface CapaianFormula {
  /** The most one line's quantity or quality achievement counts (%). */
  line_max_percent: number;
  /** Share of quality in a line's achievement, 0–1 (0: quantity only). */
  quality_weight: number;
  /** How lines are weighted: by bobot, or by bobot × the uraian's points. */
  line_weighting: 'bobot' | 'bobot_x_points';
  /** Capaian tambahan (%) per point of an approved additional duty. */
  additional_percent_per_point: number;
  /** Whether the category maximum caps the whole total or only capaian utama. */
  category_cap_applies_to: 'total' | 'utama';
  /** The lowest final capaian (%). */
  floor_percent: number;
}

export const DEFAULT_CAPAIAN_FORMULA: CapaianFormula = {
  line_max_percent: 100,
  quality_weight: 0.5,
  line_weighting: 'bobot',
  additional_percent_per_point: 1,
  category_cap_applies_to: 'total',
  floor_percent: 0,
};

/** The rules of a month without any setting row: no caps, no minimum, no deadline. */
export const NO_CAPAIAN_RULES: CapaianRules = {
  category_max_percent: null,
  additional_max_percent: null,
  main_required: false,
  main_min_percent: 0,
  deadline_day: null,
  deadline_next_month: true,
  reward_percent: 0,
  punishment_per_day_percent: 0,
  punishment_max_percent: null,
};

export interface CapaianMonthInput {
  year: number;
  month: number;
  category: StaffCategory;
  /** The realisation month's status, passed through to the answer. */
  status: string;
  /** The day the month was (last) sent to the superior, 'YYYY-MM-DD'; null: not sent. */
  sent_on: string | null;
  main_lines: readonly CapaianMainLineInput[];
  additional_lines: readonly CapaianAdditionalInput[];
  rules: CapaianRules;
  formula?: Partial<CapaianFormula>;
}

/** Rounds to 2 decimals, half away from zero, immune to binary noise (1.005 → 1.01). */
export function round2(value: number): number {
  const scaled = Math.abs(value) * 100;
  const rounded = Math.round(Number(scaled.toPrecision(12))) / 100;
  return value < 0 ? -rounded : rounded;
}

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function quantityIn(entries: readonly MonthQuantity[], month: number): number {
  return sumOf(entries.filter((e) => e.month === month).map((e) => e.quantity));
}

/** The figures a main line is judged on in the month: its own or the running totals. */
function judgedFigures(line: CapaianMainLineInput, month: number) {
  const months = (m: number) => (line.is_cumulative ? m <= month : m === month);
  const target = sumOf(line.targets.filter((t) => months(t.month)).map((t) => t.quantity));
  const approved = line.realisations.filter((r) => months(r.month) && r.approved_quantity !== null);
  const quantity = sumOf(approved.map((r) => r.approved_quantity ?? 0));
  const qualityOf = (r: ApprovedRealisation) => r.approved_quality ?? targetQuality(line);
  // Quality of a running total: the quantity-weighted mean of the months' approved quality.
  // Nothing delivered has no quality (else a zero output would still earn the quality share).
  const quality =
    quantity > 0
      ? sumOf(approved.map((r) => (r.approved_quantity ?? 0) * qualityOf(r))) / quantity
      : 0;
  return { target, quantity, quality, hasApproved: approved.length > 0 };
}

const targetQuality = (line: CapaianMainLineInput) =>
  line.target_quality > 0 ? line.target_quality : 100;

interface JudgedLine {
  detail: TCapaianMainLine;
  weight: number;
  achievement: number;
}

function judgeMainLine(
  line: CapaianMainLineInput,
  month: number,
  formula: CapaianFormula,
): JudgedLine {
  const counted = quantityIn(line.targets, month) > 0;
  const figures = judgedFigures(line, month);
  const cap = (percent: number) => Math.min(formula.line_max_percent, Math.max(0, percent));
  const quantityPercent = figures.target > 0 ? (figures.quantity / figures.target) * 100 : 0;
  const qualityPercent = (figures.quality / targetQuality(line)) * 100;
  const achievement = counted
    ? (1 - formula.quality_weight) * cap(quantityPercent) +
      formula.quality_weight * cap(qualityPercent)
    : 0;
  const weight =
    formula.line_weighting === 'bobot_x_points' ? line.bobot * (line.points ?? 0) : line.bobot;
  let reason: CapaianLineReason | null = null;
  if (!counted) reason = 'no_target';
  else if (!figures.hasApproved) reason = 'not_realised';
  return {
    weight: counted ? weight : 0,
    achievement,
    detail: {
      kind: 'utama',
      line_id: line.line_id,
      name: line.name,
      is_cumulative: line.is_cumulative,
      bobot: line.bobot,
      counted,
      reason,
      target_quantity: round2(figures.target),
      approved_quantity: round2(figures.quantity),
      target_quality: round2(targetQuality(line)),
      approved_quality: round2(figures.quality),
      quantity_percent: round2(quantityPercent),
      quality_percent: round2(qualityPercent),
      achievement_percent: round2(achievement),
      weight_percent: 0,
      contribution: 0,
    },
  };
}

/** The day the month must be sent by: day D of the month (or the next), within its length. */
export function deadlineOf(
  year: number,
  month: number,
  rules: Pick<CapaianRules, 'deadline_day' | 'deadline_next_month'>,
): string | null {
  if (rules.deadline_day === null) return null;
  const first = new Date(Date.UTC(year, month - 1 + (rules.deadline_next_month ? 1 : 0), 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(rules.deadline_day, lastDay));
  return first.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Reward (positive) or punishment (negative) for when the month was sent. */
export function rewardPunishment(
  year: number,
  month: number,
  sentOn: string | null,
  rules: CapaianRules,
): { percent: number; timing: SendTiming; deadline: string | null; daysLate: number } {
  const deadline = deadlineOf(year, month, rules);
  if (deadline === null) return { percent: 0, timing: 'no_deadline', deadline, daysLate: 0 };
  if (sentOn === null) return { percent: 0, timing: 'not_sent', deadline, daysLate: 0 };
  const daysLate = Math.max(0, daysBetween(deadline, sentOn));
  if (daysLate === 0)
    return { percent: rules.reward_percent, timing: 'on_time', deadline, daysLate };
  const punishment = rules.punishment_per_day_percent * daysLate;
  const capped =
    rules.punishment_max_percent === null
      ? punishment
      : Math.min(punishment, rules.punishment_max_percent);
  return { percent: capped === 0 ? 0 : -capped, timing: 'late', deadline, daysLate };
}

/** A person's capaian of one month (docs/kinerja.md). */
export function computeCapaian(input: CapaianMonthInput): TCapaianMonth {
  const formula = { ...DEFAULT_CAPAIAN_FORMULA, ...input.formula };
  const { rules } = input;

  const judged = input.main_lines.map((line) => judgeMainLine(line, input.month, formula));
  const totalWeight = sumOf(judged.map((j) => j.weight));
  const utamaExact =
    totalWeight > 0 ? sumOf(judged.map((j) => j.achievement * j.weight)) / totalWeight : 0;
  const mainLines = judged.map(({ detail, weight, achievement }) => ({
    ...detail,
    weight_percent: round2(totalWeight > 0 ? (weight / totalWeight) * 100 : 0),
    contribution: round2(totalWeight > 0 ? (achievement * weight) / totalWeight : 0),
  }));

  const additionalLines: TCapaianAdditionalLine[] = input.additional_lines.map((line) => {
    const approved = line.approved_quantity !== null;
    const exact = approved
      ? (line.approved_quantity ?? 0) * line.points * formula.additional_percent_per_point
      : 0;
    return {
      kind: 'tambahan',
      line_id: line.line_id,
      name: line.name,
      counted: approved,
      reason: approved ? null : 'not_approved',
      points: line.points,
      approved_quantity: line.approved_quantity ?? 0,
      contribution: round2(exact),
    };
  });
  const tambahanExact = sumOf(
    input.additional_lines.map((l) =>
      l.approved_quantity === null
        ? 0
        : l.approved_quantity * l.points * formula.additional_percent_per_point,
    ),
  );

  const utama = round2(utamaExact);
  const tambahan = round2(tambahanExact);
  let tambahanCounted = tambahan;
  let gate: TambahanGate = 'counted';
  if (rules.main_required && utama < rules.main_min_percent) {
    tambahanCounted = 0;
    gate = 'below_main_minimum';
  } else if (rules.additional_max_percent !== null && tambahan > rules.additional_max_percent) {
    tambahanCounted = round2(rules.additional_max_percent);
    gate = 'capped';
  }

  const rp = rewardPunishment(input.year, input.month, input.sent_on, rules);
  const reward = round2(rp.percent);
  const total = round2(utama + tambahan + reward);
  const cap = rules.category_max_percent ?? Number.POSITIVE_INFINITY;
  const beforeFloor =
    formula.category_cap_applies_to === 'utama'
      ? Math.min(utama, cap) + tambahanCounted + reward
      : Math.min(utama + tambahanCounted + reward, cap);
  const cappedTotal = round2(Math.max(formula.floor_percent, beforeFloor));

  return {
    year: input.year,
    month: input.month,
    status: input.status,
    category: input.category,
    utama,
    tambahan,
    reward_punishment: reward,
    total,
    capped_total: cappedTotal,
    applied: {
      tambahan_counted: tambahanCounted,
      tambahan_gate: gate,
      tambahan_max_percent: rules.additional_max_percent,
      main_min_percent: rules.main_required ? rules.main_min_percent : null,
      category_max_percent: rules.category_max_percent,
      send_timing: rp.timing,
      deadline: rp.deadline,
      sent_on: input.sent_on,
      days_late: rp.daysLate,
    },
    lines: [...mainLines, ...additionalLines],
  };
}

// ---------------------------------------------------------------------------------------------
// Picking the month's settings from the rows of the two settings screens.

/** A row of `/admin/setting_persentase_capaian`, as its contract reads it. */
export interface CapaianCapRow {
  category: StaffCategory;
  year: number | null;
  month: number | null;
  max_percent: number;
  is_active: boolean;
}

/** A row of `/admin/setting_tugas_tambahan`, as its contract reads it. */
export interface KinerjaMonthRow {
  year: number | null;
  month: number | null;
  additional_max_percent: number;
  main_required: boolean;
  main_min_percent: number;
  deadline_day: number | null;
  deadline_next_month: boolean;
  reward_percent: number;
  punishment_per_day_percent: number;
  punishment_max_percent: number | null;
  is_active: boolean;
}

/** The active row of the month, else the active default row (no year and month), else none. */
function pickRow<R extends { year: number | null; month: number | null; is_active: boolean }>(
  rows: readonly R[],
  year: number,
  month: number,
): R | undefined {
  const active = rows.filter((r) => r.is_active);
  return (
    active.find((r) => r.year === year && r.month === month) ??
    active.find((r) => r.year === null && r.month === null)
  );
}

/** The rules of one person's month from the settings rows (month row, else default). */
export function resolveCapaianRules(
  caps: readonly CapaianCapRow[],
  months: readonly KinerjaMonthRow[],
  period: { year: number; month: number; category: StaffCategory },
): CapaianRules {
  const cap = pickRow(
    caps.filter((c) => c.category === period.category),
    period.year,
    period.month,
  );
  const row = pickRow(months, period.year, period.month);
  return {
    ...NO_CAPAIAN_RULES,
    category_max_percent: cap ? cap.max_percent : null,
    ...(row
      ? {
          additional_max_percent: row.additional_max_percent,
          main_required: row.main_required,
          main_min_percent: row.main_required ? row.main_min_percent : 0,
          deadline_day: row.deadline_day,
          deadline_next_month: row.deadline_next_month,
          reward_percent: row.reward_percent,
          punishment_per_day_percent: row.punishment_per_day_percent,
          punishment_max_percent: row.punishment_max_percent,
        }
      : {}),
  };
}

/**
 * The staff category of a person's position: the head of the institution (no superior) is
 * 'direktur', a lecturer position (`positions.is_lecturer`, the original's `is_dosen`) 'dosen',
 * everyone else 'pegawai'.
 */
export function staffCategoryOf(person: {
  is_head_of_institution: boolean;
  is_lecturer: boolean;
}): StaffCategory {
  if (person.is_head_of_institution) return 'direktur';
  return person.is_lecturer ? 'dosen' : 'pegawai';
}
