import { masterResponse, ZKategoriDiklatRow, ZMasterIdParams } from '@sikerja/contracts';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { budgetAffairs, budgetPrograms, ptkpStatuses, ranks } from '../../db/schema/masters.ts';
import { seedReference } from '../../db/seed/reference.ts';
import { kategoriDiklatResource, urusanResource } from '../../modules/masters/masters.api.ts';
import { defineResource, resourcesPlugin } from './resource-factory.ts';

// Test-only resources: the same tables under other paths, to exercise the escape hatches.
const handWritten = defineResource({
  ...kategoriDiklatResource.config,
  path: '/admin/diklat/kategori_uji',
  permission: 'admin.diklat.kategori',
  routes: {
    export: false,
    get: (app, kit) =>
      app.get(
        `${kit.base}/:id`,
        {
          config: kit.config,
          schema: {
            tags: kit.tags,
            params: ZMasterIdParams,
            response: { 200: masterResponse(ZKategoriDiklatRow) },
          },
        },
        async (request) => {
          const row = await kit.service.getById(
            app.db,
            Number((request.params as { id: number }).id),
          );
          return { data: { ...row, name: `Ditulis tangan: ${row.name}` } };
        },
      ),
  },
});
const deactivating = defineResource({
  ...urusanResource.config,
  path: '/admin/master_pusat/urusan_uji',
  permission: 'admin.master_pusat.urusan',
  deactivateWhenUsed: true,
});

describe('the resource factory', () => {
  const ctx = useTestApp({
    demo: true,
    beforeReady: async (app) => {
      await app.register(resourcesPlugin([handWritten, deactivating]), { prefix: '/api/v1' });
    },
  });
  let admin: Session;
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
  });

  it('refuses a configuration naming an unknown permission or a sort key that is no column', () => {
    expect(() => defineResource({ ...urusanResource.config, path: '/admin/tidak_ada' })).toThrow(
      /not in the route catalogue/,
    );
    expect(() =>
      defineResource({
        ...urusanResource.config,
        descriptor: { ...urusanResource.config.descriptor, sortKeys: ['nama_urusan'] },
      }),
    ).toThrow(/sort key nama_urusan is no column/);
  });

  it('lets one route be replaced by a hand-written one and another be left out', async () => {
    const created = await admin.api.post('admin/diklat/kategori_uji', { name: 'Teknis' });
    expect(created.statusCode).toBe(201);
    const got = await admin.api.get(`admin/diklat/kategori_uji/${created.json().data.id}`);
    expect(got.json().data.name).toBe('Ditulis tangan: Teknis');
    expect((await admin.api.get('admin/diklat/kategori_uji/export')).statusCode).toBe(422);
  });

  it('deactivates instead of deleting when configured, and says where the row is used', async () => {
    const affair = (
      await admin.api.post('admin/master_pusat/urusan_uji', { code: '7', name: 'Perhubungan' })
    ).json().data;
    await ctx.app.db
      .insert(budgetPrograms)
      .values({ affairId: affair.id, code: '7.01', name: 'Program' });
    const res = await admin.api.delete(`admin/master_pusat/urusan_uji/${affair.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      message: 'Urusan masih digunakan pada Program, sehingga dinonaktifkan, bukan dihapus.',
      deactivated: true,
    });
    expect(
      (await admin.api.get(`admin/master_pusat/urusan/${affair.id}`)).json().data.is_active,
    ).toBe(false);
    // An inactive urusan cannot be chosen for a new programme (the program hook).
    const program = await admin.api.post('admin/master_pusat/program', {
      affair_id: affair.id,
      code: '7.02',
      name: 'Baru',
    });
    expect(program.json().errors).toEqual({ affair_id: ['Urusan sudah tidak aktif'] });
  });

  it('sorts by an allowed key and refuses any other', async () => {
    const byName = (
      await admin.api.post('admin/master/pangkat/list', {
        kind: 'pns',
        sort: 'name',
        order: 'desc',
        per: 5,
      })
    ).json();
    expect(byName.data.map((r: { name: string }) => r.name)).toEqual([
      'Pengatur Tingkat I',
      'Pengatur Muda Tingkat I',
      'Pengatur Muda',
      'Pengatur',
      'Penata Tingkat I',
    ]);
    const bad = await admin.api.post('admin/master/pangkat/list', { sort: 'id; drop table ranks' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort).toEqual(['Pilihan tidak valid']);
  });

  it('exports with the list filters taken from the query string', async () => {
    const res = await admin.api.get(
      'admin/master/pangkat/export?kind=pns&is_active=true&search=pembina',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getColumn(2).values.slice(2)).toEqual(['IV/a', 'IV/b', 'IV/c', 'IV/d', 'IV/e']);
    expect(sheet?.getRow(2).getCell(6).value).toBe('Ya');
    expect((await admin.api.get('admin/master/pangkat/export?kind=tni')).statusCode).toBe(422);
  });

  it('escapes LIKE wildcards in the search text', async () => {
    const all = (await admin.api.post('admin/master/pangkat/list', { search: '%' })).json();
    expect(all.total).toBe(0);
  });

  it('seeds reference masters idempotently and keeps what an admin changed', async () => {
    const sizes = async () => [
      (await ctx.app.db.select({ n: count() }).from(ranks))[0]?.n,
      (await ctx.app.db.select({ n: count() }).from(ptkpStatuses))[0]?.n,
    ];
    const before = await sizes();
    const tk0 = (await admin.api.post('admin/master/pajak_ptkp/list', { search: 'TK/0' })).json()
      .data[0];
    await admin.api.put(`admin/master/pajak_ptkp/${tk0.id}`, { ...tk0, yearly_amount: 60_000_000 });
    await ctx.app.db.transaction((tx) => seedReference(tx, { timeZone: 'Asia/Jakarta' }));
    expect(await sizes()).toEqual(before);
    const after = (await admin.api.get(`admin/master/pajak_ptkp/${tk0.id}`)).json().data;
    expect(after.yearly_amount).toBe(60_000_000);
    expect(before).toEqual([34, 12]);
    expect((await ctx.app.db.select({ n: count() }).from(budgetAffairs))[0]?.n).toBeGreaterThan(0);
  });
});
