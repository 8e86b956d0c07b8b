/**
 * Change requests for apel and senam through HTTP (docs/apel-senam.md "Change requests"): the
 * attendance module's one mechanism with the kind as a parameter, decided by the atasan (or the
 * admin of `/admin/absensi_apel/perubahan`). An approval sets the person's status on the
 * session: hadir, or berhalangan with the reason. On an organisation built for the file
 * (pegawai answers to atasan); March 2026 sessions, the attendance clock on 1 April.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  loginBuilt,
  loginOrganisation,
  type Session,
} from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation, buildUser } from '../../../test/factories.ts';
import { submitToSuperiorOrAdmin } from '../../../test/superior-or-admin-request.ts';
import { runWorkflowSuite } from '../../../test/workflow-suite.ts';
import { ceremonyAttendance, ceremonySessions } from '../../db/schema/apel-senam.ts';
import { attendanceLocks } from '../../db/schema/attendance.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { setAttendanceClock, zonedInstantOf } from '../attendance/attendance.api.ts';

const ctx = useTestApp();
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'kabag' | 'dosen' | 'admin', Session>;
const sessions = {} as Record<'apel2' | 'apel9' | 'apel16' | 'senam6' | 'apel30', number>;

async function addSession(kind: 'apel' | 'senam', date: string, unitIds: number[] = []) {
  const [row] = await ctx.app.db
    .insert(ceremonySessions)
    .values({
      kind,
      date,
      name: kind === 'apel' ? 'Apel pagi Senin' : 'Senam pagi Jumat',
      opensAt: '07:00',
      onTimeUntil: '07:30',
      closesAt: '08:00',
      source: 'manual',
      unitIds,
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  Object.assign(s, await loginOrganisation(ctx.app, org));
  const mine = [org.units.unit.id];
  sessions.apel2 = await addSession('apel', '2026-03-02', mine);
  sessions.apel9 = await addSession('apel', '2026-03-09'); // everyone: the workflow suite's teams
  sessions.apel16 = await addSession('apel', '2026-03-16', mine);
  sessions.senam6 = await addSession('senam', '2026-03-06', mine);
  sessions.apel30 = await addSession('apel', '2026-03-30', mine);
  // pegawai checked in to the apel of 16 March.
  await ctx.app.db.insert(ceremonyAttendance).values({
    sessionId: sessions.apel16,
    userId: org.pegawai.id,
    status: 'hadir',
    source: 'presensi',
    checkedInAt: zonedInstantOf('2026-03-16', '07:10', 'Asia/Jakarta').toISOString(),
  });
  setAttendanceClock(zonedInstantOf('2026-04-01', '08:00', 'Asia/Jakarta'));
});
afterAll(() => setAttendanceClock());

const apel = 'user/presensi_apel/perubahan';
const senam = 'user/presensi_senam/perubahan';
const ask = (who: Session, url: string, body: Record<string, unknown>) => who.api.post(url, body);
const myStatus = async (who: Session, kind: 'apel' | 'senam', date: string) => {
  const res = await who.api.post(`user/presensi_${kind}/list`, { month: '2026-03', per: 50 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { date: string; status: string }[]).find((r) => r.date === date)
    ?.status;
};

describe('access', () => {
  it('answers 401 without a login and 403 without the screen permission', async () => {
    const anonymous = new ApiClient(ctx.app);
    const other = await loginBuilt(
      ctx.app,
      await buildUser(ctx.app.db, { permissions: ['user.cuti'] }),
    );
    for (const kind of ['apel', 'senam']) {
      const user = `user/presensi_${kind}/perubahan`;
      const admin = `admin/absensi_${kind}/perubahan`;
      const calls: [string, string][] = [
        ['post', `${user}/list`],
        ['post', user],
        ['get', `${user}/1`],
        ['post', `${user}/1/decide`],
        ['post', `${user}/1/withdraw`],
        ['get', `${user}/1/file`],
        ['post', `${admin}/list`],
        ['post', `${admin}/1/decide`],
      ];
      for (const [method, url] of calls) {
        const call = (api: ApiClient) => (method === 'get' ? api.get(url) : api.post(url, {}));
        expect((await call(anonymous)).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(other.api)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // The staff member holds the user screens, not the admin ones.
    expect((await s.pegawai.api.post('admin/absensi_apel/perubahan/list', {})).statusCode).toBe(
      403,
    );
  });
});

describe('asking', () => {
  it('answers 422 with the field for what cannot be asked', async () => {
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ date: '2026-03-02', reason: 'Lupa presensi apel' }, 'reason_kind', undefined],
      // Presensi's reasons are not apel's.
      [
        { date: '2026-03-02', reason_kind: 'lupa_masuk', check_in: '07:10', reason: 'Lupa' },
        'reason_kind',
        undefined,
      ],
      [{ date: '2026-03-02', reason_kind: 'izin', reason: 'x' }, 'reason', undefined],
      [
        { date: '2026-03-03', reason_kind: 'izin', reason: 'Keperluan keluarga' },
        'date',
        'Tidak ada apel pada tanggal ini',
      ],
      [
        { date: '2026-12-07', reason_kind: 'lupa_presensi', reason: 'Lupa presensi apel' },
        'date',
        'Tanggal belum terjadi; presensi apel tidak dapat diubah',
      ],
      [
        { date: '2026-03-16', reason_kind: 'lupa_presensi', reason: 'Lupa presensi apel' },
        'date',
        'Presensi apel Anda pada tanggal ini sudah tercatat hadir',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await ask(s.pegawai, apel, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
      if (message) expect(res.json().errors[field]).toEqual([message]);
    }
    // Someone outside the session's units is not among its participants.
    const outsider = await ask(s.dosen, apel, {
      date: '2026-03-02',
      reason_kind: 'lupa_presensi',
      reason: 'Lupa presensi apel',
    });
    expect(outsider.json().errors?.date).toEqual([
      'Anda tidak termasuk peserta apel pada tanggal ini',
    ]);
  });
});

describe('deciding', () => {
  it('goes to the superior; approved, the session shows pegawai hadir', async () => {
    expect(await myStatus(s.pegawai, 'apel', '2026-03-02')).toBe('tidak_hadir');
    const res = await ask(s.pegawai, apel, {
      date: '2026-03-02',
      reason_kind: 'lupa_presensi',
      reason: 'Ikut apel tetapi lupa presensi di aplikasi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().data;
    expect(request).toMatchObject({
      kind: 'apel',
      session_name: 'Apel pagi Senin',
      reason_kind: 'lupa_presensi',
      check_in: null,
      approval: { status: 'pending', current_level: 'atasan' },
      can_withdraw: true,
    });
    const again = await ask(s.pegawai, apel, {
      date: '2026-03-02',
      reason_kind: 'mesin',
      reason: 'Aplikasi gagal mengirim presensi',
    });
    expect(again.statusCode).toBe(422);

    // One kind's requests are not another's: not in presensi's or senam's lists or routes.
    for (const url of ['user/presensi/perubahan', senam]) {
      const other = await s.atasan.api.post(`${url}/list`, { box: 'inbox' });
      expect(other.json().data.map((r: { id: number }) => r.id)).not.toContain(request.id);
      expect((await s.atasan.api.get(`${url}/${request.id}`)).statusCode).toBe(404);
      const wrong = await s.atasan.api.post(`${url}/${request.id}/decide`, { decision: 'approve' });
      expect(wrong.statusCode).toBe(404);
    }
    const inbox = await s.atasan.api.post(`${apel}/list`, { box: 'inbox' });
    expect(inbox.json().data.find((r: { id: number }) => r.id === request.id)?.can_decide).toBe(
      true,
    );
    expect((await s.kabag.api.post(`${apel}/list`, { box: 'inbox' })).json().total).toBe(0);

    // Not by a stranger, nor by the requester.
    const stranger = await s.kabag.api.post(`${apel}/${request.id}/decide`, {
      decision: 'approve',
    });
    expect(stranger.statusCode).toBe(404);
    const own = await s.pegawai.api.post(`${apel}/${request.id}/decide`, { decision: 'approve' });
    expect(own.statusCode).toBe(403);

    const ok = await s.atasan.api.post(`${apel}/${request.id}/decide`, {
      decision: 'approve',
      note: 'Benar, hadir di barisan',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.approval.status).toBe('approved');
    expect(await myStatus(s.pegawai, 'apel', '2026-03-02')).toBe('hadir');
    const list = await s.admin.api.post(`admin/absensi/apel/${sessions.apel2}/attendance/list`, {
      search: org.pegawai.name,
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: org.pegawai.id }),
        status: 'hadir',
        source: 'perubahan',
        note: `Perubahan #${request.id} (Lupa presensi): Ikut apel tetapi lupa presensi di aplikasi`,
      }),
    ]);
    const audit = await ctx.app.db
      .select({ action: auditLog.action, table: auditLog.tableName, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'ceremony_attendance'), eq(auditLog.action, 'perubahan')))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ status: 'hadir' }) }),
    ]);
    const requestAudit = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'apel_perubahan.%'))
      .orderBy(auditLog.id);
    expect(requestAudit.map((a) => a.action)).toEqual([
      'apel_perubahan.submit',
      'apel_perubahan.approve',
    ]);
  });

  it('makes senam berhalangan with the reason, decided from the admin screen', async () => {
    const res = await ask(s.pegawai, senam, {
      date: '2026-03-06',
      reason_kind: 'sakit',
      reason: 'Demam, surat dokter terlampir',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const adminList = await s.admin.api.post('admin/absensi_senam/perubahan/list', {
      status: 'pending',
    });
    expect(adminList.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    // The apel admin list does not hold senam's requests.
    const apelList = await s.admin.api.post('admin/absensi_apel/perubahan/list', {
      status: 'pending',
    });
    expect(apelList.json().total).toBe(0);
    const ok = await s.admin.api.post(`admin/absensi_senam/perubahan/${id}/decide`, {
      decision: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await myStatus(s.pegawai, 'senam', '2026-03-06')).toBe('berhalangan');
    const [row] = await ctx.app.db
      .select()
      .from(ceremonyAttendance)
      .where(
        and(
          eq(ceremonyAttendance.sessionId, sessions.senam6),
          eq(ceremonyAttendance.userId, org.pegawai.id),
        ),
      );
    expect(row).toMatchObject({ status: 'berhalangan', source: 'perubahan' });
    expect(row?.note).toContain('Sakit');
  });

  it('refuses with 409 in a locked month, asking and approving; nothing changes', async () => {
    const res = await ask(s.pegawai, apel, {
      date: '2026-03-30',
      reason_kind: 'dinas_luar',
      reason: 'Rapat koordinasi di kementerian',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    await ctx.app.db.insert(attendanceLocks).values({ year: 2026, month: 3 });
    try {
      const locked = await s.atasan.api.post(`${apel}/${id}/decide`, { decision: 'approve' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().code).toBe('PERIOD_LOCKED');
      const still = await s.atasan.api.get(`${apel}/${id}`);
      expect(still.json().data.approval.status).toBe('pending');
      expect(await myStatus(s.pegawai, 'apel', '2026-03-30')).toBe('tidak_hadir');
      const asked = await ask(s.atasan, apel, {
        date: '2026-03-30',
        reason_kind: 'izin',
        reason: 'Mengurus keperluan keluarga',
      });
      expect(asked.statusCode).toBe(409);
    } finally {
      await ctx.app.db.delete(attendanceLocks).where(eq(attendanceLocks.year, 2026));
    }
    const ok = await s.atasan.api.post(`${apel}/${id}/decide`, { decision: 'approve' });
    expect(ok.statusCode).toBe(200);
    expect(await myStatus(s.pegawai, 'apel', '2026-03-30')).toBe('berhalangan');
  });
});

// The shared workflow suite, with a team built for each request on the everyone-session of 9 March.
runWorkflowSuite(ctx, {
  subjectType: 'apel_perubahan',
  tableName: 'attendance_changes',
  inboxLink: '/user/presensi_apel/perubahan?tab=persetujuan',
  requesterLink: '/user/presensi_apel/perubahan',
  submit: () =>
    submitToSuperiorOrAdmin(ctx, {
      userPath: apel,
      adminPath: 'admin/absensi_apel/perubahan',
      body: {
        date: '2026-03-09',
        reason_kind: 'mesin',
        reason: 'Aplikasi gagal mengirim presensi apel',
      },
    }),
});
