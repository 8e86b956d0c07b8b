import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import {
  attendanceDays,
  attendanceLocks,
  attendancePunches,
  attendanceRefusals,
  remoteAttendancePermits,
  workPatternAssignments,
  workPatterns,
} from '../../db/schema/attendance.ts';
import { attendanceLocations, shifts } from '../../db/schema/masters-attendance.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { recomputeDays } from './attendance-write.port.ts';
import { setAttendanceClock } from './check-in-clock.adapter.ts';
import { zonedInstant } from './schedule-time.rules.ts';

const ctx = useTestApp();
const wib = (date: string, clock: string, seconds = 0) =>
  new Date(zonedInstant(date, clock, 'Asia/Jakarta').getTime() + seconds * 1000);

/** Kampus Utama at (-6.2, 106.8), radius 100 m; Kampus Curug 50 km south, radius 200 m. */
const CAMPUS = { latitude: -6.2, longitude: 106.8 };
const CURUG = { latitude: -6.65, longitude: 106.8 };
const inside = (extra: object = {}) => ({ ...CAMPUS, accuracy: 15, ...extra });
// 0.009° of latitude ≈ 1 001 m from the campus.
const outside = { latitude: -6.209, longitude: 106.8, accuracy: 15 };

async function person(permissions = ['user.presensi']): Promise<Session & { id: number }> {
  const user = await buildUser(ctx.app.db, { permissions });
  const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
  return { ...session, id: user.id };
}

/** Changes the check-in window's settings (the check-in sees it at once: reference-cache.repository.ts). */
const setWindow = (
  values: Partial<
    Pick<
      typeof institutionSettings.$inferInsert,
      'checkInOpensBeforeMinutes' | 'checkOutOpensAfterMinutes'
    >
  >,
) => ctx.app.db.update(institutionSettings).set(values).where(eq(institutionSettings.id, 1));

const punchesOf = (userId: number) =>
  ctx.app.db.select().from(attendancePunches).where(eq(attendancePunches.userId, userId));

beforeAll(async () => {
  await ctx.app.db.insert(attendanceLocations).values([
    { name: 'Kampus Utama', ...CAMPUS, radiusM: 100 },
    { name: 'Kampus Curug', ...CURUG, radiusM: 200 },
  ]);
});
afterAll(() => setAttendanceClock());

describe('/user/presensi: access', () => {
  it('needs a login and the user.presensi permission', async () => {
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.get('user/presensi/today')).statusCode).toBe(401);
    const other = await person(['user.cuti']);
    expect((await other.api.get('user/presensi/today')).statusCode).toBe(403);
    expect((await other.api.post('user/presensi', { type: 'masuk', ...inside() })).statusCode).toBe(
      403,
    );
  });

  it('refuses a body without a position (422 with Indonesian messages)', async () => {
    const p = await person();
    const res = await p.api.post('user/presensi', { type: 'masuk' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.latitude).toBeDefined();
  });
});

