import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildCuti, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { attendanceDays } from '../../db/schema/attendance.ts';
import { setAttendanceClock } from './check-in-clock.adapter.ts';

/**
 * The staff home's figures: the month so far (`GET user/presensi/ringkasan`), counted as the
 * monthly recap counts it, and the person's own requests still waiting (`notifications/count`).
 * Days are written directly: the test checks the summary, not the engine.
 */
describe('my month so far and my waiting requests', () => {
  const ctx = useTestApp();
  let me: Session;
  let other: Session;
  let meId = 0;
  let otherId = 0;

  beforeAll(async () => {
    const a = await buildUser(ctx.app.db, { permissions: ['user.presensi'] });
    const b = await buildUser(ctx.app.db, { permissions: ['user.presensi'] });
    meId = a.id;
    otherId = b.id;
    me = await login(ctx.app, a.email ?? '', TEST_PASSWORD);
    other = await login(ctx.app, b.email ?? '', TEST_PASSWORD);
    const day = (
      userId: number,
      date: string,
      values: Partial<typeof attendanceDays.$inferInsert> = {},
    ) => ({ userId, date, isWorkingDay: true, code: 'H', ...values });
    await ctx.app.db.insert(attendanceDays).values([
      day(meId, '2026-10-01'),
      day(meId, '2026-10-02', { code: 'TL2', lateCode: 'TL2', lateMinutes: 40, deductionPct: 1 }),
      day(meId, '2026-10-05', {
        code: 'TL1',
        lateCode: 'TL1',
        earlyCode: 'PSW1',
        lateMinutes: 10,
        earlyMinutes: 20,
        deductionPct: 1,
      }),
      day(meId, '2026-10-06', { code: 'TK', deductionPct: 5 }),
      day(meId, '2026-10-07', { code: 'SAKIT' }),
      day(meId, '2026-10-03', { code: 'LIBUR', isWorkingDay: false, dayOffKind: 'weekend' }),
      day(meId, '2026-09-30', { code: 'TK', deductionPct: 5 }),
      day(otherId, '2026-10-01', { code: 'TK', deductionPct: 5 }),
    ]);
  });
  afterAll(() => setAttendanceClock());

  it('counts the month as the recap does, per code, with minutes and the deduction', async () => {
    const res = await me.api.get('user/presensi/ringkasan?month=2026-10');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      month: '2026-10',
      days: 6,
      counts: { H: 1, TL2: 1, TL1: 1, PSW1: 1, TK: 1, SAKIT: 1, LIBUR: 1 },
      late_minutes: 50,
      early_minutes: 20,
      // per occurrence: 1 + 1 + 5
      deduction_pct: 7,
    });
  });

  it("defaults to this month in the institution's time zone", async () => {
    // 30 September 23:30 UTC is 1 October 06:30 WIB.
    setAttendanceClock(new Date('2026-09-30T23:30:00Z'));
    const res = await me.api.get('user/presensi/ringkasan');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.month).toBe('2026-10');
    expect(res.json().data.days).toBe(6);
  });

  it("shows only the caller's days, and an empty month as zeros", async () => {
    const theirs = await other.api.get('user/presensi/ringkasan?month=2026-10');
    expect(theirs.json().data).toMatchObject({ days: 1, counts: { TK: 1 }, deduction_pct: 5 });
    const empty = await me.api.get('user/presensi/ringkasan?month=2026-11');
    expect(empty.json().data).toEqual({
      month: '2026-11',
      days: 0,
      counts: {},
      late_minutes: 0,
      early_minutes: 0,
      deduction_pct: 0,
    });
  });

  it.each([['2026-13'], ['2026-1'], ['1899-12'], ['abcd-ef']])(
    'refuses the month %s with 422 on the field',
    async (month) => {
      const res = await me.api.get(`user/presensi/ringkasan?month=${month}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.month).toBeDefined();
    },
  );

  it('answers a guest with 401 and a person without check-in with 403', async () => {
    const guest = new ApiClient(ctx.app);
    expect((await guest.get('user/presensi/ringkasan')).statusCode).toBe(401);
    const plain = await buildUser(ctx.app.db);
    const session = await login(ctx.app, plain.email ?? '', TEST_PASSWORD);
    expect((await session.api.get('user/presensi/ringkasan')).statusCode).toBe(403);
  });

  it("counts the caller's own pending requests by workflow and level, and nobody else's", async () => {
    await buildCuti(ctx.app.db, { userId: meId, start: '2026-12-01', status: 'pending' });
    await buildCuti(ctx.app.db, { userId: meId, start: '2026-12-08', status: 'pending' });
    await buildCuti(ctx.app.db, { userId: meId, start: '2026-11-02', status: 'approved' });
    await buildCuti(ctx.app.db, { userId: otherId, start: '2026-12-01', status: 'pending' });
    const mine = await me.api.get('notifications/count');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.submitted).toEqual([
      { subject_type: 'cuti', level: 'atasan', count: 2 },
    ]);
    const theirs = await other.api.get('notifications/count');
    expect(theirs.json().data.submitted).toEqual([
      { subject_type: 'cuti', level: 'atasan', count: 1 },
    ]);
  });
});
