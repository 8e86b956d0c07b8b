/**
 * The contract's pure rules (docs/kinerja.md "Kontrak kinerja"): a line's badge, the monthly
 * breakdown of a yearly target, and what stops a contract from being sent. No database here,
 * so the arithmetic is table-tested on its own (kontrak.rules.test.ts).
 */
import type { TLineBadge } from '@sikerja/contracts';

/** Quantities are kept in hundredths (numeric(12,2)); the arithmetic works in those. */
const toHundredths = (v: number) => Math.round(v * 100);
const fromHundredths = (v: number) => v / 100;

export interface LineNumbers {
  dutyKind: 'utama' | 'tambahan';
  quantity: number;
  quality: number;
  months: number;
  weight: number;
}

/**
 * The original's badge: 'LENGKAPI DATA' when kuantitas, kualitas, waktu or (for a main duty)
 * bobot is 0 or less; else 'BELUM BREAKDOWN' when the monthly targets are missing or do not
 * add up to the yearly quantity; else 'LENGKAP'. An additional duty carries no bobot (the
 * weights are of the main duties), so its bobot may be 0.
 */
export function lineBadge(line: LineNumbers, targets: readonly { quantity: number }[]): TLineBadge {
  if (
    line.quantity <= 0 ||
    line.quality <= 0 ||
    line.months <= 0 ||
    (line.dutyKind === 'utama' && line.weight <= 0)
  ) {
    return 'LENGKAPI DATA';
  }
  if (targets.length === 0) return 'BELUM BREAKDOWN';
  const total = targets.reduce((s, t) => s + toHundredths(t.quantity), 0);
  return total === toHundredths(line.quantity) ? 'LENGKAP' : 'BELUM BREAKDOWN';
}

/**
 * Splits `total` over months in proportion to `shares` (1 each for an even split, the working
 * days for a split by working days), in steps of `step` hundredths, by the largest remainder:
 * every month gets the floor of its share, and the steps left over go to the months with the
 * largest remainders, later months first on a tie (the year's end carries the odd unit).
 * The parts always add up to `total` exactly.
 */
function largestRemainder(totalSteps: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((s, v) => s + v, 0);
  if (sum <= 0) {
    // No working day in any chosen month: fall back to an even split.
    return largestRemainder(
      totalSteps,
      shares.map(() => 1),
    );
  }
  const exact = shares.map((s) => (totalSteps * s) / sum);
  const parts = exact.map((e) => Math.floor(e + 1e-9));
  let left = totalSteps - parts.reduce((s, v) => s + v, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e + 1e-9) }))
    .sort((a, b) => b.rest - a.rest || b.i - a.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

/**
 * The monthly targets of a yearly quantity over `months` (ascending, 1–12), shared evenly or
 * by `weights` (working days per month). A whole quantity at least as large as the number of
 * months is split in whole units (10 reports over 4 months: 2, 2, 3, 3); anything else in
 * hundredths (1 over 3 months: 0.33, 0.33, 0.34). The targets always add up to the quantity.
 */
export function spreadTargets(
  quantity: number,
  months: readonly number[],
  weights?: readonly number[],
): { month: number; quantity: number }[] {
  if (months.length === 0) return [];
  const total = toHundredths(quantity);
  const isWhole = total % 100 === 0 && total / 100 >= months.length;
  const step = isWhole ? 100 : 1;
  const shares = weights ?? months.map(() => 1);
  const parts = largestRemainder(total / step, shares);
  return months.map((month, i) => ({ month, quantity: fromHundredths((parts[i] ?? 0) * step) }));
}

/** The first `count` months of a contract period, from its start month to its end month. */
export function periodMonths(periodStart: string, periodEnd: string, count?: number): number[] {
  const from = Number(periodStart.slice(5, 7));
  const to = Number(periodEnd.slice(5, 7));
  const all: number[] = [];
  for (let m = from; m <= to; m++) all.push(m);
  return count === undefined ? all : all.slice(0, Math.max(0, count));
}

/** Sum of hundredths-precise numbers, without floating drift. */
export function sumQuantities(values: readonly number[]): number {
  return fromHundredths(values.reduce((s, v) => s + toHundredths(v), 0));
}

export interface ContractForSending {
  lines: readonly (LineNumbers & { badge: TLineBadge; name: string })[];
}

/**
 * What stops a contract from being sent, in the words the person reads: no line, a line not
 * 'LENGKAP', main-duty weights not adding up to 100 %.
 */
export function sendProblems(contract: ContractForSending): string[] {
  const problems: string[] = [];
  if (contract.lines.length === 0) problems.push('Kontrak belum memiliki uraian kegiatan.');
  const main = contract.lines.filter((l) => l.dutyKind === 'utama');
  if (contract.lines.length > 0 && main.length === 0) {
    problems.push('Kontrak harus memiliki minimal satu tugas utama.');
  }
  for (const line of contract.lines) {
    if (line.badge === 'LENGKAPI DATA') {
      problems.push(
        `"${line.name}": lengkapi kuantitas, kualitas, waktu dan bobot (tidak boleh 0).`,
      );
    } else if (line.badge === 'BELUM BREAKDOWN') {
      problems.push(`"${line.name}": target bulanan belum dibagi sesuai target tahunan.`);
    }
  }
  const weight = sumQuantities(main.map((l) => l.weight));
  if (main.length > 0 && toHundredths(weight) !== 10_000) {
    problems.push(`Total bobot tugas utama harus 100 % (sekarang ${formatNumber(weight)} %).`);
  }
  return problems;
}

/** 12.5 → '12,5', for messages. */
export function formatNumber(v: number): string {
  return new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(v);
}
