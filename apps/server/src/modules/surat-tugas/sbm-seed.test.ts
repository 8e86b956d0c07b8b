/**
 * The reference seed's SBM 2026 rows in the real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), and the cost plan computed from what the database holds.
 */
import { PROVINCE_NAMES } from '@sikerja/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { PER_DIEM_2026 } from '../../../test/sbm-2026.fixture.ts';
import {
  sbmDailyAllowances,
  sbmDomesticAirfares,
  sbmForeignDailyAllowances,
  sbmInternationalAirfares,
  sbmLodgingRates,
  sbmRepresentationAllowances,
  sbmTaxiFares,
} from '../../db/schema/masters-sbm.ts';
import { seedSbmReference } from '../../db/seed/reference/sbm.ts';
import { costPlan, type SbmTables, standardTaxiLegs } from './cost-plan.rules.ts';
import { SBM_MEETING_RATES } from './sbm-meeting-rates.ts';

/** The lodging rows whose four grade columns were published for 2026 (docs/surat-tugas.md). */
const LODGING_2026: [string, number, number, number, number][] = [
  ['DKI Jakarta', 9_331_000, 2_084_000, 1_062_000, 730_000],
  ['Bali', 7_328_000, 2_433_000, 1_754_000, 1_138_000],
  ['Bengkulu', 2_140_000, 1_628_000, 1_546_000, 692_000],
];

describe('SBM 2026 in the reference seed', () => {
  const ctx = useTestApp();
  let sbm: SbmTables;
  beforeAll(async () => {
    const db = ctx.app.db;
    sbm = {
      year: 2026,
      daily: await db.select().from(sbmDailyAllowances).where(eq(sbmDailyAllowances.year, 2026)),
      lodging: await db.select().from(sbmLodgingRates).where(eq(sbmLodgingRates.year, 2026)),
      taxi: await db.select().from(sbmTaxiFares).where(eq(sbmTaxiFares.year, 2026)),
      representation: await db
        .select()
        .from(sbmRepresentationAllowances)
        .where(eq(sbmRepresentationAllowances.year, 2026)),
      domesticAirfares: await db
        .select()
        .from(sbmDomesticAirfares)
        .where(eq(sbmDomesticAirfares.year, 2026)),
      foreignDaily: await db
        .select()
        .from(sbmForeignDailyAllowances)
        .where(eq(sbmForeignDailyAllowances.year, 2026)),
      internationalAirfares: await db
        .select()
        .from(sbmInternationalAirfares)
        .where(eq(sbmInternationalAirfares.year, 2026)),
      meeting: SBM_MEETING_RATES[2026] ?? null,
    };
  });

  const perDiemCases = PER_DIEM_2026.flatMap(([o, c, t, provinces]) =>
    provinces.map((p) => [p, o, c, t] as const),
  );

  it('has a per-diem row for every province of the table, each naming PMK 32/2025', () => {
    expect(perDiemCases).toHaveLength(37);
    expect(sbm.daily.map((r) => r.province).sort()).toEqual(perDiemCases.map(([p]) => p).sort());
    // DI Yogyakarta is the one province the table read lacks (regulations.md 5.2).
    expect(PROVINCE_NAMES.filter((p) => !sbm.daily.some((r) => r.province === p))).toEqual([
      'DI Yogyakarta',
    ]);
    for (const row of sbm.daily) expect(row.source).toBe('PMK 32 Tahun 2025 (SBM TA 2026)');
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
    expect(row?.source).toMatch(/^PMK 32 Tahun 2025/);
  });

  it('has lodging rows only where all four columns were published', () => {
    expect(sbm.lodging.map((r) => r.province).sort()).toEqual(LODGING_2026.map(([p]) => p).sort());
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

  it('has the representation, taxi and foreign rows, each with its source', () => {
    expect(
      sbm.representation.map((r) => [r.officialLevel, r.outsideCity, r.inCityOver8h]).sort(),
    ).toEqual([
      ['eselon_i', 200_000, 100_000],
      ['eselon_ii', 150_000, 75_000],
      ['pejabat_negara', 250_000, 125_000],
    ]);
    expect(sbm.taxi.map((r) => [r.province, r.perTrip]).sort()).toEqual([
      ['Kepulauan Bangka Belitung', 94_000],
      ['Papua', 462_000],
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

    await seedSbmReference(db);

    const [dki] = await db.select().from(sbmLodgingRates).where(lodgingRow('DKI Jakarta'));
    expect(dki).toMatchObject({ eselonII: 2_084_000, source: expect.stringMatching(/^PMK 32/) });
    const [bali] = await db.select().from(sbmLodgingRates).where(lodgingRow('Bali'));
    expect(bali).toMatchObject({ eselonIV: 700_000, source: 'Koreksi admin dari Lampiran' });
    const [papua] = await db.select().from(sbmTaxiFares).where(taxiRow);
    expect(papua).toMatchObject({ perTrip: 462_000, source: expect.stringMatching(/^PMK 32/) });
  });
});
