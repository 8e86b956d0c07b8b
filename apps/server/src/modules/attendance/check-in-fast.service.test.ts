/**
 * The check-in (check-in-fast.service.ts): its day row is the row a full recompute writes, and its
 * reference cache (reference-cache.repository.ts) applies whatever an admin commits to the very next
 * check-in, although the rows are cached for a minute.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { attendanceDays, attendanceLocks } from '../../db/schema/attendance.ts';
import { calendarDays } from '../../db/schema/calendar.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { recomputeDays } from './attendance-write.port.ts';
import { setAttendanceClock } from './check-in-clock.adapter.ts';
import { invalidateReference } from './reference-cache.repository.ts';
import { zonedInstant } from './schedule-time.rules.ts';

const ctx = useTestApp();
const wib = (date: string, clock: string) => zonedInstant(date, clock, 'Asia/Jakarta');

const CAMPUS = { latitude: -6.2, longitude: 106.8 };
// About 30 km east of the campus.
const ANNEX = { latitude: -6.2, longitude: 107.07 };

async function person(): Promise<Session & { id: number }> {
  const user = await buildUser(ctx.app.db, { permissions: ['user.presensi'] });
  const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
  return { ...session, id: user.id };
}

beforeAll(async () => {
  await ctx.app.db
    .insert(attendanceLocations)
    .values({ name: 'Kampus Utama', ...CAMPUS, radiusM: 100 });
});
afterAll(() => setAttendanceClock());

/** The person's day row, without the time it was computed. */
async function dayRow(userId: number, date: string) {
  const [row] = await ctx.app.db
    .select()
    .from(attendanceDays)
    .where(and(eq(attendanceDays.userId, userId), eq(attendanceDays.date, date)));
  if (!row) return null;
  const { computedAt: _computedAt, ...rest } = row;
  return rest;
}

describe('check-in day row', () => {
  it('is the row a full recompute of the day writes, punch after punch', async () => {
    const p = await person();
    // Monday 9 February 2026, 07:30–16:00: late with a poor fix, a refusal and a retry (flags),
    // an early pulang, then a later one; Saturday 14 February, a day off.
    const steps: [string, string, object, number][] = [
      ['2026-02-09', '07:52', { type: 'masuk', ...CAMPUS, accuracy: 500 }, 200],
      ['2026-02-09', '07:53', { type: 'masuk', ...CAMPUS, accuracy: 10 }, 200],
      ['2026-02-09', '15:10', { type: 'pulang', ...ANNEX, accuracy: 10 }, 422],
      ['2026-02-09', '15:11', { type: 'pulang', ...CAMPUS, accuracy: 10 }, 200],
      ['2026-02-09', '16:20', { type: 'pulang', ...CAMPUS, accuracy: 10 }, 200],
      ['2026-02-14', '08:00', { type: 'masuk', ...CAMPUS, accuracy: 10 }, 200],
    ];
    for (const [date, clock, body, status] of steps) {
      setAttendanceClock(wib(date, clock));
      const res = await p.api.post('user/presensi', body);
      expect(res.statusCode).toBe(status);
      if (status !== 200) continue;
      const written = await dayRow(p.id, date);
      expect(written).not.toBeNull();
      await ctx.app.db.transaction((tx) =>
        recomputeDays(tx, { from: date, to: date, userIds: [p.id] }),
      );
      expect(await dayRow(p.id, date)).toEqual(written);
    }
    expect(await dayRow(p.id, '2026-02-09')).toMatchObject({
      code: 'TL1',
      lateMinutes: 22,
      earlyMinutes: 0,
      flagged: true,
    });
    expect(await dayRow(p.id, '2026-02-14')).toMatchObject({ code: 'LIBUR', isWorkingDay: false });
  });
});

describe('check-in reference cache', () => {
  it('serves check-ins and today cards arriving together on an empty cache', async () => {
    const people = await Promise.all([person(), person(), person(), person()]);
    setAttendanceClock(wib('2026-02-03', '07:20'));
    invalidateReference(ctx.app.db);
    const answers = await Promise.all(
      people.flatMap((p) => [
        p.api.post('user/presensi', { type: 'masuk', ...CAMPUS, accuracy: 10 }),
        p.api.get('user/presensi/today'),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  });

  it('uses a location added by the admin at once, and stops using a deactivated one', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-02-02', '07:20'));
    // Warms the cache: only Kampus Utama exists.
    const before = await p.api.post('user/presensi', { type: 'masuk', ...ANNEX, accuracy: 10 });
    expect(before.statusCode).toBe(422);

    const [annex] = await ctx.app.db
      .insert(attendanceLocations)
      .values({ name: 'Kampus Timur', ...ANNEX, radiusM: 150 })
      .returning({ id: attendanceLocations.id });
    setAttendanceClock(wib('2026-02-02', '07:22'));
    const after = await p.api.post('user/presensi', { type: 'masuk', ...ANNEX, accuracy: 10 });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.punch).toMatchObject({ location_name: 'Kampus Timur', distance_m: 0 });
    expect(after.json().data.punch.flags).toEqual([]);

    await ctx.app.db
      .update(attendanceLocations)
      .set({ isActive: false })
      .where(eq(attendanceLocations.id, annex?.id ?? 0));
    setAttendanceClock(wib('2026-02-02', '16:05'));
    const gone = await p.api.post('user/presensi', { type: 'pulang', ...ANNEX, accuracy: 10 });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toContain('Kampus Utama');
  });

  it('honours a month lock set after the cache was filled', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-03-02', '07:20'));
    expect(
      (await p.api.post('user/presensi', { type: 'masuk', ...CAMPUS, accuracy: 10 })).statusCode,
    ).toBe(200);
    const [lock] = await ctx.app.db
      .insert(attendanceLocks)
      .values({ year: 2026, month: 3 })
      .returning({ id: attendanceLocks.id });
    setAttendanceClock(wib('2026-03-02', '16:05'));
    const locked = await p.api.post('user/presensi', { type: 'pulang', ...CAMPUS, accuracy: 10 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      'Presensi bulan Maret 2026 sudah dikunci; perubahan tidak dapat disimpan.',
    );
    await ctx.app.db.delete(attendanceLocks).where(eq(attendanceLocks.id, lock?.id ?? 0));
    expect(
      (await p.api.post('user/presensi', { type: 'pulang', ...CAMPUS, accuracy: 10 })).statusCode,
    ).toBe(200);
  });

  it('applies a holiday added to the calendar at once', async () => {
    const p = await person();
    setAttendanceClock(wib('2026-04-07', '07:10'));
    const working = await p.api.get('user/presensi/today');
    expect(working.json().data).toMatchObject({ is_working_day: true, day_off_kind: null });
    await ctx.app.db
      .insert(calendarDays)
      .values({ date: '2026-04-07', kind: 'libur_nasional', name: 'Libur Uji' });
    const res = await p.api.post('user/presensi', { type: 'masuk', ...CAMPUS, accuracy: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      is_working_day: false,
      day_off_kind: 'libur_nasional',
      day_off_name: 'Libur Uji',
      code: 'LIBUR',
    });
  });
});
