import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import {
  type BuiltOrganisation,
  buildCuti,
  buildOrganisation,
  buildSuratTugasLevels,
} from '../../../test/factories.ts';
import { pdfPages, pdfText } from '../../../test/pdf-text.ts';
import { attendanceExcuses, attendanceLocks } from '../../db/schema/attendance.ts';
import { auditLog } from '../../db/schema/audit.ts';

/**
 * Surat tugas through HTTP on an organisation built for the file: the levels are kabag's
 * position (head of general affairs), then direktur's; admin drafts; pegawai and dosen travel.
 * Dates are in December 2026: Mon 7 – Wed 9 is three working days; Fri 11 – Mon 14 is two.
 */
const ctx = useTestApp();
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'kabag' | 'direktur' | 'dosen' | 'admin', Session>;
const url = 'admin/surattugas';

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  await buildSuratTugasLevels(ctx.app.db, org);
  Object.assign(s, await loginOrganisation(ctx.app, org));
});

function letter(overrides: Record<string, unknown> = {}) {
  return {
    basis: 'Peraturan Direktur tentang Kalender Akademik 2026',
    purpose: 'Menghadiri rapat koordinasi pendidikan vokasi',
    letter_date: '2026-12-01',
    start_date: '2026-12-07',
    end_date: '2026-12-09',
    destination_kind: 'dalam_negeri',
    province: 'Jawa Timur',
    city: 'Surabaya',
    transport: 'Pesawat udara',
    unit_id: org.units.bagian.id,
    signer_user_id: org.direktur.id,
    copy_to: ['Kepala Bagian Administrasi Umum dan Keuangan'],
    travellers: [{ user_id: org.pegawai.id }, { user_id: org.dosen.id }],
    ...overrides,
  };
}

