import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginBuilt, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildTeam, buildUser } from '../../../test/factories.ts';
import {
  attendanceDays,
  attendanceExcuses,
  attendancePunches,
} from '../../db/schema/attendance.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';

/**
 * `/admin/absensi`: the day view, the suspicious filter, the edit with its audit, the month, the
 * counts. On people built for the file, without the demo institution, so the day's lists and
 * counts hold only what the file wrote.
 */
describe('admin absensi', () => {
  const ctx = useTestApp();
  let admin: Session;
  let pegawai: Session;
  let activePeople = 0;

  beforeAll(async () => {
    admin = await loginBuilt(
      ctx.app,
      await buildUser(ctx.app.db, { level: 'admin', systemGroups: ['admin'] }),
    );
    const team = await buildTeam(ctx.app.db);
    await buildTeam(ctx.app.db);
    pegawai = await loginBuilt(ctx.app, team.member);
    const [active] = await ctx.app.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.status, 'active'));
    activePeople = active?.n ?? 0;
    // A web punch flagged by the check-in (accuracy too coarse), as /user/presensi stores it.
    await ctx.app.db.insert(attendancePunches).values({
      userId: pegawai.user.id,
      date: '2026-11-10',
      at: '2026-11-10T00:41:00Z',
      type: 'masuk',
      source: 'web',
      latitude: -6.2,
      longitude: 106.8,
      accuracyM: 900,
      ip: '203.0.113.7',
      flags: ['accuracy'],
    });
  });

  it('is for the admin screen permission', async () => {
    expect((await pegawai.api.post('admin/absensi/list', { date: '2026-11-10' })).statusCode).toBe(
      403,
    );
    expect((await pegawai.api.get('admin/absensi/summary')).statusCode).toBe(403);
  });

  it('lists every active person on a date, searchable, with the suspicious filter', async () => {
    const all = await admin.api.post('admin/absensi/list', { date: '2026-11-10', per: 100 });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(activePeople);
    const found = await admin.api.post('admin/absensi/list', {
      date: '2026-11-10',
      search: pegawai.user.name,
    });
    expect(found.json().data.map((r: { user_id: number }) => r.user_id)).toEqual([pegawai.user.id]);
    const flagged = await admin.api.post('admin/absensi/list', {
      date: '2026-11-10',
      flagged: true,
    });
    expect(flagged.json().data).toEqual([
      expect.objectContaining({ user_id: pegawai.user.id, flagged: true }),
    ]);
    const otherDay = await admin.api.post('admin/absensi/list', {
      date: '2026-11-11',
      flagged: true,
    });
    expect(otherDay.json().total).toBe(0);
  });

  it('shows the punch details of a day (source, coordinates, accuracy, IP, flags)', async () => {
    const res = await admin.api.get(`admin/absensi/day?user_id=${pegawai.user.id}&date=2026-11-10`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.punches).toEqual([
      expect.objectContaining({
        source: 'web',
        latitude: -6.2,
        longitude: 106.8,
        accuracy_m: 900,
        ip: '203.0.113.7',
        flags: ['accuracy'],
      }),
    ]);
  });

  it('edits a day only with a reason, as admin punches and an excuse, audited', async () => {
    const noReason = await admin.api.put('admin/absensi/day', {
      user_id: pegawai.user.id,
      date: '2026-11-09',
      check_in: '07:25',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    const nothing = await admin.api.put('admin/absensi/day', {
      user_id: pegawai.user.id,
      date: '2026-11-09',
      reason: 'Tidak mengubah apa pun',
    });
    expect(nothing.statusCode).toBe(422);

    const res = await admin.api.put('admin/absensi/day', {
      user_id: pegawai.user.id,
      date: '2026-11-09',
      check_in: '07:25',
      check_out: '16:02',
      reason: 'Data mesin hilang, dikonfirmasi atasan',
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.punches.map((p: { source: string; type: string; at: string; note: string }) => [
          p.source,
          p.type,
          p.at,
          p.note,
        ]),
    ).toEqual([
      ['admin', 'masuk', '2026-11-09T00:25:00.000Z', 'Data mesin hilang, dikonfirmasi atasan'],
      ['admin', 'pulang', '2026-11-09T09:02:00.000Z', 'Data mesin hilang, dikonfirmasi atasan'],
    ]);

    expect(res.json().data.punches.map((p: { time: string }) => p.time)).toEqual([
      '07:25',
      '16:02',
    ]);

    const excuse = await admin.api.put('admin/absensi/day', {
      user_id: pegawai.user.id,
      date: '2026-11-12',
      excuse_code: 'SAKIT',
      reason: 'Surat dokter diserahkan ke bagian kepegawaian',
    });
    expect(excuse.json().data.excuses).toEqual([
      expect.objectContaining({ code: 'SAKIT', source_type: 'admin' }),
    ]);
    // Changing the admin's excuse replaces it; null removes it.
    await admin.api.put('admin/absensi/day', {
      user_id: pegawai.user.id,
      date: '2026-11-12',
      excuse_code: null,
      reason: 'Salah input, dibatalkan',
    });
    const left = await ctx.app.db
      .select()
      .from(attendanceExcuses)
      .where(
        and(
          eq(attendanceExcuses.userId, pegawai.user.id),
          eq(attendanceExcuses.date, '2026-11-12'),
        ),
      );
    expect(left).toEqual([]);

    const audits = await ctx.app.db
      .select({ rowId: auditLog.rowId, after: auditLog.after, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.action, 'attendance.admin_edit'));
    expect(audits).toHaveLength(3);
    expect(audits[0]).toMatchObject({
      rowId: `${pegawai.user.id}:2026-11-09`,
      actor: admin.user.id,
      after: expect.objectContaining({ reason: 'Data mesin hilang, dikonfirmasi atasan' }),
    });
  });

  // Needs the engine (S1): the edit recomputes the day from the admin punches.
  it('recomputes the edited day (engine)', async () => {
    const [day] = await ctx.app.db
      .select()
      .from(attendanceDays)
      .where(
        and(eq(attendanceDays.userId, pegawai.user.id), eq(attendanceDays.date, '2026-11-09')),
      );
    expect(day?.code).toBe('H');
    expect(day?.checkIn && new Date(day.checkIn).toISOString()).toBe('2026-11-09T00:25:00.000Z');
    const res = await admin.api.get(`admin/absensi/day?user_id=${pegawai.user.id}&date=2026-11-09`);
    expect(res.json().data.day).toMatchObject({
      code: 'H',
      check_in_time: '07:25',
      check_out_time: '16:02',
    });
  });

  it("gives a person's month with every date", async () => {
    const res = await admin.api.get(
      `admin/absensi/month?user_id=${pegawai.user.id}&year=2026&month=11`,
    );
    expect(res.statusCode).toBe(200);
    const month = res.json().data;
    expect(month.days).toHaveLength(30);
    expect(month.days[0].date).toBe('2026-11-01');
    expect(month.user.name).toBe(pegawai.user.name);
  });

  it('counts the day for the admin home', async () => {
    const res = await admin.api.get('admin/absensi/summary?date=2026-11-10');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ date: '2026-11-10', flagged: 1 });
    expect(res.json().data.staff).toBe(activePeople);
  });
});
