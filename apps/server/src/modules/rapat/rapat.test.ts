/**
 * Rapat through HTTP on a real database (docs/rapat.md): meetings created and changed by an
 * admin or their organiser, participants resolved from people, units and positions, the
 * invitations and the reminder, the check-in with its window, geofence and rotating code,
 * simultaneous check-ins, the correction, a locked month, the minutes, Excel and the monthly
 * summary of mandatory meetings missed. The clock: Tuesday 10 March 2026 (WIB).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginBuilt, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { expectAttendeeWorkbook } from '../../../test/attendee-workbook.ts';
import { buildUser } from '../../../test/factories.ts';
import { upload } from '../../../test/upload.ts';
import { notifications } from '../../db/schema/approvals.ts';
import { attendanceLocks } from '../../db/schema/attendance.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { eventDeductions } from '../../db/schema/masters-pay.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { meetingParticipants, meetings } from '../../db/schema/rapat.ts';
import { users } from '../../db/schema/users.ts';
import { rotatingCodeKey } from '../../platform/rotating-code/rotating-code.store.ts';
import { codeForStep, stepOf } from '../../platform/rotating-code/rotating-code.ts';
import { recordExcuses, setAttendanceClock, zonedInstantOf } from '../attendance/attendance.api.ts';
import { rapatMonthSummary } from './rapat.api.ts';

const ctx = useTestApp();
const wib = (date: string, clock: string, seconds = 0) =>
  new Date(zonedInstantOf(date, clock, 'Asia/Jakarta').getTime() + seconds * 1000);
const ROOM = { latitude: -6.3, longitude: 106.7 };
const inside = { ...ROOM, accuracy: 10 };
const outside = { latitude: -6.309, longitude: 106.7, accuracy: 10 };

let unitId: number;
let otherUnitId: number;
let positionId: number;
let locationId: number;
let admin: Session;
let adminId: number;

async function person(options: { unit?: number; position?: number; permissions?: string[] } = {}) {
  const user = await buildUser(ctx.app.db, {
    permissions: options.permissions ?? ['user.presensi_rapat'],
    ...(options.unit ? { unitId: options.unit } : {}),
  });
  if (options.position) {
    await ctx.app.db
      .update(users)
      .set({ positionId: options.position })
      .where(eq(users.id, user.id));
  }
  return { ...(await loginBuilt(ctx.app, user)), id: user.id };
}

const meetingBody = (over: Record<string, unknown> = {}) => ({
  title: 'Rapat Koordinasi',
  agenda: 'Pembahasan program kerja',
  date: '2026-03-10',
  starts_at: '09:00',
  ends_at: '11:00',
  mode: 'onsite',
  location_id: locationId,
  user_ids: [],
  unit_ids: [unitId],
  position_ids: [],
  mandatory: true,
  requires_code: false,
  ...over,
});

async function participantsOf(meetingId: number) {
  return (
    await ctx.app.db
      .select({ userId: meetingParticipants.userId })
      .from(meetingParticipants)
      .where(eq(meetingParticipants.meetingId, meetingId))
  )
    .map((p) => p.userId)
    .sort((a, b) => a - b);
}

beforeAll(async () => {
  const db = ctx.app.db;
  const units = await db
    .insert(workUnits)
    .values([
      { code: 'UJI-RAPAT', name: 'Unit Uji Rapat' },
      { code: 'UJI-RAPAT-2', name: 'Unit Uji Rapat Lain' },
    ])
    .returning();
  unitId = units[0]?.id ?? 0;
  otherUnitId = units[1]?.id ?? 0;
  const [post] = await db
    .insert(positions)
    .values({ name: 'Analis Rapat', kind: 'pelaksana', jobClass: 7, unitId: otherUnitId })
    .returning();
  positionId = post?.id ?? 0;
  const [room] = await db
    .insert(attendanceLocations)
    .values({ name: 'Ruang Rapat Utama', ...ROOM, radiusM: 100 })
    .returning();
  locationId = room?.id ?? 0;
  await db.insert(eventDeductions).values({
    code: 'RAPAT',
    kind: 'rapat',
    description: 'Tidak mengikuti rapat wajib',
    percentage: 1,
    monthlyCapPercentage: 2,
  });
  const a = await buildUser(db, { permissions: ['admin.rapat'], level: 'admin' });
  adminId = a.id;
  admin = await loginBuilt(ctx.app, a);
  setAttendanceClock(wib('2026-03-09', '08:00'));
});
afterAll(() => setAttendanceClock());

describe('access', () => {
  it('answers 401 without a login and 403 without the screen permission', async () => {
    const anonymous = new ApiClient(ctx.app);
    const other = await person({ permissions: ['user.cuti'] });
    const calls: [string, string][] = [
      ['get', 'admin/rapat/options'],
      ['post', 'admin/rapat/list'],
      ['post', 'admin/rapat'],
      ['get', 'admin/rapat/1'],
      ['put', 'admin/rapat/1'],
      ['post', 'admin/rapat/1/cancel'],
      ['delete', 'admin/rapat/1'],
      ['put', 'admin/rapat/1/minutes'],
      ['post', 'admin/rapat/1/attendance/list'],
      ['put', 'admin/rapat/1/attendance/1'],
      ['get', 'admin/rapat/1/code'],
      ['get', 'admin/rapat/1/export'],
      ['get', 'user/presensi_rapat/options'],
      ['post', 'user/presensi_rapat/list'],
      ['post', 'user/presensi_rapat/1/check-in'],
      ['post', 'user/presensi_rapat/organised/list'],
      ['post', 'user/presensi_rapat/organised'],
      ['put', 'user/presensi_rapat/organised/1'],
      ['post', 'user/presensi_rapat/organised/1/cancel'],
      ['delete', 'user/presensi_rapat/organised/1'],
      ['put', 'user/presensi_rapat/organised/1/minutes'],
      ['post', 'user/presensi_rapat/organised/1/attendance/list'],
      ['get', 'user/presensi_rapat/organised/1/code'],
      ['get', 'user/presensi_rapat/organised/1/export'],
    ];
    const call = (api: ApiClient, method: string, url: string) =>
      method === 'get'
        ? api.get(url)
        : method === 'delete'
          ? api.delete(url)
          : method === 'put'
            ? api.put(url, {})
            : api.post(url, {});
    for (const [method, url] of calls) {
      expect((await call(anonymous, method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(other.api, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
    // A participant (user.presensi_rapat) does not reach the admin's screen.
    const participant = await person();
    expect((await participant.api.post('admin/rapat/list', {})).statusCode).toBe(403);
  });
});

describe('creating a meeting', () => {
  it('offers people, units, positions and places to choose from', async () => {
    const res = await admin.api.get('admin/rapat/options');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.locations.map((l: { name: string }) => l.name)).toContain('Ruang Rapat Utama');
    expect(data.units.map((u: { id: number }) => u.id)).toContain(unitId);
    expect(data.positions.map((p: { id: number }) => p.id)).toContain(positionId);
    expect(data.people.length).toBeGreaterThan(0);
    const participant = await person();
    expect((await participant.api.get('user/presensi_rapat/options')).statusCode).toBe(200);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ agenda: 'x' }, 'agenda'],
    [{ date: '2026-02-30' }, 'date'],
    [{ ends_at: '08:00' }, 'ends_at'],
    [{ starts_at: '25:00' }, 'starts_at'],
    [{ mode: 'onsite', location_id: null }, 'location_id'],
    [{ mode: 'online', online_link: null }, 'online_link'],
    [{ mode: 'online', online_link: 'javascript:alert(1)' }, 'online_link'],
    [{ unit_ids: [] }, 'user_ids'],
    [{ unit_ids: [999_999] }, 'user_ids'],
    [{ location_id: 999_999 }, 'location_id'],
    [{ organiser_id: 999_999 }, 'organiser_id'],
    [{ mandatory: 'ya' }, 'mandatory'],
  ])('refuses %j with 422 on %s', async (over, field) => {
    const res = await admin.api.post('admin/rapat', meetingBody(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('resolves people, units and positions to active people, invites them and audits', async () => {
    const a = await person({ unit: unitId });
    const b = await person({ unit: unitId });
    const c = await person({ unit: otherUnitId, position: positionId });
    const d = await person();
    const gone = await person({ unit: unitId });
    await ctx.app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, gone.id));
    const res = await admin.api.post(
      'admin/rapat',
      meetingBody({
        date: '2026-03-12',
        user_ids: [d.id],
        unit_ids: [unitId],
        position_ids: [positionId],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const meeting = res.json().data;
    expect(meeting).toMatchObject({
      organiser: { id: adminId },
      location_name: 'Ruang Rapat Utama',
      phase: 'upcoming',
      participant_count: 4,
      attended_count: 0,
    });
    expect(await participantsOf(meeting.id)).toEqual(
      [a.id, b.id, c.id, d.id].sort((x, y) => x - y),
    );
    const invited = await ctx.app.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(inArray(notifications.userId, [a.id, b.id, c.id, d.id, gone.id]));
    expect(invited.map((n) => n.userId).sort((x, y) => x - y)).toEqual(
      [a.id, b.id, c.id, d.id].sort((x, y) => x - y),
    );
    expect(invited[0]?.title).toBe('Undangan rapat: Rapat Koordinasi');
    const mails = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, '[Sikerja] Undangan rapat: Rapat Koordinasi'));
    expect(mails.length).toBeGreaterThanOrEqual(4);
    expect(mails[0]?.body).toContain('Tanggal: 12-03-2026, pukul 09:00–11:00');
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'meetings'), eq(auditLog.rowId, String(meeting.id))));
    expect(audit?.action).toBe('create');

    // Changing the selection: the unit's people leave, a newcomer is invited.
    const e = await person();
    const changed = await admin.api.put(
      `admin/rapat/${meeting.id}`,
      meetingBody({ date: '2026-03-12', user_ids: [d.id, e.id], unit_ids: [], position_ids: [] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await participantsOf(meeting.id)).toEqual([d.id, e.id].sort((x, y) => x - y));
    const [newcomer] = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, e.id));
    expect(newcomer?.title).toBe('Undangan rapat: Rapat Koordinasi');
    const updates = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'meetings'), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id);
    expect(updates.at(-1)?.after).toMatchObject({ added: [e.id] });
  });
});

describe('an organiser who is not an admin', () => {
  it('runs their own meetings and cannot touch another organiser’s', async () => {
    const org = await person({ unit: unitId });
    const other = await person({ unit: unitId });
    const mine = await org.api.post(
      'user/presensi_rapat/organised',
      meetingBody({ organiser_id: adminId, date: '2026-03-13' }),
    );
    expect(mine.statusCode, mine.body).toBe(201);
    // The organiser is always the one saving it.
    expect(mine.json().data.organiser.id).toBe(org.id);
    const theirs = await other.api.post(
      'user/presensi_rapat/organised',
      meetingBody({ date: '2026-03-13' }),
    );
    const id = theirs.json().data.id as number;
    const base = `user/presensi_rapat/organised/${id}`;
    expect((await org.api.get(base)).statusCode).toBe(403);
    expect((await org.api.put(base, meetingBody())).statusCode).toBe(403);
    expect((await org.api.post(`${base}/cancel`, { reason: 'Bukan rapat saya' })).statusCode).toBe(
      403,
    );
    expect((await org.api.delete(base)).statusCode).toBe(403);
    expect((await org.api.get(`${base}/code`)).statusCode).toBe(403);
    expect((await org.api.post(`${base}/attendance/list`, {})).statusCode).toBe(403);
    expect((await org.api.get(`${base}/export`)).statusCode).toBe(403);
    const list = (await org.api.post('user/presensi_rapat/organised/list', {})).json();
    expect(list.data.map((m: { id: number }) => m.id)).toEqual([mine.json().data.id]);
    // Their own: changed, then deleted (nobody checked in).
    const ownId = mine.json().data.id as number;
    const edited = await org.api.put(
      `user/presensi_rapat/organised/${ownId}`,
      meetingBody({ date: '2026-03-13', title: 'Rapat Koordinasi Unit' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await org.api.delete(`user/presensi_rapat/organised/${ownId}`)).statusCode).toBe(200);
    expect((await org.api.get(`user/presensi_rapat/organised/${ownId}`)).statusCode).toBe(404);
  });
});

describe('the check-in', () => {
  let meetingId: number;
  let onlineId: number;
  let p: Awaited<ReturnType<typeof person>>;
  let q: Awaited<ReturnType<typeof person>>;
  const checkIn = (s: Session, body: object, id = meetingId) =>
    s.api.post(`user/presensi_rapat/${id}/check-in`, body);

  beforeAll(async () => {
    const unit = (
      await ctx.app.db
        .insert(workUnits)
        .values({ code: 'UJI-RAPAT-3', name: 'Unit Presensi Rapat' })
        .returning()
    )[0]?.id as number;
    p = await person({ unit });
    q = await person({ unit });
    setAttendanceClock(wib('2026-03-09', '08:00'));
    const res = await admin.api.post('admin/rapat', meetingBody({ unit_ids: [unit] }));
    meetingId = res.json().data.id;
    const online = await admin.api.post(
      'admin/rapat',
      meetingBody({
        unit_ids: [unit],
        mode: 'online',
        location_id: null,
        online_link: 'https://meet.example.test/rapat',
        starts_at: '13:00',
        ends_at: '14:00',
        mandatory: false,
      }),
    );
    onlineId = online.json().data.id;
  });

  it.each([
    ['2026-03-09', '09:00', 'Presensi rapat hanya pada tanggal rapat (10-03-2026)'],
    ['2026-03-10', '08:29', 'Presensi rapat dibuka pukul 08:30'],
    ['2026-03-10', '11:00', 'Presensi rapat sudah ditutup pukul 11:00'],
  ])('on %s at %s refuses: %s', async (date, clock, message) => {
    setAttendanceClock(wib(date, clock));
    const res = await checkIn(p, inside);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.meeting).toEqual([message]);
  });

  it('refuses someone not invited, a position outside the place, and no position', async () => {
    setAttendanceClock(wib('2026-03-10', '08:45'));
    const stranger = await person();
    expect((await checkIn(stranger, inside)).json().errors.meeting).toEqual([
      'Anda tidak termasuk peserta rapat ini',
    ]);
    const far = await checkIn(p, outside);
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.latitude[0]).toMatch(
      /^Anda berada di luar area presensi.*\(Ruang Rapat Utama\)/,
    );
    expect((await checkIn(p, {})).json().errors.latitude).toEqual(['Lokasi wajib dikirim']);
  });

  it('takes the check-in on time, and stores one row for simultaneous presses', async () => {
    setAttendanceClock(wib('2026-03-10', '09:05'));
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkIn(p, inside)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().data.repeated === false)).toHaveLength(1);
    expect(answers[0]?.json().data.row).toMatchObject({ my_status: 'hadir', can_check_in: false });
    const [row] = await ctx.app.db
      .select()
      .from(meetingParticipants)
      .where(
        and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, p.id)),
      );
    expect(row).toMatchObject({ status: 'hadir', source: 'presensi', distanceM: 0 });
  });

  it('marks a check-in after the tolerance late; online needs no position', async () => {
    setAttendanceClock(wib('2026-03-10', '09:16'));
    const late = await checkIn(q, inside);
    expect(late.json().data.row.my_status).toBe('terlambat');
    setAttendanceClock(wib('2026-03-10', '13:01'));
    const online = await checkIn(q, {}, onlineId);
    expect(online.statusCode, online.body).toBe(200);
    expect(online.json().data.row.my_status).toBe('hadir');
  });

  it('shows the organiser who attended, with those not yet checked in', async () => {
    setAttendanceClock(wib('2026-03-10', '09:30'));
    const res = await admin.api.post(`admin/rapat/${meetingId}/attendance/list`, {});
    const rows = res.json().data as { user: { id: number }; status: string }[];
    expect(Object.fromEntries(rows.map((r) => [r.user.id, r.status]))).toEqual({
      [p.id]: 'hadir',
      [q.id]: 'terlambat',
    });
    const attended = await admin.api.post(`admin/rapat/${meetingId}/attendance/list`, {
      status: 'terlambat',
    });
    expect(attended.json().total).toBe(1);
  });

  it('lists my meetings by phase', async () => {
    setAttendanceClock(wib('2026-03-10', '09:30'));
    const today = await p.api.post('user/presensi_rapat/list', { phase: 'today' });
    expect(today.json().data.map((r: { id: number }) => r.id)).toEqual([meetingId, onlineId]);
    expect((await p.api.post('user/presensi_rapat/list', { phase: 'upcoming' })).json().total).toBe(
      0,
    );
    expect((await p.api.post('user/presensi_rapat/list', { phase: 'kemarin' })).statusCode).toBe(
      422,
    );
    setAttendanceClock(wib('2026-03-11', '08:00'));
    const past = await p.api.post('user/presensi_rapat/list', { phase: 'past' });
    expect(past.json().total).toBe(2);
  });
});

describe('the rotating code', () => {
  let meetingId: number;
  let p: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    const unit = (
      await ctx.app.db.insert(workUnits).values({ code: 'UJI-QR', name: 'Unit QR' }).returning()
    )[0]?.id as number;
    p = await person({ unit });
    setAttendanceClock(wib('2026-03-09', '08:00'));
    const res = await admin.api.post(
      'admin/rapat',
      meetingBody({ unit_ids: [unit], requires_code: true, date: '2026-03-16' }),
    );
    meetingId = res.json().data.id;
  });

  it('needs the current code: missing, forged, expired, then the one shown', async () => {
    const now = wib('2026-03-16', '09:00', 10);
    setAttendanceClock(now);
    const url = `user/presensi_rapat/${meetingId}/check-in`;
    expect((await p.api.post(url, inside)).json().errors.code).toEqual([
      'Pindai kode QR yang ditampilkan penyelenggara rapat',
    ]);
    const key = await rotatingCodeKey(ctx.app.db, 'rapat');
    const subject = `meeting:${meetingId}`;
    const step = stepOf(now);
    const old = codeForStep({ key, subject }, step - 3);
    expect((await p.api.post(url, { ...inside, code: old })).json().errors.code).toEqual([
      'Kode QR sudah kedaluwarsa; pindai kode yang sedang ditampilkan',
    ]);
    const another = codeForStep({ key, subject: 'meeting:999999' }, step);
    expect((await p.api.post(url, { ...inside, code: another })).json().errors.code).toEqual([
      'Kode QR tidak valid untuk rapat ini',
    ]);
    const shown = await admin.api.get(`admin/rapat/${meetingId}/code`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.payload).toBe(`SIKERJA:rapat:${meetingId}:${shown.json().data.code}`);
    const ok = await p.api.post(url, { ...inside, code: shown.json().data.payload });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await ctx.app.db
      .select()
      .from(meetingParticipants)
      .where(eq(meetingParticipants.userId, p.id));
    expect(row?.codeVerified).toBe(true);
  });
});

describe('after the meeting: status, correction, locked month, minutes, cancel, delete, Excel', () => {
  let meetingId: number;
  const ids: number[] = [];
  let came: Awaited<ReturnType<typeof person>>;
  let absent: Awaited<ReturnType<typeof person>>;
  let onLeave: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    const unit = (
      await ctx.app.db.insert(workUnits).values({ code: 'UJI-END', name: 'Unit Akhir' }).returning()
    )[0]?.id as number;
    came = await person({ unit });
    absent = await person({ unit });
    onLeave = await person({ unit });
    setAttendanceClock(wib('2026-03-01', '08:00'));
    for (const date of ['2026-03-03', '2026-03-04', '2026-03-05']) {
      const res = await admin.api.post('admin/rapat', meetingBody({ unit_ids: [unit], date }));
      ids.push(res.json().data.id);
    }
    meetingId = ids[0] as number;
    await recordExcuses(
      ctx.app.db,
      ['2026-03-03', '2026-03-04', '2026-03-05'].map((date) => ({
        userId: onLeave.id,
        date,
        code: 'CUTI',
        sourceType: 'test',
        sourceId: 1,
      })),
    );
    for (const [i, date] of ['2026-03-03', '2026-03-04', '2026-03-05'].entries()) {
      setAttendanceClock(wib(date, '09:00'));
      await came.api.post(`user/presensi_rapat/${ids[i]}/check-in`, inside);
    }
    setAttendanceClock(wib('2026-03-10', '08:00'));
  });

  it('counts absences of mandatory meetings, not covered days, capped by pemotongan_rapat', async () => {
    const rows = await rapatMonthSummary(ctx.app.db, 2026, 3, {
      userIds: [came.id, absent.id, onLeave.id],
    });
    const of = (id: number) => rows.find((r) => r.userId === id);
    expect(of(came.id)).toMatchObject({ mandatory: 3, missed: 0, pct: 0, rule: 'RAPAT' });
    expect(of(absent.id)).toMatchObject({ mandatory: 3, missed: 3, pct: 2 });
    expect(of(onLeave.id)).toMatchObject({ mandatory: 3, missed: 0, pct: 0 });
    const list = await admin.api.post(`admin/rapat/${meetingId}/attendance/list`, {});
    const byId = Object.fromEntries(
      (list.json().data as { user: { id: number }; status: string; deduction_pct: number }[]).map(
        (r) => [r.user.id, [r.status, r.deduction_pct]],
      ),
    );
    expect(byId).toEqual({
      [came.id]: ['hadir', 0],
      [absent.id]: ['tidak_hadir', 1],
      [onLeave.id]: ['berhalangan', 0],
    });
  });

  it('corrects a status with a note, audited; 422 without a note, 409 in a locked month', async () => {
    const url = `admin/rapat/${meetingId}/attendance/${absent.id}`;
    const bad = await admin.api.put(url, { status: 'hadir', note: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['note']);
    const ok = await admin.api.put(url, { status: 'berhalangan', note: 'Tugas dari pimpinan' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'berhalangan', source: 'admin' });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'meeting_participants'), eq(auditLog.action, 'correct')));
    expect(audit?.after).toMatchObject({ user_id: absent.id, status: 'berhalangan' });

    await ctx.app.db.insert(attendanceLocks).values({ year: 2026, month: 3 });
    try {
      const locked = await admin.api.put(url, { status: 'hadir', note: 'Koreksi lagi' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().code).toBe('PERIOD_LOCKED');
      const edit = await admin.api.put(
        `admin/rapat/${meetingId}`,
        meetingBody({ date: '2026-03-03', title: 'Judul baru' }),
      );
      expect(edit.statusCode).toBe(409);
      setAttendanceClock(wib('2026-03-05', '09:00'));
      const late = await absent.api.post(`user/presensi_rapat/${ids[2]}/check-in`, inside);
      expect(late.statusCode).toBe(409);
      setAttendanceClock(wib('2026-03-10', '08:00'));
    } finally {
      await ctx.app.db.delete(attendanceLocks).where(eq(attendanceLocks.year, 2026));
    }
  });

  it('keeps the minutes with an uploaded file; refuses minutes before the day', async () => {
    const fileId = await upload(admin.api, 'notulen.pdf');
    const res = await admin.api.put(`admin/rapat/${meetingId}/minutes`, {
      minutes_text: 'Disepakati jadwal audit.',
      minutes_file_id: fileId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      minutes_text: 'Disepakati jadwal audit.',
      minutes_file_id: fileId,
      minutes_file_name: 'notulen.pdf',
    });
    // A participant reads the minutes file.
    expect((await came.api.get(`files/${fileId}`)).statusCode).toBe(200);
    const bogus = await admin.api.put(`admin/rapat/${meetingId}/minutes`, {
      minutes_text: 'Notulen',
      minutes_file_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(Object.keys(bogus.json().errors)).toEqual(['minutes_file_id']);
    const future = await admin.api.post(
      'admin/rapat',
      meetingBody({ date: '2026-03-20', unit_ids: [], user_ids: [came.id] }),
    );
    const early = await admin.api.put(`admin/rapat/${future.json().data.id}/minutes`, {
      minutes_text: 'Terlalu awal',
    });
    expect(early.json().errors.minutes_text).toEqual([
      'Notulen diisi pada hari rapat atau sesudahnya',
    ]);
  });

  it('downloads the attendance as Excel', async () => {
    const res = await admin.api.get(`admin/rapat/${meetingId}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`presensi-rapat-${meetingId}-2026-03-03`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    await expectAttendeeWorkbook(res.rawPayload);
  });

  it('refuses to delete a meeting with attendance (409), cancels it with a reason instead', async () => {
    const del = await admin.api.delete(`admin/rapat/${meetingId}`);
    expect(del.statusCode).toBe(409);
    const noReason = await admin.api.post(`admin/rapat/${meetingId}/cancel`, { reason: 'x' });
    expect(noReason.json().errors.reason).toBeDefined();
    const cancelled = await admin.api.post(`admin/rapat/${meetingId}/cancel`, {
      reason: 'Pimpinan berhalangan',
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Pimpinan berhalangan',
    });
    expect(
      (await admin.api.put(`admin/rapat/${meetingId}`, meetingBody({ date: '2026-03-03' })))
        .statusCode,
    ).toBe(422);
    // A cancelled meeting no longer counts.
    const rows = await rapatMonthSummary(ctx.app.db, 2026, 3, { userIds: [absent.id] });
    expect(rows[0]).toMatchObject({ mandatory: 2, missed: 2 });
    const audit = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'meetings'), eq(auditLog.rowId, String(meetingId))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'minutes', 'cancel']);
  });
});

describe('the reminder job', () => {
  it('tells the participants once, within the hour before the start', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-03-09', '08:00'));
    const res = await admin.api.post(
      'admin/rapat',
      meetingBody({ date: '2026-03-18', unit_ids: [], user_ids: [p.id], starts_at: '10:00' }),
    );
    const id = res.json().data.id as number;
    const reminders = async () =>
      (await ctx.app.db.select().from(notifications).where(eq(notifications.userId, p.id))).filter(
        (n) => n.title.startsWith('Pengingat rapat'),
      );
    setAttendanceClock(wib('2026-03-18', '08:30'));
    await ctx.app.jobs.trigger('rapat.reminder');
    expect((await ctx.app.jobs.tick()).succeeded).toContain('rapat.reminder');
    expect(await reminders()).toHaveLength(0);
    setAttendanceClock(wib('2026-03-18', '09:15'));
    await ctx.app.jobs.trigger('rapat.reminder');
    await ctx.app.jobs.tick();
    await ctx.app.jobs.trigger('rapat.reminder');
    await ctx.app.jobs.tick();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.title).toBe('Pengingat rapat pukul 10:00: Rapat Koordinasi');
    const [row] = await ctx.app.db.select().from(meetings).where(eq(meetings.id, id));
    expect(row?.remindedAt).not.toBeNull();
  });
});
