import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  loginBuilt,
  loginOrganisation,
  type Session,
} from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation, buildUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { ranks } from '../../db/schema/masters.ts';
import { attendanceLocations, payrollPeriods } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { recordPunches, setAttendanceClock, zonedInstant } from '../attendance/attendance.api.ts';

/**
 * Lembur through HTTP on an organisation built for the file: pegawai answers to atasan, whose
 * superior is kabag; direktur is the authorised official (penjabat); admin holds admin.lembur.
 * Pegawai is golongan III (Penata Muda, III/a), so the worked examples of rules-next.md §3.3
 * apply: Tuesday 1 December 2026 16:00–19:10 pays 3 h × 30,000 + meal 37,000 = 127,000;
 * Saturday 5 December 5 h × 60,000 + 37,000 = 337,000; final PPh 21 5 %.
 */
const ctx = useTestApp();
const wib = (date: string, clock: string) => zonedInstant(date, clock, 'Asia/Jakarta');
const CAMPUS = { latitude: -6.2, longitude: 106.8 };
const inside = { ...CAMPUS, accuracy: 10 };
const outside = { latitude: -6.209, longitude: 106.8, accuracy: 10 };
const url = 'user/presensi_lembur';

let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'kabag' | 'direktur' | 'dosen' | 'admin', Session>;

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  Object.assign(s, await loginOrganisation(ctx.app, org));
  await ctx.app.db
    .insert(attendanceLocations)
    .values({ name: 'Kampus Lembur', ...CAMPUS, radiusM: 100 });
  const [rank] = await ctx.app.db.select().from(ranks).where(eq(ranks.code, 'III/a'));
  await ctx.app.db.update(users).set({ rankId: rank?.id }).where(eq(users.id, org.pegawai.id));
});
afterAll(() => setAttendanceClock());

const order = (body: Record<string, unknown>, who: Session = s.pegawai) => who.api.post(url, body);
const TUESDAY = {
  date: '2026-12-01',
  start_time: '16:00',
  end_time: '20:00',
  task: 'Menyusun laporan realisasi anggaran akhir tahun',
};

