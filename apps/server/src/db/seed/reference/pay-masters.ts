/**
 * Regulation-backed pay masters, seeded with the reference data at every start. Only missing
 * rows are added (keyed by class/group and date, or by code), so an admin's corrections and
 * deactivations survive restarts; a new regulation is a new dated row.
 * Numbers and sources: shared/domain/regulations.md sections 2.2, 3.4, 4 and 6.2.
 */
import type { DbOrTx } from '../../client.ts';
import {
  attendanceDeductions,
  mealAllowances,
  performanceAllowances,
} from '../../schema/masters-pay.ts';

export interface TunjanganKinerjaSeed {
  jobClass: number;
  validFrom: string;
  amount: number;
  source: string;
}

/**
 * Tunjangan kinerja per kelas jabatan, Lampiran Perpres 119/2018 (Kemenhub; signed 14 Nov 2018,
 * paid from May 2018 as reported at signing, hence that date). The standard table of that
 * Perpres batch; regulations.md 6.2 marks it "likely" for Kemenhub because the annex itself was
 * not read — verify with SDM.
 */
const TUKIN_SOURCE = 'Lampiran Perpres 119 Tahun 2018 (Kemenhub), diberikan mulai Mei 2018';
const TUKIN_2018: Readonly<Record<number, number>> = {
  17: 33_240_000,
  16: 27_577_500,
  15: 19_280_000,
  14: 17_064_000,
  13: 10_936_000,
  12: 9_896_000,
  11: 8_757_600,
  10: 5_979_200,
  9: 5_079_200,
  8: 4_595_150,
  7: 3_915_950,
  6: 3_510_400,
  5: 3_134_250,
  4: 2_985_000,
  3: 2_898_000,
  2: 2_708_250,
  1: 2_531_250,
};

export const TUNJANGAN_KINERJA_SEED: readonly TunjanganKinerjaSeed[] = Object.entries(
  TUKIN_2018,
).map(([jobClass, amount]) => ({
  jobClass: Number(jobClass),
  validFrom: '2018-05-01',
  amount,
  source: TUKIN_SOURCE,
}));

export interface UangMakanSeed {
  pnsGroup: 'I' | 'II' | 'III' | 'IV';
  validFrom: string;
  amount: number;
  taxRate: number;
  source: string;
}

/**
 * Uang makan per day present, SBM 2026 (PMK 32/2025; unchanged since PMK 49/2023), with the
 * final PPh 21 on APBN honoraria and uang makan: 0 % for I/II, 5 % for III, 15 % for IV
 * (PP 80/2010, kept by PP 58/2023; regulations.md 3.4 "likely").
 */
const MEAL_SOURCE = 'PMK 32 Tahun 2025 (SBM 2026); PPh final PP 80 Tahun 2010';
export const UANG_MAKAN_SEED: readonly UangMakanSeed[] = [
  { pnsGroup: 'I', validFrom: '2026-01-01', amount: 35_000, taxRate: 0, source: MEAL_SOURCE },
  { pnsGroup: 'II', validFrom: '2026-01-01', amount: 35_000, taxRate: 0, source: MEAL_SOURCE },
  { pnsGroup: 'III', validFrom: '2026-01-01', amount: 37_000, taxRate: 5, source: MEAL_SOURCE },
  { pnsGroup: 'IV', validFrom: '2026-01-01', amount: 41_000, taxRate: 15, source: MEAL_SOURCE },
];

export interface PemotonganSeed {
  code: string;
  name: string;
  kind: 'late' | 'early' | 'absent';
  minutesFrom: number | null;
  minutesTo: number | null;
  percentage: number;
  mode: 'per_occurrence';
  source: string;
  sortOrder: number;
}

/**
 * Attendance deduction bands of the general pattern descending from PermenPAN-RB 63/2011
 * (variant A of regulations.md 2.2): TL/PSW 1 to <31, 31 to <61, 61 to <91 and ≥ 91 minutes at
 * 0.5, 1, 1.25 and 1.5 % per occurrence; unexcused absence 5 % per day. Kemenhub's own table
 * (PM 46/2023, on monthly accumulated minutes) could not be read: these are defaults to verify.
 */
const BAND_SOURCE = 'Pola PermenPAN-RB 63/2011 (bukan tabel PM 46/2023; verifikasi)';
const BANDS = [
  { from: 1, to: 31, percentage: 0.5, label: '1–30' },
  { from: 31, to: 61, percentage: 1, label: '31–60' },
  { from: 61, to: 91, percentage: 1.25, label: '61–90' },
  { from: 91, to: null, percentage: 1.5, label: '≥ 91' },
] as const;

const bands = (prefix: 'TL' | 'PSW', kind: 'late' | 'early', label: string, order: number) =>
  BANDS.map((band, i) => ({
    code: `${prefix}${i + 1}`,
    name: `${label} ${band.label} menit`,
    kind,
    minutesFrom: band.from,
    minutesTo: band.to,
    percentage: band.percentage,
    mode: 'per_occurrence' as const,
    source: BAND_SOURCE,
    sortOrder: order + i + 1,
  }));

export const PEMOTONGAN_SEED: readonly PemotonganSeed[] = [
  ...bands('TL', 'late', 'Terlambat', 10),
  ...bands('PSW', 'early', 'Pulang sebelum waktunya', 20),
  {
    code: 'TK',
    name: 'Tidak masuk tanpa keterangan, per hari',
    kind: 'absent',
    minutesFrom: null,
    minutesTo: null,
    percentage: 5,
    mode: 'per_occurrence',
    source: BAND_SOURCE,
    sortOrder: 30,
  },
];

/** Adds the missing seeded rows of the pay masters. */
export async function seedPayMasters(tx: DbOrTx): Promise<void> {
  await tx
    .insert(performanceAllowances)
    .values([...TUNJANGAN_KINERJA_SEED])
    .onConflictDoNothing({
      target: [performanceAllowances.jobClass, performanceAllowances.validFrom],
    });
  await tx
    .insert(mealAllowances)
    .values([...UANG_MAKAN_SEED])
    .onConflictDoNothing({ target: [mealAllowances.pnsGroup, mealAllowances.validFrom] });
  await tx
    .insert(attendanceDeductions)
    .values([...PEMOTONGAN_SEED])
    .onConflictDoNothing({ target: attendanceDeductions.code });
}
