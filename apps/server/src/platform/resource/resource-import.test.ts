import { and, count, eq, gt, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { importBatches } from '../../db/schema/imports.ts';
import { ranks } from '../../db/schema/masters.ts';
import { numberFromText } from './resource-import-sheet.ts';

const PANGKAT = 'admin/master/pangkat';

/** An .xlsx built the way an admin's Excel would save it. */
async function xlsx(rows: unknown[][], sheetName = 'Data'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(bytes: Buffer, filename = 'impor.xlsx', type = 'application/octet-stream') {
  const boundary = '----sikerja-import-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(session: Session, path: string, bytes: Buffer, filename?: string) {
  const { payload, headers } = multipart(bytes, filename);
  return session.api.request('POST', `${path}/import/preview`, payload, headers);
}

async function loadWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('numbers as Indonesians write them', () => {
  it.each([
    ['4.500.000', 4_500_000],
    ['Rp 4.500.000', 4_500_000],
    ['Rp4.500.000,50', 4_500_000.5],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['12', 12],
    ['1.2.3', undefined],
    ['dua', undefined],
  ])('%s → %s', (text, expected) => {
    expect(numberFromText(text)).toBe(expected);
  });
});

describe('Excel import of masters', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;

  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    // Every legal pangkat code is seeded; free two PPPK grades for rows the file creates.
    await ctx.app.db.delete(ranks).where(inArray(ranks.code, ['XV', 'XVI', 'XVII']));
  });

  const rankCount = async () => (await ctx.app.db.select({ n: count() }).from(ranks))[0]?.n;
  const auditCount = async () =>
    (
      await ctx.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.tableName, 'ranks'))
    )[0]?.n;
  const rank = async (code: string) =>
    (await ctx.app.db.select().from(ranks).where(eq(ranks.code, code)))[0];

  // Headers in other case and spacing than the export writes them, as people retype them.
  const HEADER = [' JENIS', 'golongan ', 'Pangkat', 'setara  golongan pns', 'URUTAN', 'aktif'];
  const pangkatFile = () =>
    xlsx([
      HEADER,
      ['pppk', 'XV', 'Golongan XV Uji', 'IV', '30', 'Ya'],
      ['pns', 'III/a', 'Penata Muda (diubah)', 'III', null, 'Tidak'],
      ['pns', 'V/a', 'Tidak Ada', 'IV', 1, 'Ya'],
      ['pppk', 'XV', 'Baris Kembar', 'IV', 31, 'Ya'],
      ['pns', 'I/a', 'Juru Muda', 'I'],
      [],
      ['PPPK', 'XVI', 'Golongan XVI Uji', 'IV', 3.0, 'tidak'],
    ]);

  it('gives a template with the export headers and a notes sheet', async () => {
    const res = await admin.api.get(`${PANGKAT}/import/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="template-impor-pangkat.xlsx"',
    );
    const workbook = await loadWorkbook(res.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Pangkat', 'Petunjuk']);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      'Jenis',
      'Golongan',
      'Pangkat',
      'Setara Golongan PNS',
      'Urutan',
      'Aktif',
    ]);
    expect(workbook.worksheets[0]?.rowCount).toBe(1);
    const notes = workbook.worksheets[1];
    expect(notes?.getRow(3).getCell(1).value).toBe('Golongan');
    expect(String(notes?.getRow(3).getCell(2).value)).toContain('Kunci');
    expect(String(notes?.getRow(2).getCell(2).value)).toContain('pns, pppk');
  });

  it('previews create, update, unchanged and refused rows without writing anything', async () => {
    const [ranksBefore, auditsBefore] = [await rankCount(), await auditCount()];
    const res = await upload(admin, PANGKAT, await pangkatFile());
    expect(res.statusCode).toBe(200);
    const { rows, summary, token, columns } = res.json().data;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(columns.map((c: { key: string }) => c.key)).toEqual([
      'kind',
      'code',
      'name',
      'pns_group',
      'sort_order',
      'is_active',
    ]);
    expect(summary).toEqual({ create: 2, update: 1, skip: 1, error: 2 });
    expect(
      rows.map((r: { row_number: number; action: string }) => [r.row_number, r.action]),
    ).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'error'],
      [5, 'error'],
      [6, 'skip'],
      [8, 'create'],
    ]);
    const [created, updated, invalid, duplicate, , lowerCase] = rows;
    expect(created).toMatchObject({
      key: 'XV',
      values: { kind: 'pppk', code: 'XV', sort_order: 30, is_active: true },
      errors: {},
    });
    // A blank cell keeps the stored value: III/a keeps its order.
    const stored = await rank('III/a');
    expect(updated.values).toMatchObject({
      name: 'Penata Muda (diubah)',
      is_active: false,
      sort_order: stored?.sortOrder,
    });
    // What the update changes, field by field; nothing for a new row.
    expect(updated.changes).toHaveLength(2);
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Penata Muda', to: 'Penata Muda (diubah)' },
        { field: 'is_active', from: true, to: false },
      ]),
    );
    expect(created.changes).toEqual([]);
    expect(invalid.errors).toEqual({ code: ['Golongan PNS ditulis I/a … IV/e'] });
    expect(duplicate.errors).toEqual({ code: ['Golongan sama dengan baris 2 pada file ini'] });
    expect(lowerCase.values).toMatchObject({ kind: 'pppk', sort_order: 3, is_active: false });

    expect(await rankCount()).toBe(ranksBefore);
    expect(await auditCount()).toBe(auditsBefore);
    expect(await rank('XV')).toBeUndefined();
    expect(stored?.name).toBe('Penata Muda');
  });

  it('refuses to commit refused rows unless told to skip them, then writes exactly the previewed rows, audited', async () => {
    const { token } = (await upload(admin, PANGKAT, await pangkatFile())).json().data;
    const refused = await admin.api.post(`${PANGKAT}/import/commit`, { token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.skip_errors[0]).toContain('2 baris yang ditolak');
    expect(await rank('XV')).toBeUndefined();

    const [ranksBefore, since] = [await rankCount(), new Date()];
    const res = await admin.api.post(`${PANGKAT}/import/commit`, { token, skip_errors: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      created: 2,
      updated: 1,
      message: '2 data ditambahkan, 1 data diubah.',
    });
    expect(await rankCount()).toBe((ranksBefore ?? 0) + 2);
    expect(await rank('XV')).toMatchObject({ name: 'Golongan XV Uji', sortOrder: 30 });
    expect(await rank('XVI')).toMatchObject({ isActive: false });
    expect(await rank('III/a')).toMatchObject({ name: 'Penata Muda (diubah)', isActive: false });
    expect(await rank('V/a')).toBeUndefined();

    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'ranks'), gt(auditLog.at, new Date(since.getTime() - 1))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'ranks.create',
      'ranks.create',
      'ranks.update',
    ]);
    expect(audits.every((a) => a.actorUserId === admin.user.id)).toBe(true);
    const update = audits.find((a) => a.action === 'ranks.update');
    expect(update?.before).toMatchObject({ name: 'Penata Muda' });
    expect(update?.after).toMatchObject({ name: 'Penata Muda (diubah)' });

    const again = await admin.api.post(`${PANGKAT}/import/commit`, { token, skip_errors: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Data impor ini sudah disimpan.');
  });

  it('refuses a token that expired, belongs to another user or to another master', async () => {
    const file = await xlsx([HEADER, ['pppk', 'XVII', 'Golongan XVII Uji', 'IV', 40, 'Ya']]);
    const other = await buildUser(ctx.app.db, { permissions: ['admin.master.pangkat'] });
    const otherSession = await login(ctx.app, other.email ?? '', TEST_PASSWORD);
    const cases: [
      string,
      (token: string) => Promise<{ statusCode: number; json(): { message: string } }>,
      string,
    ][] = [
      [
        'expired',
        async (token) => {
          await ctx.app.db
            .update(importBatches)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(importBatches.id, token));
          return admin.api.post(`${PANGKAT}/import/commit`, { token });
        },
        'kedaluwarsa',
      ],
      [
        'another user',
        (token) => otherSession.api.post(`${PANGKAT}/import/commit`, { token }),
        'tidak ditemukan',
      ],
      [
        'another master',
        (token) => admin.api.post('admin/master/jenis_pegawai/import/commit', { token }),
        'tidak ditemukan',
      ],
      [
        'unknown',
        () =>
          admin.api.post(`${PANGKAT}/import/commit`, {
            token: '00000000-0000-4000-8000-000000000000',
          }),
        'tidak ditemukan',
      ],
    ];
    for (const [name, attempt, message] of cases) {
      const { token } = (await upload(admin, PANGKAT, file)).json().data;
      const res = await attempt(token);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 409 });
      expect(res.json().message).toContain(message);
    }
    expect(await rank('XVII')).toBeUndefined();
  });

  it('writes nothing when a previewed row no longer fits at commit', async () => {
    await ctx.app.db.delete(ranks).where(inArray(ranks.code, ['XVII']));
    const file = await xlsx([
      HEADER,
      ['pns', 'IV/e', 'Pembina Utama (diubah)', 'IV'],
      ['pppk', 'XVII', 'Golongan XVII Uji', 'IV', 40, 'Ya'],
    ]);
    const { token, summary } = (await upload(admin, PANGKAT, file)).json().data;
    expect(summary).toMatchObject({ create: 1, update: 1, error: 0 });
    // Someone saves XVII by hand between the preview and the confirmation.
    const byHand = await admin.api.post(PANGKAT, {
      kind: 'pppk',
      code: 'XVII',
      name: 'Lewat Formulir',
      pns_group: 'IV',
    });
    expect(byHand.statusCode).toBe(201);
    const res = await admin.api.post(`${PANGKAT}/import/commit`, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Baris 3 (XVII): Golongan sudah terdaftar');
    expect((await rank('IV/e'))?.name).toBe('Pembina Utama');
  });

  it.each([
    [
      'a text file named .xlsx',
      Buffer.from('kode,nama\nX,Y\n'),
      'impor.xlsx',
      'Jenis file tidak valid',
    ],
    ['a CSV', Buffer.from('kode,nama\n'), 'impor.csv', 'Jenis file tidak valid'],
    [
      'a zip that is no workbook',
      Buffer.from('PK\u0003\u0004rusak'),
      'impor.xlsx',
      'Jenis file tidak valid',
    ],
    [
      'a file over 2 MB',
      Buffer.alloc(2 * 1024 * 1024 + 10),
      'besar.xlsx',
      'Ukuran file maksimal 2MB',
    ],
  ])('refuses %s with 422', async (_, bytes, filename, message) => {
    const res = await upload(admin, PANGKAT, bytes, filename);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toContain(message);
  });

  it.each([
    [
      'no key column',
      [
        ['Pangkat', 'Jenis'],
        ['Juru', 'pns'],
      ],
      'Kolom Golongan tidak ditemukan',
    ],
    ['no rows', [HEADER], 'File tidak berisi data'],
  ])('refuses a workbook with %s', async (_, rows, message) => {
    const res = await upload(admin, PANGKAT, await xlsx(rows));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toContain(message);
  });

  // The other masters that opt in, each with the export formats read back.
  it.each([
    {
      path: 'admin/master/jenis_pegawai',
      rows: [
        ['Kode', 'Nama', 'ASN', 'Tunjangan Kinerja', 'Uang Makan'],
        ['honorer_uji', 'Honorer Uji', 'tidak', 'Ya', 'TIDAK'],
      ],
      action: 'create',
      values: { code: 'HONORER_UJI', is_asn: false, receives_tukin: true },
    },
    {
      path: 'admin/master/pajak_ptkp',
      rows: [
        ['Status', 'PTKP per Tahun (Rp)'],
        ['TK/0', 'Rp 58.500.000'],
      ],
      action: 'update',
      values: { code: 'TK/0', yearly_amount: 58_500_000 },
    },
    {
      path: 'admin/master/tunjangan_kinerja',
      rows: [
        ['Kelas Jabatan', 'Berlaku Mulai', 'Tunjangan per Bulan'],
        [17, new Date(Date.UTC(2031, 0, 1)), '33.240.000'],
      ],
      action: 'create',
      values: { job_class: 17, valid_from: '2031-01-01', amount: 33_240_000 },
    },
    {
      path: 'admin/master/sbm/uang_harian_dalam_negeri',
      rows: [
        ['Tahun', 'Provinsi', 'Luar kota', 'Dalam kota > 8 jam', 'Diklat'],
        [2031, 'Aceh', '360.000', '140.000', '110.000'],
      ],
      action: 'create',
      values: { year: 2031, province: 'Aceh', outside_city: 360_000 },
    },
  ])('previews $path', async ({ path, rows, action, values }) => {
    const res = await upload(admin, path, await xlsx(rows));
    expect(res.statusCode).toBe(200);
    const [row] = res.json().data.rows;
    expect(row).toMatchObject({ action, values, errors: {} });
  });

  it('answers 401 to a guest and 403 to a user without the permission', async () => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const guest = new ApiClient(ctx.app);
    const file = multipart(await xlsx([HEADER]));
    const calls = [
      ['GET', `${PANGKAT}/import/template`, undefined, {}],
      ['POST', `${PANGKAT}/import/preview`, file.payload, file.headers],
      ['POST', `${PANGKAT}/import/commit`, { token: '00000000-0000-4000-8000-000000000000' }, {}],
    ] as const;
    for (const [method, url, payload, headers] of calls) {
      expect((await guest.request(method, url, payload, headers)).statusCode).toBe(401);
      expect((await pegawai.api.request(method, url, payload, headers)).statusCode).toBe(403);
    }
  });
});
