import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { sbmDomesticAirfares, sbmInternationalAirfares } from '../../db/schema/masters-sbm.ts';
import { workUnits } from '../../db/schema/org.ts';
import { suratTugas, suratTugasTravellers } from '../../db/schema/surat-tugas.ts';
import { flightResource } from './flights.resource.ts';

/**
 * `/admin/pesawat` on the demo database: a letter of the file's own (Tanjungpinang, 7–9
 * December 2026) with two travellers, one cancelled letter, and an SBM 2026 route
 * Tanjungpinang–Jakarta (economy 2,000,000, business 5,000,000 per return ticket).
 */
const ctx = useTestApp({ demo: true });
const url = 'admin/pesawat';
const ids = { ana: 0, budi: 0, cancelled: 0 };
let admin: Session;
const START = '2026-12-07';

async function letter(number: string, cancelled = false) {
  const db = ctx.app.db;
  const [unit] = await db.select({ id: workUnits.id }).from(workUnits).limit(1);
  const signer = await buildUser(db);
  const [row] = await db
    .insert(suratTugas)
    .values({
      year: 2026,
      number,
      basis: 'Rencana kerja 2026',
      purpose: 'Koordinasi pelatihan',
      letterDate: '2026-12-01',
      startDate: START,
      endDate: '2026-12-09',
      destinationKind: 'dalam_negeri',
      province: 'Kepulauan Bangka Belitung',
      city: 'Tanjungpinang',
      transport: 'Pesawat udara',
      unitId: unit?.id ?? 0,
      signerUserId: signer.id,
      ...(cancelled ? { cancelledAt: new Date(), cancelReason: 'Ditunda' } : {}),
    })
    .returning({ id: suratTugas.id });
  if (!row) throw new Error('letter');
  return row.id;
}

