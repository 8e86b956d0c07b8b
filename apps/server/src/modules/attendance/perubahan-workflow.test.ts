/** Perubahan presensi runs the shared workflow suite, with people built for each test. */
import { expect } from 'vitest';
import { login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildTeam, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { runWorkflowSuite } from '../../../test/workflow-suite.ts';

const ctx = useTestApp();

runWorkflowSuite(ctx, {
  subjectType: 'presensi_perubahan',
  tableName: 'attendance_changes',
  inboxLink: '/user/presensi/perubahan?tab=persetujuan',
  requesterLink: '/user/presensi/perubahan',
  async submit() {
    const db = ctx.database.db;
    // The requester also holds the admin screen, so their own decision reaches the engine.
    const { head, member } = await buildTeam(db, {
      headPermissions: ['user.presensi.perubahan'],
      memberPermissions: ['user.presensi.perubahan', 'admin.absensi.perubahan'],
    });
    // The superior and an admin of the admin screen may both decide the atasan level.
    const admin = await buildUser(db, { level: 'admin', permissions: ['admin.absensi.perubahan'] });
    const as = (u: { email: string | null }) => login(ctx.app, u.email ?? '', TEST_PASSWORD);
    const [superior, adminSession, requester] = await Promise.all([
      as(head),
      as(admin),
      as(member),
    ]);
    const res = await requester.api.post('user/presensi/perubahan', {
      date: '2026-11-20',
      reason_kind: 'lupa_masuk',
      check_in: '07:30',
      reason: 'Lupa presensi masuk karena rapat pagi',
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
          decide: (body) => superior.api.post(`user/presensi/perubahan/${id}/decide`, body),
        },
        {
          userId: admin.id,
          email: admin.email ?? '',
          isNotified: false,
          decide: (body) => adminSession.api.post(`admin/absensi/perubahan/${id}/decide`, body),
        },
      ],
      decideOwn: (body) => requester.api.post(`admin/absensi/perubahan/${id}/decide`, body),
      withdraw: () => requester.api.post(`user/presensi/perubahan/${id}/withdraw`),
    };
  },
});
