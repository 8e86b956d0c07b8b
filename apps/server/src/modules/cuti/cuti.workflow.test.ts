/** Leave and its cancellation run the shared workflow suite, with people built for each test. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildCuti, buildTeam, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { type Decider, runWorkflowSuite } from '../../../test/workflow-suite.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';

const ctx = useTestApp();

const session = async (email: string | null) => login(ctx.app, email ?? '', TEST_PASSWORD);

async function decider(user: { id: number; email: string | null }, path: string): Promise<Decider> {
  const s = await session(user.email);
  return { userId: user.id, email: user.email ?? '', decide: (body) => s.api.post(path, body) };
}

runWorkflowSuite(ctx, {
  subjectType: 'cuti',
  tableName: 'cuti_requests',
  inboxLink: '/user/cuti/konfirm_kepegawaian',
  requesterLink: '/user/cuti',
  async submit() {
    const db = ctx.database.db;
    // The requester holds the kepegawaian screen too, so their own decision reaches the engine.
    const { member } = await buildTeam(db, {
      memberPermissions: ['user.cuti', 'user.cuti.konfirm_kepegawaian'],
    });
    const personnel = () =>
      buildUser(db, {
        permissions: ['user.cuti.konfirm_kepegawaian'],
        systemGroups: ['personnel'],
      });
    const [a, b] = [await personnel(), await personnel()];
    const [ct] = await db.select().from(leaveTypes).where(eq(leaveTypes.code, 'CT'));
    const requester = await session(member.email);
    const res = await requester.api.post('user/cuti', {
      jenis_cuti_id: ct?.id,
      start_date: '2026-12-07',
      end_date: '2026-12-08',
      reason: 'Keperluan keluarga',
      address: 'Jl. Uji 1, Bandung',
      phone: '081234567890',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    const path = `user/cuti/konfirm_kepegawaian/${id}`;
    return {
      id,
      requesterId: member.id,
      deciders: [await decider(a, path), await decider(b, path)],
      decideOwn: (body) => requester.api.post(path, body),
      withdraw: () => requester.api.post(`user/cuti/${id}/withdraw`),
    };
  },
});

runWorkflowSuite(ctx, {
  subjectType: 'cuti_pembatalan',
  tableName: 'cuti_cancellations',
  inboxLink: '/user/cuti/konfirm_atasan?tab=pembatalan',
  requesterLink: '/user/cuti/pembatalan',
  async submit() {
    const db = ctx.database.db;
    const { head, member } = await buildTeam(db, {
      headPermissions: ['user.cuti.konfirm_atasan'],
      memberPermissions: ['user.cuti', 'user.cuti.pembatalan', 'user.cuti.konfirm_atasan'],
    });
    const leave = await buildCuti(db, {
      userId: member.id,
      start: '2026-12-14',
      end: '2026-12-15',
      days: 2,
    });
    const requester = await session(member.email);
    const res = await requester.api.post('user/cuti/pembatalan', {
      cuti_id: leave.id,
      reason: 'Tugas mendadak',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    const path = `user/cuti/konfirm_atasan/pembatalan/${id}`;
    // One atasan holds the level: the race is the same person in two tabs.
    const atasan = await decider(head, path);
    return {
      id,
      requesterId: member.id,
      deciders: [atasan, atasan],
      decideOwn: (body) => requester.api.post(path, body),
    };
  },
});
