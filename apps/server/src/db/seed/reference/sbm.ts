/**
 * SBM 2026 (PMK 32 Tahun 2025 tentang Standar Biaya Masukan Tahun Anggaran 2026), Lampiran I:
 * every domestic travel table the institution pays from (docs/surat-tugas.md, 'Sumber angka SBM
 * 2026', says where each figure was read and how it was checked):
 * - uang harian perjalanan dinas dalam negeri, all 38 provinces;
 * - uang representasi for pejabat negara, eselon I and eselon II;
 * - biaya penginapan, all 38 provinces, four grade columns;
 * - biaya taksi (in the 2026 PMK: transport to and from the terminal, per person per trip): the
 *   34 provinces the Lampiran lists (the four Papua provinces of 2022 have no row of their own);
 * - tiket pesawat dalam negeri PP, 316 routes (sbm-2026-airfares.ts).
 * Abroad, uang harian luar negeri and tiket pesawat luar negeri: a few rows whose figures were
 * read for an earlier SBM and reported unchanged for 2026; their source says so.
 */
import { OFFICIAL_LEVELS, type OfficialLevel, type Province } from '@sikerja/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../client.ts';
import {
  sbmDailyAllowances,
  sbmDomesticAirfares,
  sbmForeignDailyAllowances,
  sbmInternationalAirfares,
  sbmLodgingRates,
  sbmRepresentationAllowances,
  sbmTaxiFares,
} from '../../schema/masters-sbm.ts';
import { DOMESTIC_AIRFARES_2026 } from './sbm-2026-airfares.ts';

export const SBM_2026_SOURCE = 'PMK 32 Tahun 2025 (SBM TA 2026)';
/** How the demo seed marks its example rows (docs/demo-data.md). */
const DEMO_SOURCE_PATTERN = 'Contoh data demo%';
/**
 * The source an earlier seed wrote on the lodging and taxi rows it took from press reports; such a
 * row takes the Lampiran's figures and source like a demo row does (the figures agree).
 */
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
  [[420_000, 170_000, 130_000], ['DI Yogyakarta']],
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
  ['Aceh', 5_109_000, 3_526_000, 1_578_000, 770_000],
  ['Sumatera Utara', 4_960_000, 2_195_000, 1_188_000, 699_000],
  ['Sumatera Barat', 5_603_000, 3_373_000, 1_353_000, 701_000],
  ['Riau', 3_820_000, 3_119_000, 1_650_000, 852_000],
  ['Jambi', 5_004_000, 4_102_000, 1_252_000, 580_000],
  ['Sumatera Selatan', 6_298_000, 3_134_000, 1_966_000, 861_000],
  ['Bengkulu', 2_140_000, 1_628_000, 1_546_000, 692_000],
  ['Lampung', 4_806_000, 2_663_000, 1_539_000, 621_000],
  ['Kepulauan Bangka Belitung', 4_424_000, 2_838_000, 1_957_000, 724_000],
  ['Kepulauan Riau', 6_177_000, 2_481_000, 1_388_000, 792_000],
  ['DKI Jakarta', 9_331_000, 2_084_000, 1_062_000, 730_000],
  ['Jawa Barat', 5_812_000, 2_755_000, 1_366_000, 735_000],
  ['Jawa Tengah', 6_129_000, 2_138_000, 1_286_000, 810_000],
  ['DI Yogyakarta', 5_100_000, 2_695_000, 1_600_000, 845_000],
  ['Jawa Timur', 4_449_000, 2_007_000, 1_234_000, 814_000],
  ['Banten', 5_725_000, 2_373_000, 1_301_000, 775_000],
  ['Bali', 7_328_000, 2_433_000, 1_754_000, 1_138_000],
  ['Nusa Tenggara Barat', 4_682_000, 2_648_000, 1_418_000, 907_000],
  ['Nusa Tenggara Timur', 4_013_000, 2_283_000, 1_450_000, 737_000],
  ['Kalimantan Barat', 2_654_000, 1_923_000, 1_125_000, 576_000],
  ['Kalimantan Tengah', 4_901_000, 3_391_000, 1_189_000, 706_000],
  ['Kalimantan Selatan', 4_797_000, 3_316_000, 1_500_000, 746_000],
  ['Kalimantan Timur', 4_000_000, 2_342_000, 1_507_000, 804_000],
  ['Kalimantan Utara', 4_000_000, 2_854_000, 1_507_000, 904_000],
  ['Sulawesi Utara', 5_264_000, 2_290_000, 1_270_000, 978_000],
  ['Sulawesi Tengah', 2_309_000, 2_166_000, 1_679_000, 951_000],
  ['Sulawesi Selatan', 4_820_000, 1_938_000, 1_423_000, 745_000],
  ['Sulawesi Tenggara', 3_089_000, 2_755_000, 1_297_000, 786_000],
  ['Gorontalo', 4_168_000, 3_107_000, 1_606_000, 955_000],
  ['Sulawesi Barat', 4_076_000, 3_098_000, 1_344_000, 704_000],
  ['Maluku', 3_467_000, 3_240_000, 1_059_000, 667_000],
  ['Maluku Utara', 4_612_000, 3_843_000, 1_160_000, 654_000],
  ['Papua', 3_859_000, 3_318_000, 2_521_000, 1_038_000],
  ['Papua Barat', 3_872_000, 3_575_000, 2_056_000, 967_000],
  ['Papua Selatan', 5_673_000, 4_877_000, 3_706_000, 1_526_000],
  ['Papua Tengah', 3_859_000, 3_318_000, 2_521_000, 1_038_000],
  ['Papua Pegunungan', 5_711_000, 4_911_000, 3_731_000, 1_536_000],
  ['Papua Barat Daya', 3_872_000, 3_575_000, 2_056_000, 967_000],
];

