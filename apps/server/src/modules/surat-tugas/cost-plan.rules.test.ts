import { describe, expect, it } from 'vitest';
import {
  BIAYA_PENGINAPAN_2026,
  BIAYA_TAKSI_2026,
  TIKET_PESAWAT_LUAR_NEGERI_2026,
  UANG_HARIAN_DALAM_NEGERI_2026,
  UANG_HARIAN_LUAR_NEGERI_2026,
  UANG_REPRESENTASI_2026,
} from '../../db/seed/reference/sbm.ts';
import {
  type CadetRate,
  type CostPlan,
  CostPlanInputError,
  cadetCostPlan,
  costPlan,
  type DomesticAirfareRow,
  describeCadetRate,
  foreignGroup,
  type Golongan,
  lodgingColumn,
  type OfficialRank,
  pppkGolongan,
  type SbmTables,
  settleCosts,
  standardTaxiLegs,
  type TripInput,
  usdToRupiah,
} from './cost-plan.rules.ts';
import { SBM_MEETING_RATES } from './sbm-meeting-rates.ts';

/**
 * The SBM 2026 as the reference seed writes it (PMK 32/2025; regulations.md section 5 and the
 * sources in docs/surat-tugas.md). The expected amounts below are written out from those tables,
 * not computed from them, so a wrong seed or a wrong rule both fail.
 */
const SBM_2026: SbmTables = {
  year: 2026,
  daily: UANG_HARIAN_DALAM_NEGERI_2026,
  lodging: BIAYA_PENGINAPAN_2026,
  taxi: BIAYA_TAKSI_2026,
  representation: UANG_REPRESENTASI_2026,
  domesticAirfares: [],
  foreignDaily: UANG_HARIAN_LUAR_NEGERI_2026,
  internationalAirfares: TIKET_PESAWAT_LUAR_NEGERI_2026,
  meeting: SBM_MEETING_RATES[2026] ?? null,
};

const staff = (golongan: Golongan | null, officialRank: OfficialRank | null = null) => ({
  golongan,
  officialRank,
});

const trip = (over: Partial<TripInput>): TripInput => ({
  kind: 'luar_kota',
  days: 3,
  destination: { abroad: false, province: 'DKI Jakarta' },
  traveller: staff('III'),
  lodging: 'hotel',
  taxiLegs: [],
  flights: [],
  ...over,
});

const amounts = (plan: CostPlan) => Object.fromEntries(plan.lines.map((l) => [l.key, l.amount]));

describe('grade mapping', () => {
  it.each([
    [staff(null, 'pejabat_negara'), 'eselonI', 'groupA'],
    [staff('IV', 'eselon_i'), 'eselonI', 'groupB'],
    [staff('IV', 'eselon_ii'), 'eselonII', 'groupC'],
    [staff('IV', 'eselon_iii'), 'eselonIII', 'groupC'],
    [staff('III', 'eselon_iii'), 'eselonIII', 'groupD'],
    [staff('IV', null), 'eselonIII', 'groupC'],
    // Golongan IV lifts an eselon IV head to the eselon III/golongan IV column.
    [staff('IV', 'eselon_iv'), 'eselonIII', 'groupC'],
    [staff('III', 'eselon_iv'), 'eselonIV', 'groupD'],
    [staff('III', null), 'eselonIV', 'groupD'],
    [staff('II', null), 'eselonIV', 'groupD'],
    [staff('I', null), 'eselonIV', 'groupD'],
    [staff(null, null), 'eselonIV', 'groupD'],
  ] as const)('%o: lodging column %s, foreign %s', (t, column, group) => {
    expect(lodgingColumn(t)).toBe(column);
    expect(foreignGroup(t)).toBe(group);
  });

  it.each([
    [1, 'I'],
    [4, 'I'],
    [5, 'II'],
    [8, 'II'],
    [9, 'III'],
    [12, 'III'],
    [13, 'IV'],
    [17, 'IV'],
  ] as const)('PPPK golongan %i counts as PNS golongan %s', (pppk, pns) => {
    expect(pppkGolongan(pppk)).toBe(pns);
  });

  it.each([0, 18, 2.5])('refuses PPPK golongan %s', (n) => {
    expect(() => pppkGolongan(n)).toThrow(CostPlanInputError);
  });
});

