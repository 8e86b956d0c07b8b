import type { TPositionMapNode } from '@sikerja/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { jabatanResource, POSITION_CYCLE_MESSAGE } from './jabatan.resource.ts';
import { unitKerjaResource } from './unit-kerja.resource.ts';

const UNIT_CYCLE = 'Unit induk tidak boleh unit ini sendiri atau salah satu sub-unitnya';

/** Depth-first search of the position map. */
function findNode(nodes: TPositionMapNode[], name: string): TPositionMapNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const found = findNode(node.children, name);
    if (found) return found;
  }
  return undefined;
}

/** The chain of position names from a top position down to `name`. */
function pathTo(nodes: TPositionMapNode[], name: string, trail: string[] = []): string[] {
  for (const node of nodes) {
    const here = [...trail, node.name];
    if (node.name === name) return here;
    const found = pathTo(node.children, name, here);
    if (found.length > 0) return found;
  }
  return [];
}

describe('organisation masters', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  const unitIds = new Map<string, number>();
  const unitId = (code: string) => unitIds.get(code) ?? 0;

  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    const units = await ctx.app.db
      .select({ id: workUnits.id, code: workUnits.code })
      .from(workUnits);
    for (const unit of units) unitIds.set(unit.code, unit.id);
  });

  const createPosition = async (payload: Record<string, unknown>) => {
    const res = await admin.api.post('admin/master/jabatan', {
      kind: 'pelaksana',
      job_class: 5,
      unit_id: unitId('KEU'),
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; name: string };
  };

  describe('position map (/admin/master/jabatan/peta)', () => {
    const peta = 'admin/master/jabatan/peta';
    const map = async () => (await admin.api.get(peta)).json().data as TPositionMapNode[];

    it('answers the demo positions as a tree with their holders', async () => {
      const res = await admin.api.get(peta);
      expect(res.statusCode).toBe(200);
      const tree = res.json().data as TPositionMapNode[];
      expect(pathTo(tree, 'Pengadministrasi Perkantoran')).toEqual([
        'Direktur',
        'Kepala Bagian Administrasi Akademik dan Ketarunaan',
        'Analis Kebijakan Ahli Muda',
        'Pengadministrasi Perkantoran',
      ]);
      const staff = findNode(tree, 'Pengadministrasi Perkantoran');
      expect(staff?.holders.map((h) => h.name)).toEqual(['Ahmad Fauzi', 'Rina Kartika Sari']);
      expect(staff).toMatchObject({ kind: 'pelaksana', job_class: 6, echelon: null });
      expect(staff?.unit_name).toBe('Subbagian Akademik');
      expect(findNode(tree, 'Analis Kebijakan Ahli Muda')?.holders.map((h) => h.name)).toEqual([
        'Budi Santoso',
      ]);
      expect(findNode(tree, 'Direktur')).toMatchObject({
        kind: 'struktural',
        echelon: 'II.b',
        superior_position_id: null,
        holders: [expect.objectContaining({ name: 'Capt. Agus Wibowo' })],
      });
    });

    it('gives pegawai@ the holder of atasan@ as superior, and kabag@ as head of the unit', async () => {
      const [pegawai] = await ctx.app.db
        .select({ positionId: users.positionId, unitId: users.unitId })
        .from(users)
        .where(eq(users.email, 'pegawai@sikerja.test'));
      const [own] = await ctx.app.db
        .select({ superior: positions.superiorPositionId })
        .from(positions)
        .where(eq(positions.id, pegawai?.positionId ?? 0));
      const superiors = await ctx.app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.positionId, own?.superior ?? 0));
      expect(superiors).toEqual([{ email: 'atasan@sikerja.test' }]);
      const [unit] = await ctx.app.db
        .select({ email: users.email })
        .from(workUnits)
        .innerJoin(users, eq(users.id, workUnits.headUserId))
        .where(eq(workUnits.id, pegawai?.unitId ?? 0));
      expect(unit).toEqual({ email: 'kabag@sikerja.test' });
    });

    it('moves a position under another one and audits the move', async () => {
      const moved = await createPosition({ name: 'Bendahara Pengeluaran' });
      const tree = await map();
      const target = findNode(tree, 'Kepala Bagian Administrasi Umum dan Keuangan');
      const res = await admin.api.put(`${peta}/${moved.id}`, {
        superior_position_id: target?.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.message).toBe('Jabatan berhasil dipindahkan.');
      expect(pathTo(await map(), 'Bendahara Pengeluaran')).toEqual([
        'Direktur',
        'Kepala Bagian Administrasi Umum dan Keuangan',
        'Bendahara Pengeluaran',
      ]);
      const [audit] = await ctx.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'positions.move'), eq(auditLog.rowId, String(moved.id))))
        .orderBy(desc(auditLog.id));
      expect(audit).toMatchObject({
        actorUserId: admin.user.id,
        tableName: 'positions',
        before: { superior_position_id: null },
        after: { superior_position_id: target?.id },
      });

      const top = await admin.api.put(`${peta}/${moved.id}`, { superior_position_id: null });
      expect(top.statusCode).toBe(200);
      expect(pathTo(await map(), 'Bendahara Pengeluaran')).toEqual(['Bendahara Pengeluaran']);
    });

    it('refuses a move that would make a position its own superior (422, Indonesian)', async () => {
      const tree = await map();
      const top = findNode(tree, 'Direktur');
      const bottom = findNode(tree, 'Pengadministrasi Perkantoran');
      for (const superior of [bottom?.id, top?.id]) {
        const res = await admin.api.put(`${peta}/${top?.id}`, { superior_position_id: superior });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ superior_position_id: [POSITION_CYCLE_MESSAGE] });
      }
      expect(findNode(await map(), 'Direktur')?.superior_position_id).toBeNull();
    });

    it('answers 404 for an unknown position and 422 for an unknown superior', async () => {
      const unknown = await admin.api.put(`${peta}/999999`, { superior_position_id: null });
      expect(unknown.statusCode).toBe(404);
      const top = findNode(await map(), 'Direktur');
      const res = await admin.api.put(`${peta}/${top?.id}`, { superior_position_id: 999999 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.superior_position_id).toEqual(['Jabatan atasan tidak ditemukan']);
    });

    it('answers 401 to a guest and 403 to a user without the permission', async () => {
      const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
      const guest = new ApiClient(ctx.app);
      for (const client of [guest, pegawai.api]) {
        const status = client === guest ? 401 : 403;
        expect((await client.get(peta)).statusCode).toBe(status);
        expect((await client.put(`${peta}/1`, { superior_position_id: null })).statusCode).toBe(
          status,
        );
      }
    });
  });

  describe('jabatan rules', () => {
    it.each([
      ['fungsional', 'IV.a', 422],
      ['pelaksana', 'III.b', 422],
      ['struktural', 'IV.a', 201],
      ['fungsional', null, 201],
    ] as const)('kind %s with echelon %s answers %i', async (kind, echelon, status) => {
      const res = await admin.api.post('admin/master/jabatan', {
        name: `Eselon ${kind} ${echelon}`,
        kind,
        echelon,
        job_class: 9,
        unit_id: unitId('KEU'),
      });
      expect(res.statusCode).toBe(status);
      if (status === 422) {
        expect(res.json().errors).toEqual({ echelon: ['Eselon hanya untuk jabatan struktural'] });
      }
    });

    it.each([
      [0, 422],
      [1, 201],
      [17, 201],
      [18, 422],
    ])('job class %i answers %i', async (jobClass, status) => {
      const res = await admin.api.post('admin/master/jabatan', {
        name: `Kelas ${jobClass}`,
        kind: 'pelaksana',
        job_class: jobClass,
        unit_id: unitId('KEU'),
      });
      expect(res.statusCode).toBe(status);
      if (status === 422)
        expect(res.json().errors.job_class).toEqual(['Kelas jabatan 1 sampai 17']);
    });

    it('refuses an unknown or inactive unit, and an unknown superior', async () => {
      const [inactive] = await ctx.app.db
        .insert(workUnits)
        .values({ code: 'TUTUP', name: 'Unit Ditutup', isActive: false })
        .returning({ id: workUnits.id });
      const cases = [
        [{ unit_id: 999999 }, 'unit_id', 'Unit kerja tidak ditemukan'],
        [{ unit_id: inactive?.id }, 'unit_id', 'Unit kerja sudah tidak aktif'],
        [
          { superior_position_id: 999999 },
          'superior_position_id',
          'Jabatan atasan tidak ditemukan',
        ],
      ] as const;
      for (const [change, field, message] of cases) {
        const res = await admin.api.post('admin/master/jabatan', {
          name: 'Jabatan Salah',
          kind: 'pelaksana',
          job_class: 5,
          unit_id: unitId('KEU'),
          ...change,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]).toEqual([message]);
      }
    });

    it('refuses a superior position below the position itself, and itself', async () => {
      const a = await createPosition({ name: 'Siklus A' });
      const b = await createPosition({ name: 'Siklus B', superior_position_id: a.id });
      const c = await createPosition({ name: 'Siklus C', superior_position_id: b.id });
      for (const superior of [c.id, a.id]) {
        const res = await admin.api.put(`admin/master/jabatan/${a.id}`, {
          name: 'Siklus A',
          kind: 'pelaksana',
          job_class: 5,
          unit_id: unitId('KEU'),
          superior_position_id: superior,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ superior_position_id: [POSITION_CYCLE_MESSAGE] });
      }
      const read = await admin.api.get(`admin/master/jabatan/${c.id}`);
      expect(read.json().data).toMatchObject({
        superior_position_id: b.id,
        superior_position_name: 'Siklus B',
        unit_name: 'Subbagian Keuangan',
      });
    });
  });

  describe('unit kerja rules', () => {
    const unitPayload = (code: string, change: Record<string, unknown> = {}) => ({
      code,
      name: `Unit ${code}`,
      parent_id: null,
      ...change,
    });

    it('reads a unit with its parent and head by name', async () => {
      const res = await admin.api.get(`admin/master/unit_kerja/${unitId('AKD')}`);
      expect(res.json().data).toMatchObject({
        code: 'AKD',
        parent_id: unitId('BAAK'),
        parent_name: 'Bagian Administrasi Akademik dan Ketarunaan',
        head_name: 'Siti Nurhaliza Putri',
        time_zone: null,
      });
    });

    it('refuses a parent below the unit itself, and the unit itself', async () => {
      const dir = (await admin.api.get(`admin/master/unit_kerja/${unitId('DIR')}`)).json().data;
      for (const parent of ['AKD', 'DIR']) {
        const res = await admin.api.put(`admin/master/unit_kerja/${unitId('DIR')}`, {
          code: dir.code,
          name: dir.name,
          parent_id: unitId(parent),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ parent_id: [UNIT_CYCLE] });
      }
    });

    it('accepts only an active user as head, and only a known parent and time zone', async () => {
      const [inactive] = await ctx.app.db
        .insert(users)
        .values({ name: 'Pegawai Nonaktif', passwordHash: 'x', status: 'inactive' })
        .returning({ id: users.id });
      const cases = [
        [{ head_user_id: inactive?.id }, 'head_user_id', 'Kepala unit sudah tidak aktif'],
        [{ head_user_id: 999999 }, 'head_user_id', 'Kepala unit tidak ditemukan'],
        [{ parent_id: 999999 }, 'parent_id', 'Unit induk tidak ditemukan'],
        [{ time_zone: 'Asia/Tokyo' }, 'time_zone', 'Pilihan tidak valid'],
      ] as const;
      for (const [change, field, message] of cases) {
        const res = await admin.api.post('admin/master/unit_kerja', unitPayload('SALAH', change));
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]).toEqual([message]);
      }
      const ok = await admin.api.post(
        'admin/master/unit_kerja',
        unitPayload('KAMPUS2', { time_zone: 'Asia/Makassar', head_user_id: admin.user.id }),
      );
      expect(ok.statusCode).toBe(201);
      expect(ok.json().data).toMatchObject({
        time_zone: 'Asia/Makassar',
        head_name: 'Administrator Sikerja',
      });
    });

    it('refuses to delete a unit staff still belong to', async () => {
      const res = await admin.api.delete(`admin/master/unit_kerja/${unitId('KEU')}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('Data Pegawai');
    });
  });

  runResourceSuite(ctx, {
    resource: jabatanResource,
    create: (i) => ({
      name: `Jabatan Uji ${i}`,
      kind: 'pelaksana',
      job_class: 5,
      unit_id: unitId('KEU'),
    }),
    update: (p) => ({
      ...p,
      kind: 'struktural',
      echelon: 'IV.a',
      job_class: 8,
      job_value_points: 750,
    }),
    invalid: {
      change: { job_class: 18 },
      field: 'job_class',
      message: 'Kelas jabatan 1 sampai 17',
    },
    unique: { field: 'name', message: 'Nama Jabatan sudah terdaftar' },
    search: {
      payload: () => ({
        name: 'Pranata Kéuangan APBN',
        kind: 'fungsional',
        job_class: 7,
        unit_id: unitId('KEU'),
      }),
      term: 'KEUANGAN apbn',
    },
    useRow: async (context, id) => {
      await context.app.db
        .update(users)
        .set({ positionId: id })
        .where(eq(users.name, 'Indah Permatasari'));
      return { usedIn: 'Data Pegawai' };
    },
    expectRow: (p) => ({
      echelon: null,
      job_value_points: null,
      is_lecturer: false,
      superior_position_id: null,
      is_active: true,
      unit_name: 'Subbagian Keuangan',
      ...p,
    }),
  });

  runResourceSuite(ctx, {
    resource: unitKerjaResource,
    create: (i) => ({ code: `UJI${i}`, name: `Unit Uji ${i}`, parent_id: unitId('BAUK') }),
    update: (p) => ({ ...p, name: `${p.name} (ubah)`, time_zone: 'Asia/Jayapura' }),
    invalid: {
      change: { parent_id: 999999 },
      field: 'parent_id',
      message: 'Unit induk tidak ditemukan',
    },
    unique: { field: 'code', message: 'Kode sudah terdaftar' },
    search: {
      payload: { code: 'UPT', name: 'Unit Pélayanan Terpadu' },
      term: 'PELAYANAN terpadu',
    },
    useRow: async (context, id) => {
      await context.app.db
        .insert(workUnits)
        .values({ code: `ANAK${id}`, name: 'Anak', parentId: id });
      return { usedIn: 'Unit kerja' };
    },
    expectRow: (p) => ({
      head_user_id: null,
      head_name: null,
      time_zone: null,
      is_active: true,
      parent_name: 'Bagian Administrasi Umum dan Keuangan',
      ...p,
    }),
  });
});
