import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { selectRows } from '../../db/client.ts';
import {
  attendanceDays,
  attendanceExcuses,
  attendancePunches,
} from '../../db/schema/attendance.ts';
import { auditLog } from '../../db/schema/audit.ts';

/**
 * Perubahan presensi on an organisation built for the file (buildOrganisation): pegawai answers
 * to atasan; kabag is atasan's superior but not pegawai's, so nothing of pegawai's reaches her;
 * dosen is another member of staff; admin holds admin.absensi.perubahan. No demo institution,
 * so the admin's lists hold exactly this file's requests.
 */
describe('perubahan presensi', () => {
  const ctx = useTestApp();
  let org: BuiltOrganisation;
  const s = {} as Record<'pegawai' | 'atasan' | 'kabag' | 'dosen' | 'admin', Session>;
  const url = 'user/presensi/perubahan';

  beforeAll(async () => {
    org = await buildOrganisation(ctx.app.db);
    Object.assign(s, await loginOrganisation(ctx.app, org));
  });

  const create = (body: Record<string, unknown>, who: Session = s.pegawai) =>
    who.api.post(url, body);
  const list = async (who: Session, body: Record<string, unknown>) => {
    const res = await who.api.post(`${url}/list`, body);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: { id: number; can_decide: boolean; approval: { status: string } }[];
      total: number;
    };
  };

  it('checks the request: times for a forgotten punch, a reason, no future punch', async () => {
    const missing = await create({
      date: '2026-11-02',
      reason_kind: 'lupa_masuk',
      reason: 'Lupa presensi',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.check_in).toEqual(['Jam masuk wajib diisi']);
    const future = await create({
      date: '2026-12-30',
      reason_kind: 'lupa_pulang',
      check_out: '16:00',
      reason: 'Lupa presensi',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.date).toBeDefined();
    const short = await create({ date: '2026-11-02', reason_kind: 'izin', reason: 'x' });
    expect(short.statusCode).toBe(422);
  });

  it('goes to the superior only; the superior approves and the day gets the punches', async () => {
    const res = await create({
      date: '2026-11-02',
      reason_kind: 'mesin',
      check_in: '07:20',
      check_out: '16:05',
      reason: 'Mesin fingerprint mati sepanjang hari',
    });
    expect(res.statusCode).toBe(200);
    const request = res.json().data;
    expect(request.approval).toMatchObject({ status: 'pending', current_level: 'atasan' });
    expect(request.can_withdraw).toBe(true);

    // The requester sees it among theirs; the superior in the inbox; nobody else at all.
    expect((await list(s.pegawai, { box: 'mine', status: null })).data.map((r) => r.id)).toContain(
      request.id,
    );
    const inbox = await list(s.atasan, { box: 'inbox' });
    expect(inbox.data.find((r) => r.id === request.id)?.can_decide).toBe(true);
    expect((await list(s.atasan, { box: 'mine' })).data.map((r) => r.id)).not.toContain(request.id);
    expect((await list(s.kabag, { box: 'inbox' })).total).toBe(0);
    expect((await s.dosen.api.get(`${url}/${request.id}`)).statusCode).toBe(404);
    expect((await s.atasan.api.get(`${url}/${request.id}`)).statusCode).toBe(200);

    // A non-superior may not decide, nor learn that the request exists.
    const stranger = await s.kabag.api.post(`${url}/${request.id}/decide`, { decision: 'approve' });
    expect(stranger.statusCode).toBe(404);
    const self = await s.pegawai.api.post(`${url}/${request.id}/decide`, { decision: 'approve' });
    expect(self.statusCode).toBe(403);

    const ok = await s.atasan.api.post(`${url}/${request.id}/decide`, {
      decision: 'approve',
      note: 'Benar, mesin rusak',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.approval.status).toBe('approved');
    expect(ok.json().data.history.map((h: { decision: string }) => h.decision)).toEqual([
      'submit',
      'approve',
    ]);

    const again = await s.atasan.api.post(`${url}/${request.id}/decide`, {
      decision: 'reject',
      note: 'Salah',
    });
    expect(again.statusCode).toBe(409);

    // Punches at the asked times on the institution's clock (WIB), source 'perubahan'.
    const punches = await selectRows<{ type: string; source: string; at: string }>(
      ctx.app.db,
      ctx.app.db
        .select({
          type: attendancePunches.type,
          source: attendancePunches.source,
          at: attendancePunches.at,
        })
        .from(attendancePunches)
        .where(
          and(
            eq(attendancePunches.userId, s.pegawai.user.id),
            eq(attendancePunches.date, '2026-11-02'),
          ),
        )
        .orderBy(attendancePunches.at)
        .getSQL(),
    );
    expect(punches.map((p) => [p.type, p.source, new Date(p.at).toISOString()])).toEqual([
      ['masuk', 'perubahan', '2026-11-02T00:20:00.000Z'],
      ['pulang', 'perubahan', '2026-11-02T09:05:00.000Z'],
    ]);

    const audit = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'presensi_perubahan.%'));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['presensi_perubahan.submit', 'presensi_perubahan.approve']),
    );
  });

  // Needs the engine (S1): recomputeAttendance writes the day from the new punches.
  it('recomputes the approved day (engine)', async () => {
    const [day] = await ctx.app.db
      .select()
      .from(attendanceDays)
      .where(
        and(eq(attendanceDays.userId, s.pegawai.user.id), eq(attendanceDays.date, '2026-11-02')),
      );
    expect(day?.checkIn).toBeTruthy();
    expect(day?.checkOut).toBeTruthy();
    expect(day?.code).toBe('H');
  });

  it('rejects with a mandatory note, and writes nothing to the day', async () => {
    const res = await create({
      date: '2026-11-03',
      reason_kind: 'sakit',
      reason: 'Demam tinggi, surat dokter menyusul',
    });
    const id = res.json().data.id;
    const noNote = await s.atasan.api.post(`${url}/${id}/decide`, { decision: 'reject' });
    expect(noNote.statusCode).toBe(422);
    const rejected = await s.atasan.api.post(`${url}/${id}/decide`, {
      decision: 'reject',
      note: 'Tidak ada surat dokter',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.approval.status).toBe('rejected');
    const excuses = await ctx.app.db
      .select()
      .from(attendanceExcuses)
      .where(
        and(
          eq(attendanceExcuses.userId, s.pegawai.user.id),
          eq(attendanceExcuses.date, '2026-11-03'),
        ),
      );
    expect(excuses).toEqual([]);
  });

  it('turns an approved dinas luar into a DL excuse, decided from the admin screen', async () => {
    const res = await create({
      date: '2026-11-04',
      reason_kind: 'dinas_luar',
      reason: 'Rapat koordinasi di kementerian',
    });
    const id = res.json().data.id;
    // The staff member cannot use the admin screen.
    expect((await s.pegawai.api.post('admin/absensi/perubahan/list', {})).statusCode).toBe(403);
    const adminList = await s.admin.api.post('admin/absensi/perubahan/list', {
      status: 'pending',
      date_from: '2026-11-04',
      date_to: '2026-11-04',
      search: org.pegawai.name,
    });
    expect(adminList.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    const ok = await s.admin.api.post(`admin/absensi/perubahan/${id}/decide`, {
      decision: 'approve',
    });
    expect(ok.statusCode).toBe(200);
    const excuses = await ctx.app.db
      .select({ code: attendanceExcuses.code, source: attendanceExcuses.sourceType })
      .from(attendanceExcuses)
      .where(
        and(
          eq(attendanceExcuses.userId, s.pegawai.user.id),
          eq(attendanceExcuses.date, '2026-11-04'),
        ),
      );
    expect(excuses).toEqual([{ code: 'DL', source: 'perubahan' }]);
    const approved = await s.admin.api.post('admin/absensi/perubahan/list', { status: 'approved' });
    expect(approved.json().total).toBe(2);
  });

  it('lets the requester withdraw an undecided request, once', async () => {
    const res = await create({
      date: '2026-11-05',
      reason_kind: 'izin',
      reason: 'Mengurus keperluan keluarga',
    });
    const id = res.json().data.id;
    const duplicate = await create({
      date: '2026-11-05',
      reason_kind: 'izin',
      reason: 'Mengurus keperluan keluarga',
    });
    expect(duplicate.statusCode).toBe(422);
    expect((await s.atasan.api.post(`${url}/${id}/withdraw`)).statusCode).toBe(404);
    const ok = await s.pegawai.api.post(`${url}/${id}/withdraw`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.approval.status).toBe('withdrawn');
    expect((await s.pegawai.api.post(`${url}/${id}/withdraw`)).statusCode).toBe(409);
  });

  it('lists what is pending first, then the newest day, with what each may do', async () => {
    const res = await create({
      date: '2026-10-30',
      reason_kind: 'izin',
      reason: 'Mengurus keperluan keluarga',
    });
    expect(res.statusCode).toBe(200);
    const id: number = res.json().data.id;
    type Row = { date: string; can_decide: boolean; can_withdraw: boolean };
    const rows = async (who: Session, box: string) =>
      (await list(who, { box })).data as unknown as Row[];

    const mine = await rows(s.pegawai, 'mine');
    expect(mine.map((r) => [r.date, r.can_withdraw, r.can_decide])).toEqual([
      ['2026-10-30', true, false],
      ['2026-11-05', false, false],
      ['2026-11-04', false, false],
      ['2026-11-03', false, false],
      ['2026-11-02', false, false],
    ]);
    // The inbox keeps what the superior decided, not the admin's decision nor the withdrawal.
    const inbox = await rows(s.atasan, 'inbox');
    expect(inbox.map((r) => [r.date, r.can_decide, r.can_withdraw])).toEqual([
      ['2026-10-30', true, false],
      ['2026-11-03', false, false],
      ['2026-11-02', false, false],
    ]);

    const unseen = await s.dosen.api.get(`${url}/${id}`);
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().message).toBe('Pengajuan tidak ditemukan.');
  });
});
