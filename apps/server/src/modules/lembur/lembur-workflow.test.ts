/** Perintah lembur runs the shared workflow suite, with people built for each test. */
import { useTestApp } from '../../../test/app.ts';
import { submitToSuperiorOrAdmin } from '../../../test/superior-or-admin-request.ts';
import { runWorkflowSuite } from '../../../test/workflow-suite.ts';

const ctx = useTestApp();

runWorkflowSuite(ctx, {
  subjectType: 'lembur',
  tableName: 'overtime_orders',
  inboxLink: '/user/presensi_lembur?tab=persetujuan',
  requesterLink: '/user/presensi_lembur',
  submit: () =>
    submitToSuperiorOrAdmin(ctx, {
      userPath: 'user/presensi_lembur',
      adminPath: 'admin/lembur',
      body: {
        date: '2026-12-02',
        start_time: '16:00',
        end_time: '19:00',
        task: 'Menyusun laporan keuangan akhir tahun',
      },
    }),
});
