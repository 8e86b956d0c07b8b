/**
 * The approval of a person's pattern request: one level, 'admin' — anyone holding the
 * Pola Kerja Pegawai screen decides. Approval puts the row in force and changes the schedule
 * in the decision's transaction (a locked month refuses the approval with 409).
 *
 * `effective` on the assignment row stays beside the approval: it is domain state (the row is
 * in force), true also for assignments an admin makes with no approval at all; whether a
 * request waits, was refused or withdrawn is read from the approval only.
 */
import { eq } from 'drizzle-orm';
import { workPatternAssignments, workPatterns } from '../../db/schema/attendance.ts';
import type { RequestWorkflow } from '../../platform/workflow/workflow-request.ts';
import { applyScheduleChange } from './shift-pattern-schedule.service.ts';

export const PATTERN_ADMIN_PATH = '/admin/master/pola_kerja_pegawai';
export const PATTERN_USER_PATH = '/user/shiftpolakerja';

export const patternWorkflow: RequestWorkflow = {
  subjectType: 'pola_kerja',
  label: 'Permintaan pola kerja',
  table: workPatternAssignments,
  notFoundMessage: 'Permintaan pola kerja tidak ditemukan.',
  inboxLink: () => PATTERN_ADMIN_PATH,
  requesterLink: PATTERN_USER_PATH,
  adminPermission: 'admin.master.pola_kerja_pegawai',
  async describe(tx, approval) {
    const [row] = await tx
      .select({ start: workPatternAssignments.startDate, name: workPatterns.name })
      .from(workPatternAssignments)
      .leftJoin(workPatterns, eq(workPatterns.id, workPatternAssignments.patternId))
      .where(eq(workPatternAssignments.id, approval.subjectId));
    if (!row) return 'Permintaan pola kerja';
    return `${row.name ? `Pola kerja ${row.name}` : 'Kembali ke jam kantor'} mulai ${row.start}`;
  },
  async onDecided(tx, event) {
    if (!event.final || event.approval.status !== 'approved') return;
    // subjectId, not approval_id: a request nobody can decide is approved inside startApproval,
    // before the row points at its approval.
    const [row] = await tx
      .update(workPatternAssignments)
      .set({ effective: true })
      .where(eq(workPatternAssignments.id, event.approval.subjectId))
      .returning();
    if (row) await applyScheduleChange(tx, [{ userId: row.userId, startDate: row.startDate }]);
  },
};
