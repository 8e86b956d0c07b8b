/**
 * The reference seed's SBM 2026 rows in the real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), and the cost plan computed from what the database holds.
 */
import { PROVINCE_NAMES } from '@sikerja/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { PER_DIEM_2026 } from '../../../test/sbm-2026.fixture.ts';
import { sbmDomesticAirfares, sbmLodgingRates, sbmTaxiFares } from '../../db/schema/masters-sbm.ts';
import { SBM_2026_SOURCE, seedSbmReference } from '../../db/seed/reference/sbm.ts';
import { costPlan, type SbmTables, standardTaxiLegs } from './cost-plan.rules.ts';
import { loadSbm } from './travel.service.ts';

/**
 * Worked rows of PMK 32/2025 Lampiran I, typed here from the table (docs/surat-tugas.md, 'Sumber
 * angka SBM 2026'); the first three are also the figures the press published.
 * [province, eselon I, eselon II, eselon III/gol IV, eselon IV/gol III–I], Rp per night.
 */
const LODGING_2026: [string, number, number, number, number][] = [
  ['DKI Jakarta', 9_331_000, 2_084_000, 1_062_000, 730_000],
  ['Bali', 7_328_000, 2_433_000, 1_754_000, 1_138_000],
  ['Bengkulu', 2_140_000, 1_628_000, 1_546_000, 692_000],
  ['DI Yogyakarta', 5_100_000, 2_695_000, 1_600_000, 845_000],
  ['Jawa Barat', 5_812_000, 2_755_000, 1_366_000, 735_000],
  ['Papua Pegunungan', 5_711_000, 4_911_000, 3_731_000, 1_536_000],
];
/** [province, Rp per trip]; Papua and Bangka Belitung are the press figures. */
const TAXI_2026: [string, number][] = [
  ['Papua', 462_000],
  ['Kepulauan Bangka Belitung', 94_000],
  ['DKI Jakarta', 250_000],
  ['DI Yogyakarta', 258_000],
  ['Jawa Barat', 180_000],
  ['Papua Barat', 228_000],
];
/** The four Papua provinces of 2022 have no taxi row of their own in the Lampiran. */
const NO_TAXI_ROW = ['Papua Selatan', 'Papua Tengah', 'Papua Pegunungan', 'Papua Barat Daya'];
/** [origin, destination, business, economy], Rp per return ticket. */
const AIRFARES_2026: [string, string, number, number][] = [
  ['Jakarta', 'Denpasar', 5_305_000, 3_262_000],
  ['Jakarta', 'Yogyakarta', 4_107_000, 2_268_000],
  ['Jakarta', 'Medan', 7_252_000, 4_054_000],
  ['Surabaya', 'Denpasar', 3_198_000, 2_118_000],
  ['Bengkulu', 'Palembang', 2_899_000, 2_026_000],
  ['Palu', 'Toli-Toli', 2_941_000, 1_915_000],
  ['Balikpapan', 'Palembang', 9_445_000, 5_082_000],
  ['Palembang', 'Balikpapan', 9_894_000, 5_220_000],
];