async function traveller(letterId: number, seq: number, name: string) {
  const user = await buildUser(ctx.app.db, { name });
  const [row] = await ctx.app.db
    .insert(suratTugasTravellers)
    .values({ suratTugasId: letterId, seq, userId: user.id })
    .returning({ id: suratTugasTravellers.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  const letterId = await letter('ST-UJI-1/2026');
  ids.ana = await traveller(letterId, 1, 'Ana Terbang');
  ids.budi = await traveller(letterId, 2, 'Budi Terbang');
  ids.cancelled = await traveller(await letter('ST-UJI-2/2026', true), 1, 'Cici Batal');
  await ctx.app.db.insert(sbmDomesticAirfares).values({
    year: 2026,
    origin: 'Tanjungpinang',
    destination: 'Jakarta',
    economy: 2_000_000,
    business: 5_000_000,
    source: 'Uji',
  });
  admin = await login(ctx.app, 'admin@sikerja.test');
});

const ticket = (i: number, change: Record<string, unknown> = {}) => ({
  traveller_id: ids.ana,
  airline: 'Garuda Indonesia',
  flight_number: `GA ${100 + i}`,
  origin: 'Tanjungpinang',
  destination: 'Jakarta',
  departure_date: START,
  ticket_number: `126-77000${String(i).padStart(5, '0')}`,
  booking_code: null,
  travel_class: 'economy',
  trip: 'pp',
  price: 1_500_000,
  status: 'terbit',
  reschedule_fee: 0,
  refund_amount: 0,
  note: null,
  ...change,
});

describe('/admin/pesawat', () => {
  runResourceSuite(ctx, {
    resource: flightResource,
    create: (i) => ticket(i),
    update: (p) => ({ ...p, price: 1_750_000, note: 'Harga naik' }),
    invalid: {
      change: { status: 'terbit', refund_amount: 200_000 },
      field: 'refund_amount',
      message: 'Nilai refund hanya untuk tiket berstatus Refund',
    },
    unique: { field: 'ticket_number', message: 'Nomor tiket sudah terdaftar' },
    search: { payload: () => ticket(90, { airline: 'Lion Ăir' }), term: 'lion air' },
    expectDerived: () => ({ traveller_name: 'Ana Terbang', letter_number: 'ST-UJI-1/2026' }),
  });

  // [what, change, net cost, ceiling, over the ceiling]
  const cases: [string, Record<string, unknown>, number, number | null, number][] = [
    ['return economy within', { price: 1_900_000 }, 1_900_000, 2_000_000, 0],
    [
      'the route read backwards',
      { origin: 'Jakarta', destination: 'Tanjungpinang', price: 2_300_000 },
      2_300_000,
      2_000_000,
      300_000,
    ],
    [
      'one way: half the ceiling',
      { trip: 'sekali_jalan', price: 1_100_000 },
      1_100_000,
      1_000_000,
      100_000,
    ],
    [
      'one way business',
      { trip: 'sekali_jalan', travel_class: 'business', price: 2_400_000 },
      2_400_000,
      2_500_000,
      0,
    ],
    [
      'first class has no domestic ceiling',
      { travel_class: 'first', price: 9_000_000 },
      9_000_000,
      null,
      0,
    ],
    [
      'refund lowers the cost',
      { status: 'refund', price: 1_800_000, refund_amount: 1_000_000 },
      800_000,
      2_000_000,
      0,
    ],
    [
      'a reschedule fee counts',
      { status: 'reschedule', price: 1_900_000, reschedule_fee: 250_000 },
      2_150_000,
      2_000_000,
      150_000,
    ],
    ['a route the SBM lacks', { origin: 'Batam', destination: 'Sorong' }, 1_500_000, null, 0],
  ];
  it.each(cases.map((c, i) => [i, ...c] as const))(
    'ceiling %i: %s',
    async (i, _what, change, net, ceiling, over) => {
      const res = await admin.api.post(url, ticket(500 + i, change));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ net_cost: net, ceiling, over_ceiling: over });
    },
  );

  it.each([
    [
      'a day before the letter',
      { departure_date: '2026-12-06' },
      'departure_date',
      /dalam masa surat tugas/,
    ],
    ['a cancelled letter', { traveller_id: -1 }, 'traveller_id', /dibatalkan/],
    [
      'refund above the price',
      { status: 'refund', price: 100, refund_amount: 200 },
      'refund_amount',
      /melebihi/,
    ],
    ['a fee without a reschedule', { reschedule_fee: 1 }, 'reschedule_fee', /Jadwal diubah/],
    ['nowhere', { destination: 'tanjungpinang' }, 'destination', /berbeda/],
    ['a fraction of a rupiah', { price: 1.5 }, 'price', /bulat/],
  ] as const)('refuses %s with 422', async (_what, change, field, message) => {
    const body = ticket(700, { ...change });
    if (body.traveller_id === -1) body.traveller_id = ids.cancelled;
    const res = await admin.api.post(url, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]?.[0]).toMatch(message);
  });

  it('offers the travellers of standing letters, searched by name or number', async () => {
    const found = await admin.api.post(`${url}/travellers/list`, { search: 'terbang', per: 50 });
    expect(found.statusCode, found.body).toBe(200);
    expect(
      found
        .json()
        .data.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Ana Terbang — ST-UJI-1/2026', 'Budi Terbang — ST-UJI-1/2026']);
    expect(found.json().total).toBe(2);
    const byNumber = await admin.api.post(`${url}/travellers/list`, { search: 'ST-UJI', per: 50 });
    expect(byNumber.json().data.map((r: { id: number }) => r.id)).not.toContain(ids.cancelled);
    const one = await admin.api.get(`${url}/travellers/${ids.budi}`);
    expect(one.json().data).toMatchObject({
      name: 'Budi Terbang — ST-UJI-1/2026',
      year: 2026,
      destination_kind: 'dalam_negeri',
    });
    expect((await admin.api.get(`${url}/travellers/${ids.cancelled}`)).statusCode).toBe(404);
  });

  describe('the SBM cities the form suggests', () => {
    beforeAll(async () => {
      const row = { year: 2026, economy: 1_000_000, source: 'Uji' };
      await ctx.app.db.insert(sbmDomesticAirfares).values([
        // Another spelling of a city the SBM 2026 names: the same city, once.
        { ...row, origin: 'PANGKALPINANG', destination: 'Kota Uji Satu' },
        { ...row, origin: 'Kota Uji Nonaktif', destination: 'Jakarta', isActive: false },
        { ...row, year: 2025, origin: 'Kota Uji Lama', destination: 'Jakarta' },
      ]);
      await ctx.app.db
        .insert(sbmInternationalAirfares)
        .values({ year: 2026, origin: 'Jakarta', destination: 'Kota Uji Luar', economy: 1500 });
    });

    const cities = async (query: string) => {
      const res = await admin.api.get(`${url}/cities?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as string[];
    };

    it('lists the active routes’ cities of the year once each, sorted', async () => {
      const list = await cities('year=2026');
      expect(list.filter((c) => c === 'Pangkal Pinang')).toHaveLength(1);
      expect(
        list.filter((c) => c.toLowerCase().replace(/[^a-z]/g, '') === 'pangkalpinang'),
      ).toEqual(['Pangkal Pinang']);
      expect(list.filter((c) => c === 'Jakarta')).toHaveLength(1);
      expect(list).toEqual(expect.arrayContaining(['Tanjungpinang', 'Toli-Toli', 'Kota Uji Satu']));
      expect(list).not.toContain('Kota Uji Nonaktif');
      expect(list).not.toContain('Kota Uji Lama');
      expect(list).not.toContain('Kota Uji Luar');
      const lower = list.map((c) => c.toLowerCase());
      expect(lower).toEqual([...lower].sort());
      expect(await cities('year=2025')).toContain('Kota Uji Lama');
    });

    it('abroad, lists the international SBM’s cities', async () => {
      const abroad = await cities('year=2026&destination_kind=luar_negeri');
      expect(abroad).toContain('Kota Uji Luar');
      expect(abroad).not.toContain('Pangkal Pinang');
    });

    it.each([
      ['no year', ''],
      ['a word', 'year=tahun'],
      ['a fraction', 'year=2026.5'],
      ['a year too early', 'year=1999'],
      ['a year too late', 'year=2101'],
      ['an unknown kind', 'year=2026&destination_kind=antariksa'],
    ])('refuses %s with 422 in Indonesian', async (_what, query) => {
      const res = await admin.api.get(`${url}/cities?${query}`);
      expect(res.statusCode, res.body).toBe(422);
      const field = query.includes('destination_kind') ? 'destination_kind' : 'year';
      expect(res.json().errors[field]?.[0]).toMatch(
        /^(Tahun harus bilangan bulat|Pilihan tidak valid)/,
      );
    });
  });

  it('is the administrators’ only', async () => {
    const staff = await login(ctx.app, 'pegawai@sikerja.test');
    expect((await staff.api.post(`${url}/list`, {})).statusCode).toBe(403);
    expect((await staff.api.post(`${url}/travellers/list`, {})).statusCode).toBe(403);
    expect((await staff.api.get(`${url}/cities?year=2026`)).statusCode).toBe(403);
    expect((await staff.api.post(url, ticket(800))).statusCode).toBe(403);
  });
});
