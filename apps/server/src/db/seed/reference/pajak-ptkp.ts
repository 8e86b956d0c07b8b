/**
 * PTKP (penghasilan tidak kena pajak) per status, UU PPh Pasal 7 as set by PMK 101/PMK.010/2016
 * (unchanged by UU HPP 7/2021): Rp54,000,000 for the taxpayer, Rp4,500,000 for a spouse and
 * for each dependant (at most 3), and another Rp54,000,000 when the spouse's income is combined
 * (K/I). TER category per PP 58/2023 Lampiran (A: TK/0, TK/1, K/0; B: TK/2, TK/3, K/1, K/2;
 * C: K/3). K/I statuses are assessed only yearly, so they have no TER category.
 * Source table: shared/domain/regulations.md section 3.1.
 */
export interface PajakPtkpSeed {
  code: string;
  description: string;
  yearlyAmount: number;
  terCategory: 'A' | 'B' | 'C' | null;
  sortOrder: number;
}

const BASE = 54_000_000;
const PER_DEPENDANT = 4_500_000;

const dependants = (n: number) => (n === 0 ? 'tanpa tanggungan' : `${n} tanggungan`);

export const PAJAK_PTKP_SEED: readonly PajakPtkpSeed[] = [
  ...(['A', 'A', 'B', 'B'] as const).map((ter, n) => ({
    code: `TK/${n}`,
    description: `Tidak kawin, ${dependants(n)}`,
    yearlyAmount: BASE + n * PER_DEPENDANT,
    terCategory: ter,
    sortOrder: n + 1,
  })),
  ...(['A', 'B', 'B', 'C'] as const).map((ter, n) => ({
    code: `K/${n}`,
    description: `Kawin, ${dependants(n)}`,
    yearlyAmount: BASE + (n + 1) * PER_DEPENDANT,
    terCategory: ter,
    sortOrder: 10 + n + 1,
  })),
  ...[0, 1, 2, 3].map((n) => ({
    code: `K/I/${n}`,
    description: `Kawin, penghasilan istri digabung, ${dependants(n)}`,
    yearlyAmount: 2 * BASE + (n + 1) * PER_DEPENDANT,
    terCategory: null,
    sortOrder: 20 + n + 1,
  })),
];
