/** Perintah lembur runs the shared workflow suite, with people built for each test. */
import { expect } from 'vitest';
import { login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildTeam, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { runWorkflowSuite } from '../../../test/workflow-suite.ts';

const ctx = useTestApp();

runWorkflowSuite(ctx, {
  subjectType: 'lembur',
  tableName: 'overtime_orders',
  inboxLink: '/user/presensi_lembur?tab=persetujuan',
  requesterLink: '/user/presensi_lembur',
  async submit() {
    const db = ctx.database.db;
    // The requester also holds the admin screen, so their own decision reaches the engine.
    const { head, member } = await buildTeam(db, {
      headPermissions: ['user.presensi_lembur'],
      memberPermissions: ['user.presensi_lembur', 'admin.lembur'],
    });
    const admin = await buildUser(db, { level: 'admin', permissions: ['admin.lembur'] });
    const as = (u: { email: string | null }) => login(ctx.app, u.email ?? '', TEST_PASSWORD);
    const [superior, adminSession, requester] = await Promise.all([
      as(head),
      as(admin),
      as(member),
    ]);
    const res = await requester.api.post('user/presensi_lembur', {
      date: '2026-12-02',
      start_time: '16:00',
      end_time: '19:00',
      task: 'Menyusun laporan keuangan akhir tahun',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id: number = res.json().data.id;
    return {
      id,
      requesterId: member.id,
      deciders: [
        {
          userId: head.id,
          email: head.email ?? '',
          decide: (body) => superior.api.post(`user/presensi_lembur/${id}/decide`, body),
        },
        {
          userId: admin.id,
          email: admin.email ?? '',
          isNotified: false,
          decide: (body) => adminSession.api.post(`admin/lembur/${id}/decide`, body),
        },
      ],
      decideOwn: (body) => requester.api.post(`admin/lembur/${id}/decide`, body),
      withdraw: () => requester.api.post(`user/presensi_lembur/${id}/withdraw`),
    };
  },
});
