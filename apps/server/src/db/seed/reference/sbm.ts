/**
 * SBM 2026 (PMK 32 Tahun 2025 tentang Standar Biaya Masukan Tahun Anggaran 2026), from
 * shared/domain/regulations.md section 5:
 * - uang harian perjalanan dinas dalam negeri per province (5.2; the same amounts as 2025,
 *   PMK 39/2024). DI Yogyakarta is not seeded: its row was not in the excerpts read (the notes
 *   only guess it), so an admin enters it from the PMK's Lampiran.
 * - uang representasi for pejabat negara, eselon I and eselon II (5.1).
 * Lodging, taxi and ticket ceilings are not seeded: the notes have only press-rounded samples,
 * and the full Lampiran I is to be loaded as data (regulations.md open item 5).
 */
import { OFFICIAL_LEVELS, type OfficialLevel, type Province } from '@sikerja/contracts';
import type { DbOrTx } from '../../client.ts';
import { sbmDailyAllowances, sbmRepresentationAllowances } from '../../schema/masters-sbm.ts';

export const SBM_2026_SOURCE = 'PMK 32 Tahun 2025 (SBM TA 2026)';

/** [outside the city, in-city over 8 hours, diklat], Rp per person per day. */
type DailyRates = readonly [number, number, number];

/** The PMK groups provinces by equal rates; the seed keeps that grouping, so a typo shows. */
const DAILY_ALLOWANCE_GROUPS_2026: readonly (readonly [DailyRates, readonly Province[]])[] = [
  [[530_000, 210_000, 160_000], ['DKI Jakarta']],
  [
    [580_000, 230_000, 170_000],
    ['Papua', 'Papua Tengah', 'Papua Selatan', 'Papua Pegunungan'],
  ],
  [
    [480_000, 190_000, 140_000],
    ['Bali', 'Papua Barat', 'Papua Barat Daya'],
  ],
  [[440_000, 180_000, 130_000], ['Nusa Tenggara Barat']],
  [
    [430_000, 170_000, 130_000],
    [
      'Jawa Barat',
      'Nusa Tenggara Timur',
      'Kalimantan Timur',
      'Kalimantan Utara',
      'Sulawesi Selatan',
      'Maluku Utara',
    ],
  ],
  [
    [410_000, 160_000, 120_000],
    ['Kepulauan Bangka Belitung', 'Jawa Timur', 'Sulawesi Barat'],
  ],
  [
    [380_000, 150_000, 110_000],
    [
      'Sumatera Barat',
      'Sumatera Selatan',
      'Lampung',
      'Bengkulu',
      'Kalimantan Barat',
      'Kalimantan Selatan',
      'Sulawesi Tenggara',
      'Maluku',
    ],
  ],
  [
    [370_000, 150_000, 110_000],
    [
      'Sumatera Utara',
      'Riau',
      'Kepulauan Riau',
      'Jambi',
      'Banten',
      'Jawa Tengah',
      'Sulawesi Utara',
      'Gorontalo',
      'Sulawesi Tengah',
    ],
  ],
  [
    [360_000, 140_000, 110_000],
    ['Aceh', 'Kalimantan Tengah'],
  ],
];

export const UANG_HARIAN_DALAM_NEGERI_2026 = DAILY_ALLOWANCE_GROUPS_2026.flatMap(
  ([[outsideCity, inCityOver8h, training], provinces]) =>
    provinces.map((province) => ({
      year: 2026,
      province,
      outsideCity,
      inCityOver8h,
      training,
      source: SBM_2026_SOURCE,
    })),
);

/** [outside the city, in-city over 8 hours], Rp per day (PMK 32/2025). */
const REPRESENTATION_RATES_2026 = {
  pejabat_negara: [250_000, 125_000],
  eselon_i: [200_000, 100_000],
  eselon_ii: [150_000, 75_000],
} as const satisfies Record<OfficialLevel, readonly [number, number]>;

export const UANG_REPRESENTASI_2026 = OFFICIAL_LEVELS.map((officialLevel) => {
  const [outsideCity, inCityOver8h] = REPRESENTATION_RATES_2026[officialLevel];
  return { year: 2026, officialLevel, outsideCity, inCityOver8h, source: SBM_2026_SOURCE };
});

/**
 * Adds the rows whose (year, key) is missing, at every start, so an admin's corrected amount or
 * switched-off row survives restarts.
 */
export async function seedSbmReference(tx: DbOrTx): Promise<void> {
  await tx
    .insert(sbmDailyAllowances)
    .values([...UANG_HARIAN_DALAM_NEGERI_2026])
    .onConflictDoNothing({ target: [sbmDailyAllowances.year, sbmDailyAllowances.province] });
  await tx
    .insert(sbmRepresentationAllowances)
    .values([...UANG_REPRESENTASI_2026])
    .onConflictDoNothing({
      target: [sbmRepresentationAllowances.year, sbmRepresentationAllowances.officialLevel],
    });
}
