/**
 * Apel and senam through HTTP on a real database (docs/apel-senam.md): the days generated from
 * the windows and the calendar and changed by an admin, the check-in with its window, geofence
 * and rotating code, the statuses and deductions, the admin's correction and the exports.
 * March 2026: Mondays 2, 9, 16, 23 (cuti bersama Idul Fitri in the reference calendar), 30;
 * a one-off apel on Tuesday 17.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginBuilt, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { expectAttendeeWorkbook } from '../../../test/attendee-workbook.ts';
import { buildUser } from '../../../test/factories.ts';
import { ceremonyAttendance, ceremonySessions } from '../../db/schema/apel-senam.ts';
import { attendanceLocks } from '../../db/schema/attendance.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { calendarDays } from '../../db/schema/calendar.ts';
import { attendanceLocations, ceremonyWindows } from '../../db/schema/masters-attendance.ts';
import { eventDeductions } from '../../db/schema/masters-pay.ts';
import { workUnits } from '../../db/schema/org.ts';
import { rotatingCodeKey } from '../../platform/rotating-code/rotating-code.store.ts';
import { codeForStep, stepOf } from '../../platform/rotating-code/rotating-code.ts';
import { recordExcuses, setAttendanceClock, zonedInstantOf } from '../attendance/attendance.api.ts';

const ctx = useTestApp();
const wib = (date: string, clock: string, seconds = 0) =>
  new Date(zonedInstantOf(date, clock, 'Asia/Jakarta').getTime() + seconds * 1000);
const CAMPUS = { latitude: -6.3, longitude: 106.7 };
const inside = { ...CAMPUS, accuracy: 10 };
const outside = { latitude: -6.309, longitude: 106.7, accuracy: 10 };

let unitId: number;
let admin: Session;
const reason = 'Keputusan pimpinan';

async function person(permissions = ['user.presensi_apel']) {
  const user = await buildUser(ctx.app.db, { permissions, unitId });
  return { ...(await loginBuilt(ctx.app, user)), id: user.id, nip: user.nip ?? '' };
}

const march = async () =>
  (await admin.api.post('admin/hariapel/list', { month: '2026-03', per: 25 })).json().data as {
    id: number;
    date: string;
    status: string;
  }[];
const heldDates = async () => (await march()).filter((d) => d.status === 'held').map((d) => d.date);
const sessionOn = async (date: string) => {
  const [row] = await ctx.app.db
    .select()
    .from(ceremonySessions)
    .where(and(eq(ceremonySessions.kind, 'apel'), eq(ceremonySessions.date, date)));
  if (!row) throw new Error(`no session on ${date}`);
  return row;
};
/** Everyone-sessions would count the template's demo people; the tests' sessions are for one unit. */
const restrict = (date: string) =>
  ctx.app.db
    .update(ceremonySessions)
    .set({ unitIds: [unitId] })
    .where(and(eq(ceremonySessions.kind, 'apel'), eq(ceremonySessions.date, date)));

beforeAll(async () => {
  const db = ctx.app.db;
  const [unit] = await db
    .insert(workUnits)
    .values({ code: 'UJI-APEL', name: 'Unit Uji Apel' })
    .returning();
  unitId = unit?.id ?? 0;
  await db.insert(attendanceLocations).values({ name: 'Lapangan Apel', ...CAMPUS, radiusM: 100 });
  await db.insert(ceremonyWindows).values([
    {
      name: 'Apel pagi Senin',
      weekday: 1,
      opensAt: '07:00',
      onTimeUntil: '07:30',
      closesAt: '08:00',
    },
    {
      name: 'Apel Hari Kesadaran',
      onDate: '2026-03-17',
      opensAt: '07:00',
      onTimeUntil: '07:15',
      closesAt: '08:00',
    },
  ]);
  await db.insert(eventDeductions).values({
    code: 'APEL',
    kind: 'apel',
    description: 'Tidak mengikuti apel',
    percentage: 2,
    monthlyCapPercentage: 3,
  });
  const a = await buildUser(db, {
    permissions: ['admin.hariapel', 'admin.absensi.apel'],
    level: 'admin',
  });
  admin = await loginBuilt(ctx.app, a);
  setAttendanceClock(wib('2026-03-01', '08:00'));
});
afterAll(() => setAttendanceClock());

