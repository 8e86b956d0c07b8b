/**
 * One monthly deduction summary (docs/attendance.md "Monthly deduction summary"): per person
 * and month, each kind's count and deduction percentage, and which rule produced it. Each kind
 * (presensi, apel, senam, rapat, …) is a source its own module registers where it defines the
 * kind, as period locks are; the summary asks every source and adds the parts, at most 100 %.
 * Remuneration reads only this.
 */
import type { DbOrTx } from '../../db/client.ts';

export interface DeductionScope {
  year: number;
  month: number;
  /** The people asked about (a page of the list, a chunk of the export). */
  userIds: readonly number[];
}

/** One person's part of a kind in the month. */
export interface DeductionPart {
  /** What was counted: late/early/absent days, missed sessions or meetings. */
  count: number;
  /** The kind's deduction in percent, its own cap already applied. */
  pct: number;
  /** The rule that produced it, as the admin knows it: the band or master code. */
  rule: string | null;
}

export interface DeductionSource {
  kind: string;
  /** The column heading: 'Presensi', 'Apel'. */
  label: string;
  /** What `count` counts, for its column: 'tidak hadir', 'hari tanpa punch gerbang'. */
  countLabel: string;
  /** Where the kind stands among the others (presensi first). */
  order: number;
  monthly(db: DbOrTx, scope: DeductionScope): Promise<ReadonlyMap<number, DeductionPart>>;
}

const sources = new Map<string, DeductionSource>();

/** Registers a kind; a module calls it once, where it defines the kind. */
export function defineDeductionSource(source: DeductionSource): void {
  sources.set(source.kind, source);
}

/** The registered kinds, in their order. */
export function deductionSources(): DeductionSource[] {
  return [...sources.values()].sort((a, b) => a.order - b.order);
}

export interface PersonDeductions {
  userId: number;
  parts: Record<string, DeductionPart>;
  /** The sum of the parts, at most 100. */
  total: number;
}

const NONE: DeductionPart = { count: 0, pct: 0, rule: null };

/** Adds a person's parts: the month's total deduction, never more than the whole allowance. */
export function totalOf(parts: readonly DeductionPart[]): number {
  const sum = parts.reduce((acc, p) => acc + p.pct, 0);
  return Math.min(100, Math.round(sum * 100) / 100);
}

/** Every kind's part for each person asked about (a person with nothing gets zeros). */
export async function monthlyDeductions(
  db: DbOrTx,
  scope: DeductionScope,
): Promise<Map<number, PersonDeductions>> {
  const kinds = deductionSources();
  // One after another: inside a transaction the queries share one connection anyway.
  const results: ReadonlyMap<number, DeductionPart>[] = [];
  for (const source of kinds) results.push(await source.monthly(db, scope));
  const out = new Map<number, PersonDeductions>();
  for (const userId of scope.userIds) {
    const parts = Object.fromEntries(
      kinds.map((s, i) => [s.kind, results[i]?.get(userId) ?? NONE]),
    );
    out.set(userId, { userId, parts, total: totalOf(Object.values(parts)) });
  }
  return out;
}
