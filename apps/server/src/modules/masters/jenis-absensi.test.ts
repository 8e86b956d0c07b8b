import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { jenisAbsensiResource } from './jenis-absensi.resource.ts';

describe('jenis absensi', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  const find = async (code: string) =>
    (await admin.api.post('admin/master/jenis_absensi/list', { search: code, per: 100 }))
      .json()
      .data.find((r: { code: string }) => r.code === code);
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
  });

  it.each([
    ['H', true, true],
    ['TL1', true, true],
    ['TL4', true, true],
    ['PSW1', true, true],
    ['PSW4', true, true],
    ['TK', false, false],
    ['CUTI', false, false],
    ['DL', true, false],
    ['IZIN', false, false],
    ['SAKIT', false, false],
    ['TB', false, false],
  ])('seeds %s: counts as present %s, uang makan %s (PMK 32/2025)', async (code, present, meal) => {
    expect(await find(code)).toMatchObject({
      counts_as_present: present,
      gets_meal_allowance: meal,
    });
  });

  it('lets a built-in code be renamed but not re-coded or deleted', async () => {
    const h = await find('H');
    const renamed = await admin.api.put(`admin/master/jenis_absensi/${h.id}`, {
      ...h,
      name: 'Hadir penuh',
    });
    expect(renamed.statusCode).toBe(200);
    const recoded = await admin.api.put(`admin/master/jenis_absensi/${h.id}`, { ...h, code: 'HD' });
    expect(recoded.statusCode).toBe(422);
    expect(recoded.json().errors.code).toEqual([
      'Kode H dipakai oleh sistem dan tidak dapat diubah',
    ]);
    const tk = await find('TK');
    const removed = await admin.api.delete(`admin/master/jenis_absensi/${tk.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toContain('Jenis absensi TK dipakai oleh sistem');
  });

  runResourceSuite(ctx, {
    resource: jenisAbsensiResource,
    create: (i) => ({ code: `x${i}`, name: `Absensi Uji ${i}`, color: '#AABBCC' }),
    update: (p) => ({ ...p, counts_as_present: true }),
    invalid: { change: { color: 'merah' }, field: 'color', message: 'Warna ditulis #RRGGBB' },
    unique: { field: 'code', message: 'Kode sudah terdaftar' },
    search: {
      payload: { code: 'WFH', name: 'Kerja dari Rumah (Fléksibel)', color: '#123456' },
      term: 'FLEKSIBEL',
    },
    expectRow: (p) => ({
      ...p,
      code: String(p.code).toUpperCase(),
      color: String(p.color).toLowerCase(),
    }),
  });
});