describe('cost plan, SBM 2026 worked examples (docs/surat-tugas.md)', () => {
  it.each([
    [
      '1. DKI Jakarta, luar kota, gol. III, 3 hari, hotel',
      trip({}),
      { uang_harian: 3 * 530_000, penginapan: 2 * 730_000 },
      3_050_000,
    ],
    [
      '2. Bali, luar kota, eselon III, 4 hari, tanpa hotel (30 %)',
      trip({
        days: 4,
        destination: { abroad: false, province: 'Bali' },
        traveller: staff('IV', 'eselon_iii'),
        lodging: 'tanpa_hotel',
      }),
      // 30 % × 1,754,000 = 526,200 a night.
      { uang_harian: 4 * 480_000, penginapan: 3 * 526_200 },
      3_498_600,
    ],
    [
      '3. Bengkulu, luar kota, eselon II, 2 hari, hotel, representasi',
      trip({
        days: 2,
        destination: { abroad: false, province: 'Bengkulu' },
        traveller: staff('IV', 'eselon_ii'),
      }),
      { uang_harian: 2 * 380_000, penginapan: 1_628_000, representasi: 2 * 150_000 },
      2_688_000,
    ],
    [
      '4. Jawa Timur, diklat, gol. II, 5 hari, asrama disediakan',
      trip({
        kind: 'diklat',
        days: 5,
        destination: { abroad: false, province: 'Jawa Timur' },
        traveller: staff('II'),
        lodging: 'disediakan',
      }),
      { uang_harian: 5 * 120_000 },
      600_000,
    ],
    [
      '5. DKI Jakarta, dalam kota > 8 jam, eselon I, 1 hari',
      trip({ kind: 'dalam_kota_8jam', days: 1, traveller: staff('IV', 'eselon_i') }),
      { uang_harian: 210_000, representasi: 100_000 },
      310_000,
    ],
    [
      '6. DKI Jakarta, luar kota, gol. IV tanpa jabatan, 3 hari, hotel',
      trip({ traveller: staff('IV') }),
      { uang_harian: 1_590_000, penginapan: 2 * 1_062_000 },
      3_714_000,
    ],
    [
      '7. Bengkulu, diklat, gol. III, 3 hari, tanpa hotel',
      trip({
        kind: 'diklat',
        destination: { abroad: false, province: 'Bengkulu' },
        lodging: 'tanpa_hotel',
      }),
      // Diklat rate 110,000; 30 % × 692,000 = 207,600 a night.
      { uang_harian: 330_000, penginapan: 415_200 },
      745_200,
    ],
    [
      '8. Papua Pegunungan, luar kota, pejabat negara, 1 hari (tanpa malam)',
      trip({
        days: 1,
        destination: { abroad: false, province: 'Papua Pegunungan' },
        traveller: staff(null, 'pejabat_negara'),
      }),
      { uang_harian: 580_000, representasi: 250_000 },
      830_000,
    ],
    [
      '9. Rapat fullboard, eselon II, 3 hari: uang saku saja',
      trip({ kind: 'rapat_fullboard', traveller: staff('IV', 'eselon_ii') }),
      { uang_saku_rapat: 390_000 },
      390_000,
    ],
    [
      '10. Rapat fullday, 1 hari: tidak ada uang saku (SBM 2026)',
      trip({ kind: 'rapat_fullday', days: 1 }),
      { uang_saku_rapat: 0 },
      0,
    ],
    [
      '11. Rapat halfday, 1 hari: tidak ada uang saku (sejak SBM 2025)',
      trip({ kind: 'rapat_halfday', days: 1 }),
      { uang_saku_rapat: 0 },
      0,
    ],
  ])('%s', (_name, input, lines, total) => {
    const plan = costPlan(input, SBM_2026);
    expect(plan.missing).toEqual([]);
    expect(amounts(plan)).toEqual(lines);
    expect(plan.total).toBe(total);
    for (const line of plan.lines) {
      expect(line.source).toMatch(/PMK 32 Tahun 2025/);
      expect(Number.isInteger(line.amount)).toBe(true);
    }
  });

  it('names the rule and the ceiling on every line', () => {
    const plan = costPlan(
      trip({
        days: 4,
        destination: { abroad: false, province: 'Bali' },
        traveller: staff('IV', 'eselon_iii'),
        lodging: 'tanpa_hotel',
      }),
      SBM_2026,
    );
    expect(plan.lines).toEqual([
      expect.objectContaining({
        key: 'uang_harian',
        method: 'lumpsum',
        ceiling: 480_000,
        rule: 'Uang harian luar kota Bali: 4 hari × Rp480.000',
      }),
      expect.objectContaining({
        key: 'penginapan',
        method: 'lumpsum',
        quantity: 3,
        ceiling: 1_754_000,
        rule: 'Tanpa bukti hotel: 3 malam × 30% × Rp1.754.000 (Eselon III/Golongan IV, Bali) = 3 × Rp526.200, lumpsum',
      }),
    ]);
    const hotel = costPlan(trip({}), SBM_2026).lines.find((l) => l.key === 'penginapan');
    expect(hotel).toMatchObject({
      method: 'at_cost',
      ceiling: 730_000,
      rule: 'Penginapan DKI Jakarta (Eselon IV/Golongan III, II, I): 2 malam × paling tinggi Rp730.000, sesuai bukti hotel',
    });
  });

  it('gives representation only to pejabat negara, eselon I and II on duty trips', () => {
    const has = (input: Partial<TripInput>) =>
      costPlan(trip(input), SBM_2026).lines.some((l) => l.component === 'representasi');
    expect(has({ traveller: staff('IV', 'eselon_ii') })).toBe(true);
    expect(has({ traveller: staff('IV', 'eselon_iii') })).toBe(false);
    expect(has({ traveller: staff('IV') })).toBe(false);
    expect(has({ kind: 'diklat', traveller: staff('IV', 'eselon_i') })).toBe(false);
    expect(has({ kind: 'rapat_fullboard', traveller: staff('IV', 'eselon_i') })).toBe(false);
  });

  it('has no lodging in-city, for a one-day trip, or when it is provided', () => {
    const lodging = (input: Partial<TripInput>) =>
      costPlan(trip(input), SBM_2026).lines.filter((l) => l.component === 'penginapan');
    expect(lodging({ kind: 'dalam_kota_8jam' })).toEqual([]);
    expect(lodging({ days: 1 })).toEqual([]);
    expect(lodging({ lodging: 'disediakan' })).toEqual([]);
    expect(lodging({ kind: 'rapat_fullboard' })).toEqual([]);
  });

  it('rounds the 30 % lump sum half up to the Rupiah per night', () => {
    const at = (ceiling: number) =>
      costPlan(trip({ days: 2, lodging: 'tanpa_hotel' }), {
        ...SBM_2026,
        lodging: [
          {
            year: 2026,
            province: 'DKI Jakarta',
            eselonI: ceiling,
            eselonII: ceiling,
            eselonIII: ceiling,
            eselonIV: ceiling,
          },
        ],
      }).lines.find((l) => l.key === 'penginapan')?.amount;
    expect(at(1_000_001)).toBe(300_000); // 300,000.3
    expect(at(1_000_005)).toBe(300_002); // 300,001.5
    expect(at(1_000_003)).toBe(300_001); // 300,000.9
  });
});

