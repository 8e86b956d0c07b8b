import { PEMOTONGAN_KEGIATAN_KINDS, type PemotonganKegiatanKind } from '@sikerja/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import type { Resource } from '../../platform/resource/resource-factory.ts';
import { pemotonganResource } from './pemotongan.resource.ts';
import {
  pemotonganApelResource,
  pemotonganGerbangResource,
  pemotonganLemburResource,
  pemotonganMengajarResource,
  pemotonganRapatResource,
  pemotonganSenamResource,
} from './pemotongan-kegiatan.resource.ts';
import { pirResource } from './pir.resource.ts';
import { tarifUktResource } from './tarif-ukt.resource.ts';
import { tunjanganKinerjaResource } from './tunjangan-kinerja.resource.ts';
import { uangMakanResource } from './uang-makan.resource.ts';

type Payload = Record<string, unknown>;

/** A distinct date per suite row, so (class or group, date) keys never clash. */
const day = (i: number) => `2030-01-${String(i).padStart(2, '0')}`;

const KIND_RESOURCES: Record<PemotonganKegiatanKind, Resource> = {
  apel: pemotonganApelResource,
  senam: pemotonganSenamResource,
  rapat: pemotonganRapatResource,
  mengajar: pemotonganMengajarResource,
  lembur: pemotonganLemburResource,
  gerbang: pemotonganGerbangResource,
};