async function draft(overrides: Record<string, unknown> = {}) {
  const res = await s.admin.api.post(url, letter(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; number: string; status: string };
}

async function decide(who: Session, id: number, body: Record<string, unknown>) {
  return who.api.post(`surattugas/approval/${id}/decide`, body);
}

async function dlDays(letterId: number) {
  const rows = await ctx.app.db
    .select()
    .from(attendanceExcuses)
    .where(
      and(
        eq(attendanceExcuses.sourceType, 'surat_tugas'),
        eq(attendanceExcuses.sourceId, letterId),
      ),
    );
  return rows.map((r) => `${r.userId}:${r.date}:${r.code}`).sort();
}

describe('numbering', () => {
  it('gives ST-<seq>/<unit>/<roman month>/<year>, and no duplicate under parallel requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => s.admin.api.post(url, letter())),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const numbers = results.map((r) => r.json().data.number as string);
    expect(new Set(numbers).size).toBe(8);
    for (const n of numbers) {
      expect(n).toMatch(new RegExp(`^ST-\\d+/${org.units.bagian.code}/XII/2026$`));
    }
  });

  it('takes a typed number, refuses it twice in a year (422) and skips it automatically', async () => {
    const typed = await draft({ number_mode: 'manual', number: 'ST-999/KHUSUS/2026' });
    expect(typed.number).toBe('ST-999/KHUSUS/2026');
    const again = await s.admin.api.post(
      url,
      letter({ number_mode: 'manual', number: 'st-999/khusus/2026' }),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.number).toBeDefined();
    // Eight automatic numbers so far: the ninth was typed by hand, so the next one is the tenth.
    const code = org.units.bagian.code;
    await draft({ number_mode: 'manual', number: `ST-9/${code}/XII/2026` });
    expect((await draft()).number).toBe(`ST-10/${code}/XII/2026`);
  });

  it('follows the pattern set on /admin/setting: 8 parallel numbers, a typed one skipped', async () => {
    const setting = (await s.admin.api.get('admin/setting')).json().data;
    const base = {
      name: setting.name,
      time_zone: setting.time_zone,
      authorised_official_user_id: setting.authorised_official_user_id,
      maintenance_enabled: false,
    };
    const set = async (pattern: string) => {
      const res = await s.admin.api.put('admin/setting', {
        ...base,
        surat_tugas_number_pattern: pattern,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // 2027 has its own counter; March is 'III' and '03'.
    const in2027 = {
      letter_date: '2027-03-01',
      start_date: '2027-03-08',
      end_date: '2027-03-10',
    };
    await set('{nomor}/ST.{bulan_romawi}/{unit}-{bulan}/{tahun}');
    try {
      const code = org.units.bagian.code;
      const results = await Promise.all(
        Array.from({ length: 8 }, () => s.admin.api.post(url, letter(in2027))),
      );
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      const numbers = results.map((r) => r.json().data.number as string);
      expect(new Set(numbers).size).toBe(8);
      expect(numbers.map((n) => n.replace(/^\d+/, '#'))).toEqual(
        Array(8).fill(`#/ST.III/${code}-03/2027`),
      );
      expect(numbers.map((n) => Number.parseInt(n, 10)).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8,
      ]);
      // A number typed the way the pattern writes the ninth is skipped, case-insensitively.
      await draft({
        ...in2027,
        number_mode: 'manual',
        number: `9/st.iii/${code.toLowerCase()}-03/2027`,
      });
      expect((await draft(in2027)).number).toBe(`10/ST.III/${code}-03/2027`);
    } finally {
      await set(setting.surat_tugas_number_pattern);
    }
  });

  it('answers 422 with fields for bad input and writes nothing', async () => {
    const res = await s.admin.api.post(url, {
      ...letter(),
      end_date: '2026-12-01',
      province: '',
      travellers: [],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.end_date).toBeDefined();
    expect(errors.province).toBeDefined();
    expect(errors.travellers).toBeDefined();
  });
});

describe('two-level approval', () => {
  it('goes kabag → direktur; a return comes back to the drafter, who fixes and resubmits', async () => {
    const d = await draft();
    expect(d.status).toBe('draft');
    const sent = await s.admin.api.post(`${url}/${d.id}/submit`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.approval.current_level).toBe('kabag');

    // The director cannot decide level 1; a traveller cannot decide at all.
    expect((await decide(s.direktur, d.id, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(s.pegawai, d.id, { decision: 'approve' })).statusCode).toBe(403);

    expect((await decide(s.kabag, d.id, { decision: 'reject' })).statusCode).toBe(422);
    const returned = await decide(s.kabag, d.id, {
      decision: 'reject',
      note: 'Tujuan kurang lengkap',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data.status).toBe('returned');

    const fixed = await s.admin.api.put(`${url}/${d.id}`, letter({ city: 'Sidoarjo' }));
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.number).toBe(d.number);
    expect((await s.admin.api.post(`${url}/${d.id}/submit`)).statusCode).toBe(200);

    const first = await decide(s.kabag, d.id, { decision: 'approve', level: 'kabag' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.approval.current_level).toBe('penjabat');
    expect(await dlDays(d.id)).toEqual([]);

    const final = await decide(s.direktur, d.id, { decision: 'approve', level: 'penjabat' });
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json().data.status).toBe('approved');
    const history = final.json().data.history.map((h: { decision: string }) => h.decision);
    expect(history).toEqual(['submit', 'reject', 'submit', 'approve', 'approve']);

    // DL on each staff traveller's three working days.
    expect(await dlDays(d.id)).toEqual(
      [org.pegawai.id, org.dosen.id]
        .flatMap((u) => ['2026-12-07', '2026-12-08', '2026-12-09'].map((x) => `${u}:${x}:DL`))
        .sort(),
    );
    // Editing or deleting an approved letter is refused; a second decision is 409.
    expect((await s.admin.api.put(`${url}/${d.id}`, letter())).statusCode).toBe(409);
    expect((await s.admin.api.delete(`${url}/${d.id}`)).statusCode).toBe(409);
    expect((await decide(s.direktur, d.id, { decision: 'approve' })).statusCode).toBe(409);

    // The travellers were told.
    const notes = await s.pegawai.api.post('notifications/list', {});
    expect(JSON.stringify(notes.json())).toContain(d.number);

    // Cancelling removes the DL days through the port, audited.
    expect((await s.admin.api.post(`${url}/${d.id}/cancel`, { reason: 'x' })).statusCode).toBe(422);
    const cancelled = await s.admin.api.post(`${url}/${d.id}/cancel`, {
      reason: 'Kegiatan ditunda',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await dlDays(d.id)).toEqual([]);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'surat_tugas'), eq(auditLog.rowId, String(d.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        'surat_tugas.approve',
        'surat_tugas.approve',
        'surat_tugas.cancel',
        'surat_tugas.create',
        'surat_tugas.reject',
        'surat_tugas.submit',
        'surat_tugas.submit',
        'surat_tugas.update',
      ].sort(),
    );
  });

  it('deletes only drafts', async () => {
    const d = await draft();
    expect((await s.admin.api.delete(`${url}/${d.id}`)).statusCode).toBe(200);
    expect((await s.admin.api.get(`${url}/${d.id}`)).statusCode).toBe(404);
  });

  it('refuses the final approval in a locked month with 409 and writes nothing', async () => {
    const d = await draft({
      letter_date: '2027-02-01',
      start_date: '2027-02-08',
      end_date: '2027-02-09',
    });
    await s.admin.api.post(`${url}/${d.id}/submit`);
    expect((await decide(s.kabag, d.id, { decision: 'approve' })).statusCode).toBe(200);
    await ctx.app.db.insert(attendanceLocks).values({ year: 2027, month: 2, note: 'uji' });
    const res = await decide(s.direktur, d.id, { decision: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(await dlDays(d.id)).toEqual([]);
    const again = await s.direktur.api.get(`surattugas/approval/${d.id}`);
    expect(again.json().data.status).toBe('pending');
    await ctx.app.db.delete(attendanceLocks).where(eq(attendanceLocks.year, 2027));
  });
});

describe('levels', () => {
  it('are data an admin replaces (audited); a bad position is 422; others get 403', async () => {
    const got = await s.admin.api.get(`${url}/levels`);
    expect(got.json().data.map((l: { position_id: number }) => l.position_id)).toEqual([
      org.positions.kabag.id,
      org.positions.direktur.id,
    ]);
    const bad = await s.admin.api.put(`${url}/levels`, {
      levels: [{ label: 'X', position_id: 2_000_000_000 }],
    });
    expect(bad.statusCode).toBe(422);
    expect((await s.kabag.api.put(`${url}/levels`, { levels: [] })).statusCode).toBe(403);
    const same = await s.admin.api.put(`${url}/levels`, {
      levels: [
        { label: 'Kepala Bagian Umum', position_id: org.positions.kabag.id },
        { label: 'Direktur', position_id: org.positions.direktur.id },
      ],
    });
    expect(same.statusCode, same.body).toBe(200);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'surat_tugas.levels'));
    expect(audit).toBeDefined();
  });
});

describe('conflicts', () => {
  it('shows leave and other letters before sending, refuses approval unless overridden', async () => {
    await buildCuti(ctx.app.db, {
      userId: org.atasan.id,
      start: '2026-12-15',
      end: '2026-12-16',
      days: 2,
    });
    const check = await s.admin.api.post(`${url}/conflicts`, {
      start_date: '2026-12-14',
      end_date: '2026-12-15',
      user_ids: [org.atasan.id],
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.map((c: { kind: string }) => c.kind)).toEqual(['cuti']);

    const d = await draft({
      start_date: '2026-12-14',
      end_date: '2026-12-15',
      travellers: [{ user_id: org.atasan.id }],
    });
    await s.admin.api.post(`${url}/${d.id}/submit`);
    const refused = await decide(s.kabag, d.id, { decision: 'approve' });
    expect(refused.statusCode).toBe(409);
    const overridden = await decide(s.kabag, d.id, {
      decision: 'approve',
      override_reason: 'Cuti akan dibatalkan oleh pegawai',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'surat_tugas.approve'), eq(auditLog.rowId, String(d.id))));
    expect(JSON.stringify(audit?.after)).toContain('Cuti akan dibatalkan');

    // A second letter for the same person and days sees the first (pending) one.
    const second = await s.admin.api.post(`${url}/conflicts`, {
      start_date: '2026-12-15',
      end_date: '2026-12-15',
      user_ids: [org.atasan.id],
    });
    expect(
      second
        .json()
        .data.map((c: { kind: string }) => c.kind)
        .sort(),
    ).toEqual(['cuti', 'surat_tugas']);
  });
});

describe('access', () => {
  it('a traveller sees only their letters, with the PDF; others get 404', async () => {
    const mine = await draft({
      travellers: [{ user_id: org.pegawai.id }],
      start_date: '2026-12-21',
      end_date: '2026-12-21',
    });
    const other = await draft({
      travellers: [{ user_id: org.dosen.id }],
      start_date: '2026-12-22',
      end_date: '2026-12-22',
    });
    await s.admin.api.post(`${url}/${mine.id}/submit`);
    await s.admin.api.post(`${url}/${other.id}/submit`);
    const list = await s.pegawai.api.post('user/administrasi_surat_tugas/list', {});
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    const pdf = await s.pegawai.api.get(`user/administrasi_surat_tugas/${mine.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(
      (await s.pegawai.api.get(`user/administrasi_surat_tugas/${other.id}/pdf`)).statusCode,
    ).toBe(404);
    // Not the admin screen, not the approval screen.
    expect((await s.pegawai.api.post(`${url}/list`, {})).statusCode).toBe(403);
    expect((await s.pegawai.api.post('surattugas/approval/list', {})).statusCode).toBe(403);
    // The admin follows the whole queue on the approval screen, without deciding.
    const queue = await s.admin.api.post('surattugas/approval/list', { box: 'all' });
    const row = queue.json().data.find((r: { id: number }) => r.id === mine.id);
    expect(row?.can_decide).toBe(false);
    // The director sees nothing at level 1 yet.
    expect((await s.direktur.api.get(`surattugas/approval/${mine.id}`)).statusCode).toBe(404);
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.post(`${url}/list`, {})).statusCode).toBe(401);
  });

  it('lists with filters and exports a workbook', async () => {
    const list = await s.admin.api.post(`${url}/list?page=1`, { status: 'cancelled', per: 10 });
    expect(list.statusCode).toBe(200);
    for (const r of list.json().data) expect(r.status).toBe('cancelled');
    const xlsx = await s.admin.api.get(`${url}/export?status=approved`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the letter PDF', () => {
  it('renders the header, number, travellers and signer on one page', async () => {
    const d = await draft();
    const res = await s.admin.api.get(`${url}/${d.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const pages = pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pdfText(res.rawPayload);
    for (const word of [
      'SURAT TUGAS',
      d.number,
      org.pegawai.name,
      org.dosen.name,
      org.direktur.name,
      'KONSEP',
    ]) {
      expect(text).toContain(word);
    }
  });

  it('breaks between whole blocks when the travellers fill a page', async () => {
    const people = [org.pegawai, org.dosen, org.atasan, org.kabag, org.kepegawaian];
    const d = await draft({
      travellers: people.map((p) => ({ user_id: p.id })),
      purpose: 'Pelatihan '.repeat(150),
      basis: 'Dasar '.repeat(150),
    });
    const res = await s.admin.api.get(`${url}/${d.id}/pdf`);
    const pages = pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // The signature block is whole on one page: the signer's name and NIP together.
    const last = pages.find((p) => p.includes(org.direktur.name)) ?? '';
    expect(last).toContain('NIP.');
  });
});