describe('taxi legs', () => {
  it('costs the four usual legs Pangkalpinang → Jayapura at each province ceiling', () => {
    const legs = standardTaxiLegs('Kepulauan Bangka Belitung', 'Papua');
    expect(legs).toEqual([
      'Kepulauan Bangka Belitung',
      'Papua',
      'Papua',
      'Kepulauan Bangka Belitung',
    ]);
    const plan = costPlan(
      trip({ destination: { abroad: false, province: 'Papua' }, taxiLegs: legs }),
      SBM_2026,
    );
    const taxi = plan.lines.filter((l) => l.component === 'taksi');
    expect(taxi.map((l) => [l.key, l.amount, l.method])).toEqual([
      ['taksi-1', 94_000, 'at_cost'],
      ['taksi-2', 462_000, 'at_cost'],
      ['taksi-3', 462_000, 'at_cost'],
      ['taksi-4', 94_000, 'at_cost'],
    ]);
    expect(taxi[1]?.rule).toBe(
      'Taksi Papua, perjalanan ke-2: paling tinggi Rp462.000 sekali jalan, sesuai pengeluaran',
    );
    // Uang harian Papua 3 × 580,000; taxis 2 × 94,000 + 2 × 462,000; hotel 2 nights × 1,038,000
    // (golongan III: the eselon IV/gol III–I column).
    expect(plan.total).toBe(1_740_000 + 1_112_000 + 2_076_000);
    expect(plan.missing).toEqual([]);
  });

  it('marks a leg whose province has no ceiling, and costs it 0', () => {
    // The Lampiran has no taxi row for the Papua provinces formed in 2022.
    const plan = costPlan(trip({ taxiLegs: ['Papua Tengah'] }), SBM_2026);
    expect(plan.lines.find((l) => l.key === 'taksi-1')).toMatchObject({
      amount: 0,
      ceiling: null,
      missing: 'SBM 2026 belum memuat biaya taksi untuk Papua Tengah',
    });
  });
});

