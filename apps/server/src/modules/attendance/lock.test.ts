import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { attendancePunches } from '../../db/schema/attendance.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';

const LOCKED = /sudah dikunci/;

/** Multipart body of one file under `file`. */
function multipart(name: string, content: string) {
  const boundary = '----sikerja-test';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The month lock: locking and unlocking (audited), and each kind of change refused while the
 * month is locked: punch import, correction approval, admin edit, calendar edit.
 */
describe('month lock', () => {
  // People of its own (buildOrganisation): pegawai's unit, and dosen's unit as the other one.
  const ctx = useTestApp();
  let org: BuiltOrganisation;
  const s = {} as Record<'pegawai' | 'atasan' | 'admin', Session>;
  let akd = 0;
  let otherUnit = 0;
  let pendingChange = 0;

  beforeAll(async () => {
    org = await buildOrganisation(ctx.app.db);
    Object.assign(s, await loginOrganisation(ctx.app, org));
    akd = org.units.unit.id;
    otherUnit = org.units.prodi.id;
    // A correction asked before the lock, decided after it.
    const res = await s.pegawai.api.post('user/presensi/perubahan', {
      date: '2026-10-06',
      reason_kind: 'lupa_pulang',
      check_out: '16:10',
      reason: 'Lupa presensi pulang',
    });
    expect(res.statusCode).toBe(200);
    pendingChange = res.json().data.id;
  });

  it('is for the lock permission only', async () => {
    expect((await s.pegawai.api.post('admin/lock', { year: 2026, month: 10 })).statusCode).toBe(
      403,
    );
    expect((await s.pegawai.api.post('admin/lock/list', {})).statusCode).toBe(403);
  });

  it('locks October 2026 for everyone, once, audited', async () => {
    const res = await s.admin.api.post('admin/lock', {
      year: 2026,
      month: 10,
      note: 'Tutup buku Oktober',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      year: 2026,
      month: 10,
      unit_id: null,
      unit_name: null,
    });
    expect((await s.admin.api.post('admin/lock', { year: 2026, month: 10 })).statusCode).toBe(409);
    const list = await s.admin.api.post('admin/lock/list', { year: 2026 });
    expect(list.json().total).toBe(1);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'attendance_locks.lock'));
    expect(audit?.after).toMatchObject({ year: 2026, month: 10, note: 'Tutup buku Oktober' });
  });

  it('refuses the approval of a correction', async () => {
    const res = await s.atasan.api.post(`user/presensi/perubahan/${pendingChange}/decide`, {
      decision: 'approve',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(LOCKED);
    // Nothing was decided: it still waits.
    const again = await s.atasan.api.get(`user/presensi/perubahan/${pendingChange}`);
    expect(again.json().data.approval.status).toBe('pending');
  });

  it('refuses a new correction for the month', async () => {
    const res = await s.pegawai.api.post('user/presensi/perubahan', {
      date: '2026-10-07',
      reason_kind: 'sakit',
      reason: 'Sakit flu berat',
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses an admin edit', async () => {
    const res = await s.admin.api.put('admin/absensi/day', {
      user_id: s.pegawai.user.id,
      date: '2026-10-08',
      check_in: '07:30',
      reason: 'Koreksi data mesin',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(LOCKED);
  });

  it('refuses a punch import touching the month, whole', async () => {
    const [pegawai] = await ctx.app.db
      .select({ nip: users.nip })
      .from(users)
      .where(eq(users.id, s.pegawai.user.id));
    const file = multipart(
      'mesin.csv',
      `NIP;Waktu\n${pegawai?.nip};2026-09-30 07:25\n${pegawai?.nip};2026-10-01 07:25\n`,
    );
    const res = await s.admin.api.request('POST', 'admin/absensi/import', file.body, file.headers);
    expect(res.statusCode).toBe(409);
    const stored = await ctx.app.db
      .select()
      .from(attendancePunches)
      .where(
        and(
          eq(attendancePunches.userId, s.pegawai.user.id),
          eq(attendancePunches.source, 'fingerprint'),
        ),
      );
    expect(stored).toEqual([]);
  });

  it('refuses calendar edits of the month (create, update, delete)', async () => {
    const create = await s.admin.api.post('admin/harikerja', {
      date: '2026-10-09',
      kind: 'libur_unit',
      name: 'Dies Natalis',
      unit_id: akd,
      is_active: true,
    });
    expect(create.statusCode).toBe(409);
    // A November day may be created, but not moved into October.
    const november = await s.admin.api.post('admin/harikerja', {
      date: '2026-11-09',
      kind: 'libur_unit',
      name: 'Dies Natalis',
      unit_id: akd,
      is_active: true,
    });
    expect(november.statusCode).toBe(201);
    const row = november.json().data;
    const move = await s.admin.api.put(`admin/harikerja/${row.id}`, { ...row, date: '2026-10-09' });
    expect(move.statusCode).toBe(409);
    // Deleting needs its month open too.
    const lockNov = await s.admin.api.post('admin/lock', { year: 2026, month: 11, unit_id: akd });
    expect(lockNov.statusCode).toBe(200);
    expect((await s.admin.api.delete(`admin/harikerja/${row.id}`)).statusCode).toBe(409);
    const unlock = await s.admin.api.delete(`admin/lock/${lockNov.json().data.id}`);
    expect(unlock.statusCode).toBe(200);
    expect((await s.admin.api.delete(`admin/harikerja/${row.id}`)).statusCode).toBe(200);
  });

  it('holds a unit lock to that unit only', async () => {
    const lock = await s.admin.api.post('admin/lock', { year: 2026, month: 9, unit_id: otherUnit });
    expect(lock.statusCode).toBe(200);
    const dosen = org.dosen;
    const refused = await s.admin.api.put('admin/absensi/day', {
      user_id: dosen.id,
      date: '2026-09-08',
      check_in: '07:30',
      reason: 'Koreksi data mesin',
    });
    expect(refused.statusCode).toBe(409);
    const allowed = await s.admin.api.put('admin/absensi/day', {
      user_id: s.pegawai.user.id,
      date: '2026-09-08',
      check_in: '07:30',
      reason: 'Koreksi data mesin',
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('unlocks, audited, and the change goes through', async () => {
    const list = await s.admin.api.post('admin/lock/list', { year: 2026 });
    const october = list.json().data.find((l: { month: number }) => l.month === 10);
    const res = await s.admin.api.delete(`admin/lock/${october.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Kunci Oktober 2026 untuk semua unit telah dibuka.');
    const audits = await ctx.app.db
      .select({ before: auditLog.before })
      .from(auditLog)
      .where(inArray(auditLog.action, ['attendance_locks.unlock']));
    expect(audits.map((a) => a.before)).toContainEqual(
      expect.objectContaining({ month: 10, year: 2026 }),
    );
    const approve = await s.atasan.api.post(`user/presensi/perubahan/${pendingChange}/decide`, {
      decision: 'approve',
    });
    expect(approve.statusCode).toBe(200);
    expect((await s.admin.api.delete(`admin/lock/${october.id}`)).statusCode).toBe(404);
  });
});
