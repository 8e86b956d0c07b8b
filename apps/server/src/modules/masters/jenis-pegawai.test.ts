import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { jenisPegawaiResource } from './jenis-pegawai.resource.ts';

describe('jenis pegawai', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
  });

  it.each([
    ['PNS', true, true, true],
    ['CPNS', true, true, true],
    ['PPPK', true, true, true],
    ['NON_ASN', false, false, false],
    ['DTNP', false, false, false],
  ])('seeds %s: ASN %s, tukin %s, uang makan %s', async (code, asn, tukin, meal) => {
    const rows = (await admin.api.post('admin/master/jenis_pegawai/list', { per: 100 })).json()
      .data;
    expect(rows.find((r: { code: string }) => r.code === code)).toMatchObject({
      is_asn: asn,
      receives_tukin: tukin,
      receives_meal_allowance: meal,
    });
  });

  it('filters by ASN', async () => {
    const res = await admin.api.post('admin/master/jenis_pegawai/list', { is_asn: false });
    expect(res.json().data.map((r: { code: string }) => r.code)).toEqual(['NON_ASN', 'DTNP']);
  });

  runResourceSuite(ctx, {
    resource: jenisPegawaiResource,
    create: (i) => ({ code: `uji${i}`, name: `Pegawai Uji ${i}`, receives_tukin: true }),
    update: (p) => ({ ...p, receives_meal_allowance: true }),
    invalid: {
      change: { code: 'UJI-1' },
      field: 'code',
      message: 'Hanya huruf, angka dan garis bawah',
    },
    unique: { field: 'code', message: 'Kode sudah terdaftar' },
    search: { payload: { code: 'HONOR', name: 'Tenaga Honorér Kampus' }, term: 'HONORER kampus' },
    expectRow: (p) => ({ ...p, code: String(p.code).toUpperCase() }),
  });
});