describe('flights', () => {
  const rate = 16_250;
  const abroad = (over: Partial<TripInput>) =>
    trip({
      destination: { abroad: true, country: 'Inggris' },
      usdRate: rate,
      lodging: 'disediakan',
      ...over,
    });

  it.each([
    ['Jakarta', 'Dili', 'economy', 350, 5_687_500],
    ['Dili', 'Jakarta', 'business', 491, 7_978_750],
    ['jakarta', 'CARACAS', 'first', 23_128, 375_830_000],
    ['Jakarta', 'Caracas', 'economy', 6_825, 110_906_250],
  ] as const)('%s–%s %s: USD %i × Rp16.250 = Rp%i', (origin, destination, c, usdCeiling, total) => {
    const plan = costPlan(abroad({ flights: [{ origin, destination, travelClass: c }] }), SBM_2026);
    expect(plan.lines.find((l) => l.key === 'tiket-1')).toMatchObject({
      method: 'at_cost',
      ceilingUsd: usdCeiling,
      amount: total,
    });
  });

  it('checks domestic tickets against the route ceiling by class', () => {
    // A route row as an admin enters it from the Lampiran (no 2026 route was found to seed).
    const route: DomesticAirfareRow = {
      year: 2026,
      origin: 'Jakarta',
      destination: 'Denpasar',
      business: 7_000_000,
      economy: 3_000_000,
      source: 'uji',
    };
    const withRoute = { ...SBM_2026, domesticAirfares: [route] };
    const flight = (travelClass: 'economy' | 'business' | 'first', destination = 'Denpasar') =>
      costPlan(
        trip({
          destination: { abroad: false, province: 'Bali' },
          flights: [{ origin: 'Jakarta', destination, travelClass }],
        }),
        withRoute,
      ).lines.find((l) => l.key === 'tiket-1');
    expect(flight('economy')).toMatchObject({ amount: 3_000_000, ceiling: 3_000_000 });
    expect(flight('business')).toMatchObject({
      amount: 7_000_000,
      rule: 'Tiket pesawat Jakarta–Denpasar kelas bisnis pulang pergi: paling tinggi Rp7.000.000, sesuai pengeluaran',
    });
    expect(flight('first')).toMatchObject({
      amount: 0,
      missing: 'SBM 2026 belum memuat tiket pesawat Jakarta–Denpasar kelas eksekutif/first',
    });
    expect(flight('economy', 'Mataram')?.missing).toBe(
      'SBM 2026 belum memuat tiket pesawat Jakarta–Mataram kelas ekonomi',
    );
  });
});

