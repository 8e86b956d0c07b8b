/** Perubahan presensi runs the shared workflow suite, with people built for each test. */
import { useTestApp } from '../../../test/app.ts';
import { submitToSuperiorOrAdmin } from '../../../test/superior-or-admin-request.ts';
import { runWorkflowSuite } from '../../../test/workflow-suite.ts';

const ctx = useTestApp();

runWorkflowSuite(ctx, {
  subjectType: 'presensi_perubahan',
  tableName: 'attendance_changes',
  inboxLink: '/user/presensi/perubahan?tab=persetujuan',
  requesterLink: '/user/presensi/perubahan',
  submit: () =>
    submitToSuperiorOrAdmin(ctx, {
      userPath: 'user/presensi/perubahan',
      adminPath: 'admin/absensi/perubahan',
      body: {
        date: '2026-11-20',
        reason_kind: 'lupa_masuk',
        check_in: '07:30',
        reason: 'Lupa presensi masuk karena rapat pagi',
      },
    }),
});
