import { describe } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { budgetAffairs, budgetPrograms } from '../../db/schema/masters.ts';
import { customerResource, perusahaanResource } from './counterparties.resource.ts';
import { kategoriDiklatResource } from './kategori-diklat.resource.ts';
import { programResource } from './program.resource.ts';
import { satuanResource } from './satuan.resource.ts';
import { dasarSuratTugasResource, untukSuratTugasResource } from './surat-tugas.resource.ts';
import { urusanResource } from './urusan.resource.ts';

// The simple masters: nothing but the shared suite with each one's payloads.
describe('simple masters', () => {
  const ctx = useTestApp({ demo: true });

  runResourceSuite(ctx, {
    resource: satuanResource,
    create: (i) => ({ name: `Satuan Uji ${i}`, description: 'Untuk pengujian' }),
    update: (p) => ({ ...p, description: 'Diubah' }),
    invalid: { change: { name: 'x'.repeat(65) }, field: 'name', message: 'Maksimal 64 karakter' },
    unique: { field: 'name', message: 'Nama sudah terdaftar' },
    search: { payload: { name: 'Lémbar Évaluasi' }, term: 'LEMBAR EVAL' },
  });

  runResourceSuite(ctx, {
    resource: kategoriDiklatResource,
    create: (i) => ({ name: `Diklat Uji ${i}` }),
    update: (p) => ({ ...p, name: `${p.name} (ubah)`, is_active: false }),
    invalid: { change: { name: '   ' }, field: 'name', message: 'Wajib diisi' },
    unique: { field: 'name', message: 'Nama sudah terdaftar' },
    search: { payload: { name: 'Diklat Téknis Penerbangan' }, term: 'teknis PENERB' },
    expectRow: (p) => ({ description: null, is_active: true, ...p }),
  });

  runResourceSuite(ctx, {
    resource: dasarSuratTugasResource,
    create: (i) => ({
      number: `PM ${i} Tahun 2023`,
      issued_on: '2023-09-26',
      about: 'Tata Cara Penghitungan Tunjangan Kinerja',
    }),
    update: (p) => ({ ...p, issued_on: null }),
    invalid: {
      change: { issued_on: '26-09-2023' },
      field: 'issued_on',
      message: 'Tanggal tidak valid (format YYYY-MM-DD)',
    },
    unique: { field: 'number', message: 'Nomor sudah terdaftar' },
    search: {
      payload: { number: 'Perpres 16/2018', about: 'Pengadaan Barang/Jasa Pémerintah' },
      term: 'barang/jasa PEMERINTAH',
    },
    expectRow: (p) => ({ issued_on: null, ...p }),
  });

  runResourceSuite(ctx, {
    resource: untukSuratTugasResource,
    create: (i) => ({ description: `Mengikuti rapat koordinasi ${i}` }),
    update: (p) => ({ ...p, description: `${p.description} di Jakarta` }),
    invalid: { change: { description: '' }, field: 'description', message: 'Wajib diisi' },
    unique: { field: 'description', message: 'Keperluan sudah terdaftar' },
    search: { payload: { description: 'Menghadiri Sosialisasi Régulasi' }, term: 'regulasi' },
  });

  const npwp = (i: number) => `01234567890${String(i).padStart(4, '0')}`;
  runResourceSuite(ctx, {
    resource: customerResource,
    create: (i) => ({ name: `PT Pelanggan ${i}`, npwp: npwp(i), email: `pelanggan${i}@contoh.id` }),
    update: (p) => ({ ...p, address: 'Jl. Merdeka No. 1', phone: '0211234567' }),
    invalid: {
      change: { npwp: '12.345' },
      field: 'npwp',
      message: 'NPWP terdiri dari 15 atau 16 angka',
    },
    unique: { field: 'npwp', message: 'NPWP sudah terdaftar' },
    search: { payload: { name: 'CV Cahaya Ābadi', npwp: null }, term: 'cahaya abadi' },
    expectRow: (p) => ({ address: null, contact_name: null, phone: null, ...p }),
  });

  runResourceSuite(ctx, {
    resource: perusahaanResource,
    create: (i) => ({
      name: `PT Mitra ${i}`,
      npwp: npwp(100 + i),
      bank_name: 'Bank Mandiri',
      bank_account_number: `12300045${i}`,
    }),
    update: (p) => ({ ...p, bank_account_name: 'PT Mitra Sejahtera' }),
    invalid: {
      change: { email: 'bukan-email' },
      field: 'email',
      message: 'Format email tidak valid',
    },
    unique: { field: 'npwp', message: 'NPWP sudah terdaftar' },
    search: { payload: { name: 'PT Sinar Ñusantara' }, term: 'SINAR NUSANTARA' },
  });

  runResourceSuite(ctx, {
    resource: urusanResource,
    create: (i) => ({ code: `${i}`, name: `Urusan Uji ${i}` }),
    update: (p) => ({ ...p, name: `${p.name} (ubah)` }),
    invalid: {
      change: { code: 'A.1' },
      field: 'code',
      message: 'Kode ditulis angka dipisah titik, mis. 1.01',
    },
    unique: { field: 'code', message: 'Kode sudah terdaftar' },
    search: {
      payload: { code: '99', name: 'Urusan Pemerintahan Wajib Pélayanan Dasar' },
      term: 'PELAYANAN',
    },
    useRow: async (context, id) => {
      await context.app.db
        .insert(budgetPrograms)
        .values({ affairId: id, code: '77.01', name: 'X' });
      return { usedIn: 'Program' };
    },
  });

  let affairId = 0;
  runResourceSuite(ctx, {
    resource: programResource,
    prepare: async (context) => {
      const [affair] = await context.app.db
        .insert(budgetAffairs)
        .values({ code: '88', name: 'Urusan Pendukung' })
        .returning({ id: budgetAffairs.id });
      affairId = affair?.id ?? 0;
    },
    create: (i) => ({ affair_id: affairId, code: `88.${i}`, name: `Program Uji ${i}` }),
    update: (p) => ({ ...p, name: `${p.name} (ubah)` }),
    invalid: {
      change: { affair_id: 999_999 },
      field: 'affair_id',
      message: 'Urusan tidak ditemukan',
    },
    unique: { field: 'code', message: 'Kode sudah terdaftar' },
    search: {
      payload: () => ({ affair_id: affairId, code: '88.99', name: 'Program Vokasi Transportasí' }),
      term: 'vokasi transportasi',
    },
    expectDerived: () => ({ affair_name: '88 Urusan Pendukung' }),
  });
});