export const BIAYA_PENGINAPAN_2026 = LODGING_2026.map(
  ([province, eselonI, eselonII, eselonIII, eselonIV]) => ({
    year: 2026,
    province,
    eselonI,
    eselonII,
    eselonIII,
    eselonIV,
    source: SBM_2026_SOURCE,
  }),
);

/** Rp per person per trip (one leg). */
const TAXI_2026: readonly (readonly [Province, number])[] = [
  ['Aceh', 123_000],
  ['Sumatera Utara', 278_000],
  ['Sumatera Barat', 171_000],
  ['Riau', 99_000],
  ['Jambi', 133_000],
  ['Sumatera Selatan', 162_000],
  ['Bengkulu', 106_000],
  ['Lampung', 162_000],
  ['Kepulauan Bangka Belitung', 94_000],
  ['Kepulauan Riau', 159_000],
  ['DKI Jakarta', 250_000],
  ['Jawa Barat', 180_000],
  ['Jawa Tengah', 105_000],
  ['DI Yogyakarta', 258_000],
  ['Jawa Timur', 225_000],
  ['Banten', 300_000],
  ['Bali', 219_000],
  ['Nusa Tenggara Barat', 224_000],
  ['Nusa Tenggara Timur', 105_000],
  ['Kalimantan Barat', 165_000],
  ['Kalimantan Tengah', 130_000],
  ['Kalimantan Selatan', 174_000],
  ['Kalimantan Timur', 300_000],
  ['Kalimantan Utara', 211_000],
  ['Sulawesi Utara', 134_000],
  ['Sulawesi Tengah', 149_000],
  ['Sulawesi Selatan', 181_000],
  ['Sulawesi Tenggara', 154_000],
  ['Gorontalo', 256_000],
  ['Sulawesi Barat', 283_000],
  ['Maluku', 279_000],
  ['Maluku Utara', 208_000],
  ['Papua', 462_000],
  ['Papua Barat', 228_000],
];

export const BIAYA_TAKSI_2026 = TAXI_2026.map(([province, perTrip]) => ({
  year: 2026,
  province,
  perTrip,
  source: SBM_2026_SOURCE,
}));

export const TIKET_PESAWAT_DALAM_NEGERI_2026 = DOMESTIC_AIRFARES_2026.flatMap(([origin, fares]) =>
  fares.map(([destination, business, economy]) => ({
    year: 2026,
    origin,
    destination,
    business,
    economy,
    source: SBM_2026_SOURCE,
  })),
);

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
const replaceable = (source: AnyPgColumn) =>
  sql`(${source} like ${DEMO_SOURCE_PATTERN} or ${source} = ${SBM_2026_PRESS})`;

const routeKey = (r: { origin: string; destination: string }) =>
  `${r.origin.toLowerCase()}|${r.destination.toLowerCase()}`;

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
  // A demo example row of the same key and year (written by an earlier demo seed, source
  // 'Contoh data demo; …') or a row an earlier seed took from the press gives way to the
  // Lampiran's; any other row is an admin's and stays.
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
      setWhere: replaceable(sbmLodgingRates.source),
    });
  await tx
    .insert(sbmTaxiFares)
    .values([...BIAYA_TAKSI_2026])
    .onConflictDoUpdate({
      target: [sbmTaxiFares.year, sbmTaxiFares.province],
      set: { perTrip: sql`excluded.per_trip`, source: sql`excluded.source` },
      setWhere: replaceable(sbmTaxiFares.source),
    });
  // The route's unique key is on lower(...) expressions, which an upsert cannot name in drizzle:
  // the demo rows of a seeded route go first, then any remaining conflict is an admin's row.
  const routes = TIKET_PESAWAT_DALAM_NEGERI_2026.map(routeKey);
  await tx
    .delete(sbmDomesticAirfares)
    .where(
      and(
        eq(sbmDomesticAirfares.year, 2026),
        like(sbmDomesticAirfares.source, DEMO_SOURCE_PATTERN),
        inArray(
          sql`lower(${sbmDomesticAirfares.origin}) || '|' || lower(${sbmDomesticAirfares.destination})`,
          routes,
        ),
      ),
    );
  await tx
    .insert(sbmDomesticAirfares)
    .values([...TIKET_PESAWAT_DALAM_NEGERI_2026])
    .onConflictDoNothing();
  await tx
    .insert(sbmForeignDailyAllowances)
    .values([...UANG_HARIAN_LUAR_NEGERI_2026])
    .onConflictDoNothing();
  await tx
    .insert(sbmInternationalAirfares)
    .values([...TIKET_PESAWAT_LUAR_NEGERI_2026])
    .onConflictDoNothing();
}