describe('/user/presensi: a working day, punch by punch (Monday 5 January 2026, 07:30–16:00)', () => {
  let p: Session & { id: number };
  beforeAll(async () => {
    p = await person();
  });

  it('shows the schedule, the server clock and the locations before any punch', async () => {
    setAttendanceClock(wib('2026-01-05', '07:10'));
    const res = await p.api.get('user/presensi/today');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      date: '2026-01-05',
      scheduled_in: '2026-01-05T07:30:00+07:00',
      scheduled_out: '2026-01-05T16:00:00+07:00',
      check_in: null,
      check_out: null,
      code: null,
      server_time: '2026-01-05T07:10:00+07:00',
      time_zone: 'Asia/Jakarta',
      remote_permit: false,
      is_working_day: true,
    });
    expect(res.json().data.locations.map((l: { name: string }) => l.name)).toEqual([
      'Kampus Curug',
      'Kampus Utama',
    ]);
  });

  it('refuses outside every radius with the distance, keeping only a refusal row', async () => {
    setAttendanceClock(wib('2026-01-05', '07:40'));
    const res = await p.api.post('user/presensi', { type: 'masuk', ...outside });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Anda berada di luar area presensi. Jarak ke lokasi terdekat (Kampus Utama) 1.001 m, radius 100 m.',
    );
    expect(await punchesOf(p.id)).toHaveLength(0);
    const refusals = await ctx.app.db
      .select()
      .from(attendanceRefusals)
      .where(eq(attendanceRefusals.userId, p.id));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ type: 'masuk', distanceM: 1001, accuracyM: 15 });
  });

  it('accepts inside; late by 10 minutes is TL1; a retry within 60 s of the refusal is flagged', async () => {
    setAttendanceClock(wib('2026-01-05', '07:40', 30));
    const res = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      check_in: '2026-01-05T07:40:30+07:00',
      code: 'TL1',
      late_minutes: 10,
      late_code: 'TL1',
      early_code: null,
      deduction_pct: 0.5,
      flagged: true,
      punch: {
        type: 'masuk',
        location_name: 'Kampus Utama',
        distance_m: 0,
        flags: ['retry_after_refusal'],
        repeated: false,
      },
    });
    const [punch] = await punchesOf(p.id);
    expect(punch).toMatchObject({
      source: 'web',
      type: 'masuk',
      date: '2026-01-05',
      accuracyM: 15,
    });
    expect(punch?.userAgent).toBe('lightMyRequest');
  });

  it('a second masuk the same day answers the first and stores nothing', async () => {
    setAttendanceClock(wib('2026-01-05', '08:30'));
    const res = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      check_in: '2026-01-05T07:40:30+07:00',
      late_minutes: 10,
    });
    expect(res.json().data.punch).toMatchObject({
      at: '2026-01-05T07:40:30+07:00',
      repeated: true,
    });
    expect(await punchesOf(p.id)).toHaveLength(1);
  });

  it('pulang may be repeated; the last one counts', async () => {
    setAttendanceClock(wib('2026-01-05', '15:45'));
    const early = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
    expect(early.json().data).toMatchObject({
      code: 'TL1',
      late_code: 'TL1',
      early_code: 'PSW1',
      early_minutes: 15,
      deduction_pct: 1,
    });
    setAttendanceClock(wib('2026-01-05', '16:05'));
    const late = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
    expect(late.json().data).toMatchObject({
      check_out: '2026-01-05T16:05:00+07:00',
      code: 'TL1',
      early_code: null,
      early_minutes: 0,
      deduction_pct: 0.5,
    });
    expect(await punchesOf(p.id)).toHaveLength(3);
  });

  it('keeps the derived day in attendance_days and lists only the person’s own days', async () => {
    const [day] = await ctx.app.db
      .select()
      .from(attendanceDays)
      .where(eq(attendanceDays.userId, p.id));
    expect(day).toMatchObject({
      date: '2026-01-05',
      code: 'TL1',
      lateCode: 'TL1',
      lateMinutes: 10,
      flagged: true,
      isWorkingDay: true,
    });
    const someoneElse = await person();
    setAttendanceClock(wib('2026-01-05', '07:00'));
    await someoneElse.api.post('user/presensi', { type: 'masuk', ...inside() });

    const res = await p.api.post('user/presensi/list?page=1', { search: '', per: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(res.json().data[0]).toMatchObject({
      date: '2026-01-05',
      code: 'TL1',
      check_in: '2026-01-05T07:40:30+07:00',
      check_out: '2026-01-05T16:05:00+07:00',
    });
    const month = await p.api.post('user/presensi/list?page=1', {
      search: '',
      per: 10,
      month: '2026-02',
    });
    expect(month.json().total).toBe(0);
  });
});