describe('abroad: per diem in USD by country and grade group', () => {
  it.each([
    ['Inggris', staff('III'), 5, 'D', 582, 47_287_500],
    ['Inggris', staff('IV', 'eselon_ii'), 5, 'C', 583, 47_368_750],
    ['Amerika Serikat', staff('IV', 'eselon_i'), 3, 'B', 563, 27_446_250],
    ['Italia', staff(null, 'pejabat_negara'), 2, 'A', 702, 22_815_000],
  ] as const)(
    '%s, %o, %i hari: golongan %s USD %i × kurs 16.250 = Rp%i',
    (country, t, days, group, perDay, total) => {
      const plan = costPlan(
        trip({
          destination: { abroad: true, country },
          traveller: t,
          days,
          usdRate: 16_250,
          // Lodging is part of the foreign per diem and representation is domestic only.
          lodging: 'hotel',
        }),
        SBM_2026,
      );
      expect(plan.lines).toHaveLength(1);
      expect(plan.lines[0]).toMatchObject({
        key: 'uang_harian',
        ceilingUsd: perDay,
        amount: total,
      });
      expect(plan.lines[0]?.rule).toContain(`golongan ${group}`);
    },
  );

  it('converts once per line, half up, at a rate with cents', () => {
    expect(usdToRupiah(582, 16_333.33)).toBe(9_505_998); // 9,505,998.06
    expect(usdToRupiah(0.5, 3)).toBe(2); // 1.5
    expect(usdToRupiah(1.15, 10)).toBe(12); // 11.5, from 115 cents, not 1.15's float
  });

  it('marks a country without a row', () => {
    const plan = costPlan(
      trip({ destination: { abroad: true, country: 'Peru' }, usdRate: 16_250 }),
      SBM_2026,
    );
    expect(plan.missing).toEqual(['SBM 2026 belum memuat uang harian luar negeri untuk Peru']);
  });
});

describe('which rows count', () => {
  it('uses only active rows of the letter year', () => {
    const dki = UANG_HARIAN_DALAM_NEGERI_2026.find((r) => r.province === 'DKI Jakarta');
    if (!dki) throw new Error('seed lost DKI Jakarta');
    const sbm = {
      ...SBM_2026,
      daily: [
        { ...dki, outsideCity: 999_000, isActive: false },
        { ...dki, year: 2025, outsideCity: 111_000 },
      ],
    };
    expect(costPlan(trip({ lodging: 'disediakan' }), sbm).missing).toEqual([
      'SBM 2026 belum memuat uang harian untuk DKI Jakarta',
    ]);
    const corrected = { ...SBM_2026, daily: [{ ...dki, outsideCity: 531_000 }] };
    expect(costPlan(trip({ lodging: 'disediakan' }), corrected).total).toBe(3 * 531_000);
  });

  it('cannot cost a meeting in a year without meeting rates', () => {
    const plan = costPlan(trip({ kind: 'rapat_fullboard' }), { ...SBM_2026, meeting: null });
    expect(plan.missing).toEqual(['SBM 2026 belum memuat uang saku rapat']);
  });

  it.each([
    [{ days: 0 }, 'Lama perjalanan harus 1 sampai 366 hari'],
    [{ days: 1.5 }, 'Lama perjalanan harus 1 sampai 366 hari'],
    [{ days: 367 }, 'Lama perjalanan harus 1 sampai 366 hari'],
    [
      { destination: { abroad: true, country: 'Inggris' } },
      'Kurs rupiah per USD wajib untuk perjalanan luar negeri',
    ],
    [
      { destination: { abroad: true, country: 'Inggris' }, usdRate: 16_000, kind: 'rapat_fullday' },
      'Perjalanan luar negeri hanya luar kota atau diklat',
    ],
  ] as [Partial<TripInput>, string][])('refuses %o', (input, message) => {
    expect(() => costPlan(trip(input), SBM_2026)).toThrow(message);
  });
});

