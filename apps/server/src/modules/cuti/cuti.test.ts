import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { login, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import {
  type BuiltOrganisation,
  buildOrganisation,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { upload } from '../../../test/upload.ts';
import { userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { attendanceExcuses, attendanceLocks } from '../../db/schema/attendance.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { staffTypes } from '../../db/schema/masters.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Leave on an organisation built for the file (buildOrganisation): pegawai asks; kepegawaian,
 * atasan, kabag and direktur (the authorised official) decide; dosen is a lecturer who is none
 * of pegawai's approvers. The demo institution is there too, and nobody in it is touched.
 */
const ctx = useTestApp({ demo: true });
let org: BuiltOrganisation;
const S = {} as Record<
  'pegawai' | 'atasan' | 'kabag' | 'kepegawaian' | 'direktur' | 'dosen' | 'admin',
  Session
>;
const type = {} as Record<string, number>;

const base = {
  reason: 'Keperluan keluarga',
  address: 'Jl. Merdeka 1, Bandung',
  phone: '081234567890',
};

async function ask(who: Session, code: string, start: string, end: string, extra = {}) {
  return who.api.post('user/cuti', {
    jenis_cuti_id: type[code],
    start_date: start,
    end_date: end,
    ...base,
    ...extra,
  });
}
const decideAs = (who: Session, level: string, id: number, body: object) =>
  who.api.post(`user/cuti/konfirm_${level}/${id}`, body);
const saldo = async (who: Session, year = 2026) =>
  (await who.api.get(`user/cuti/saldo?year=${year}`)).json().data;

beforeAll(async () => {
  org = await buildOrganisation(ctx.database.db);
  Object.assign(S, await loginOrganisation(ctx.app, org));
  for (const t of await ctx.database.db.select().from(leaveTypes)) type[t.code] = t.id;
});

describe('balance and preview', () => {
  it('gives a PNS with years of service 12 days and nothing carried in the first year of history', async () => {
    expect(await saldo(S.pegawai)).toMatchObject({
      year: 2026,
      eligible: true,
      entitlement: 12,
      carried_over: 0,
      remaining: 12,
    });
  });

  it('counts a request over Christmas without the weekend, the holiday and cuti bersama', async () => {
    const res = await S.pegawai.api.get(
      `user/cuti/hitung?jenis_cuti_id=${type.CT}&start_date=2026-12-21&end_date=2026-12-31`,
    );
    expect(res.json().data).toMatchObject({
      days: 7,
      remaining_before: 12,
      remaining_after: 5,
      problems: {},
    });
  });

  it('gives a lecturer cuti tahunan (PP 17/2020)', async () => {
    expect(await saldo(S.dosen)).toMatchObject({ eligible: true, entitlement: 12 });
  });

  it('gives a PPPK employee cuti tahunan but not cuti besar', async () => {
    const [pppk] = await ctx.database.db
      .select()
      .from(staffTypes)
      .where(eq(staffTypes.code, 'PPPK'));
    const u = await buildUser(ctx.database.db, { permissions: ['user.cuti'] });
    await ctx.database.db
      .update(users)
      .set({ staffTypeId: pppk?.id, tmtCpns: '2024-02-01' })
      .where(eq(users.id, u.id));
    const s = await login(ctx.app, u.email as string, TEST_PASSWORD);
    const b = await saldo(s);
    expect(b).toMatchObject({ entitlement: 12, eligible: true });
    expect(b.others.map((o: { code: string }) => o.code)).not.toContain('CB');
    const res = await ask(s, 'CB', '2026-12-01', '2026-12-10');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.jenis_cuti_id[0]).toContain('tidak tersedia');
  });

  it('refuses cuti tahunan before one year of service, and shows no entitlement that year', async () => {
    const [pns] = await ctx.database.db.select().from(staffTypes).where(eq(staffTypes.code, 'PNS'));
    const u = await buildUser(ctx.database.db, { permissions: ['user.cuti'] });
    await ctx.database.db
      .update(users)
      .set({ staffTypeId: pns?.id, tmtCpns: '2026-03-01' })
      .where(eq(users.id, u.id));
    const s = await login(ctx.app, u.email as string, TEST_PASSWORD);
    expect(await saldo(s)).toMatchObject({ entitlement: 0, eligible_from: '2027-03-01' });
    const res = await ask(s, 'CT', '2026-12-01', '2026-12-01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.start_date[0]).toContain('1 Maret 2027');
  });
});

describe('refusals', () => {
  it('needs a doctor’s letter for sick leave over one day', async () => {
    const res = await ask(S.atasan, 'CS', '2026-12-01', '2026-12-03');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file_id[0]).toContain('Surat keterangan dokter');
    const one = await S.atasan.api.get(
      `user/cuti/hitung?jenis_cuti_id=${type.CS}&start_date=2026-12-01&end_date=2026-12-01`,
    );
    expect(one.json().data.attachment_required).toBe(false);
  });

  it('shows the doctor’s letter to the requester and the approvers, and to nobody else', async () => {
    const fileId = await upload(S.atasan.api, 'surat-dokter.pdf');
    const res = await ask(S.atasan, 'CS', '2026-12-01', '2026-12-03', { file_id: fileId });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    const read = async (who: Session) => (await who.api.get(`user/cuti/${id}/lampiran`)).statusCode;
    expect(await read(S.atasan)).toBe(200);
    expect(await read(S.kepegawaian)).toBe(200);
    expect(await read(S.dosen)).toBe(404);
    // The kabag decides later: not before the request reaches her.
    expect(await read(S.kabag)).toBe(404);
    expect((await S.atasan.api.post(`user/cuti/${id}/withdraw`)).statusCode).toBe(200);
  });

  it('refuses more days than the balance', async () => {
    const res = await ask(S.pegawai, 'CT', '2026-12-01', '2026-12-31');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date[0]).toContain('Sisa cuti tahunan 2026 Anda 12 hari kerja');
  });

  it('validates the form in Indonesian', async () => {
    const res = await S.pegawai.api.post('user/cuti', {
      jenis_cuti_id: type.CT,
      start_date: '2026-12-03',
      end_date: '2026-12-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      reason: [expect.any(String)],
      address: [expect.any(String)],
    });
  });
});

describe('a request through four levels', () => {
  let id: number;

  it('starts at kepegawaian, visible only in that inbox', async () => {
    const res = await ask(S.pegawai, 'CT', '2026-12-21', '2026-12-23');
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      status: 'pending',
      current_level: 'kepegawaian',
      days: 3,
      can_withdraw: true,
    });
    const inbox = await S.kepegawaian.api.post('user/cuti/konfirm_kepegawaian/list', {});
    expect(inbox.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const other = await S.atasan.api.post('user/cuti/konfirm_atasan/list', {});
    expect(other.json().data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(await saldo(S.pegawai)).toMatchObject({ pending: 3, remaining: 9 });
  });

  it('refuses an overlapping request', async () => {
    const res = await ask(S.pegawai, 'CT', '2026-12-23', '2026-12-23');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.start_date[0]).toContain('bertabrakan');
  });

  it('refuses the wrong screen (403), and answers a level not reached and a non-assignee as an unknown id (404)', async () => {
    expect((await decideAs(S.pegawai, 'kepegawaian', id, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    // Not waiting for them: the same answer as for a request that does not exist.
    const unknown = await decideAs(S.atasan, 'atasan', 999_999, { decision: 'approve' });
    expect(unknown.statusCode).toBe(404);
    const early = await decideAs(S.atasan, 'atasan', id, { decision: 'approve' });
    expect({ status: early.statusCode, body: early.json().message }).toEqual({
      status: 404,
      body: unknown.json().message,
    });
    const dosenPerm = await decideAs(S.dosen, 'kabag', id, { decision: 'approve' });
    expect(dosenPerm.statusCode).toBe(404);
    const change = await decideAs(S.dosen, 'atasan', id, {
      decision: 'change',
      note: 'x',
      start_date: '2026-12-20',
      end_date: '2026-12-10',
    });
    expect(change.statusCode).toBe(404);
  });

  it('lets kepegawaian only approve or reject', async () => {
    const res = await decideAs(S.kepegawaian, 'kepegawaian', id, { decision: 'defer' });
    expect(res.statusCode).toBe(422);
  });

  it('moves on after kepegawaian; the requester can no longer withdraw', async () => {
    expect(
      (await decideAs(S.kepegawaian, 'kepegawaian', id, { decision: 'approve' })).statusCode,
    ).toBe(200);
    expect((await S.pegawai.api.post(`user/cuti/${id}/withdraw`)).statusCode).toBe(409);
    expect((await decideAs(S.dosen, 'atasan', id, { decision: 'approve' })).statusCode).toBe(404);
    // The kepegawaian officer's stale screen hears that the request moved on.
    expect(
      (await decideAs(S.kepegawaian, 'kepegawaian', id, { decision: 'approve' })).statusCode,
    ).toBe(409);
  });

  it('lets one of two simultaneous decisions win; the other gets 409', async () => {
    const results = await Promise.all([
      decideAs(S.atasan, 'atasan', id, { decision: 'approve' }),
      decideAs(S.atasan, 'atasan', id, { decision: 'approve' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('ends approved after kabag and the PYBMC, marking attendance', async () => {
    expect((await decideAs(S.kabag, 'kabag', id, { decision: 'approve' })).statusCode).toBe(200);
    expect(
      (
        await decideAs(S.direktur, 'penjabat', id, {
          decision: 'approve',
          note: 'Selamat berlibur',
        })
      ).statusCode,
    ).toBe(200);
    expect((await decideAs(S.direktur, 'penjabat', id, { decision: 'approve' })).statusCode).toBe(
      409,
    );
    const rows = await ctx.database.db
      .select({ date: attendanceExcuses.date, code: attendanceExcuses.code })
      .from(attendanceExcuses)
      .where(and(eq(attendanceExcuses.sourceType, 'cuti'), eq(attendanceExcuses.sourceId, id)));
    expect(rows.map((r) => r.date).sort()).toEqual(['2026-12-21', '2026-12-22', '2026-12-23']);
    expect(await saldo(S.pegawai)).toMatchObject({ taken: 3, pending: 0, remaining: 9 });
    const list = (await S.pegawai.api.post('user/cuti/list', {})).json().data;
    const row = list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ status: 'approved', can_download: true, can_cancel: true });
    expect(row.history.map((h: { decision: string }) => h.decision)).toEqual([
      'submit',
      'approve',
      'approve',
      'approve',
      'approve',
    ]);
  });

  it('writes the letter as a PDF with the person’s name and the decisions', async () => {
    const res = await S.pegawai.api.get(`user/cuti/${id}/surat`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(org.pegawai.name);
    expect(text).toContain('FORMULIR PERMINTAAN DAN PEMBERIAN CUTI');
    expect(text).toContain(org.direktur.name);
    expect((await S.atasan.api.get(`user/cuti/${id}/surat`)).statusCode).toBe(404);
    expect((await S.kepegawaian.api.get(`user/cuti/${id}/surat`)).statusCode).toBe(200);
  });

  it('cancels from a date through atasan and penjabat, giving the days back and unmarking them', async () => {
    const res = await S.pegawai.api.post('user/cuti/pembatalan', {
      cuti_id: id,
      from_date: '2026-12-22',
      reason: 'Tugas mendadak',
    });
    expect(res.statusCode).toBe(201);
    const cid = res.json().data.id;
    expect(
      (await S.pegawai.api.post('user/cuti/pembatalan', { cuti_id: id, reason: 'lagi' }))
        .statusCode,
    ).toBe(409);
    const inbox = (await S.atasan.api.post('user/cuti/konfirm_atasan/pembatalan/list', {})).json()
      .data;
    expect(inbox[0]).toMatchObject({ id: cid, days: 2 });
    expect(
      (
        await S.atasan.api.post(`user/cuti/konfirm_atasan/pembatalan/${cid}`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await S.direktur.api.post(`user/cuti/konfirm_penjabat/pembatalan/${cid}`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(200);
    const rows = await ctx.database.db
      .select({ date: attendanceExcuses.date })
      .from(attendanceExcuses)
      .where(and(eq(attendanceExcuses.sourceType, 'cuti'), eq(attendanceExcuses.sourceId, id)));
    expect(rows.map((r) => r.date)).toEqual(['2026-12-21']);
    expect(await saldo(S.pegawai)).toMatchObject({ taken: 1, remaining: 11 });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cuti.cancel'));
    expect(audit).toHaveLength(1);
  });
});

describe('other transitions', () => {
  it('lets the requester withdraw an unconfirmed request', async () => {
    const id = (await ask(S.pegawai, 'CT', '2026-12-14', '2026-12-14')).json().data.id;
    expect((await S.atasan.api.post(`user/cuti/${id}/withdraw`)).statusCode).toBe(404);
    expect((await S.pegawai.api.post(`user/cuti/${id}/withdraw`)).statusCode).toBe(200);
    expect(
      (await decideAs(S.kepegawaian, 'kepegawaian', id, { decision: 'approve' })).statusCode,
    ).toBe(409);
    expect(await saldo(S.pegawai)).toMatchObject({ pending: 0, remaining: 11 });
  });

  it('lets the atasan change the dates, recounting the days', async () => {
    const id = (await ask(S.pegawai, 'CT', '2026-12-07', '2026-12-08')).json().data.id;
    await decideAs(S.kepegawaian, 'kepegawaian', id, { decision: 'approve' });
    const bad = await decideAs(S.atasan, 'atasan', id, { decision: 'change', note: 'Digeser' });
    expect(bad.statusCode).toBe(422);
    const res = await decideAs(S.atasan, 'atasan', id, {
      decision: 'change',
      note: 'Digeser',
      start_date: '2026-12-09',
      end_date: '2026-12-11',
    });
    expect(res.statusCode).toBe(200);
    const row = (await S.pegawai.api.post('user/cuti/list', {}))
      .json()
      .data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      start_date: '2026-12-09',
      end_date: '2026-12-11',
      days: 3,
      status: 'pending',
      current_level: 'kabag',
    });
  });

  it('lets the PYBMC defer: the days leave this year for next year', async () => {
    const id = (await ask(S.pegawai, 'CT', '2026-12-01', '2026-12-02')).json().data.id;
    for (const [who, level] of [
      [S.kepegawaian, 'kepegawaian'],
      [S.atasan, 'atasan'],
      [S.kabag, 'kabag'],
    ] as const) {
      expect((await decideAs(who, level, id, { decision: 'approve' })).statusCode).toBe(200);
    }
    expect(
      (await decideAs(S.direktur, 'penjabat', id, { decision: 'defer', note: 'Kebutuhan dinas' }))
        .statusCode,
    ).toBe(200);
    expect(await saldo(S.pegawai)).toMatchObject({ deferred_out: 2 });
    expect(await saldo(S.pegawai, 2027)).toMatchObject({ deferred: 2 });
  });

  it('needs a note to reject, and marks nothing', async () => {
    const id = (await ask(S.pegawai, 'CT', '2026-12-03', '2026-12-03')).json().data.id;
    expect(
      (await decideAs(S.kepegawaian, 'kepegawaian', id, { decision: 'reject' })).statusCode,
    ).toBe(422);
    expect(
      (
        await decideAs(S.kepegawaian, 'kepegawaian', id, {
          decision: 'reject',
          note: 'Dokumen kurang',
        })
      ).statusCode,
    ).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(attendanceExcuses)
      .where(eq(attendanceExcuses.sourceId, id));
    expect(rows).toHaveLength(0);
  });

  it('refuses the final approval when the month is locked', async () => {
    const id = (await ask(S.pegawai, 'CT', '2026-12-28', '2026-12-28')).json().data.id;
    for (const [who, level] of [
      [S.kepegawaian, 'kepegawaian'],
      [S.atasan, 'atasan'],
      [S.kabag, 'kabag'],
    ] as const) {
      expect((await decideAs(who, level, id, { decision: 'approve' })).statusCode).toBe(200);
    }
    const [lock] = await ctx.database.db
      .insert(attendanceLocks)
      .values({ year: 2026, month: 12 })
      .returning();
    const res = await decideAs(S.direktur, 'penjabat', id, { decision: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('dikunci');
    await ctx.database.db.delete(attendanceLocks).where(eq(attendanceLocks.id, lock?.id ?? 0));
    expect((await decideAs(S.direktur, 'penjabat', id, { decision: 'approve' })).statusCode).toBe(
      200,
    );
  });
});

describe('settings and report', () => {
  it('records opening balances and cuti bersama duty, audited, and the balance follows', async () => {
    const dosenId = S.dosen.user.id;
    expect(
      (
        await S.admin.api.put('admin/cuti_setting/2026', {
          entitlement: 12,
          max_carry_per_year: 6,
          max_total: 18,
          max_total_long: 24,
        })
      ).statusCode,
    ).toBe(200);
    const open = await S.admin.api.post('admin/cuti_setting/saldo_awal', {
      user_id: dosenId,
      year: 2026,
      carried_over: 5,
      taken: 3,
    });
    expect(open.statusCode).toBe(200);
    const notBersama = await S.admin.api.post('admin/cuti_setting/cuti_bersama', {
      user_id: dosenId,
      date: '2026-12-01',
    });
    expect(notBersama.statusCode).toBe(422);
    expect(
      (
        await S.admin.api.post('admin/cuti_setting/cuti_bersama', {
          user_id: dosenId,
          date: '2026-12-24',
        })
      ).statusCode,
    ).toBe(200);
    expect(await saldo(S.dosen)).toMatchObject({
      carried_over: 5,
      cuti_bersama_duty: 1,
      available: 18,
      taken: 3,
      remaining: 15,
    });
    const actions = (await ctx.database.db.select({ a: auditLog.action }).from(auditLog)).map(
      (r) => r.a,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'cuti_setting.save',
        'cuti_opening_balance.save',
        'cuti_bersama_duty.create',
      ]),
    );
    expect(
      (
        await S.pegawai.api.put('admin/cuti_setting/2026', {
          entitlement: 12,
          max_carry_per_year: 6,
          max_total: 18,
          max_total_long: 24,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists balances and leave taken per person, and exports them', async () => {
    const res = await S.admin.api.post('admin/laporan/cuti/list', {
      year: 2026,
      search: org.pegawai.name,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      name: org.pegawai.name,
      taken: 2,
      by_type: { CT: 2 },
    });
    const x = await S.admin.api.get('admin/laporan/cuti/export?year=2026');
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('laporan-cuti-2026');
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lets staff reach the atasan screen but only personnel the kepegawaian one', async () => {
    const [g] = await ctx.database.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.systemKey, 'staff'));
    const members = await ctx.database.db
      .select()
      .from(userGroupMembers)
      .where(eq(userGroupMembers.groupId, g?.id ?? 0));
    expect(members.length).toBeGreaterThan(5);
    expect((await S.pegawai.api.post('user/cuti/konfirm_atasan/list', {})).statusCode).toBe(200);
    expect((await S.pegawai.api.post('user/cuti/konfirm_kepegawaian/list', {})).statusCode).toBe(
      403,
    );
  });
});
