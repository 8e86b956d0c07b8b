import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { ptkpStatuses } from '../../db/schema/masters.ts';
import { pajakPtkpResource } from './pajak-ptkp.resource.ts';

describe('pajak PTKP', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let rows: { code: string; yearly_amount: number; ter_category: string | null }[] = [];
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    rows = (await admin.api.post('admin/master/pajak_ptkp/list', { per: 25 })).json().data;
  });

  // UU PPh Pasal 7 / PMK 101/PMK.010/2016; TER categories PP 58/2023 (regulations.md 3.1).
  it.each([
    ['TK/0', 54_000_000, 'A'],
    ['TK/1', 58_500_000, 'A'],
    ['TK/2', 63_000_000, 'B'],
    ['TK/3', 67_500_000, 'B'],
    ['K/0', 58_500_000, 'A'],
    ['K/1', 63_000_000, 'B'],
    ['K/2', 67_500_000, 'B'],
    ['K/3', 72_000_000, 'C'],
    ['K/I/0', 112_500_000, null],
    ['K/I/1', 117_000_000, null],
    ['K/I/2', 121_500_000, null],
    ['K/I/3', 126_000_000, null],
  ])('seeds %s at Rp%i a year, TER %s', (code, amount, ter) => {
    expect(rows.find((r) => r.code === code)).toMatchObject({
      yearly_amount: amount,
      ter_category: ter,
    });
  });

  it('lists the statuses in the order of the law', () => {
    expect(rows.map((r) => r.code)).toEqual([
      'TK/0',
      'TK/1',
      'TK/2',
      'TK/3',
      'K/0',
      'K/1',
      'K/2',
      'K/3',
      'K/I/0',
      'K/I/1',
      'K/I/2',
      'K/I/3',
    ]);
  });

  it.each([
    [{ code: 'K/I/0', ter_category: 'A' }, 'ter_category', 'Status K/I tidak memakai kategori TER'],
    [{ code: 'TK/0', ter_category: null }, 'ter_category', 'Wajib diisi'],
    [{ code: 'TK/4', ter_category: 'B' }, 'code', 'Status ditulis TK/0 … K/3 atau K/I/0 … K/I/3'],
  ])('refuses %j', async (change, field, message) => {
    const res = await admin.api.post('admin/master/pajak_ptkp', {
      description: 'Uji',
      yearly_amount: 1,
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  // The law admits twelve statuses and all are seeded, so the suite frees the K/I ones.
  runResourceSuite(ctx, {
    resource: pajakPtkpResource,
    prepare: async (context) => {
      await context.app.db.delete(ptkpStatuses).where(like(ptkpStatuses.code, 'K/I/%'));
    },
    create: (i) => ({
      code: `k/i/${i - 1}`,
      description: `Kawin, penghasilan istri digabung, ${i - 1} tanggungan`,
      yearly_amount: 108_000_000 + i * 4_500_000,
    }),
    update: (p) => ({ ...p, yearly_amount: Number(p.yearly_amount) + 1_000_000 }),
    invalid: { change: { yearly_amount: -5 }, field: 'yearly_amount', message: 'Minimal 0' },
    unique: { field: 'code', message: 'Status sudah terdaftar' },
    search: {
      payload: {
        code: 'K/I/3',
        description: 'Kawin, penghasilan istri digabung, 3 tanggungan',
        yearly_amount: 126_000_000,
      },
      term: 'PENGHASILAN ISTRI',
    },
    expectRow: (p) => ({ ...p, code: String(p.code).toUpperCase() }),
  });
});