describe('actual costs replace the plan up to each ceiling', () => {
  // A 3-day trip Pangkalpinang → Jayapura, gol. III, lodging provided: four taxi legs at cost.
  const plan = costPlan(
    trip({
      destination: { abroad: false, province: 'Papua' },
      lodging: 'disediakan',
      taxiLegs: standardTaxiLegs('Kepulauan Bangka Belitung', 'Papua'),
    }),
    SBM_2026,
  );
  // Example 1: DKI Jakarta, gol. III, 3 days, hotel at most 2 × 730,000.
  const hotelPlan = costPlan(trip({}), SBM_2026);

  it('pays lump sums as planned, taxi legs up to the ceiling, and lists legs without receipts', () => {
    const settled = settleCosts(plan, [
      { key: 'taksi-1', amount: 120_000, receipt: true },
      { key: 'taksi-2', amount: 400_000, receipt: false },
      { key: 'taksi-3', amount: 462_000, receipt: true },
    ]);
    const row = (key: string) => settled.lines.find((l) => l.key === key);
    expect(row('uang_harian')).toMatchObject({ planned: 1_740_000, actual: null, paid: 1_740_000 });
    expect(row('taksi-1')).toMatchObject({
      planned: 94_000,
      actual: 120_000,
      paid: 94_000,
      capped: true,
    });
    expect(row('taksi-2')).toMatchObject({ paid: 400_000, pengeluaranRiil: true });
    expect(row('taksi-3')).toMatchObject({ paid: 462_000, capped: false, pengeluaranRiil: false });
    expect(row('taksi-4')).toMatchObject({ paid: 0, unreported: true });
    expect(settled.paid).toBe(1_740_000 + 94_000 + 400_000 + 462_000);
    expect(settled.planned).toBe(1_740_000 + 1_112_000);
    expect(settled.pengeluaranRiil.map((l) => l.key)).toEqual(['taksi-2']);
  });

  it.each([
    [1_300_000, true, 1_300_000, false, false],
    [1_460_000, true, 1_460_000, false, false],
    [2_000_000, true, 1_460_000, true, false],
    [900_000, false, 900_000, false, true],
  ])(
    'hotel bill Rp%i (receipt %s): paid Rp%i, capped %s, pengeluaran riil %s',
    (amount, receipt, paid, capped, riil) => {
      const settled = settleCosts(hotelPlan, [{ key: 'penginapan', amount, receipt }]);
      expect(settled.lines.find((l) => l.key === 'penginapan')).toMatchObject({
        planned: 1_460_000,
        paid,
        capped,
        pengeluaranRiil: riil,
      });
      expect(settled.paid).toBe(1_590_000 + paid);
    },
  );

  it.each([
    [[{ key: 'uang_harian', amount: 1, receipt: true }], 'dibayar lumpsum'],
    [[{ key: 'taksi-9', amount: 1, receipt: true }], 'tidak ada di rencana'],
    [[{ key: 'taksi-1', amount: -1, receipt: true }], 'rupiah bulat'],
    [[{ key: 'taksi-1', amount: 10.5, receipt: true }], 'rupiah bulat'],
    [
      [
        { key: 'taksi-1', amount: 1, receipt: true },
        { key: 'taksi-1', amount: 2, receipt: true },
      ],
      'dua kali',
    ],
  ])('refuses %j', (actuals, message) => {
    expect(() => settleCosts(plan, actuals)).toThrow(message);
  });
});