describe('/user/presensi: suspicious punches, remote permits, the lock', () => {
  it("flags 'accuracy' when the accuracy is worse than the radius", async () => {
    const p = await person();
    setAttendanceClock(wib('2026-01-06', '07:00'));
    const res = await p.api.post('user/presensi', { type: 'masuk', ...inside({ accuracy: 250 }) });
    expect(res.json().data).toMatchObject({
      code: 'H',
      flagged: true,
      punch: { flags: ['accuracy'] },
    });
  });

  it("flags 'travel' when the previous punch was 50 km away ten minutes earlier", async () => {
    const p = await person();
    // 'Pulang' ten minutes after 'masuk' needs the check-out window at 0.
    await setWindow({ checkOutOpensAfterMinutes: 0 });
    try {
      setAttendanceClock(wib('2026-01-06', '07:00'));
      await p.api.post('user/presensi', { type: 'masuk', ...CURUG, accuracy: 10 });
      setAttendanceClock(wib('2026-01-06', '07:10'));
      const res = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
      expect(res.json().data.punch.flags).toEqual(['travel']);
    } finally {
      await setWindow({ checkOutOpensAfterMinutes: 60 });
    }
  });

  it('a remote permit lets the person check in anywhere, only within its dates', async () => {
    const p = await person();
    await ctx.app.db.insert(remoteAttendancePermits).values({
      userId: p.id,
      reason: 'Tugas di lapangan',
      startDate: '2026-01-06',
      endDate: '2026-01-07',
    });
    setAttendanceClock(wib('2026-01-06', '07:20'));
    const today = await p.api.get('user/presensi/today');
    expect(today.json().data.remote_permit).toBe(true);
    const res = await p.api.post('user/presensi', {
      type: 'masuk',
      latitude: -7.8,
      longitude: 110.4,
      accuracy: 30,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.punch).toMatchObject({
      location_name: null,
      distance_m: null,
      flags: [],
    });
    setAttendanceClock(wib('2026-01-08', '07:20'));
    const after = await p.api.post('user/presensi', {
      type: 'masuk',
      latitude: -7.8,
      longitude: 110.4,
      accuracy: 30,
    });
    expect(after.statusCode).toBe(422);
  });

  it('a locked month refuses the punch with 409 and stores nothing', async () => {
    const p = await person();
    await ctx.app.db.insert(attendanceLocks).values({ year: 2025, month: 12 });
    setAttendanceClock(wib('2025-12-01', '07:20'));
    const res = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
    expect(res.statusCode).toBe(409);
    expect(await punchesOf(p.id)).toHaveLength(0);
  });

  it('two masuk at the same instant store one punch; both answer it', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-01-07', '07:25'));
    const [a, b] = await Promise.all([
      p.api.post('user/presensi', { type: 'masuk', ...inside() }),
      p.api.post('user/presensi', { type: 'masuk', ...inside() }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.check_in).toBe(b.json().data.check_in);
    const rows = await ctx.app.db
      .select()
      .from(attendancePunches)
      .where(and(eq(attendancePunches.userId, p.id), eq(attendancePunches.type, 'masuk')));
    expect(rows).toHaveLength(1);
  });
});

describe('/user/presensi: the check-in window (defaults: masuk from 120 minutes before the start, pulang 60 minutes after masuk)', () => {
  const refusalsOf = (userId: number) =>
    ctx.app.db.select().from(attendanceRefusals).where(eq(attendanceRefusals.userId, userId));
  const daysOf = (userId: number) =>
    ctx.app.db.select().from(attendanceDays).where(eq(attendanceDays.userId, userId));

  it('office hours (Monday 12 January 2026, 07:30–16:00): 04:02 refused, 05:30 accepted, pulang an hour after', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-01-12', '04:02'));
    const today = await p.api.get('user/presensi/today');
    expect(today.json().data).toMatchObject({
      scheduled_in: '2026-01-12T07:30:00+07:00',
      check_in_opens_at: '2026-01-12T05:30:00+07:00',
      check_out_opens_at: '2026-01-12T08:30:00+07:00',
    });

    const early = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      message: 'Presensi masuk dibuka pukul 05:30.',
      errors: { type: ['Presensi masuk dibuka pukul 05:30.'] },
    });
    // Changing nothing: no punch, no refusal row, no day.
    expect(await punchesOf(p.id)).toHaveLength(0);
    expect(await refusalsOf(p.id)).toHaveLength(0);
    expect(await daysOf(p.id)).toHaveLength(0);

    setAttendanceClock(wib('2026-01-12', '05:30'));
    const masuk = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
    expect(masuk.statusCode).toBe(200);
    expect(masuk.json().data).toMatchObject({
      check_in: '2026-01-12T05:30:00+07:00',
      code: 'H',
      check_in_opens_at: '2026-01-12T05:30:00+07:00',
      // From now on an hour after the check-in.
      check_out_opens_at: '2026-01-12T06:30:00+07:00',
    });

    setAttendanceClock(wib('2026-01-12', '05:31'));
    const tap = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
    expect(tap.statusCode).toBe(422);
    expect(tap.json().errors).toEqual({ type: ['Presensi pulang dibuka pukul 06:30.'] });
    expect(await punchesOf(p.id)).toHaveLength(1);

    // A second masuk is not refused by the window: it answers the first, as always.
    const again = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
    expect(again.json().data.punch).toMatchObject({ repeated: true });

    // An early departure is not blocked: it is recorded as pulang cepat.
    setAttendanceClock(wib('2026-01-12', '14:00'));
    const leave = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
    expect(leave.statusCode).toBe(200);
    expect(leave.json().data).toMatchObject({ early_minutes: 120, early_code: 'PSW4' });
    expect(await punchesOf(p.id)).toHaveLength(2);
  });

  it('pulang without a check-in opens an hour after the start', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-01-12', '07:45'));
    const res = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Presensi pulang dibuka pukul 08:30.');
    setAttendanceClock(wib('2026-01-12', '16:01'));
    expect((await p.api.post('user/presensi', { type: 'pulang', ...inside() })).statusCode).toBe(
      200,
    );
  });

  it('a night shift (22:00–06:00): masuk from 20:00, pulang the next morning on the shift’s day', async () => {
    const p = await person();
    const [night] = await ctx.app.db
      .insert(shifts)
      .values({
        code: 'MW',
        name: 'Malam Uji',
        startTime: '22:00',
        endTime: '06:00',
        crossesMidnight: true,
      })
      .returning({ id: shifts.id });
    const [pattern] = await ctx.app.db
      .insert(workPatterns)
      .values({ code: 'MWMW', name: 'Malam terus', cycle: ['MW'] })
      .returning({ id: workPatterns.id });
    await ctx.app.db.insert(workPatternAssignments).values({
      userId: p.id,
      patternId: pattern?.id ?? 0,
      startDate: '2026-01-13',
      effective: true,
    });
    expect(night).toBeDefined();

    setAttendanceClock(wib('2026-01-13', '19:59'));
    const today = await p.api.get('user/presensi/today');
    expect(today.json().data).toMatchObject({
      date: '2026-01-13',
      scheduled_in: '2026-01-13T22:00:00+07:00',
      scheduled_out: '2026-01-14T06:00:00+07:00',
      check_in_opens_at: '2026-01-13T20:00:00+07:00',
    });
    const early = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Presensi masuk dibuka pukul 20:00.');

    setAttendanceClock(wib('2026-01-13', '21:55'));
    expect((await p.api.post('user/presensi', { type: 'masuk', ...inside() })).statusCode).toBe(
      200,
    );
    setAttendanceClock(wib('2026-01-13', '22:30'));
    const tap = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
    expect(tap.statusCode).toBe(422);
    expect(tap.json().message).toBe('Presensi pulang dibuka pukul 22:55.');

    // After midnight the punch still belongs to the 13th's shift, checked in at 21:55.
    setAttendanceClock(wib('2026-01-14', '06:05'));
    const pulang = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
    expect(pulang.statusCode).toBe(200);
    expect(pulang.json().data).toMatchObject({
      date: '2026-01-13',
      check_out: '2026-01-14T06:05:00+07:00',
      code: 'H',
    });
    // The 14th's own shift opens at 20:00 that evening.
    setAttendanceClock(wib('2026-01-14', '19:00'));
    const next = await p.api.get('user/presensi/today');
    expect(next.json().data).toMatchObject({
      date: '2026-01-14',
      check_in: null,
      check_in_opens_at: '2026-01-14T20:00:00+07:00',
    });
  });

  it('a day off (Saturday 17 January 2026): masuk at any time, pulang an hour after it', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-01-17', '03:00'));
    const today = await p.api.get('user/presensi/today');
    expect(today.json().data).toMatchObject({
      is_working_day: false,
      check_in_opens_at: null,
      check_out_opens_at: null,
    });
    const masuk = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
    expect(masuk.statusCode).toBe(200);
    expect(masuk.json().data).toMatchObject({
      code: 'LIBUR',
      check_out_opens_at: '2026-01-17T04:00:00+07:00',
    });
    setAttendanceClock(wib('2026-01-17', '03:10'));
    const tap = await p.api.post('user/presensi', { type: 'pulang', ...inside() });
    expect(tap.json().message).toBe('Presensi pulang dibuka pukul 04:00.');
  });

  it('an admin’s new window applies to the next punch', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-01-12', '06:45'));
    await setWindow({ checkInOpensBeforeMinutes: 30 });
    try {
      const res = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
      expect(res.json().message).toBe('Presensi masuk dibuka pukul 07:00.');
      await setWindow({ checkInOpensBeforeMinutes: 120, checkOutOpensAfterMinutes: 0 });
      const masuk = await p.api.post('user/presensi', { type: 'masuk', ...inside() });
      expect(masuk.json().data.check_out_opens_at).toBe('2026-01-12T06:45:00+07:00');
      expect((await p.api.post('user/presensi', { type: 'pulang', ...inside() })).statusCode).toBe(
        200,
      );
    } finally {
      await setWindow({ checkInOpensBeforeMinutes: 120, checkOutOpensAfterMinutes: 60 });
    }
  });
});

describe('recomputeDays', () => {
  it('writes TK for past working days without punches, LIBUR for days off, nothing after today', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-01-07', '10:00'));
    await ctx.app.db.transaction((tx) =>
      recomputeDays(tx, { from: '2026-01-02', to: '2026-01-09', userIds: [p.id] }),
    );
    const days = await ctx.app.db
      .select({
        date: attendanceDays.date,
        code: attendanceDays.code,
        pct: attendanceDays.deductionPct,
      })
      .from(attendanceDays)
      .where(eq(attendanceDays.userId, p.id))
      .orderBy(attendanceDays.date);
    expect(days).toEqual([
      { date: '2026-01-02', code: 'TK', pct: 5 },
      { date: '2026-01-03', code: 'LIBUR', pct: 0 },
      { date: '2026-01-04', code: 'LIBUR', pct: 0 },
      { date: '2026-01-05', code: 'TK', pct: 5 },
      { date: '2026-01-06', code: 'TK', pct: 5 },
      // 7 January is today before 16:00 with no punch: nothing known yet.
    ]);
  });
});