describe('access', () => {
  it('needs a login, and the screen permission for each side', async () => {
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.post(`${url}/list`, {})).statusCode).toBe(401);
    expect((await anonymous.get('admin/lembur/rekap?year=2026&month=12')).statusCode).toBe(401);
    const other = await loginBuilt(
      ctx.app,
      await buildUser(ctx.app.db, { permissions: ['user.cuti'] }),
    );
    for (const res of [
      await other.api.post(`${url}/list`, {}),
      await other.api.post(url, TUESDAY),
      await other.api.get(`${url}/today`),
      await other.api.post(`${url}/1/absen`, { type: 'masuk', ...inside }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    for (const res of [
      await s.pegawai.api.post('admin/lembur/list', {}),
      await s.pegawai.api.get('admin/lembur/rekap?year=2026&month=12'),
      await s.pegawai.api.get('admin/lembur/rekap/export?year=2026&month=12'),
      await s.pegawai.api.get('admin/lembur/tarif?year=2026'),
      await s.pegawai.api.put('admin/lembur/tarif', {}),
      await s.pegawai.api.post('admin/lembur/1/decide', { decision: 'approve' }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the order (SPKL)', () => {
  it('answers 422 naming the field', async () => {
    const backwards = await order({ ...TUESDAY, start_time: '19:00', end_time: '16:00' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.end_time).toEqual(['Jam selesai harus setelah jam mulai']);
    const noTask = await order({ ...TUESDAY, task: '' });
    expect(noTask.statusCode).toBe(422);
    expect(noTask.json().errors.task).toBeDefined();
    const badTime = await order({ ...TUESDAY, start_time: '25:00' });
    expect(badTime.json().errors.start_time).toEqual(['Jam tidak valid (format JJ:MM)']);
    // Only a direct superior may order overtime for someone else.
    const notMine = await order({ ...TUESDAY, user_id: org.pegawai.id }, s.dosen);
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.user_id).toBeDefined();
  });

  let id: number;
  it('goes to the superior, then the authorised official', async () => {
    const res = await order(TUESDAY);
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().data.id;
    expect(res.json().data.approval).toMatchObject({
      status: 'pending',
      current_level: 'atasan',
      levels: ['atasan', 'penjabat'],
    });
    const again = await order(TUESDAY);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.date).toBeDefined();

    // A stranger neither sees nor decides it; the requester may not decide it.
    const unseen = await s.dosen.api.get(`${url}/${id}`);
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().message).toBe('Perintah lembur tidak ditemukan.');
    expect(
      (await s.kabag.api.post(`${url}/${id}/decide`, { decision: 'approve' })).statusCode,
    ).toBe(404);
    expect(
      (await s.pegawai.api.post(`${url}/${id}/decide`, { decision: 'approve' })).statusCode,
    ).toBe(403);
    // The official may not decide before the superior.
    expect(
      (await s.direktur.api.post(`${url}/${id}/decide`, { decision: 'approve' })).statusCode,
    ).toBe(404);

    // Not approved yet: no overtime check-in.
    setAttendanceClock(wib('2026-12-01', '15:30'));
    expect(
      (await s.pegawai.api.post(`${url}/${id}/absen`, { type: 'masuk', ...inside })).statusCode,
    ).toBe(409);

    const inbox = (await s.atasan.api.post(`${url}/list`, { box: 'inbox' })).json();
    expect(inbox.data.find((r: { id: number }) => r.id === id)?.can_decide).toBe(true);
    const byAtasan = await s.atasan.api.post(`${url}/${id}/decide`, { decision: 'approve' });
    expect(byAtasan.statusCode, byAtasan.body).toBe(200);
    expect(byAtasan.json().data.approval).toMatchObject({
      status: 'pending',
      current_level: 'penjabat',
    });
    expect(byAtasan.json().data.ordered_by).toEqual({ id: org.atasan.id, name: org.atasan.name });

    const byOfficial = await s.direktur.api.post(`${url}/${id}/decide`, { decision: 'approve' });
    expect(byOfficial.statusCode, byOfficial.body).toBe(200);
    expect(byOfficial.json().data.approval.status).toBe('approved');
    expect(byOfficial.json().data.history.map((h: { decision: string }) => h.decision)).toEqual([
      'submit',
      'approve',
      'approve',
    ]);
    const audits = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'overtime_orders'), eq(auditLog.rowId, String(id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual([
      'lembur.submit',
      'lembur.approve',
      'lembur.approve',
    ]);
  });

  it('lets the superior order it for a subordinate: their order is the atasan decision', async () => {
    const res = await order(
      {
        user_id: org.pegawai.id,
        date: '2026-12-05',
        start_time: '08:00',
        end_time: '14:00',
        task: 'Pendampingan audit BPK pada hari Sabtu',
      },
      s.atasan,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row.user.id).toBe(org.pegawai.id);
    expect(row.approval).toMatchObject({ status: 'pending', current_level: 'penjabat' });
    expect(row.ordered_by.id).toBe(org.atasan.id);
    const approved = await s.admin.api.post(`admin/lembur/${row.id}/decide`, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.approval.status).toBe('approved');
    // The subordinates the superior may choose from.
    const team = (await s.atasan.api.get(`${url}/bawahan`)).json().data;
    expect(team.map((p: { user_id: number }) => p.user_id)).toContain(org.pegawai.id);
  });

  it('lets the requester withdraw an undecided order once', async () => {
    const res = await order({ ...TUESDAY, date: '2026-12-03' });
    const id = res.json().data.id;
    expect(res.json().data.can_withdraw).toBe(true);
    const first = await s.pegawai.api.post(`${url}/${id}/withdraw`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.approval.status).toBe('withdrawn');
    expect((await s.pegawai.api.post(`${url}/${id}/withdraw`)).statusCode).toBe(409);
  });

  it('check-in and check-out: window, geofence, one check-in of two at once, audited', async () => {
    const tuesday = (await s.pegawai.api.post(`${url}/list`, { box: 'mine', status: 'approved' }))
      .json()
      .data.find((r: { date: string }) => r.date === '2026-12-01');
    const id = tuesday.id as number;

    setAttendanceClock(wib('2026-12-01', '14:30'));
    const early = await s.pegawai.api.post(`${url}/${id}/absen`, { type: 'masuk', ...inside });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.type).toEqual(['Presensi masuk lembur dibuka pukul 15:00']);

    setAttendanceClock(wib('2026-12-01', '15:55'));
    const noIn = await s.pegawai.api.post(`${url}/${id}/absen`, { type: 'pulang', ...inside });
    expect(noIn.json().errors.type).toBeDefined();
    const far = await s.pegawai.api.post(`${url}/${id}/absen`, { type: 'masuk', ...outside });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.latitude[0]).toMatch(/di luar area presensi/);
    const missing = await s.pegawai.api.post(`${url}/${id}/absen`, { type: 'masuk' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.latitude).toBeDefined();

    const today = (await s.pegawai.api.get(`${url}/today`)).json().data;
    expect(today.orders.map((o: { id: number }) => o.id)).toEqual([id]);
    expect(today.locations.map((l: { name: string }) => l.name)).toContain('Kampus Lembur');

    const both = await Promise.all([
      s.pegawai.api.post(`${url}/${id}/absen`, { type: 'masuk', ...inside }),
      s.pegawai.api.post(`${url}/${id}/absen`, { type: 'masuk', ...inside }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = both.map((r) => r.json().data.check_in);
    expect(a.at).toBe(b.at);
    expect(a.location_name).toBe('Kampus Lembur');

    setAttendanceClock(wib('2026-12-01', '19:10'));
    const out = await s.pegawai.api.post(`${url}/${id}/absen`, { type: 'pulang', ...inside });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.check_out.at).toBe('2026-12-01T19:10:00+07:00');
    const audits = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.rowId, String(id)), like(auditLog.action, 'lembur.check%')))
      .orderBy(auditLog.id);
    expect(audits.map((x) => x.action)).toEqual(['lembur.check_in', 'lembur.check_out']);
  });
});

describe('the month: hours, pay, tax, the workbook and the lock', () => {
  beforeAll(async () => {
    // Saturday: fingerprint punches only (no overtime check-in), 07:50 and 13:10.
    await ctx.app.db.transaction((tx) =>
      recordPunches(tx, [
        {
          userId: org.pegawai.id,
          date: '2026-12-05',
          local: '2026-12-05 07:50',
          type: null,
          source: 'fingerprint',
          createdBy: null,
          note: null,
        },
        {
          userId: org.pegawai.id,
          date: '2026-12-05',
          local: '2026-12-05 13:10',
          type: null,
          source: 'fingerprint',
          createdBy: null,
          note: null,
        },
      ]),
    );
  });

  it('pays the worked examples: 127,000 on Tuesday, 337,000 on Saturday, 5 % final tax', async () => {
    const res = await s.admin.api.get('admin/lembur/rekap?year=2026&month=12');
    expect(res.statusCode, res.body).toBe(200);
    const row = res
      .json()
      .data.rows.find((r: { user: { id: number } }) => r.user.id === org.pegawai.id);
    expect(row).toMatchObject({
      pns_group: 'III',
      orders: 2,
      hours: 8,
      overtime_pay: 90_000 + 300_000,
      meal_pay: 2 * 37_000,
      gross: 464_000,
      tax_percent: 5,
      tax: 23_200,
      net: 440_800,
      note: null,
    });
    expect(
      row.days.map((d: { hours_paid: number; is_working_day: boolean }) => [
        d.hours_paid,
        d.is_working_day,
      ]),
    ).toEqual([
      [3, true],
      [5, false],
    ]);
    expect(
      (await s.admin.api.get('admin/lembur/rekap?year=2026&month=13')).json().errors.month,
    ).toBeDefined();
  });

  it('downloads the month as a workbook with the row and a signature column', async () => {
    const res = await s.admin.api.get('admin/lembur/rekap/export?year=2026&month=12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('daftar-lembur-2026-12.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = sheet?.getRow(4).values as unknown[];
    expect(header).toContain('Tanda Tangan');
    let found: unknown[] | undefined;
    sheet?.eachRow((r) => {
      if ((r.values as unknown[]).includes(org.pegawai.name)) found = r.values as unknown[];
    });
    expect(found).toBeDefined();
    expect(found).toEqual(expect.arrayContaining([464_000, 23_200, 440_800]));
  });

  it('reads and saves the year rules (422 with the field; audited)', async () => {
    const got = (await s.admin.api.get('admin/lembur/tarif?year=2026')).json().data;
    expect(got.rates.find((r: { pns_group: string }) => r.pns_group === 'IV')).toEqual({
      pns_group: 'IV',
      hourly_rate: 36_000,
      meal_rate: 41_000,
      tax_percent: 15,
    });
    const bad = await s.admin.api.put('admin/lembur/tarif', {
      ...got,
      year: 2027,
      max_hours_workday: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.max_hours_workday).toBeDefined();
    const saved = await s.admin.api.put('admin/lembur/tarif', {
      ...got,
      year: 2027,
      source: 'Uji',
      rates: got.rates.map((r: { hourly_rate: number }) => ({
        ...r,
        hourly_rate: r.hourly_rate + 1000,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.from_year).toBe(2027);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lembur.tarif_save'))
      .orderBy(auditLog.id);
    expect(audit.length).toBe(1);
  });

  it('refuses changes in a locked payroll month with 409', async () => {
    await ctx.app.db.insert(payrollPeriods).values({
      month: 12,
      year: 2026,
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      status: 'locked',
    });
    const created = await order({ ...TUESDAY, date: '2026-12-08' });
    expect(created.statusCode).toBe(409);
    expect(created.json().code).toBe('PERIOD_LOCKED');
    expect(created.json().message).toBe(
      'Penggajian bulan Desember 2026 sudah dikunci; perubahan tidak dapat disimpan.',
    );
    const tuesday = (await s.pegawai.api.post(`${url}/list`, { box: 'mine', status: 'approved' }))
      .json()
      .data.find((r: { date: string }) => r.date === '2026-12-01');
    setAttendanceClock(wib('2026-12-01', '19:30'));
    const punch = await s.pegawai.api.post(`${url}/${tuesday.id}/absen`, {
      type: 'pulang',
      ...inside,
    });
    expect(punch.statusCode).toBe(409);
    const got = (await s.admin.api.get('admin/lembur/tarif?year=2026')).json().data;
    expect(got.locked).toBe(true);
    const { from_year: _f, locked: _l, ...body } = got;
    expect((await s.admin.api.put('admin/lembur/tarif', body)).statusCode).toBe(409);
    expect(
      (await s.admin.api.get('admin/lembur/rekap?year=2026&month=12')).json().data.locked,
    ).toBe(true);
    await ctx.app.db.delete(payrollPeriods).where(eq(payrollPeriods.year, 2026));
  });
});
