import { PROVINCE_NAMES } from '@sikerja/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { PER_DIEM_2026 } from '../../../test/sbm-2026.fixture.ts';
import { budgetAffairs, budgetPrograms } from '../../db/schema/masters.ts';
import { budgetAccounts, budgetActivities } from '../../db/schema/masters-sbm.ts';
import { kegiatanResource, rekeningResource } from './budget-classification.resource.ts';
import {
  biayaPenginapanResource,
  biayaTaksiResource,
  tiketPesawatDalamNegeriResource,
  tiketPesawatLuarNegeriResource,
  uangHarianDalamNegeriResource,
  uangHarianLuarNegeriResource,
  uangRepresentasiResource,
} from './sbm.resource.ts';

const SBM = 'admin/master/sbm';
// Years no seed uses, so the suites' rows never meet the seeded 2026 rows.
const province = (i: number) => PROVINCE_NAMES[i % PROVINCE_NAMES.length];

describe('SBM and budget-classification masters', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
  });
  const listAll = async (path: string, body: Record<string, unknown> = {}) =>
    (await admin.api.post(`${path}/list`, { per: 100, ...body })).json().data as Record<
      string,
      unknown
    >[];

  describe('seeded SBM 2026 (PMK 32/2025, regulations.md section 5)', () => {
    const dailyCases = PER_DIEM_2026.flatMap(([outside, inCity, training, provinces]) =>
      provinces.map((p) => [p, outside, inCity, training] as const),
    );
    let daily: Record<string, unknown>[] = [];
    beforeAll(async () => {
      daily = await listAll(`${SBM}/uang_harian_dalam_negeri`, { year: 2026 });
    });

    it.each(dailyCases)(
      'uang harian %s: Rp%i luar kota, Rp%i dalam kota, Rp%i diklat',
      (p, o, c, t) => {
        expect(daily.find((r) => r.province === p)).toMatchObject({
          year: 2026,
          outside_city: o,
          in_city_over_8h: c,
          training: t,
          source: 'PMK 32 Tahun 2025 (SBM TA 2026)',
          is_active: true,
        });
      },
    );

    it('seeds all 38 provinces', () => {
      expect(daily).toHaveLength(38);
      expect(new Set(daily.map((r) => r.province))).toEqual(new Set(PROVINCE_NAMES));
    });

    it.each([
      ['pejabat_negara', 250_000, 125_000],
      ['eselon_i', 200_000, 100_000],
      ['eselon_ii', 150_000, 75_000],
    ])('uang representasi %s: Rp%i luar kota, Rp%i dalam kota > 8 jam', async (level, o, c) => {
      const rows = await listAll(`${SBM}/uang_representasi`, { year: 2026 });
      expect(rows).toHaveLength(3);
      expect(rows.find((r) => r.official_level === level)).toMatchObject({
        outside_city: o,
        in_city_over_8h: c,
      });
    });

    it('keeps an admin correction when the reference seed runs again', async () => {
      const [dki] = await listAll(`${SBM}/uang_harian_dalam_negeri`, {
        year: 2026,
        province: 'DKI Jakarta',
      });
      const id = Number(dki?.id);
      const put = await admin.api.put(`${SBM}/uang_harian_dalam_negeri/${id}`, {
        ...dki,
        id: undefined,
        outside_city: 531_000,
      });
      expect(put.statusCode).toBe(200);
      const { seedSbmReference } = await import('../../db/seed/reference/sbm.ts');
      await seedSbmReference(ctx.app.db);
      const after = await admin.api.get(`${SBM}/uang_harian_dalam_negeri/${id}`);
      expect(after.json().data.outside_city).toBe(531_000);
      expect(await listAll(`${SBM}/uang_harian_dalam_negeri`, { year: 2026 })).toHaveLength(38);
    });
  });

  describe('cross-field rules', () => {
    const daily = {
      year: 2040,
      province: 'Bali',
      outside_city: 480_000,
      in_city_over_8h: 190_000,
      training: 140_000,
    };
    const lodging = {
      year: 2040,
      province: 'Bali',
      eselon_i: 4_000_000,
      eselon_ii: 2_000_000,
      eselon_iii: 1_000_000,
      eselon_iv: 800_000,
    };
    const domestic = {
      year: 2040,
      origin: 'Jakarta',
      destination: 'Denpasar',
      business: 9_000_000,
      economy: 4_000_000,
    };
    const foreign = {
      year: 2040,
      origin: 'Jakarta',
      destination: 'Tokyo',
      first_class: 9000,
      business: 5000,
      economy: 1500.5,
    };
    const perDiem = {
      year: 2040,
      country: 'Jepang',
      group_a: 600,
      group_b: 550,
      group_c: 500,
      group_d: 450,
    };
    it.each([
      [
        'uang_harian_dalam_negeri',
        { ...daily, in_city_over_8h: 500_000 },
        'in_city_over_8h',
        'Tidak boleh melebihi uang harian luar kota',
      ],
      [
        'uang_harian_dalam_negeri',
        { ...daily, training: 480_001 },
        'training',
        'Tidak boleh melebihi uang harian luar kota',
      ],
      [
        'uang_harian_dalam_negeri',
        { ...daily, province: 'Jakarta' },
        'province',
        'Pilih provinsi dari daftar',
      ],
      [
        'uang_harian_dalam_negeri',
        { ...daily, outside_city: 480_000.5 },
        'outside_city',
        'Rupiah ditulis bulat, tanpa sen',
      ],
      ['uang_harian_dalam_negeri', { ...daily, year: 1999 }, 'year', 'Minimal 2000'],
      [
        'uang_representasi',
        { year: 2040, official_level: 'eselon_iii', outside_city: 1, in_city_over_8h: 1 },
        'official_level',
        'Pilihan tidak valid',
      ],
      [
        'uang_representasi',
        { year: 2040, official_level: 'eselon_i', outside_city: 100, in_city_over_8h: 101 },
        'in_city_over_8h',
        'Tidak boleh melebihi uang representasi luar kota',
      ],
      [
        'biaya_penginapan',
        { ...lodging, eselon_ii: 4_000_001 },
        'eselon_ii',
        'Tidak boleh melebihi tarif Pejabat Negara/Eselon I',
      ],
      [
        'biaya_penginapan',
        { ...lodging, eselon_iv: 1_000_001 },
        'eselon_iv',
        'Tidak boleh melebihi tarif Eselon III/Golongan IV',
      ],
      ['biaya_taksi', { year: 2040, province: 'Bali', per_trip: -1 }, 'per_trip', 'Minimal 0'],
      [
        'tiket_pesawat_dalam_negeri',
        { ...domestic, destination: 'JAKARTA' },
        'destination',
        'Kota tujuan harus berbeda dari kota asal',
      ],
      [
        'tiket_pesawat_dalam_negeri',
        { ...domestic, economy: 9_000_001 },
        'economy',
        'Tidak boleh melebihi tarif bisnis',
      ],
      [
        'tiket_pesawat_luar_negeri',
        { ...foreign, business: 9000.01 },
        'business',
        'Tidak boleh melebihi tarif first',
      ],
      [
        'tiket_pesawat_luar_negeri',
        { ...foreign, economy: 1500.555 },
        'economy',
        'Maksimal 2 angka di belakang koma',
      ],
      [
        'uang_harian_luar_negeri',
        { ...perDiem, group_d: 501 },
        'group_d',
        'Tidak boleh melebihi Golongan C',
      ],
    ] as const)('%s refuses %j on %s', async (slug, payload, field, message) => {
      const res = await admin.api.post(`${SBM}/${slug}`, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    });

    it.each([
      ['uang_harian_dalam_negeri', daily],
      ['biaya_penginapan', lodging],
      ['tiket_pesawat_dalam_negeri', { ...domestic, business: null }],
      ['tiket_pesawat_luar_negeri', { ...foreign, first_class: null, business: null }],
      ['uang_harian_luar_negeri', perDiem],
    ] as const)('%s accepts a consistent row (empty classes allowed)', async (slug, payload) => {
      const res = await admin.api.post(`${SBM}/${slug}`, payload);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject(payload);
    });

    it('refuses a second row for the same key and year, on create and on update', async () => {
      const path = `${SBM}/uang_representasi`;
      const row = {
        year: 2041,
        official_level: 'eselon_ii',
        outside_city: 150_000,
        in_city_over_8h: 75_000,
      };
      expect((await admin.api.post(path, row)).statusCode).toBe(201);
      const again = await admin.api.post(path, row);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({
        official_level: ['Tingkat pejabat ini sudah terdaftar untuk tahun 2041'],
      });
      const other = (await admin.api.post(path, { ...row, official_level: 'eselon_i' })).json()
        .data;
      const moved = await admin.api.put(`${path}/${other.id}`, row);
      expect(moved.json().errors).toEqual({
        official_level: ['Tingkat pejabat ini sudah terdaftar untuk tahun 2041'],
      });
      // The same key in another year is a new year's row, not a duplicate.
      expect((await admin.api.post(path, { ...row, year: 2042 })).statusCode).toBe(201);
    });

    it('compares routes case-insensitively', async () => {
      const path = `${SBM}/tiket_pesawat_dalam_negeri`;
      const route = { year: 2043, origin: 'Surabaya', destination: 'Makassar', economy: 3_000_000 };
      expect((await admin.api.post(path, route)).statusCode).toBe(201);
      const res = await admin.api.post(path, {
        ...route,
        origin: 'SURABAYA ',
        destination: 'makassar',
      });
      expect(res.json().errors).toEqual({
        destination: ['Rute ini sudah terdaftar untuk tahun 2043'],
      });
      const back = await admin.api.post(path, {
        ...route,
        origin: 'Makassar',
        destination: 'Surabaya',
      });
      expect(back.statusCode).toBe(201);
    });
  });

  runResourceSuite(ctx, {
    resource: uangHarianDalamNegeriResource,
    create: (i) => ({
      year: 2030,
      province: province(i),
      outside_city: 400_000 + i,
      in_city_over_8h: 150_000,
      training: 110_000,
    }),
    update: (p) => ({ ...p, outside_city: 450_000, source: 'PMK 99 Tahun 2029' }),
    invalid: {
      change: { training: 999_999 },
      field: 'training',
      message: 'Tidak boleh melebihi uang harian luar kota',
    },
    unique: { field: 'province', message: 'Provinsi ini sudah terdaftar untuk tahun 2030' },
    search: {
      payload: {
        year: 2031,
        province: 'DI Yogyakarta',
        outside_city: 420_000,
        in_city_over_8h: 170_000,
        training: 130_000,
      },
      term: 'di YOGYA',
    },
    expectRow: (p) => ({ source: null, is_active: true, ...p }),
  });

  runResourceSuite(ctx, {
    resource: uangRepresentasiResource,
    // Three levels only, so each row gets its own year.
    create: (i) => ({
      year: 2030 + i,
      official_level: 'eselon_i',
      outside_city: 200_000,
      in_city_over_8h: 100_000,
    }),
    update: (p) => ({ ...p, in_city_over_8h: 90_000 }),
    invalid: {
      change: { outside_city: 'dua ratus' },
      field: 'outside_city',
      message: 'Harus berupa angka',
    },
    search: {
      payload: {
        year: 2050,
        official_level: 'pejabat_negara',
        outside_city: 1,
        in_city_over_8h: 1,
        source: 'Peraturan Ménteri Keuangan',
      },
      term: 'menteri KEUANGAN',
    },
  });

  runResourceSuite(ctx, {
    resource: biayaPenginapanResource,
    create: (i) => ({
      year: 2030,
      province: province(i),
      eselon_i: 5_000_000,
      eselon_ii: 2_000_000,
      eselon_iii: 1_000_000 + i,
      eselon_iv: 700_000,
    }),
    update: (p) => ({ ...p, eselon_iv: 730_000 }),
    invalid: {
      change: { eselon_iii: 2_500_000 },
      field: 'eselon_iii',
      message: 'Tidak boleh melebihi tarif Pejabat Negara Lainnya/Eselon II',
    },
    unique: { field: 'province', message: 'Provinsi ini sudah terdaftar untuk tahun 2030' },
    search: {
      payload: {
        year: 2031,
        province: 'Papua Barat Daya',
        eselon_i: 4,
        eselon_ii: 3,
        eselon_iii: 2,
        eselon_iv: 1,
      },
      term: 'barat DAYA',
    },
  });

  runResourceSuite(ctx, {
    resource: biayaTaksiResource,
    create: (i) => ({ year: 2030, province: province(i), per_trip: 100_000 + i }),
    update: (p) => ({ ...p, per_trip: 256_000 }),
    invalid: {
      change: { per_trip: 2_000_000_000 },
      field: 'per_trip',
      message: 'Maksimal 1000000000',
    },
    unique: { field: 'province', message: 'Provinsi ini sudah terdaftar untuk tahun 2030' },
    search: {
      payload: { year: 2031, province: 'Kalimantan Utara', per_trip: 150_000 },
      term: 'KALIMANTAN ut',
    },
  });

  runResourceSuite(ctx, {
    resource: tiketPesawatDalamNegeriResource,
    create: (i) => ({
      year: 2030,
      origin: 'Jakarta',
      destination: `Kota ${i}`,
      business: 8_000_000,
      economy: 3_000_000 + i,
    }),
    update: (p) => ({ ...p, business: null }),
    invalid: {
      change: { business: 1_000 },
      field: 'economy',
      message: 'Tidak boleh melebihi tarif bisnis',
    },
    unique: { field: 'destination', message: 'Rute ini sudah terdaftar untuk tahun 2030' },
    search: {
      payload: { year: 2031, origin: 'Jakarta', destination: 'Bañda Aceh', economy: 5_000_000 },
      term: 'BANDA',
    },
    expectRow: (p) => ({ business: null, ...p }),
  });

  runResourceSuite(ctx, {
    resource: tiketPesawatLuarNegeriResource,
    create: (i) => ({
      year: 2030,
      origin: 'Jakarta',
      destination: `City ${i}`,
      first_class: 12_000,
      business: 6_000.25,
      economy: 1_500 + i,
    }),
    update: (p) => ({ ...p, first_class: null }),
    invalid: { change: { destination: '' }, field: 'destination', message: 'Wajib diisi' },
    unique: { field: 'destination', message: 'Rute ini sudah terdaftar untuk tahun 2030' },
    search: {
      payload: { year: 2031, origin: 'Jakarta', destination: 'Zürich', economy: 1_800.75 },
      term: 'zurich',
    },
    expectRow: (p) => ({ first_class: null, business: null, ...p }),
  });

  runResourceSuite(ctx, {
    resource: uangHarianLuarNegeriResource,
    create: (i) => ({
      year: 2030,
      country: `Negara ${i}`,
      group_a: 700,
      group_b: 600.5,
      group_c: 500,
      group_d: 400 + i,
    }),
    update: (p) => ({ ...p, group_a: 792 }),
    invalid: {
      change: { group_b: 700.01 },
      field: 'group_b',
      message: 'Tidak boleh melebihi Golongan A',
    },
    unique: { field: 'country', message: 'Negara ini sudah terdaftar untuk tahun 2030' },
    search: {
      payload: { year: 2031, country: 'Curaçao', group_a: 4, group_b: 3, group_c: 2, group_d: 1 },
      term: 'CURACAO',
    },
  });

  let programId = 0;
  runResourceSuite(ctx, {
    resource: kegiatanResource,
    prepare: async (context) => {
      const [affair] = await context.app.db
        .insert(budgetAffairs)
        .values({ code: '71', name: 'Urusan Kegiatan Uji' })
        .returning({ id: budgetAffairs.id });
      const [program] = await context.app.db
        .insert(budgetPrograms)
        .values({ affairId: affair?.id ?? 0, code: '71.01', name: 'Program Kegiatan Uji' })
        .returning({ id: budgetPrograms.id });
      programId = program?.id ?? 0;
    },
    create: (i) => ({ program_id: programId, code: `71.01.${i}`, name: `Kegiatan Uji ${i}` }),
    update: (p) => ({ ...p, name: `${p.name} (ubah)` }),
    invalid: {
      change: { program_id: 999_999 },
      field: 'program_id',
      message: 'Program tidak ditemukan',
    },
    unique: { field: 'code', message: 'Kode sudah terdaftar' },
    search: {
      payload: () => ({
        program_id: programId,
        code: '71.01.99',
        name: 'Pendidikan Vokasi Pénerbangan',
      }),
      term: 'PENERBANGAN',
    },
    expectDerived: () => ({ program_name: '71.01 Program Kegiatan Uji' }),
    useRow: async (context, id) => {
      await context.app.db
        .insert(budgetAccounts)
        .values({ activityId: id, code: '524111', name: 'X' });
      return { usedIn: 'Kode rekening' };
    },
  });

  let activityId = 0;
  runResourceSuite(ctx, {
    resource: rekeningResource,
    prepare: async () => {
      const [activity] = await ctx.app.db
        .insert(budgetActivities)
        .values({ programId, code: '71.01.50', name: 'Kegiatan Rekening Uji' })
        .returning({ id: budgetActivities.id });
      activityId = activity?.id ?? 0;
    },
    create: (i) => ({
      activity_id: i % 2 ? activityId : null,
      code: `52411${i}`,
      name: `Belanja Uji ${i}`,
    }),
    update: (p) => ({ ...p, activity_id: null }),
    invalid: {
      change: { code: '52.A' },
      field: 'code',
      message: 'Kode rekening ditulis angka, boleh dipisah titik, mis. 524111',
    },
    unique: { field: 'code', message: 'Kode sudah terdaftar' },
    search: {
      payload: { code: '525119', name: 'Belanja Barang Pénunjang BLU' },
      term: 'PENUNJANG blu',
    },
    expectRow: (p) => ({ activity_id: null, ...p }),
    expectDerived: (p) => ({
      activity_name: p.activity_id === null ? null : '71.01.50 Kegiatan Rekening Uji',
    }),
  });

  describe('budget classification rules', () => {
    it('allows one account code under several kegiatan, but once standalone', async () => {
      const [a, b] = await ctx.app.db
        .insert(budgetActivities)
        .values([
          { programId, code: '71.01.60', name: 'Kegiatan A' },
          { programId, code: '71.01.61', name: 'Kegiatan B' },
        ])
        .returning({ id: budgetActivities.id });
      const path = 'admin/master_pusat/rekening';
      const line = { code: '524113', name: 'Belanja Perjalanan Dinas Dalam Kota' };
      for (const activity_id of [a?.id, b?.id, null]) {
        expect((await admin.api.post(path, { ...line, activity_id })).statusCode).toBe(201);
      }
      const twice = await admin.api.post(path, { ...line, activity_id: null });
      expect(twice.json().errors).toEqual({ code: ['Kode sudah terdaftar'] });
      const again = await admin.api.post(path, { ...line, activity_id: a?.id });
      expect(again.statusCode).toBe(422);
    });

    it('refuses an inactive program or kegiatan as parent', async () => {
      const [program] = await ctx.app.db
        .insert(budgetPrograms)
        .values({
          affairId: (await ctx.app.db.select().from(budgetAffairs))[0]?.id ?? 0,
          code: '71.09',
          name: 'Program Lama',
          isActive: false,
        })
        .returning({ id: budgetPrograms.id });
      const kegiatan = await admin.api.post('admin/master_pusat/kegiatan', {
        program_id: program?.id,
        code: '71.09.01',
        name: 'Kegiatan Baru',
      });
      expect(kegiatan.json().errors).toEqual({ program_id: ['Program sudah tidak aktif'] });
      const [activity] = await ctx.app.db
        .insert(budgetActivities)
        .values({ programId, code: '71.01.70', name: 'Kegiatan Lama', isActive: false })
        .returning({ id: budgetActivities.id });
      const rekening = await admin.api.post('admin/master_pusat/rekening', {
        activity_id: activity?.id,
        code: '521211',
        name: 'Belanja Bahan',
      });
      expect(rekening.json().errors).toEqual({ activity_id: ['Kegiatan sudah tidak aktif'] });
    });

    it('refuses to delete a program that still has kegiatan, naming them', async () => {
      const res = await admin.api.delete(`admin/master_pusat/program/${programId}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('Kegiatan');
    });
  });
});
