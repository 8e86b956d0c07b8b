/**
 * SKP reports and the annual evaluation through HTTP, on an organisation built for the file
 * (pegawai answers to atasan, atasan to kabag). Contracts and lines are written straight to the
 * tables by the small factory below: these endpoints only read them and rate approved ones.
 */
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { notifications } from '../../db/schema/approvals.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { kinerjaContracts, kinerjaLines } from '../../db/schema/kinerja.ts';
import { ranks } from '../../db/schema/masters.ts';
import { users } from '../../db/schema/users.ts';

const ctx = useTestApp();
const YEAR = 2031;
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'kabag' | 'dosen' | 'admin', Session>;

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  Object.assign(s, await loginOrganisation(ctx.app, org));
  const [rank] = await ctx.app.db.select().from(ranks).limit(1);
  if (rank)
    await ctx.app.db.update(users).set({ rankId: rank.id }).where(eq(users.id, org.pegawai.id));
});

let made = 0;
/** A start date no other contract of the file has (the assignment is unique per start). */
function freshStart(year: number): string {
  made += 1;
  return new Date(Date.UTC(year, 0, made)).toISOString().slice(0, 10);
}

/** A contract of `who` for `year` with `lines` main lines and one additional line. */
async function contract(
  who: 'pegawai' | 'atasan',
  status: 'draft' | 'sent' | 'returned' | 'approved',
  { year = YEAR, lines = 3, periodStart = freshStart(year) } = {},
) {
  const superior = who === 'pegawai' ? org.atasan : org.kabag;
  const [row] = await ctx.app.db
    .insert(kinerjaContracts)
    .values({
      userId: org[who].id,
      year,
      positionId: org.positions[who].id,
      unitId: org.units.unit.id,
      superiorUserId: superior.id,
      superiorPositionId: org.positions[who === 'pegawai' ? 'atasan' : 'kabag'].id,
      superiorUnitId: who === 'pegawai' ? org.units.unit.id : org.units.bagian.id,
      periodStart,
      periodEnd: `${year}-12-31`,
      status,
      approvedAt: status === 'approved' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('contract insert returned nothing');
  const weight = lines > 0 ? Math.floor(100 / lines) : 0;
  for (let i = 0; i < lines; i++) {
    await ctx.app.db.insert(kinerjaLines).values({
      contractId: row.id,
      proposedName: `Menyusun laporan kegiatan nomor ${i + 1} tahun ${year}`,
      dutyKind: 'utama',
      quantity: 12,
      quality: 100,
      months: 12,
      weight: i === lines - 1 ? 100 - weight * (lines - 1) : weight,
      sortOrder: i,
    });
  }
  await ctx.app.db.insert(kinerjaLines).values({
    contractId: row.id,
    proposedName: 'Panitia wisuda',
    dutyKind: 'tambahan',
    quantity: 1,
    months: 1,
    sortOrder: 99,
  });
  return row;
}

const pages = (res: { rawPayload: Buffer }) =>
  pdfPages(res.rawPayload).map((p) => p.replace(/\s*\n\s*/g, ' '));

describe('the SKP as a PDF', () => {
  it('prints the identity block, the lines, BerAKHLAK and the signatures on one page', async () => {
    const c = await contract('pegawai', 'approved');
    const res = await s.pegawai.api.get(`user/laporan/kontrak_kerja/${c.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pages(res);
    if (process.env.SKP_PDF_OUT)
      (await import('node:fs')).writeFileSync(process.env.SKP_PDF_OUT, res.rawPayload);
    expect(text).toHaveLength(1);
    const page = text[0] ?? '';
    for (const expected of [
      'SASARAN KINERJA PEGAWAI',
      'PEGAWAI YANG DINILAI',
      'PEJABAT PENILAI KINERJA',
      org.pegawai.name,
      `NIP. ${org.pegawai.nip}`,
      org.atasan.name,
      `NIP. ${org.atasan.nip}`,
      org.positions.pegawai.name,
      'A. UTAMA',
      'B. TAMBAHAN',
      'Panitia wisuda',
      'Berorientasi Pelayanan',
      'Kolaboratif',
      'Pejabat Penilai Kinerja,',
    ]) {
      expect(page, expected).toContain(expected);
    }
    // Not evaluated yet: no predikat.
    expect(page).not.toContain('PREDIKAT KINERJA PEGAWAI');
  });

  it('runs onto more pages with many lines, breaking only between whole rows', async () => {
    const c = await contract('pegawai', 'approved', { lines: 40 });
    const res = await s.admin.api.get(`admin/laporan/kontrak_kerja/${c.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = pages(res);
    expect(text.length).toBeGreaterThan(1);
    expect(text.length).toBeLessThanOrEqual(4);
    // The table header is repeated on the page the lines continue on.
    expect(text[1]).toContain('RENCANA HASIL KERJA');
    const all = text.join(' ');
    for (let i = 1; i <= 40; i++) expect(all).toContain(`nomor ${i} tahun`);
    expect(text.at(-1)).toContain(`NIP. ${org.pegawai.nip}`);
  });

  it.each([
    ['the person', 'pegawai', 200],
    ['the superior', 'atasan', 200],
    ["the superior's superior", 'kabag', 404],
    ['someone else', 'dosen', 404],
  ] as const)('is read by %s (%s): %i', async (_who, session, status) => {
    const c = await contract('pegawai', 'sent', {
      year: 2032 + ['pegawai', 'atasan', 'kabag', 'dosen'].indexOf(session),
    });
    const res = await s[session].api.get(`user/laporan/kontrak_kerja/${c.id}/pdf`);
    expect(res.statusCode).toBe(status);
  });

  it('answers 404 for an unknown id, 401 without a login, 403 on the admin route for staff', async () => {
    expect((await s.pegawai.api.get('user/laporan/kontrak_kerja/999999/pdf')).statusCode).toBe(404);
    expect((await s.admin.api.get('admin/laporan/kontrak_kerja/999999/pdf')).statusCode).toBe(404);
    expect((await new ApiClient(ctx.app).get('user/laporan/kontrak_kerja/1/pdf')).statusCode).toBe(
      401,
    );
    expect((await s.pegawai.api.get('admin/laporan/kontrak_kerja/1/pdf')).statusCode).toBe(403);
    expect((await s.pegawai.api.get('user/laporan/kontrak_kerja/abc/pdf')).statusCode).toBe(422);
  });
});

describe('the annual evaluation', () => {
  const rate = (session: Session, id: number, body: unknown) =>
    session.api.put(`user/laporan/kontrak_kerja/${id}/evaluasi`, body as Record<string, unknown>);

  it.each([
    ['di_atas', 'di_atas', 'sangat_baik'],
    ['di_atas', 'sesuai', 'baik'],
    ['di_atas', 'di_bawah', 'kurang'],
    ['sesuai', 'di_atas', 'baik'],
    ['sesuai', 'sesuai', 'baik'],
    ['sesuai', 'di_bawah', 'kurang'],
    ['di_bawah', 'di_atas', 'butuh_perbaikan'],
    ['di_bawah', 'sesuai', 'butuh_perbaikan'],
    ['di_bawah', 'di_bawah', 'sangat_kurang'],
  ])('hasil %s × perilaku %s gives %s', async (result, behaviour, predikat) => {
    const c = await contract('atasan', 'approved');
    const res = await rate(s.kabag, c.id, { result_rating: result, behaviour_rating: behaviour });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.row).toMatchObject({ predikat, can_evaluate: true });
  });

  it('stores the rating, audits it, tells the person and prints it on the SKP', async () => {
    const c = await contract('pegawai', 'approved', { year: 2040 });
    const res = await rate(s.atasan, c.id, {
      result_rating: 'di_atas',
      behaviour_rating: 'di_atas',
      behaviour_notes: { akuntabel: 'Laporan selalu tepat waktu', kompeten: '   ' },
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.app.db
      .select()
      .from(kinerjaContracts)
      .where(eq(kinerjaContracts.id, c.id));
    expect(stored).toMatchObject({
      resultRating: 'di_atas',
      behaviourRating: 'di_atas',
      predikat: 'sangat_baik',
      evaluatedBy: org.atasan.id,
      behaviourNotes: { akuntabel: 'Laporan selalu tepat waktu' },
    });
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'kinerja_contracts'), eq(auditLog.rowId, String(c.id))));
    expect(audits.map((a) => a.action)).toEqual(['kinerja.evaluasi.create']);
    expect(audits[0]?.actorUserId).toBe(org.atasan.id);
    const [note] = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, org.pegawai.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note?.title).toBe('Evaluasi tahunan SKP 2040');
    expect(note?.body).toContain('Sangat Baik');

    // Changed before the deadline: a second audit row with the old rating as 'before'.
    const again = await rate(s.atasan, c.id, {
      result_rating: 'sesuai',
      behaviour_rating: 'sesuai',
    });
    expect(again.json().data.row.predikat).toBe('baik');
    const [update] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kinerja.evaluasi.update'), eq(auditLog.rowId, String(c.id))));
    expect(update?.before).toMatchObject({ predikat: 'sangat_baik' });

    const pdf = pages(await s.pegawai.api.get(`user/laporan/kontrak_kerja/${c.id}/pdf`)).join(' ');
    expect(pdf).toContain('PREDIKAT KINERJA PEGAWAI');
    expect(pdf).toContain('BAIK');
    expect(pdf).toContain('SESUAI EKSPEKTASI');
  });

  it.each([
    [{}, 'result_rating'],
    [{ result_rating: 'baik', behaviour_rating: 'sesuai' }, 'result_rating'],
    [{ result_rating: 'sesuai' }, 'behaviour_rating'],
    [
      { result_rating: 'sesuai', behaviour_rating: 'sesuai', behaviour_notes: { jujur: 'x' } },
      'behaviour_notes',
    ],
    [
      {
        result_rating: 'sesuai',
        behaviour_rating: 'sesuai',
        behaviour_notes: { loyal: 'x'.repeat(1001) },
      },
      'behaviour_notes.loyal',
    ],
  ])('answers 422 for %j on %s and changes nothing', async (body, field) => {
    const c = await contract('pegawai', 'approved', { year: 2041 });
    const res = await rate(s.atasan, c.id, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)[0]).toContain(field.split('.')[0]);
    const [stored] = await ctx.app.db
      .select()
      .from(kinerjaContracts)
      .where(eq(kinerjaContracts.id, c.id));
    expect(stored?.predikat).toBeNull();
  });

  it('answers 404 to anyone but the superior and 409 unless approved and before the deadline', async () => {
    const ok = { result_rating: 'sesuai', behaviour_rating: 'sesuai' };
    const approved = await contract('pegawai', 'approved', { year: 2042 });
    for (const who of ['pegawai', 'kabag', 'dosen', 'admin'] as const) {
      expect((await rate(s[who], approved.id, ok)).statusCode, who).toBe(404);
    }
    expect((await rate(s.atasan, 999999, ok)).statusCode).toBe(404);
    for (const status of ['draft', 'sent', 'returned'] as const) {
      const c = await contract('pegawai', status, {
        year: 2043 + ['draft', 'sent', 'returned'].indexOf(status),
      });
      const res = await rate(s.atasan, c.id, ok);
      expect(res.statusCode, status).toBe(409);
    }
    // 2020's evaluation closed at the end of March 2021.
    const old = await contract('pegawai', 'approved', { year: 2020 });
    const late = await rate(s.atasan, old.id, ok);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('2021-03-31');
    const [stored] = await ctx.app.db
      .select()
      .from(kinerjaContracts)
      .where(eq(kinerjaContracts.id, old.id));
    expect(stored?.predikat).toBeNull();
  });
});

