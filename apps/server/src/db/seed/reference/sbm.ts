/**
 * SBM 2026 (PMK 32 Tahun 2025 tentang Standar Biaya Masukan Tahun Anggaran 2026), from
 * shared/domain/regulations.md section 5 and the press reports of the PMK's Lampiran I
 * (docs/surat-tugas.md, 'Biaya perjalanan dinas (SBM)', lists every source):
 * - uang harian perjalanan dinas dalam negeri per province (5.2; the same amounts as 2025,
 *   PMK 39/2024). DI Yogyakarta is not seeded: its row was not in the excerpts read (the notes
 *   only guess it), so an admin enters it from the PMK's Lampiran.
 * - uang representasi for pejabat negara, eselon I and eselon II (5.1).
 * - biaya penginapan: only the provinces whose four grade columns were all published (DKI
 *   Jakarta, Bali, Bengkulu). Other provinces had only their eselon I ceiling reported, and a
 *   row needs all four, so an admin enters them from the Lampiran.
 * - biaya taksi (in the 2026 PMK: transport to and from the terminal, per person per trip):
 *   Papua and Kepulauan Bangka Belitung, the two amounts the press quoted.
 * - uang harian luar negeri and tiket pesawat luar negeri: a few rows whose figures were read
 *   for an earlier SBM and reported unchanged for 2026; their source says so.
 * Domestic ticket ceilings are not seeded: no route row (business and economy) was found.
 */
import { OFFICIAL_LEVELS, type OfficialLevel, type Province } from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client.ts';
import {
  sbmDailyAllowances,
  sbmForeignDailyAllowances,
  sbmInternationalAirfares,
  sbmLodgingRates,
  sbmRepresentationAllowances,
  sbmTaxiFares,
} from '../../schema/masters-sbm.ts';

export const SBM_2026_SOURCE = 'PMK 32 Tahun 2025 (SBM TA 2026)';
/** How the demo seed marks its example rows (docs/demo-data.md). */
const DEMO_SOURCE_PATTERN = 'Contoh data demo%';
/** Rows read in the press reports of PMK 32/2025 rather than in the Lampiran itself. */
const SBM_2026_PRESS =
  'PMK 32 Tahun 2025 (SBM TA 2026), angka dari pemberitaan Lampiran I; cocokkan dengan Lampiran';
/** Foreign rows: figures of an earlier SBM, reported unchanged for 2026. */
const SBM_2024_CARRIED =
  'Angka PMK 49 Tahun 2023 (SBM TA 2024); dilaporkan tidak berubah di PMK 32 Tahun 2025 — cocokkan dengan Lampiran';

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

/** [eselon I, eselon II, eselon III/gol IV, eselon IV/gol III-II-I], Rp per person per night. */
const LODGING_2026: readonly (readonly [Province, number, number, number, number])[] = [
  ['DKI Jakarta', 9_331_000, 2_084_000, 1_062_000, 730_000],
  ['Bali', 7_328_000, 2_433_000, 1_754_000, 1_138_000],
  ['Bengkulu', 2_140_000, 1_628_000, 1_546_000, 692_000],
];

export const BIAYA_PENGINAPAN_2026 = LODGING_2026.map(
  ([province, eselonI, eselonII, eselonIII, eselonIV]) => ({
    year: 2026,
    province,
    eselonI,
    eselonII,
    eselonIII,
    eselonIV,
    source: SBM_2026_PRESS,
  }),
);

/** Rp per person per trip (one leg). 2025 (PMK 39/2024): Papua 513,000, Babel 104,000. */
export const BIAYA_TAKSI_2026 = (
  [
    ['Papua', 462_000],
    ['Kepulauan Bangka Belitung', 94_000],
  ] as const satisfies readonly (readonly [Province, number])[]
).map(([province, perTrip]) => ({ year: 2026, province, perTrip, source: SBM_2026_PRESS }));

/** USD per day, golongan A–D. Inggris A (USD 792) is the 2026 maximum the press reported. */
export const UANG_HARIAN_LUAR_NEGERI_2026 = (
  [
    ['Inggris', 792, 774, 583, 582],
    ['Italia', 702, 637, 446, 427],
    ['Amerika Serikat', 659, 563, 505, 447],
  ] as const
).map(([country, groupA, groupB, groupC, groupD]) => ({
  year: 2026,
  country,
  groupA,
  groupB,
  groupC,
  groupD,
  source: SBM_2024_CARRIED,
}));

/** USD, return ticket: the dearest and the cheapest route, quoted for 2024 and again for 2026. */
export const TIKET_PESAWAT_LUAR_NEGERI_2026 = (
  [
    ['Jakarta', 'Caracas', 23_128, 13_837, 6_825],
    ['Jakarta', 'Dili', 747, 491, 350],
  ] as const
).map(([origin, destination, firstClass, business, economy]) => ({
  year: 2026,
  origin,
  destination,
  firstClass,
  business,
  economy,
  source: SBM_2024_CARRIED,
}));

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
  // A demo example row of the same province and year (written by an earlier demo seed, source
  // 'Contoh data demo; …') gives way to the real one; any other row is an admin's and stays.
  await tx
    .insert(sbmLodgingRates)
    .values([...BIAYA_PENGINAPAN_2026])
    .onConflictDoUpdate({
      target: [sbmLodgingRates.year, sbmLodgingRates.province],
      set: {
        eselonI: sql`excluded.eselon_i`,
        eselonII: sql`excluded.eselon_ii`,
        eselonIII: sql`excluded.eselon_iii`,
        eselonIV: sql`excluded.eselon_iv`,
        source: sql`excluded.source`,
      },
      setWhere: sql`${sbmLodgingRates.source} like ${DEMO_SOURCE_PATTERN}`,
    });
  await tx
    .insert(sbmTaxiFares)
    .values([...BIAYA_TAKSI_2026])
    .onConflictDoUpdate({
      target: [sbmTaxiFares.year, sbmTaxiFares.province],
      set: { perTrip: sql`excluded.per_trip`, source: sql`excluded.source` },
      setWhere: sql`${sbmTaxiFares.source} like ${DEMO_SOURCE_PATTERN}`,
    });
  // Their unique keys are on lower(...) expressions: any conflict means the row is there.
  await tx
    .insert(sbmForeignDailyAllowances)
    .values([...UANG_HARIAN_LUAR_NEGERI_2026])
    .onConflictDoNothing();
  await tx
    .insert(sbmInternationalAirfares)
    .values([...TIKET_PESAWAT_LUAR_NEGERI_2026])
    .onConflictDoNothing();
}