describe('SBM 2026 in the reference seed', () => {
  const ctx = useTestApp();
  let sbm: SbmTables;
  beforeAll(async () => {
    sbm = await loadSbm(ctx.app.db, 2026);
  });

  const perDiemCases = PER_DIEM_2026.flatMap(([o, c, t, provinces]) =>
    provinces.map((p) => [p, o, c, t] as const),
  );

  it('has a per-diem row for every province, each naming PMK 32/2025', () => {
    expect(perDiemCases).toHaveLength(38);
    expect(sbm.daily.map((r) => r.province).sort()).toEqual([...PROVINCE_NAMES].sort());
    for (const row of sbm.daily) expect(row.source).toBe(SBM_2026_SOURCE);
  });

  it.each(perDiemCases)('%s: 3 days outside the city, 2 in-city, 4 diklat', (p, o, c, t) => {
    const plan = (kind: 'luar_kota' | 'dalam_kota_8jam' | 'diklat', days: number) =>
      costPlan(
        {
          kind,
          days,
          destination: { abroad: false, province: p },
          traveller: { officialRank: null, golongan: 'III' },
          lodging: 'disediakan',
          taxiLegs: [],
          flights: [],
        },
        sbm,
      );
    expect(plan('luar_kota', 3).total).toBe(3 * o);
    expect(plan('dalam_kota_8jam', 2).total).toBe(2 * c);
    expect(plan('diklat', 4).total).toBe(4 * t);
  });

  it.each(LODGING_2026)('lodging %s: Rp%i / %i / %i / %i', (p, e1, e2, e3, e4) => {
    const row = sbm.lodging.find((r) => r.province === p);
    expect(row).toMatchObject({ eselonI: e1, eselonII: e2, eselonIII: e3, eselonIV: e4 });
    expect(row?.source).toBe(SBM_2026_SOURCE);
  });

  it('has lodging for all 38 provinces, each column no higher than the grade above', () => {
    expect(sbm.lodging.map((r) => r.province).sort()).toEqual([...PROVINCE_NAMES].sort());
    for (const r of sbm.lodging) {
      expect([r.eselonI, r.eselonII, r.eselonIII, r.eselonIV]).toEqual(
        [r.eselonI, r.eselonII, r.eselonIII, r.eselonIV].sort((a, b) => b - a),
      );
    }
  });

  it.each(TAXI_2026)('taxi %s: Rp%i per trip', (p, perTrip) => {
    expect(sbm.taxi.find((r) => r.province === p)).toMatchObject({
      perTrip,
      source: SBM_2026_SOURCE,
    });
  });

  it('has taxi rows for the 34 provinces the Lampiran lists', () => {
    expect(sbm.taxi).toHaveLength(34);
    expect(sbm.taxi.map((r) => r.province).sort()).toEqual(
      PROVINCE_NAMES.filter((p) => !NO_TAXI_ROW.includes(p)).sort(),
    );
  });

  it.each(AIRFARES_2026)('ticket %s–%s: business Rp%i, economy Rp%i', (o, d, business, economy) => {
    const row = sbm.domesticAirfares.find((r) => r.origin === o && r.destination === d);
    expect(row).toMatchObject({ business, economy, source: SBM_2026_SOURCE });
  });

  it('has the 316 routes of the Lampiran, business never below economy', () => {
    expect(sbm.domesticAirfares).toHaveLength(316);
    for (const r of sbm.domesticAirfares) expect(r.business ?? 0).toBeGreaterThanOrEqual(r.economy);
  });

  it('prices a flight by the row of its own direction where the SBM lists both', () => {
    const ticket = (origin: string, destination: string) =>
      costPlan(
        {
          kind: 'luar_kota',
          days: 2,
          destination: { abroad: false, province: 'Sumatera Selatan' },
          traveller: { officialRank: null, golongan: 'III' },
          lodging: 'disediakan',
          taxiLegs: [],
          flights: [{ origin, destination, travelClass: 'economy' }],
        },
        sbm,
      ).lines.find((l) => l.component === 'tiket')?.ceiling;
    expect(ticket('Balikpapan', 'Palembang')).toBe(5_082_000);
    expect(ticket('Palembang', 'Balikpapan')).toBe(5_220_000);
    // Listed one way only: the same row serves the return direction.
    expect(ticket('Denpasar', 'Jakarta')).toBe(3_262_000);
    // Spelled as the city writes itself: the Lampiran's 'Pangkal Pinang', 'Toli-Toli'.
    expect(ticket('Pangkalpinang', 'Jakarta')).toBe(2_139_000);
    expect(ticket('palu', 'toli toli')).toBe(1_915_000);
  });

  it('costs a trip to DI Yogyakarta: golongan III, 3 days, hotel, taxis, economy flight', () => {
    const plan = costPlan(
      {
        kind: 'luar_kota',
        days: 3,
        destination: { abroad: false, province: 'DI Yogyakarta' },
        traveller: { officialRank: null, golongan: 'III' },
        lodging: 'hotel',
        taxiLegs: standardTaxiLegs('DKI Jakarta', 'DI Yogyakarta'),
        flights: [{ origin: 'Jakarta', destination: 'Yogyakarta', travelClass: 'economy' }],
      },
      sbm,
    );
    expect(plan.missing).toEqual([]);
    // 3 × 420,000 + 2 × 845,000 + (250,000 + 258,000) × 2 + 2,268,000.
    expect(plan.total).toBe(1_260_000 + 1_690_000 + 1_016_000 + 2_268_000);
  });

  it('names the missing taxi row of a new Papua province', () => {
    const plan = costPlan(
      {
        kind: 'luar_kota',
        days: 2,
        destination: { abroad: false, province: 'Papua Tengah' },
        traveller: { officialRank: null, golongan: 'III' },
        lodging: 'disediakan',
        taxiLegs: ['Papua Tengah'],
        flights: [],
      },
      sbm,
    );
    expect(plan.missing).toEqual(['SBM 2026 belum memuat biaya taksi untuk Papua Tengah']);
  });

  it('costs a trip from the database rows: Bengkulu, eselon II, 3 days, hotel, taxis', () => {
    const plan = costPlan(
      {
        kind: 'luar_kota',
        days: 3,
        destination: { abroad: false, province: 'Bengkulu' },
        traveller: { officialRank: 'eselon_ii', golongan: 'IV' },
        lodging: 'hotel',
        taxiLegs: standardTaxiLegs('Kepulauan Bangka Belitung', 'Kepulauan Bangka Belitung'),
        flights: [],
      },
      sbm,
    );
    expect(plan.missing).toEqual([]);
    // 3 × 380,000 + 2 × 1,628,000 + 4 × 94,000 + 3 × 150,000.
    expect(plan.total).toBe(1_140_000 + 3_256_000 + 376_000 + 450_000);
  });

  it('has the representation and foreign rows, each with its source', () => {
    expect(
      sbm.representation.map((r) => [r.officialLevel, r.outsideCity, r.inCityOver8h]).sort(),
    ).toEqual([
      ['eselon_i', 200_000, 100_000],
      ['eselon_ii', 150_000, 75_000],
      ['pejabat_negara', 250_000, 125_000],
    ]);
    expect(sbm.foreignDaily.map((r) => r.country).sort()).toEqual([
      'Amerika Serikat',
      'Inggris',
      'Italia',
    ]);
    expect(sbm.internationalAirfares.map((r) => r.destination).sort()).toEqual(['Caracas', 'Dili']);
    for (const row of [...sbm.foreignDaily, ...sbm.internationalAirfares]) {
      expect(row.source).toMatch(/PMK 49 Tahun 2023.*PMK 32 Tahun 2025/);
    }
  });

  it('replaces a demo example row of the same key and year, and keeps an admin row', async () => {
    const db = ctx.app.db;
    const lodgingRow = (province: string) =>
      and(eq(sbmLodgingRates.year, 2026), eq(sbmLodgingRates.province, province));
    const taxiRow = and(eq(sbmTaxiFares.year, 2026), eq(sbmTaxiFares.province, 'Papua'));
    const demo = 'Contoh data demo; isi dari Lampiran PMK 32 Tahun 2025';
    await db
      .update(sbmLodgingRates)
      .set({ eselonII: 2_080_000, source: demo })
      .where(lodgingRow('DKI Jakarta'));
    await db
      .update(sbmLodgingRates)
      .set({ eselonIV: 700_000, source: 'Koreksi admin dari Lampiran' })
      .where(lodgingRow('Bali'));
    await db.update(sbmTaxiFares).set({ perTrip: 1, source: demo }).where(taxiRow);
    // What an earlier seed wrote from the press.
    const press =
      'PMK 32 Tahun 2025 (SBM TA 2026), angka dari pemberitaan Lampiran I; cocokkan dengan Lampiran';
    await db
      .update(sbmLodgingRates)
      .set({ eselonI: 2_000_000, source: press })
      .where(lodgingRow('Bengkulu'));
    // An earlier demo seed's route (spelled in lower case) and an admin's corrected route.
    const route = (origin: string, destination: string) =>
      and(
        eq(sbmDomesticAirfares.year, 2026),
        eq(sbmDomesticAirfares.origin, origin),
        eq(sbmDomesticAirfares.destination, destination),
      );
    await db.delete(sbmDomesticAirfares).where(route('Jakarta', 'Denpasar'));
    await db.insert(sbmDomesticAirfares).values({
      year: 2026,
      origin: 'jakarta',
      destination: 'denpasar',
      business: 7_480_000,
      economy: 2_670_000,
      source: demo,
    });
    await db
      .update(sbmDomesticAirfares)
      .set({ economy: 4_000_000, source: 'Koreksi admin dari Lampiran' })
      .where(route('Jakarta', 'Medan'));

    await seedSbmReference(db);

    const [dki] = await db.select().from(sbmLodgingRates).where(lodgingRow('DKI Jakarta'));
    expect(dki).toMatchObject({ eselonII: 2_084_000, source: expect.stringMatching(/^PMK 32/) });
    const [bali] = await db.select().from(sbmLodgingRates).where(lodgingRow('Bali'));
    expect(bali).toMatchObject({ eselonIV: 700_000, source: 'Koreksi admin dari Lampiran' });
    const [papua] = await db.select().from(sbmTaxiFares).where(taxiRow);
    expect(papua).toMatchObject({ perTrip: 462_000, source: expect.stringMatching(/^PMK 32/) });
    const [bengkulu] = await db.select().from(sbmLodgingRates).where(lodgingRow('Bengkulu'));
    expect(bengkulu).toMatchObject({ eselonI: 2_140_000, source: SBM_2026_SOURCE });
    const denpasar = await db
      .select()
      .from(sbmDomesticAirfares)
      .where(
        and(
          eq(sbmDomesticAirfares.year, 2026),
          sql`lower(${sbmDomesticAirfares.destination}) = 'denpasar'`,
          sql`lower(${sbmDomesticAirfares.origin}) = 'jakarta'`,
        ),
      );
    expect(denpasar).toEqual([
      expect.objectContaining({ origin: 'Jakarta', economy: 3_262_000, source: SBM_2026_SOURCE }),
    ]);
    const [medan] = await db.select().from(sbmDomesticAirfares).where(route('Jakarta', 'Medan'));
    expect(medan).toMatchObject({ economy: 4_000_000, source: 'Koreksi admin dari Lampiran' });
  });
});
