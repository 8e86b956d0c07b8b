/**
 * Who on a letter is already away on some of its days (docs/surat-tugas.md "Bentrok"): leave
 * waiting or approved (less an approved cancellation), and other letters waiting or approved and
 * not cancelled. The form asks before sending; the approval refuses (409) unless overridden.
 */
import {
  APPROVAL_STATUS_LABELS,
  SURAT_TUGAS_STATUS_LABELS,
  type TApprovalStatus,
  type TSuratTugasConflict,
} from '@sikerja/contracts';
import { and, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { cadets } from '../../db/schema/masters-misc.ts';
import { suratTugas, suratTugasTravellers } from '../../db/schema/surat-tugas.ts';
import { users } from '../../db/schema/users.ts';

export interface ConflictQuery {
  start_date: string;
  end_date: string;
  /** The letter checked: its travellers when none are given, and never a conflict with itself. */
  letterId?: number;
  userIds?: readonly number[];
  cadetIds?: readonly number[];
}

export async function findConflicts(tx: DbOrTx, q: ConflictQuery): Promise<TSuratTugasConflict[]> {
  let userIds = [...(q.userIds ?? [])];
  let cadetIds = [...(q.cadetIds ?? [])];
  if (q.letterId !== undefined && q.userIds === undefined && q.cadetIds === undefined) {
    const rows = await tx
      .select({ userId: suratTugasTravellers.userId, cadetId: suratTugasTravellers.cadetId })
      .from(suratTugasTravellers)
      .where(eq(suratTugasTravellers.suratTugasId, q.letterId));
    userIds = rows.map((r) => r.userId).filter((x): x is number => x !== null);
    cadetIds = rows.map((r) => r.cadetId).filter((x): x is number => x !== null);
  }
  const found: TSuratTugasConflict[] = [];
  if (userIds.length > 0) {
    const leave = await tx
      .select({
        userId: cutiRequests.userId,
        name: users.name,
        type: leaveTypes.name,
        start: cutiRequests.startDate,
        end: sql<string>`coalesce((${cutiRequests.cancelledFrom} - 1)::date, ${cutiRequests.endDate})::text`,
        status: approvals.status,
      })
      .from(cutiRequests)
      .innerJoin(approvals, eq(approvals.id, cutiRequests.approvalId))
      .innerJoin(users, eq(users.id, cutiRequests.userId))
      .innerJoin(leaveTypes, eq(leaveTypes.id, cutiRequests.leaveTypeId))
      .where(
        and(
          inArray(cutiRequests.userId, userIds),
          inArray(approvals.status, ['pending', 'approved']),
          lte(cutiRequests.startDate, q.end_date),
          sql`coalesce((${cutiRequests.cancelledFrom} - 1)::date, ${cutiRequests.endDate}) >= ${q.start_date}`,
          sql`coalesce((${cutiRequests.cancelledFrom} - 1)::date, ${cutiRequests.endDate}) >= ${cutiRequests.startDate}`,
        ),
      );
    for (const l of leave) {
      found.push({
        name: l.name,
        user_id: l.userId,
        cadet_id: null,
        kind: 'cuti',
        label: `${l.type} (${APPROVAL_STATUS_LABELS[l.status as TApprovalStatus].toLowerCase()})`,
        start_date: l.start,
        end_date: l.end,
      });
    }
  }
  const who: SQL[] = [];
  if (userIds.length > 0) who.push(inArray(suratTugasTravellers.userId, userIds));
  if (cadetIds.length > 0) who.push(inArray(suratTugasTravellers.cadetId, cadetIds));
  if (who.length > 0) {
    const letters = await tx
      .select({
        userId: suratTugasTravellers.userId,
        cadetId: suratTugasTravellers.cadetId,
        userName: users.name,
        cadetName: cadets.name,
        number: suratTugas.number,
        start: suratTugas.startDate,
        end: suratTugas.endDate,
        status: approvals.status,
      })
      .from(suratTugasTravellers)
      .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
      .innerJoin(approvals, eq(approvals.id, suratTugas.approvalId))
      .leftJoin(users, eq(users.id, suratTugasTravellers.userId))
      .leftJoin(cadets, eq(cadets.id, suratTugasTravellers.cadetId))
      .where(
        and(
          or(...who),
          inArray(approvals.status, ['pending', 'approved']),
          isNull(suratTugas.cancelledAt),
          lte(suratTugas.startDate, q.end_date),
          gte(suratTugas.endDate, q.start_date),
          q.letterId === undefined ? undefined : ne(suratTugas.id, q.letterId),
        ),
      );
    for (const l of letters) {
      const status = l.status === 'approved' ? 'approved' : 'pending';
      found.push({
        name: l.userName ?? l.cadetName ?? '-',
        user_id: l.userId,
        cadet_id: l.cadetId,
        kind: 'surat_tugas',
        label: `Surat tugas ${l.number} (${SURAT_TUGAS_STATUS_LABELS[status].toLowerCase()})`,
        start_date: l.start,
        end_date: l.end,
      });
    }
  }
  return found;
}