describe('access', () => {
  it('answers 401 without a login and 403 without the screen permission', async () => {
    const anonymous = new ApiClient(ctx.app);
    const other = await person(['user.cuti']);
    const calls: [string, string, object?][] = [
      ['post', 'admin/hariapel/list', {}],
      ['post', 'admin/hariapel', {}],
      ['put', 'admin/hariapel/1', {}],
      ['post', 'admin/hariapel/1/cancel', {}],
      ['get', 'user/presensi_apel/today'],
      ['post', 'user/presensi_apel', {}],
      ['post', 'user/presensi_apel/list', {}],
      ['post', 'admin/absensi/apel/list', {}],
      ['post', 'admin/absensi/apel/1/attendance/list', {}],
      ['put', 'admin/absensi/apel/1/attendance/1', {}],
      ['get', 'admin/absensi/apel/1/code'],
      ['get', 'admin/absensi/apel/1/export'],
      ['get', 'admin/absensi/apel/export?year=2026&month=3'],
      ['get', 'user/presensi_senam/today'],
      ['post', 'admin/harisenam/list', {}],
    ];
    for (const [method, url, body] of calls) {
      const call = (api: ApiClient) =>
        method === 'get'
          ? api.get(url)
          : method === 'put'
            ? api.put(url, body ?? {})
            : api.post(url, body ?? {});
      expect((await call(anonymous)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(other.api)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('/admin/hariapel: the days', () => {
  it('generates the Mondays and the one-off date, without the cuti bersama of 23 March', async () => {
    expect(await heldDates()).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-17',
      '2026-03-30',
    ]);
  });

  it('follows a holiday moved in the calendar', async () => {
    await ctx.app.db
      .update(calendarDays)
      .set({ date: '2026-03-30' })
      .where(eq(calendarDays.date, '2026-03-23'));
    expect(await heldDates()).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-17',
      '2026-03-23',
    ]);
  });

  it('adds a day with a reason, refusing a date already held (422 on date)', async () => {
    const body = {
      date: '2026-03-11',
      name: 'Apel Siaga',
      opens_at: '07:00',
      on_time_until: '07:20',
      closes_at: '07:45',
      reason,
    };
    const res = await admin.api.post('admin/hariapel', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ source: 'manual', audience: 'Semua pegawai', reason });
    const again = await admin.api.post('admin/hariapel', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.date[0]).toContain('Sudah ada hari apel');
    const bad = await admin.api.post('admin/hariapel', { ...body, closes_at: '06:00', reason: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['closes_at', 'reason']);
  });

  it('moves a day (the old date stays "moved" and is not generated again) and cancels one', async () => {
    const monday = await sessionOn('2026-03-09');
    const moved = await admin.api.put(`admin/hariapel/${monday.id}`, {
      date: '2026-03-10',
      name: monday.name,
      opens_at: '07:00',
      on_time_until: '07:30',
      closes_at: '08:00',
      reason: 'Bertepatan dengan kegiatan wisuda',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ date: '2026-03-10', moved_from: '2026-03-09' });
    const days = await march();
    expect(days.find((d) => d.date === '2026-03-09')?.status).toBe('moved');
    const eleventh = await sessionOn('2026-03-11');
    const cancelled = await admin.api.post(`admin/hariapel/${eleventh.id}/cancel`, { reason });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(
      (await admin.api.post(`admin/hariapel/${eleventh.id}/cancel`, { reason })).statusCode,
    ).toBe(422);
    expect(await heldDates()).toEqual([
      '2026-03-02',
      '2026-03-10',
      '2026-03-16',
      '2026-03-17',
      '2026-03-23',
    ]);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tableName, 'ceremony_sessions'));
    expect(audits.map((a) => a.action).sort()).toEqual(['cancel', 'create', 'move']);
  });
});

describe('/user/presensi_apel: check-in on Monday 2 March (07:00, on time to 07:30, closes 08:00)', () => {
  let early: Awaited<ReturnType<typeof person>>;
  let late: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    await restrict('2026-03-02');
    early = await person();
    late = await person();
  });

  it('shows no session on a day without apel', async () => {
    setAttendanceClock(wib('2026-03-03', '07:10'));
    const res = await early.api.get('user/presensi_apel/today');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ date: '2026-03-03', session: null });
    const post = await early.api.post('user/presensi_apel', inside);
    expect(post.statusCode).toBe(409);
    expect(post.json().message).toBe('Tidak ada apel hari ini');
  });

  it('refuses before the opening and outside the radius, then takes an on-time check-in once', async () => {
    setAttendanceClock(wib('2026-03-02', '06:55'));
    const today = (await early.api.get('user/presensi_apel/today')).json().data;
    expect(today).toMatchObject({
      server_time: '2026-03-02T06:55:00+07:00',
      expected: true,
      status: 'belum',
      session: { opens_at: '07:00', on_time_until: '07:30', closes_at: '08:00' },
    });
    const tooEarly = await early.api.post('user/presensi_apel', inside);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe('Presensi apel dibuka pukul 07:00');
    setAttendanceClock(wib('2026-03-02', '07:30', 59));
    const far = await early.api.post('user/presensi_apel', outside);
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.latitude[0]).toContain('di luar area presensi');
    const ok = await early.api.post('user/presensi_apel', inside);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'hadir',
      repeated: false,
      location_name: 'Lapangan Apel',
    });
    const again = await early.api.post('user/presensi_apel', inside);
    expect(again.json().data).toMatchObject({ status: 'hadir', repeated: true });
  });

  it('marks a check-in after the on-time minute late, and refuses at the closing time', async () => {
    setAttendanceClock(wib('2026-03-02', '07:31'));
    const res = await late.api.post('user/presensi_apel', inside);
    expect(res.json().data.status).toBe('terlambat');
    const third = await person();
    setAttendanceClock(wib('2026-03-02', '08:00'));
    const closed = await third.api.post('user/presensi_apel', inside);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Presensi apel sudah ditutup pukul 08:00');
  });

  it('refuses a person outside the session’s units', async () => {
    setAttendanceClock(wib('2026-03-02', '07:10'));
    const outsider = await buildUser(ctx.app.db, { permissions: ['user.presensi_apel'] });
    const s = await loginBuilt(ctx.app, outsider);
    const res = await s.api.post('user/presensi_apel', inside);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Anda tidak termasuk peserta apel hari ini');
  });

  it('stores one row for simultaneous check-ins', async () => {
    setAttendanceClock(wib('2026-03-02', '07:12'));
    const p = await person();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => p.api.post('user/presensi_apel', inside)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().data.repeated === false)).toHaveLength(1);
    const rows = await ctx.app.db
      .select()
      .from(ceremonyAttendance)
      .where(eq(ceremonyAttendance.userId, p.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the rotating code (Tuesday 17 March asks for it)', () => {
  let sessionId: number;
  beforeAll(async () => {
    await restrict('2026-03-17');
    const s = await sessionOn('2026-03-17');
    sessionId = s.id;
    await ctx.app.db
      .update(ceremonySessions)
      .set({ requiresCode: true })
      .where(eq(ceremonySessions.id, s.id));
  });
  const codeAt = async (at: Date) =>
    codeForStep(
      { key: await rotatingCodeKey(ctx.app.db, 'ceremony'), subject: `ceremony:${sessionId}` },
      stepOf(at),
    );

  it('shows the admin the current code and takes it, or the previous one', async () => {
    setAttendanceClock(wib('2026-03-17', '07:05', 5));
    const shown = await admin.api.get(`admin/absensi/apel/${sessionId}/code`);
    expect(shown.statusCode).toBe(200);
    const { code, payload, step_seconds } = shown.json().data;
    expect(code).toMatch(/^\d{6}$/);
    expect(payload).toBe(`SIKERJA:apel:${sessionId}:${code}`);
    expect(step_seconds).toBe(30);
    setAttendanceClock(wib('2026-03-17', '07:05', 35));
    const p = await person();
    const res = await p.api.post('user/presensi_apel', { ...inside, code: payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('hadir');
  });

  it('refuses a missing, an expired and a forged code with a 422 on code', async () => {
    setAttendanceClock(wib('2026-03-17', '07:10'));
    const p = await person();
    const missing = await p.api.post('user/presensi_apel', inside);
    expect(missing.json().errors.code).toEqual(['Pindai kode QR yang ditampilkan di lokasi apel']);
    const old = await codeAt(wib('2026-03-17', '07:08'));
    const expired = await p.api.post('user/presensi_apel', { ...inside, code: old });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.code).toEqual([
      'Kode QR sudah kedaluwarsa; pindai kode yang sedang ditampilkan',
    ]);
    const current = await codeAt(wib('2026-03-17', '07:10'));
    const forged = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    const bad = await p.api.post('user/presensi_apel', { ...inside, code: forged });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code).toEqual(['Kode QR tidak valid untuk apel hari ini']);
    expect((await p.api.post('user/presensi_apel', { ...inside, code: current })).statusCode).toBe(
      200,
    );
  });
});