describe('the lists', () => {
  it('shows mine, my subordinates (with can_evaluate), and everything to the admin', async () => {
    const c = await contract('pegawai', 'approved', { year: 2050 });
    const mine = await s.pegawai.api.post('user/laporan/kontrak_kerja/list', { year: 2050 });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject([
      { id: c.id, name: org.pegawai.name, can_evaluate: false },
    ]);
    const subs = await s.atasan.api.post('user/laporan/kontrak_kerja/list', {
      year: 2050,
      scope: 'bawahan',
    });
    expect(subs.json().data).toMatchObject([
      { id: c.id, can_evaluate: true, evaluation_deadline: '2051-03-31' },
    ]);
    const own = await s.atasan.api.post('user/laporan/kontrak_kerja/list', { year: 2050 });
    expect(own.json().data).toEqual([]);
    const kabag = await s.kabag.api.post('user/laporan/kontrak_kerja/list', {
      year: 2050,
      scope: 'bawahan',
    });
    expect(kabag.json().data).toEqual([]);

    const all = await s.admin.api.post('admin/laporan/kontrak_kerja/list', {
      year: 2050,
      unit_id: org.units.unit.id,
      status: 'approved',
      search: org.pegawai.nip,
    });
    expect(all.json()).toMatchObject({ total: 1, data: [{ id: c.id }] });
    const none = await s.admin.api.post('admin/laporan/kontrak_kerja/list', {
      year: 2050,
      status: 'draft',
    });
    expect(none.json().total).toBe(0);
    expect((await s.pegawai.api.post('admin/laporan/kontrak_kerja/list', {})).statusCode).toBe(403);
    const bad = await s.admin.api.post('admin/laporan/kontrak_kerja/list', {
      year: 1999,
      status: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['status', 'year']);

    const xlsx = await s.admin.api.get(`admin/laporan/kontrak_kerja/export?year=2050`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(4).getCell(4).value).toBe(org.pegawai.name);
  });
});