describe('pay masters', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
  });
  const listAll = async (path: string, body: Payload = {}) =>
    (await admin.api.post(`admin/master/${path}/list`, { per: 100, ...body })).json()
      .data as Payload[];
  const refuses = async (path: string, payload: Payload, field: string, message: string) => {
    const res = await admin.api.post(`admin/master/${path}`, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  };

  describe('tunjangan kinerja', () => {
    // Lampiran Perpres 119/2018 (Kemenhub), regulations.md 6.2.
    it.each([
      [17, 33_240_000],
      [16, 27_577_500],
      [15, 19_280_000],
      [14, 17_064_000],
      [13, 10_936_000],
      [12, 9_896_000],
      [11, 8_757_600],
      [10, 5_979_200],
      [9, 5_079_200],
      [8, 4_595_150],
      [7, 3_915_950],
      [6, 3_510_400],
      [5, 3_134_250],
      [4, 2_985_000],
      [3, 2_898_000],
      [2, 2_708_250],
      [1, 2_531_250],
    ])(
      'seeds kelas %i at Rp%i a month from May 2018, citing the Perpres',
      async (jobClass, amount) => {
        const rows = await listAll('tunjangan_kinerja', { job_class: jobClass });
        expect(rows.find((r) => r.valid_from === '2018-05-01')).toMatchObject({
          amount,
          is_active: true,
          source: expect.stringContaining('Perpres 119 Tahun 2018'),
        });
      },
    );

    it.each([
      [{ job_class: 0 }, 'job_class', 'Minimal 1'],
      [{ job_class: 18 }, 'job_class', 'Maksimal 17'],
      [{ valid_from: '01-05-2018' }, 'valid_from', 'Tanggal tidak valid (format YYYY-MM-DD)'],
      [{ amount: -1 }, 'amount', 'Minimal 0'],
    ])('refuses %j', async (change, field, message) => {
      const payload = { job_class: 7, valid_from: '2031-01-01', amount: 1, ...change };
      await refuses('tunjangan_kinerja', payload, field, message);
    });

    runResourceSuite(ctx, {
      resource: tunjanganKinerjaResource,
      create: (i) => ({ job_class: 7, valid_from: day(i), amount: 4_000_000 + i }),
      update: (p) => ({ ...p, amount: 4_500_000, source: 'Perpres Perubahan', is_active: false }),
      invalid: { change: { job_class: 18 }, field: 'job_class', message: 'Maksimal 17' },
      unique: { field: 'job_class', message: 'Kelas Jabatan sudah terdaftar' },
      search: {
        payload: { job_class: 3, valid_from: '2032-01-01', amount: 1, source: 'Pérpres Ûji 2032' },
        term: 'PERPRES uji',
      },
    });
  });

  describe('uang makan', () => {
    // PMK 32/2025 (SBM 2026); final PPh 21 by golongan, PP 80/2010 (regulations.md 3.4, 4).
    it.each([
      ['I', 35_000, 0],
      ['II', 35_000, 0],
      ['III', 37_000, 5],
      ['IV', 41_000, 15],
    ])('seeds golongan %s at Rp%i a day present, PPh final %i%%', async (group, amount, tax) => {
      const rows = await listAll('uang_makan', { pns_group: group });
      expect(rows.find((r) => r.valid_from === '2026-01-01')).toMatchObject({
        amount,
        tax_rate: tax,
        source: expect.stringContaining('PMK 32 Tahun 2025'),
      });
    });

    it.each([
      [{ tax_rate: 10 }, 'tax_rate', 'Tarif PPh final uang makan 0%, 5% atau 15%'],
      [{ pns_group: 'V' }, 'pns_group', 'Pilihan tidak valid'],
    ])('refuses %j', async (change, field, message) => {
      const payload = { pns_group: 'I', valid_from: '2031-01-01', amount: 1, tax_rate: 0 };
      await refuses('uang_makan', { ...payload, ...change }, field, message);
    });

    runResourceSuite(ctx, {
      resource: uangMakanResource,
      create: (i) => ({ pns_group: 'II', valid_from: day(i), amount: 40_000, tax_rate: 0 }),
      update: (p) => ({ ...p, amount: 42_000, pns_group: 'III', tax_rate: 5 }),
      invalid: {
        change: { tax_rate: 2.5 },
        field: 'tax_rate',
        message: 'Tarif PPh final uang makan 0%, 5% atau 15%',
      },
      unique: { field: 'pns_group', message: 'Golongan sudah terdaftar' },
      search: {
        payload: {
          pns_group: 'IV',
          valid_from: '2032-01-01',
          amount: 1,
          tax_rate: 15,
          source: 'PMK Ûji Standar Biaya',
        },
        term: 'pmk UJI',
      },
    });
  });

  describe('pemotongan', () => {
    // The PermenPAN-RB 63/2011 pattern, variant A (regulations.md 2.2).
    it.each([
      ['TL1', 'late', 1, 31, 0.5],
      ['TL2', 'late', 31, 61, 1],
      ['TL3', 'late', 61, 91, 1.25],
      ['TL4', 'late', 91, null, 1.5],
      ['PSW1', 'early', 1, 31, 0.5],
      ['PSW2', 'early', 31, 61, 1],
      ['PSW3', 'early', 61, 91, 1.25],
      ['PSW4', 'early', 91, null, 1.5],
      ['TK', 'absent', null, null, 5],
    ])('seeds %s (%s, from %s to before %s minutes) at %s%%', async (code, kind, from, to, pct) => {
      const rows = await listAll('pemotongan', { search: code });
      expect(rows.find((r) => r.code === code)).toMatchObject({
        kind,
        minutes_from: from,
        minutes_to: to,
        percentage: pct,
        mode: 'per_occurrence',
        source: expect.stringContaining('PermenPAN-RB 63/2011'),
      });
    });

    const band = (change: Payload) => ({
      code: 'UJI1',
      name: 'Uji',
      kind: 'early',
      mode: 'monthly_minutes',
      percentage: 1,
      minutes_from: 0,
      minutes_to: 100,
      ...change,
    });

    it.each([
      [{ minutes_to: 0 }, 'minutes_to', 'Harus lebih besar dari menit awal'],
      [{ minutes_from: 50, minutes_to: 50 }, 'minutes_to', 'Harus lebih besar dari menit awal'],
      [{ minutes_from: null }, 'minutes_from', 'Wajib diisi'],
      [
        { kind: 'absent', mode: 'per_occurrence' },
        'minutes_from',
        'Potongan tidak masuk dihitung per hari, tanpa menit',
      ],
      [
        { kind: 'absent', minutes_from: null, minutes_to: null },
        'mode',
        'Potongan tidak masuk dihitung per kejadian',
      ],
      [{ percentage: 100.5 }, 'percentage', 'Maksimal 100'],
      [{ percentage: 1.00001 }, 'percentage', 'Maksimal 4 angka di belakang koma'],
      [{ code: 'T L' }, 'code', 'Kode diawali huruf, lalu huruf atau angka, mis. TL1'],
      [{ code: 'TERLAMBAT' }, 'code', 'Maksimal 8 karakter'],
    ])('refuses %j', async (change, field, message) => {
      await refuses('pemotongan', band(change), field, message);
    });

    it('refuses a band overlapping an active band of the same kind and mode', async () => {
      // Seeded TL1 covers 1 to before 31 minutes per occurrence.
      await refuses(
        'pemotongan',
        band({ kind: 'late', mode: 'per_occurrence', minutes_from: 20, minutes_to: 40 }),
        'minutes_from',
        'Rentang menit bertumpang tindih dengan TL1 (1–30 menit)',
      );
      await refuses(
        'pemotongan',
        band({ kind: 'late', mode: 'per_occurrence', minutes_from: 500, minutes_to: null }),
        'minutes_from',
        'Rentang menit bertumpang tindih dengan TL4 (≥ 91 menit)',
      );

      const create = (change: Payload) => admin.api.post('admin/master/pemotongan', band(change));
      // Half-open bands: one ending at 100 and one starting at 100 only touch.
      expect((await create({ code: 'EM1', minutes_from: 0, minutes_to: 100 })).statusCode).toBe(
        201,
      );
      expect((await create({ code: 'EM2', minutes_from: 100, minutes_to: 200 })).statusCode).toBe(
        201,
      );
      await refuses(
        'pemotongan',
        band({ code: 'EM3', minutes_from: 150, minutes_to: null }),
        'minutes_from',
        'Rentang menit bertumpang tindih dengan EM2 (100–199 menit)',
      );
      // Another kind, or an inactive band, never clashes ...
      expect((await create({ code: 'EM4', kind: 'late', minutes_to: 100 })).statusCode).toBe(201);
      const inactive = await create({
        code: 'EM5',
        minutes_from: 150,
        minutes_to: null,
        is_active: false,
      });
      expect(inactive.statusCode).toBe(201);
      // ... until it is switched back on.
      const reactivate = await admin.api.put(
        `admin/master/pemotongan/${inactive.json().data.id}`,
        band({ code: 'EM5', minutes_from: 150, minutes_to: null, is_active: true }),
      );
      expect(reactivate.statusCode).toBe(422);
      expect(reactivate.json().errors.minutes_from).toEqual([
        'Rentang menit bertumpang tindih dengan EM2 (100–199 menit)',
      ]);
    });

    runResourceSuite(ctx, {
      resource: pemotonganResource,
      create: (i) => ({
        code: `ml${i}`,
        name: `Akumulasi terlambat ${i}`,
        kind: 'late',
        minutes_from: i * 100,
        minutes_to: i * 100 + 50,
        percentage: 1.25,
        mode: 'monthly_minutes',
      }),
      update: (p) => ({ ...p, percentage: 2.5, minutes_to: Number(p.minutes_to) + 10 }),
      invalid: {
        change: { minutes_to: 0 },
        field: 'minutes_to',
        message: 'Harus lebih besar dari menit awal',
      },
      unique: { field: 'code', message: 'Kode sudah terdaftar' },
      search: {
        payload: {
          code: 'MLX',
          name: 'Keterlambatan Akumulasi Ékstra',
          kind: 'late',
          minutes_from: 10_000,
          minutes_to: 10_100,
          percentage: 3,
          mode: 'monthly_minutes',
        },
        term: 'akumulasi EKSTRA',
      },
      expectRow: (p) => ({ source: null, sort_order: 0, ...p, code: String(p.code).toUpperCase() }),
    });
  });

  describe('pemotongan apel, senam, rapat, mengajar, lembur and gerbang', () => {
    const perKind = (change: Payload = {}) => ({
      code: 'X1',
      description: 'Uji',
      percentage: 1,
      ...change,
    });

    it.each([
      [{ percentage: null }, 'percentage', 'Isi salah satu: persentase atau nominal per kejadian'],
      [{ amount: 5_000 }, 'amount', 'Isi salah satu: persentase atau nominal per kejadian'],
      [
        { monthly_cap_amount: 50_000 },
        'monthly_cap_amount',
        'Potongan berupa persentase: batas diisi dalam persen',
      ],
      [
        { percentage: null, amount: 5_000, monthly_cap_percentage: 10 },
        'monthly_cap_percentage',
        'Potongan berupa nominal: batas diisi dalam rupiah',
      ],
      [
        { percentage: 2, monthly_cap_percentage: 1 },
        'monthly_cap_percentage',
        'Batas per bulan tidak boleh kurang dari potongan per kejadian',
      ],
      [
        { percentage: null, amount: 5_000, monthly_cap_amount: 4_000 },
        'monthly_cap_amount',
        'Batas per bulan tidak boleh kurang dari potongan per kejadian',
      ],
    ])('refuses %j', async (change, field, message) => {
      await refuses('pemotongan_rapat', perKind(change), field, message);
    });

    it('says only "Wajib diisi" for a blank code, and names the allowed characters', async () => {
      const blank = await admin.api.post('admin/master/pemotongan_lembur', perKind({ code: '  ' }));
      expect(blank.json().errors.code).toEqual(['Wajib diisi']);
      const odd = await admin.api.post('admin/master/pemotongan_lembur', perKind({ code: 'A/B' }));
      expect(odd.json().errors.code).toEqual(['Kode berupa huruf, angka atau tanda -']);
    });

    it('keeps each kind to its own screen: list, read, change and delete', async () => {
      const apel = await admin.api.post('admin/master/pemotongan_apel', perKind({ code: 'SAMA' }));
      expect(apel.statusCode).toBe(201);
      // The same code in another kind is another row.
      const senam = await admin.api.post(
        'admin/master/pemotongan_senam',
        perKind({ code: 'SAMA' }),
      );
      expect(senam.statusCode).toBe(201);
      const id = apel.json().data.id as number;

      const apelIds = (await listAll('pemotongan_apel')).map((r) => r.id);
      const senamIds = (await listAll('pemotongan_senam')).map((r) => r.id);
      expect(apelIds).toContain(id);
      expect(senamIds).not.toContain(id);
      expect(senamIds).toContain(senam.json().data.id);

      expect((await admin.api.get(`admin/master/pemotongan_senam/${id}`)).statusCode).toBe(404);
      const put = await admin.api.put(`admin/master/pemotongan_senam/${id}`, perKind());
      expect(put.statusCode).toBe(404);
      expect((await admin.api.delete(`admin/master/pemotongan_senam/${id}`)).statusCode).toBe(404);
      expect((await admin.api.get(`admin/master/pemotongan_apel/${id}`)).json().data).toMatchObject(
        { code: 'SAMA', percentage: 1 },
      );
    });

    for (const kind of PEMOTONGAN_KEGIATAN_KINDS) {
      runResourceSuite(ctx, {
        resource: KIND_RESOURCES[kind],
        create: (i) => ({
          code: `${kind}-${i}`,
          description: `Potongan ${kind} ${i}`,
          percentage: 1,
        }),
        update: (p) => ({
          ...p,
          percentage: null,
          amount: 25_000,
          monthly_cap_amount: 100_000,
          is_active: false,
        }),
        invalid: {
          change: { amount: 5_000 },
          field: 'amount',
          message: 'Isi salah satu: persentase atau nominal per kejadian',
        },
        unique: { field: 'code', message: 'Kode sudah terdaftar' },
        search: {
          payload: {
            code: `${kind}-cari`,
            description: 'Tidak hadir Upacara Bendéra',
            percentage: 2,
          },
          term: 'upacara BENDERA',
        },
        expectRow: (p) => ({
          amount: null,
          monthly_cap_percentage: null,
          monthly_cap_amount: null,
          ...p,
          code: String(p.code).toUpperCase(),
        }),
      });
    }
  });

  describe('PIR', () => {
    runResourceSuite(ctx, {
      resource: pirResource,
      create: (i) => ({ valid_from: day(i), amount: 1_000 * i }),
      update: (p) => ({ ...p, amount: 7_500, source: 'SK Direktur' }),
      invalid: { change: { amount: 0 }, field: 'amount', message: 'Minimal 1' },
      unique: { field: 'valid_from', message: 'Berlaku Mulai sudah terdaftar' },
      search: {
        payload: { valid_from: '2031-06-01', amount: 5_000, source: 'SK Dirëktur PIR 2031' },
        term: 'direktur pir',
      },
      expectRow: (p) => ({ source: null, is_active: true, ...p }),
    });
  });

  describe('tarif UKT', () => {
    runResourceSuite(ctx, {
      resource: tarifUktResource,
      create: (i) => ({
        study_programme: 'D3 Manajemen Transportasi Udara',
        ukt_group: 3,
        intake_year: 2030 + i,
        amount: 2_500_000,
      }),
      update: (p) => ({ ...p, ukt_group: 4, amount: 3_000_000 }),
      invalid: { change: { ukt_group: 9 }, field: 'ukt_group', message: 'Maksimal 8' },
      unique: { field: 'ukt_group', message: 'Kelompok UKT sudah terdaftar' },
      search: {
        payload: {
          study_programme: 'D4 Teknik Navigasi Udara Ākademi',
          ukt_group: 1,
          intake_year: 2025,
          amount: 0,
        },
        term: 'navigasi udara AKADEMI',
      },
    });

    it('treats programme names case-insensitively in the unique key', async () => {
      const payload = {
        study_programme: 'D3 Teknik Pesawat Udara',
        ukt_group: 2,
        intake_year: 2026,
      };
      const first = await admin.api.post('admin/master/tarif_ukt', { ...payload, amount: 1 });
      expect(first.statusCode).toBe(201);
      await refuses(
        'tarif_ukt',
        { ...payload, study_programme: 'd3 teknik pesawat udara', amount: 2 },
        'ukt_group',
        'Kelompok UKT sudah terdaftar',
      );
    });
  });
});