describe('/admin/absensi/apel: statuses, correction, exports', () => {
  let sick: Awaited<ReturnType<typeof person>>;
  let absent: Awaited<ReturnType<typeof person>>;
  let sessionId: number;
  beforeAll(async () => {
    sessionId = (await sessionOn('2026-03-02')).id;
    sick = await person();
    absent = await person();
    await ctx.app.db.transaction((tx) =>
      recordExcuses(
        tx,
        [{ userId: sick.id, date: '2026-03-02', code: 'SAKIT', sourceType: 'admin', sourceId: 1 }],
        { from: '2026-03-02', to: '2026-03-02', userIds: [sick.id] },
      ),
    );
    setAttendanceClock(wib('2026-03-02', '09:00'));
  });

  it('lists the session with counts, and each person with status and deduction', async () => {
    const list = await admin.api.post('admin/absensi/apel/list', { month: '2026-03' });
    expect(list.statusCode).toBe(200);
    const monday = list.json().data.find((s: { id: number }) => s.id === sessionId);
    expect(monday).toMatchObject({ hadir: 2, terlambat: 1, berhalangan: 1 });
    const people = await admin.api.post(`admin/absensi/apel/${sessionId}/attendance/list`, {
      per: 100,
    });
    const byId = new Map(people.json().data.map((r: { user: { id: number } }) => [r.user.id, r]));
    expect(byId.get(sick.id)).toMatchObject({
      status: 'berhalangan',
      covered_by: 'SAKIT',
      deduction_pct: 0,
    });
    expect(byId.get(absent.id)).toMatchObject({ status: 'tidak_hadir', deduction_pct: 2 });
    const filtered = await admin.api.post(`admin/absensi/apel/${sessionId}/attendance/list`, {
      status: 'terlambat',
      unit_id: unitId,
    });
    expect(filtered.json().data).toHaveLength(1);
    const wrong = await admin.api.post(`admin/absensi/apel/${sessionId}/attendance/list`, {
      status: 'entah',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.status).toBeDefined();
  });

  it('corrects a status with a note, audited; refuses a bad status (422) and a locked month (409)', async () => {
    const url = `admin/absensi/apel/${sessionId}/attendance/${absent.id}`;
    const bad = await admin.api.put(url, { status: 'belum', note: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['note', 'status']);
    const res = await admin.api.put(url, {
      status: 'hadir',
      note: 'Hadir, tercatat di daftar manual',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'hadir', source: 'admin' });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'ceremony_attendance'), eq(auditLog.action, 'correct')));
    expect(audit?.after).toMatchObject({ status: 'hadir', user_id: absent.id });
    await ctx.app.db.insert(attendanceLocks).values({ year: 2026, month: 3 });
    const locked = await admin.api.put(url, {
      status: 'tidak_hadir',
      note: 'Tidak hadir ternyata',
    });
    expect(locked.statusCode).toBe(409);
    setAttendanceClock(wib('2026-03-23', '07:10'));
    await restrict('2026-03-23');
    const p = await person();
    expect((await p.api.post('user/presensi_apel', inside)).statusCode).toBe(409);
    await ctx.app.db.delete(attendanceLocks).where(eq(attendanceLocks.year, 2026));
    setAttendanceClock(wib('2026-03-02', '09:00'));
  });

  it('downloads the session and the month as Excel', async () => {
    const one = await admin.api.get(`admin/absensi/apel/${sessionId}/export`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain('absensi-apel-2026-03-02.xlsx');
    await expectAttendeeWorkbook(one.rawPayload);
    const month = await admin.api.get('admin/absensi/apel/export?year=2026&month=3');
    expect(month.statusCode).toBe(200);
    expect(month.headers['content-type']).toContain('spreadsheetml');
    const bad = await admin.api.get('admin/absensi/apel/export?year=2026&month=13');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month).toBeDefined();
  });

  it('shows a person their own sessions', async () => {
    const res = await sick.api.post('user/presensi_apel/list', { month: '2026-03' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ date: '2026-03-02', status: 'berhalangan' });
  });
});
