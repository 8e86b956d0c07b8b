import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginBuilt, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import {
  type BuiltOrganisation,
  buildOrganisation,
  buildUser,
  type OrgRole,
} from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { taskDescriptionPositions } from '../../db/schema/kinerja.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import {
  activityElements,
  activityItems,
  activitySubElements,
  taskDescriptions,
} from '../../db/schema/masters-misc.ts';
import { actingAssignments } from '../../db/schema/org.ts';

type Payload = Record<string, unknown>;
const URAIAN = 'admin/master/uraian';
const peta = (positionId: number) => `admin/master/jabatan/peta/${positionId}/uraian`;

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(session: Session, bytes: Buffer) {
  const boundary = '----sikerja-katalog-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="katalog.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return session.api.request('POST', `${URAIAN}/import/preview`, payload, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}

/** A sheet row's cells from column A. */
const cells = (sheet: ExcelJS.Worksheet | undefined, row: number) =>
  ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1);

describe('kinerja activity catalogue', () => {
  const ctx = useTestApp({ demo: true });
  let org: BuiltOrganisation;
  let s: Record<OrgRole, Session>;
  let unitId = 0;
  let kegiatanId = 0;
  let inactiveKegiatanId = 0;
  const tag = `K${Date.now().toString(36)}`;

  beforeAll(async () => {
    const db = ctx.app.db;
    org = await buildOrganisation(db);
    s = await loginOrganisation(ctx.app, org);
    const [unit] = await db
      .insert(measurementUnits)
      .values({ name: `Naskah ${tag}` })
      .returning({ id: measurementUnits.id });
    unitId = unit?.id ?? 0;
    const [element] = await db
      .insert(activityElements)
      .values({ code: tag, name: `Unsur ${tag}` })
      .returning({ id: activityElements.id });
    const [sub] = await db
      .insert(activitySubElements)
      .values({ elementId: element?.id ?? 0, code: `${tag}.1`, name: 'Sub Uji' })
      .returning({ id: activitySubElements.id });
    const items = await db
      .insert(activityItems)
      .values([
        {
          subElementId: sub?.id ?? 0,
          code: `${tag}.1.1`,
          name: 'Mengajar teori uji',
          unitId: unitId,
        },
        {
          subElementId: sub?.id ?? 0,
          code: `${tag}.1.9`,
          name: 'Kegiatan lama',
          unitId: unitId,
          isActive: false,
        },
      ])
      .returning({ id: activityItems.id });
    kegiatanId = items[0]?.id ?? 0;
    inactiveKegiatanId = items[1]?.id ?? 0;
  });

  const base = (i: number | string): Payload => ({
    description: `Menyusun naskah uji ${tag} ${i}`,
    unit_id: unitId,
    credit_points: 0.5,
    work_hours: 4,
    cost: 150_000,
    duty_kind: 'mandiri',
    points: 1.25,
    default_yearly_target: 12,
  });
  const create = async (payload: Payload) => {
    const res = await s.admin.api.post(URAIAN, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Payload & { id: number };
  };

  describe('the uraian master', () => {
    it.each([
      ['credit_points', -1, 'Minimal 0'],
      ['credit_points', 1000.5, undefined],
      ['credit_points', 0.0001, 'Maksimal 3 angka di belakang koma'],
      ['work_hours', -0.5, 'Minimal 0'],
      ['work_hours', 1251, undefined],
      ['cost', -1, 'Minimal 0'],
      ['cost', 1.5, undefined],
      ['cost', 10_000_000_001, undefined],
      ['points', -2, 'Minimal 0'],
      ['points', 1001, undefined],
      ['duty_kind', 'utama', 'Pilihan tidak valid'],
      ['default_yearly_target', -1, 'Minimal 0'],
      ['activity_item_id', 0, 'Pilihan tidak valid'],
      ['position_ids', 'semua', undefined],
    ])('%s = %j → 422', async (field, value, message) => {
      const before = await ctx.app.db.$count(taskDescriptions);
      const res = await s.admin.api.post(URAIAN, { ...base(`v-${field}`), [field]: value });
      expect(res.statusCode, res.body).toBe(422);
      const errors = res.json().errors[field] as string[];
      expect(errors.length).toBeGreaterThan(0);
      if (message) expect(errors).toContain(message);
      // Indonesian, not zod's English defaults.
      for (const text of errors) expect(text).not.toMatch(/Invalid|expected|Too (big|small)/);
      expect(await ctx.app.db.$count(taskDescriptions)).toBe(before);
    });

    it.each([
      [
        () => ({ activity_item_id: inactiveKegiatanId }),
        'activity_item_id',
        'Kegiatan sudah tidak aktif',
      ],
      [() => ({ activity_item_id: 999_999 }), 'activity_item_id', 'Kegiatan tidak ditemukan'],
      [() => ({ position_ids: [999_999] }), 'position_ids', 'Jabatan tidak ditemukan'],
    ])('refuses references: %#', async (change, field, message) => {
      const res = await s.admin.api.post(URAIAN, { ...base('ref'), ...change() });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    });

    it('keeps every field, shows the kegiatan and positions, and audits the positions', async () => {
      const row = await create({
        ...base('lengkap'),
        activity_item_id: kegiatanId,
        duty_kind: 'tambahan',
        position_ids: [org.positions.pegawai.id, org.positions.atasan.id],
      });
      expect(row).toMatchObject({
        credit_points: 0.5,
        work_hours: 4,
        cost: 150_000,
        duty_kind: 'tambahan',
        points: 1.25,
        activity_item_id: kegiatanId,
        activity_item_code: `${tag}.1.1`,
        activity_item_name: `${tag}.1.1 Mengajar teori uji`,
        position_ids: [org.positions.atasan.id, org.positions.pegawai.id].sort((a, b) => a - b),
      });
      // The demo has a 'Pengadministrasi Perkantoran' too, so ours is named with its unit.
      expect(row.position_names).toEqual([
        'Kepala Subbagian',
        `Pengadministrasi Perkantoran (${org.units.unit.name})`,
      ]);
      const [audit] = await ctx.app.db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'task_descriptions.create'), eq(auditLog.rowId, String(row.id))),
        );
      expect((audit?.after as Payload | undefined)?.position_ids).toEqual(row.position_ids);

      // An update without position_ids keeps them; an empty list clears them.
      const { id, ...rest } = row;
      const kept = await s.admin.api.put(`${URAIAN}/${id}`, {
        ...base('lengkap'),
        activity_item_id: kegiatanId,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().data.position_ids).toEqual(rest.position_ids);
      const cleared = await s.admin.api.put(`${URAIAN}/${id}`, {
        ...base('lengkap'),
        position_ids: [],
      });
      expect(cleared.json().data).toMatchObject({
        position_ids: [],
        position_names: [],
        activity_item_id: null,
      });
    });

    it('refuses a second uraian with the same text, whatever its case', async () => {
      await create(base('kembar'));
      const res = await s.admin.api.post(URAIAN, {
        ...base('kembar'),
        description: `MENYUSUN NASKAH UJI ${tag} KEMBAR`.toUpperCase(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.description).toContain('Uraian Tugas sudah terdaftar');
    });

    it('filters by jenis and kegiatan, and exports the new columns', async () => {
      await create({ ...base('filter-a'), duty_kind: 'tambahan', activity_item_id: kegiatanId });
      await create({ ...base('filter-b'), duty_kind: 'mandiri', activity_item_id: kegiatanId });
      const list = async (filters: Payload) =>
        (
          (await s.admin.api.post(`${URAIAN}/list`, { search: `${tag} filter`, ...filters })).json()
            .data as Payload[]
        ).map((r) => String(r.description).split(' ').at(-1));
      expect(await list({})).toEqual(['filter-a', 'filter-b']);
      expect(await list({ duty_kind: 'tambahan' })).toEqual(['filter-a']);
      expect(await list({ duty_kind: 'mandiri', activity_item_id: kegiatanId })).toEqual([
        'filter-b',
      ]);
      expect(await list({ activity_item_id: inactiveKegiatanId })).toEqual([]);
      const bad = await s.admin.api.post(`${URAIAN}/list`, { duty_kind: 'lain' });
      expect(bad.statusCode).toBe(422);

      const res = await s.admin.api.get(`${URAIAN}/export?search=${tag}%20filter-a`);
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const header = cells(sheet, 1);
      expect(header).toEqual([
        'Uraian Tugas',
        'Satuan',
        'Kode Kegiatan',
        'Kegiatan',
        'Angka Kredit',
        'WPT (Jam)',
        'Biaya',
        'Jenis',
        'Point',
        'Target Tahunan',
        'Jabatan',
        'Aktif',
      ]);
      const row = cells(sheet, 2);
      expect(row.slice(0, 10)).toEqual([
        `Menyusun naskah uji ${tag} filter-a`,
        `Naskah ${tag}`,
        `${tag}.1.1`,
        `${tag}.1.1 Mengajar teori uji`,
        0.5,
        4,
        150_000,
        'tambahan',
        1.25,
        12,
      ]);
      // No position yet: an empty 'Jabatan' cell.
      expect(row[10] ?? '').toBe('');
      expect(row[11]).toBe('Ya');
    });

    it('lets only admins write the catalogue', async () => {
      expect((await s.pegawai.api.post(URAIAN, base('pegawai'))).statusCode).toBe(403);
      expect((await s.pegawai.api.post(`${URAIAN}/list`, {})).statusCode).toBe(403);
      expect((await s.atasan.api.get(`${URAIAN}/import/template`)).statusCode).toBe(403);
    });

    it.each([
      [1.5, 201],
      [0, 201],
      [-1, 422],
      [1000.001, 422],
      [0.0005, 422],
    ])('kegiatan point %d → %i', async (points, status) => {
      const [sub] = await ctx.app.db
        .select({ id: activitySubElements.id })
        .from(activitySubElements)
        .where(eq(activitySubElements.code, `${tag}.1`));
      const res = await s.admin.api.post('admin/master/kegiatan', {
        sub_element_id: sub?.id,
        code: `${tag}.P.${String(points).replace(/\W/g, '')}`,
        name: 'Uji point kegiatan',
        unit_id: unitId,
        credit_points: 1,
        points,
      });
      expect(res.statusCode, res.body).toBe(status);
      if (status === 201) expect(res.json().data.points).toBe(points);
      else expect(res.json().errors.points).toBeDefined();
    });
  });

  describe('the menu of a position (peta jabatan)', () => {
    let menu: { id: number; description: string }[] = [];
    let inactive = 0;

    beforeAll(async () => {
      menu = [];
      for (const [i, kind] of [
        ['menu-1', 'mandiri'],
        ['menu-2', 'mandiri'],
        ['menu-3', 'tambahan'],
        ['menu-4', 'mandiri'],
        ['menu-5', 'tambahan'],
        ['menu-6', 'mandiri'],
      ] as const) {
        const row = await create({ ...base(i), duty_kind: kind });
        menu.push({ id: row.id, description: String(row.description) });
      }
      inactive = (await create({ ...base('menu-off'), is_active: false })).id;
    });

    const listOf = async (session: Session, positionId: number, body: Payload = {}, page = 1) => {
      const res = await session.api.post(`${peta(positionId)}/list?page=${page}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('attaches uraian once, audited, and refuses inactive or unknown ones', async () => {
      const pegawaiPos = org.positions.pegawai.id;
      const first = await s.admin.api.post(peta(pegawaiPos), {
        task_description_ids: menu.slice(0, 4).map((m) => m.id),
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.attached).toBe(4);
      const again = await s.admin.api.post(peta(pegawaiPos), {
        task_description_ids: menu.slice(2, 6).map((m) => m.id),
      });
      expect(again.json().data).toMatchObject({ attached: 2 });
      const audits = await ctx.app.db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'task_description_positions.attach'),
            eq(auditLog.rowId, String(pegawaiPos)),
          ),
        )
        .orderBy(asc(auditLog.id));
      expect(audits.map((a) => (a.after as Payload).task_description_ids)).toEqual([
        menu.slice(0, 4).map((m) => m.id),
        menu.slice(4, 6).map((m) => m.id),
      ]);

      for (const [body, field, message] of [
        [
          { task_description_ids: [inactive] },
          'task_description_ids',
          `Uraian tugas sudah tidak aktif: Menyusun naskah uji ${tag} menu-off`,
        ],
        [
          { task_description_ids: [999_999] },
          'task_description_ids',
          'Uraian tugas tidak ditemukan',
        ],
        [{ task_description_ids: [] }, 'task_description_ids', 'Pilih minimal satu uraian tugas'],
        [{}, 'task_description_ids', undefined],
      ] as const) {
        const res = await s.admin.api.post(peta(pegawaiPos), body);
        expect(res.statusCode, res.body).toBe(422);
        if (message) expect(res.json().errors[field]).toContain(message);
        else expect(res.json().errors[field]).toBeDefined();
      }
      expect(
        (await s.admin.api.post(peta(999_999), { task_description_ids: [menu[0]?.id] })).statusCode,
      ).toBe(404);
      const rows = await ctx.app.db
        .select()
        .from(taskDescriptionPositions)
        .where(eq(taskDescriptionPositions.positionId, pegawaiPos));
      expect(rows).toHaveLength(6);
    });

    it('lists a menu by kind, searched and paginated', async () => {
      const pegawaiPos = org.positions.pegawai.id;
      const all = await listOf(s.admin, pegawaiPos, { per: 5 });
      expect(all).toMatchObject({ total: 6, last_page: 2, per_page: 5 });
      // Mandiri first, then Tambahan, each by text.
      expect((all.data as Payload[]).map((r) => r.duty_kind)).toEqual([
        'mandiri',
        'mandiri',
        'mandiri',
        'mandiri',
        'tambahan',
      ]);
      const second = await listOf(s.admin, pegawaiPos, { per: 5 }, 2);
      expect(second.data).toHaveLength(1);
      const tambahan = await listOf(s.admin, pegawaiPos, { duty_kind: 'tambahan' });
      expect((tambahan.data as Payload[]).map((r) => r.id)).toEqual([menu[2]?.id, menu[4]?.id]);
      const searched = await listOf(s.admin, pegawaiPos, { search: 'MENU-6' });
      expect((searched.data as Payload[]).map((r) => r.id)).toEqual([menu[5]?.id]);
      expect(searched.data[0]).toMatchObject({
        unit_name: `Naskah ${tag}`,
        cost: 150_000,
        points: 1.25,
      });
      expect((await s.admin.api.post(`${peta(999_999)}/list`, {})).statusCode).toBe(404);
      expect((await s.pegawai.api.post(`${peta(pegawaiPos)}/list`, {})).statusCode).toBe(403);
      expect(
        (await s.pegawai.api.post(peta(pegawaiPos), { task_description_ids: [menu[0]?.id] }))
          .statusCode,
      ).toBe(403);
    });

    it('lets staff read only their own position’s menu, active uraian only', async () => {
      const pegawaiPos = org.positions.pegawai.id;
      await ctx.app.db
        .insert(taskDescriptionPositions)
        .values({ taskDescriptionId: inactive, positionId: pegawaiPos });
      const own = await s.pegawai.api.get('user/kinerja/uraian?per=25');
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().total).toBe(6);
      const mandiri = await s.pegawai.api.get(
        `user/kinerja/uraian?position_id=${pegawaiPos}&duty_kind=mandiri&search=menu&page=1&per=5`,
      );
      expect(mandiri.json()).toMatchObject({ total: 4, current_page: 1 });
      expect((mandiri.json().data as Payload[]).every((r) => r.duty_kind === 'mandiri')).toBe(true);
      // Another position's menu: not found, as another person's record is.
      const other = await s.pegawai.api.get(
        `user/kinerja/uraian?position_id=${org.positions.atasan.id}`,
      );
      expect(other.statusCode).toBe(404);
      expect(
        (await s.atasan.api.get(`user/kinerja/uraian?position_id=${pegawaiPos}`)).statusCode,
      ).toBe(404);
      // The admin of the position map may read any position's.
      const byAdmin = await s.admin.api.get(`user/kinerja/uraian?position_id=${pegawaiPos}`);
      expect(byAdmin.json().total).toBe(6);
      for (const query of ['duty_kind=utama', 'per=7', 'position_id=abc', 'page=0']) {
        expect((await s.pegawai.api.get(`user/kinerja/uraian?${query}`)).statusCode).toBe(422);
      }
    });

    it('lets an acting holder read the acted position’s menu, and answers a person without one', async () => {
      const kabagPos = org.positions.kabag.id;
      await s.admin.api.post(peta(kabagPos), { task_description_ids: [menu[0]?.id] });
      expect(
        (await s.atasan.api.get(`user/kinerja/uraian?position_id=${kabagPos}`)).statusCode,
      ).toBe(404);
      await ctx.app.db.insert(actingAssignments).values({
        userId: org.atasan.id,
        positionId: kabagPos,
        kind: 'plh',
        startDate: '2000-01-01',
        endDate: '2099-12-31',
      });
      const acting = await s.atasan.api.get(`user/kinerja/uraian?position_id=${kabagPos}`);
      expect(acting.statusCode).toBe(200);
      expect(acting.json().total).toBe(1);

      const nobody = await buildUser(ctx.app.db, { systemGroups: ['staff'] });
      const session = await loginBuilt(ctx.app, nobody);
      const res = await session.api.get('user/kinerja/uraian');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Anda belum memiliki jabatan. Hubungi admin kepegawaian.');
    });

    it('detaches with an audit row; a second detach is 404', async () => {
      const pegawaiPos = org.positions.pegawai.id;
      const target = menu[5]?.id ?? 0;
      const res = await s.admin.api.delete(`${peta(pegawaiPos)}/${target}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.message).toBe('Uraian tugas dihapus dari jabatan.');
      expect((await s.admin.api.delete(`${peta(pegawaiPos)}/${target}`)).statusCode).toBe(404);
      expect((await s.pegawai.api.delete(`${peta(pegawaiPos)}/${menu[0]?.id}`)).statusCode).toBe(
        403,
      );
      const [audit] = await ctx.app.db
        .select({ before: auditLog.before })
        .from(auditLog)
        .where(eq(auditLog.action, 'task_description_positions.detach'));
      expect(audit?.before).toEqual({ position_id: pegawaiPos, task_description_id: target });
      // The uraian master now shows one position fewer.
      const row = (await s.admin.api.get(`${URAIAN}/${target}`)).json().data;
      expect(row.position_ids).toEqual([]);
    });
  });

  describe('Excel import of the catalogue', () => {
    const HEADER = [
      'Uraian Tugas',
      'Satuan',
      'Kode Kegiatan',
      'Angka Kredit',
      'WPT (Jam)',
      'Biaya',
      'Jenis',
      'Point',
      'Jabatan',
    ];

    it('offers a template with the catalogue columns and how to name positions', async () => {
      const res = await s.admin.api.get(`${URAIAN}/import/template`);
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const header = cells(workbook.worksheets[0], 1);
      expect(header).toEqual([...HEADER.slice(0, 8), 'Target Tahunan', 'Jabatan', 'Aktif']);
      const notes = workbook.getWorksheet('Petunjuk');
      const jabatan = notes?.getRows(2, 11)?.find((r) => r.getCell(1).value === 'Jabatan');
      expect(String(jabatan?.getCell(2).value)).toContain('dipisah titik koma (;)');
    });

    it('previews creates, updates (old → new) and refused rows, then applies the good ones', async () => {
      const existing = await create({
        ...base('impor-lama'),
        position_ids: [org.positions.dosen.id],
      });
      const pegawaiName = `Pengadministrasi Perkantoran (${org.units.unit.name})`;
      const file = await xlsx([
        HEADER,
        [
          `Menyusun naskah uji ${tag} impor-baru`,
          `naskah ${tag}`,
          `${tag}.1.1`,
          0.75,
          '2,5',
          'Rp 1.250.000',
          'Tambahan',
          2,
          `Kepala Subbagian; ${pegawaiName}`,
        ],
        [
          `Menyusun naskah uji ${tag} impor-lama`,
          `Naskah ${tag}`,
          '',
          1,
          4,
          150000,
          'mandiri',
          1.25,
          'Dosen;Kepala Bagian',
        ],
        [`Uraian satuan salah ${tag}`, 'Lembar Tak Dikenal', '', 1, 1, 0, 'mandiri', 1, ''],
        [`Uraian kegiatan salah ${tag}`, `Naskah ${tag}`, 'X.9.9', 1, 1, 0, 'mandiri', 1, ''],
        [
          `Uraian jabatan salah ${tag}`,
          `Naskah ${tag}`,
          '',
          1,
          1,
          0,
          'mandiri',
          1,
          'Kepala Subbagian; Juru Terbang',
        ],
        [
          `Uraian jabatan ganda ${tag}`,
          `Naskah ${tag}`,
          '',
          1,
          1,
          0,
          'mandiri',
          1,
          'Pengadministrasi Perkantoran',
        ],
        [`Uraian negatif ${tag}`, `Naskah ${tag}`, '', -1, 1, 0, 'mandiri', 1, ''],
        [`Uraian jenis salah ${tag}`, `Naskah ${tag}`, '', 1, 1, 0, 'Utama', 1, ''],
        [`Menyusun naskah uji ${tag} impor-baru`, `Naskah ${tag}`, '', 1, 1, 0, 'mandiri', 1, ''],
      ]);
      const before = await ctx.app.db.$count(taskDescriptions);
      const res = await upload(s.admin, file);
      expect(res.statusCode, res.body).toBe(200);
      const { token, rows, summary } = res.json().data;
      expect(summary).toEqual({ create: 1, update: 1, skip: 0, error: 7 });
      const byRow = new Map((rows as Payload[]).map((r) => [r.row_number, r]));
      expect(byRow.get(2)).toMatchObject({ action: 'create', errors: {} });
      expect((byRow.get(2)?.values as Payload | undefined)?.position_ids).toEqual(
        [org.positions.atasan.id, org.positions.pegawai.id].sort((a, b) => a - b),
      );
      expect(byRow.get(2)?.values).toMatchObject({
        work_hours: 2.5,
        cost: 1_250_000,
        duty_kind: 'tambahan',
        activity_item_id: kegiatanId,
      });
      expect(byRow.get(3)).toMatchObject({ action: 'update' });
      expect(byRow.get(3)?.changes).toEqual([
        { field: 'credit_points', from: 0.5, to: 1 },
        { field: 'position_names', from: 'Dosen', to: 'Dosen; Kepala Bagian' },
      ]);
      const errorsOf = (n: number) => byRow.get(n)?.errors as Record<string, string[]>;
      expect(errorsOf(4).unit_name).toEqual(['Satuan "Lembar Tak Dikenal" tidak ditemukan']);
      expect(errorsOf(5).activity_item_code).toEqual(['Kegiatan "X.9.9" tidak ditemukan']);
      expect(errorsOf(6).position_names).toEqual(['Jabatan "Juru Terbang" tidak ditemukan']);
      expect(errorsOf(7).position_names).toEqual([
        'Jabatan "Pengadministrasi Perkantoran" lebih dari satu; perbaiki di aplikasi',
      ]);
      expect(errorsOf(8).credit_points).toContain('Minimal 0');
      expect(errorsOf(9).duty_kind).toContain('Pilihan tidak valid');
      expect(errorsOf(10).description).toEqual(['Uraian Tugas sama dengan baris 2 pada file ini']);
      // The preview wrote nothing.
      expect(await ctx.app.db.$count(taskDescriptions)).toBe(before);

      const refused = await s.admin.api.post(`${URAIAN}/import/commit`, { token });
      expect(refused.statusCode).toBe(422);
      const committed = await s.admin.api.post(`${URAIAN}/import/commit`, {
        token,
        skip_errors: true,
      });
      expect(committed.statusCode, committed.body).toBe(200);
      expect(committed.json().data).toMatchObject({ created: 1, updated: 1 });
      expect(await ctx.app.db.$count(taskDescriptions)).toBe(before + 1);
      const [created] = await ctx.app.db
        .select({ id: taskDescriptions.id })
        .from(taskDescriptions)
        .where(eq(taskDescriptions.description, `Menyusun naskah uji ${tag} impor-baru`));
      const attached = await ctx.app.db
        .select({ positionId: taskDescriptionPositions.positionId })
        .from(taskDescriptionPositions)
        .where(eq(taskDescriptionPositions.taskDescriptionId, created?.id ?? 0));
      expect(attached.map((a) => a.positionId).sort((a, b) => a - b)).toEqual(
        [org.positions.atasan.id, org.positions.pegawai.id].sort((a, b) => a - b),
      );
      const updated = (await s.admin.api.get(`${URAIAN}/${existing.id}`)).json().data;
      expect(updated).toMatchObject({
        credit_points: 1,
        position_ids: [org.positions.kabag.id, org.positions.dosen.id].sort((a, b) => a - b),
      });
    });
  });
});