describe('cadets (taruna): the Direktur\'s SK rate, worked examples (docs "Surat tugas taruna")', () => {
  const uangSaku = (over: Partial<CadetRate> = {}): CadetRate => ({
    year: 2026,
    purposeLabel: 'Praktik',
    mode: 'uang_saku',
    golongan: 'II',
    dailyAllowance: 150_000,
    lodgingCeiling: 250_000,
    skNumber: 'KP.001/2026',
    skDate: '5 Januari 2026',
    ...over,
  });
  const setara = (golongan: Golongan): CadetRate =>
    uangSaku({ mode: 'setara_golongan', golongan, dailyAllowance: null, lodgingCeiling: null });
  const cadetTrip = (over: Partial<TripInput>) => {
    const { traveller: _ignored, ...rest } = trip(over);
    return rest;
  };
  const route: DomesticAirfareRow = {
    year: 2026,
    origin: 'Jakarta',
    destination: 'Denpasar',
    business: 7_000_000,
    economy: 3_000_000,
    source: 'uji',
  };
  const withRoute = { ...SBM_2026, domesticAirfares: [route] };

  it.each([
    [
      'A. uang saku, Bali, 5 hari, hotel sampai batas SK',
      cadetTrip({ days: 5, destination: { abroad: false, province: 'Bali' } }),
      uangSaku(),
      { uang_saku: 5 * 150_000, penginapan: 4 * 250_000 },
      1_750_000,
    ],
    [
      'B. uang saku, penginapan disediakan menurut SK (batas 0)',
      cadetTrip({ days: 5, destination: { abroad: false, province: 'Bali' } }),
      uangSaku({ lodgingCeiling: 0 }),
      { uang_saku: 750_000 },
      750_000,
    ],
    [
      'C. uang saku, penginapan disediakan penyelenggara',
      cadetTrip({ days: 5, lodging: 'disediakan' }),
      uangSaku(),
      { uang_saku: 750_000 },
      750_000,
    ],
    [
      'D. uang saku, 1 hari: tanpa malam, tanpa penginapan',
      cadetTrip({ days: 1 }),
      uangSaku(),
      { uang_saku: 150_000 },
      150_000,
    ],
    [
      'E. uang saku lomba, 3 hari, taksi dan tiket bisnis dibatasi ekonomi',
      cadetTrip({
        destination: { abroad: false, province: 'Bali' },
        taxiLegs: ['Kepulauan Bangka Belitung', 'Kepulauan Bangka Belitung'],
        flights: [{ origin: 'Denpasar', destination: 'Jakarta', travelClass: 'business' }],
      }),
      uangSaku({ purposeLabel: 'Lomba', dailyAllowance: 200_000, lodgingCeiling: 400_000 }),
      {
        uang_saku: 3 * 200_000,
        penginapan: 2 * 400_000,
        'taksi-1': 94_000,
        'taksi-2': 94_000,
        'tiket-1': 3_000_000,
      },
      600_000 + 800_000 + 188_000 + 3_000_000,
    ],
    [
      'F. setara golongan II, DKI Jakarta, 3 hari, hotel',
      cadetTrip({}),
      setara('II'),
      { uang_harian: 3 * 530_000, penginapan: 2 * 730_000 },
      3_050_000,
    ],
    [
      'G. setara golongan IV, DKI Jakarta, 3 hari, hotel (kolom eselon III/gol. IV)',
      cadetTrip({}),
      setara('IV'),
      { uang_harian: 3 * 530_000, penginapan: 2 * 1_062_000 },
      3_714_000,
    ],
    [
      'H. setara golongan I, Bengkulu, 3 hari, tanpa bukti hotel (30 %)',
      cadetTrip({ destination: { abroad: false, province: 'Bengkulu' }, lodging: 'tanpa_hotel' }),
      setara('I'),
      // 30 % × 692,000 = 207,600 a night.
      { uang_harian: 3 * 380_000, penginapan: 2 * 207_600 },
      1_555_200,
    ],
  ] as const)('%s', (_name, t, rate, lines, total) => {
    const plan = cadetCostPlan(t, rate, withRoute);
    expect(amounts(plan)).toEqual(lines);
    expect(plan.total).toBe(total);
    expect(plan.missing).toEqual([]);
    for (const line of plan.lines) expect(line.rule).toContain('SK Direktur No KP.001/2026');
  });

  it('writes each line like the others: rule with the figures, ceiling, method and source', () => {
    const plan = cadetCostPlan(
      cadetTrip({ days: 5, destination: { abroad: false, province: 'Bali' } }),
      uangSaku(),
      SBM_2026,
    );
    expect(plan.lines[0]).toMatchObject({
      key: 'uang_saku',
      component: 'uang_saku_taruna',
      method: 'lumpsum',
      quantity: 5,
      unit: 'hari',
      ceiling: 150_000,
      rule: 'Uang saku taruna Praktik: 5 hari × Rp150.000 (SK Direktur No KP.001/2026 tanggal 5 Januari 2026)',
      source: 'SK Direktur No KP.001/2026 tanggal 5 Januari 2026',
    });
    expect(plan.lines[1]).toMatchObject({ method: 'at_cost', quantity: 4, ceiling: 250_000 });
    expect(plan.lines[1]?.rule).toContain('sesuai bukti hotel');
  });

  it('a stay without a hotel bill is still at cost up to the ceiling (daftar pengeluaran riil)', () => {
    const plan = cadetCostPlan(cadetTrip({ lodging: 'tanpa_hotel' }), uangSaku(), SBM_2026);
    expect(plan.lines[1]).toMatchObject({ key: 'penginapan', method: 'at_cost', amount: 500_000 });
    expect(plan.lines[1]?.rule).toContain('sesuai pengeluaran riil');
    const settled = settleCosts(plan, [{ key: 'penginapan', amount: 420_000, receipt: false }]);
    expect(settled.paid).toBe(450_000 + 420_000);
    expect(settled.pengeluaranRiil.map((l) => l.key)).toEqual(['penginapan']);
  });

  it('setara golongan: the SBM lines say the cadet is costed as that golongan, no representation', () => {
    const plan = cadetCostPlan(cadetTrip({}), setara('II'), SBM_2026);
    expect(plan.lines.map((l) => l.component)).toEqual(['uang_harian', 'penginapan']);
    expect(plan.lines[0]?.rule).toBe(
      'Uang harian luar kota DKI Jakarta: 3 hari × Rp530.000 — taruna setara golongan II (SK Direktur No KP.001/2026 tanggal 5 Januari 2026)',
    );
    expect(plan.lines[0]?.source).toBe(UANG_HARIAN_DALAM_NEGERI_2026[0]?.source);
  });

  it('describes the rate in one phrase', () => {
    expect(describeCadetRate(uangSaku({ lodgingCeiling: 0 }))).toBe(
      'Tarif taruna Praktik 2026: uang saku Rp150.000 per hari, penginapan disediakan, tiket setara golongan II (SK Direktur No KP.001/2026 tanggal 5 Januari 2026)',
    );
    expect(describeCadetRate(setara('I'))).toBe(
      'Tarif taruna Praktik 2026: setara golongan I (SK Direktur No KP.001/2026 tanggal 5 Januari 2026)',
    );
  });

  it.each([
    ['another year', uangSaku({ year: 2025 }), 'Tarif taruna 2025 tidak untuk SBM 2026'],
    ['no uang saku', uangSaku({ dailyAllowance: null }), 'Tarif uang saku taruna belum lengkap'],
  ])('refuses %s', (_name, rate, message) => {
    expect(() => cadetCostPlan(cadetTrip({}), rate, SBM_2026)).toThrow(message);
  });
});
