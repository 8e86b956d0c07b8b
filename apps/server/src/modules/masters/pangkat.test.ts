import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { ranks } from '../../db/schema/masters.ts';
import { PANGKAT_SEED, pppkEquivalentGroup } from '../../db/seed/reference/pangkat.ts';
import { pangkatResource } from './pangkat.resource.ts';

// Every legal code is seeded, so the suite frees the upper PPPK grades before it creates rows.
const FREE = ['X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI'];

describe('pangkat', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
  });

  it.each([
    ['I/a', 'Juru Muda', 'I'],
    ['I/d', 'Juru Tingkat I', 'I'],
    ['II/c', 'Pengatur', 'II'],
    ['III/a', 'Penata Muda', 'III'],
    ['III/d', 'Penata Tingkat I', 'III'],
    ['IV/c', 'Pembina Utama Muda', 'IV'],
    ['IV/d', 'Pembina Utama Madya', 'IV'],
    ['IV/e', 'Pembina Utama', 'IV'],
  ])('seeds PNS %s as %s, group %s (PP 7/1977)', async (code, name, group) => {
    const found = (await admin.api.post('admin/master/pangkat/list', { search: code, per: 100 }))
      .json()
      .data.find((r: { code: string }) => r.code === code);
    expect(found).toMatchObject({ kind: 'pns', name, pns_group: group, is_active: true });
  });

  it('seeds 17 PNS ranks in order and 17 PPPK grades with their PNS-equivalent group', async () => {
    const pns = (
      await admin.api.post('admin/master/pangkat/list', { kind: 'pns', per: 100 })
    ).json();
    expect(pns.total).toBe(17);
    expect(pns.data.map((r: { code: string }) => r.code).slice(0, 5)).toEqual([
      'I/a',
      'I/b',
      'I/c',
      'I/d',
      'II/a',
    ]);
    expect(PANGKAT_SEED.filter((s) => s.kind === 'pppk')).toHaveLength(17);
    expect([1, 4, 5, 8, 9, 12, 13, 17].map(pppkEquivalentGroup)).toEqual([
      'I',
      'I',
      'II',
      'II',
      'III',
      'III',
      'IV',
      'IV',
    ]);
    const iv = (await admin.api.post('admin/master/pangkat/list', { pns_group: 'IV', per: 100 }))
      .json()
      .data.map((r: { code: string }) => r.code);
    expect(iv).toEqual([
      'IV/a',
      'IV/b',
      'IV/c',
      'IV/d',
      'IV/e',
      'XIII',
      'XIV',
      'XV',
      'XVI',
      'XVII',
    ]);
  });

  it.each([
    [{ kind: 'pns', code: 'I/e', pns_group: 'I' }, 'code', 'Golongan PNS ditulis I/a … IV/e'],
    [
      { kind: 'pns', code: 'III/b', pns_group: 'II' },
      'pns_group',
      'Golongan III/b termasuk golongan III',
    ],
    [{ kind: 'pppk', code: 'XVIII', pns_group: 'IV' }, 'code', 'Golongan PPPK ditulis I … XVII'],
    [{ kind: 'honorer', code: 'I', pns_group: 'I' }, 'kind', 'Pilihan tidak valid'],
  ])('refuses %j', async (change, field, message) => {
    const res = await admin.api.post('admin/master/pangkat', { name: 'Uji', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  runResourceSuite(ctx, {
    resource: pangkatResource,
    prepare: async (context) => {
      await context.app.db.delete(ranks).where(inArray(ranks.code, [...FREE, 'XVII']));
    },
    create: (i) => {
      const code = FREE[i - 1] ?? 'X';
      return {
        kind: 'pppk',
        code,
        name: `PPPK Golongan ${code}`,
        pns_group: 'III',
        sort_order: 200 + i,
      };
    },
    update: (p) => ({ ...p, name: `${p.name} (ubah)`, pns_group: 'IV' }),
    invalid: { change: { sort_order: -1 }, field: 'sort_order', message: 'Minimal 0' },
    unique: { field: 'code', message: 'Golongan sudah terdaftar' },
    search: {
      payload: { kind: 'pppk', code: 'XVII', name: 'Golongan Khusus Ûji', pns_group: 'IV' },
      term: 'khusus UJI',
    },
  });
});
