/**
 * Cancelling approved leave, whole or from a date (docs/cuti.md "Cancellation"). The days
 * given back are counted when asked, so the confirmer sees them; the leave row changes only when
 * the PYBMC confirms (cancelWorkflow.onDecided), which also unmarks the attendance days.
 */
import {
  CUTI_CANCEL_LEVELS,
  type TCancellationRow,
  type TCreateCancellationRequest,
  type TDecisionBody,
  type TPaginated,
  ZCreateCancellationRequest,
} from '@sikerja/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { cutiCancellations, cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paginate.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { approvalHistory, pendingFor } from '../../platform/workflow/approval.service.ts';
import { decideRequest, submitRequest } from '../../platform/workflow/workflow-request.ts';
import { countDays } from './cuti.rules.ts';
import { today } from './cuti.service.ts';
import { cancelWorkflow, effectiveEnd } from './cuti.workflow.ts';
import { formatDate } from './cuti-format.rules.ts';
import { cutiStatusOf } from './cuti-status.rules.ts';

/** Asks to cancel the caller's approved leave from `from_date` (default: all of it). */
export async function createCancellation(
  db: Db,
  userId: number,
  actor: Actor,
  input: TCreateCancellationRequest,
): Promise<number> {
  const body = ZCreateCancellationRequest.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cutiRequests)
      .where(and(eq(cutiRequests.id, body.cuti_id), eq(cutiRequests.userId, userId)))
      .for('update');
    if (!row) throw AppError.validation({ cuti_id: ['Cuti tidak ditemukan.'] });
    if ((await cutiStatusOf(tx, row.id)) !== 'approved') {
      throw AppError.validation({
        cuti_id: ['Hanya cuti yang sudah disetujui yang dapat dibatalkan.'],
      });
    }
    const [open] = await tx
      .select({ id: cutiCancellations.id })
      .from(cutiCancellations)
      .innerJoin(approvals, eq(approvals.id, cutiCancellations.approvalId))
      .where(and(eq(cutiCancellations.cutiId, row.id), eq(approvals.status, 'pending')));
    if (open) throw AppError.conflict('Pembatalan cuti ini sedang diproses.');
    const last = effectiveEnd(row);
    const now = await today(tx);
    const from = body.from_date ?? (row.startDate > now ? row.startDate : now);
    if (from < row.startDate || from > last) {
      throw AppError.validation({
        from_date: [
          `Tanggal harus di antara ${formatDate(row.startDate)} dan ${formatDate(last)}.`,
        ],
      });
    }
    if (from < now) {
      throw AppError.validation({
        from_date: ['Hari cuti yang sudah dijalani tidak dapat dibatalkan.'],
      });
    }
    const [type] = await tx.select().from(leaveTypes).where(eq(leaveTypes.id, row.leaveTypeId));
    const [person] = await tx
      .select({ unitId: users.unitId })
      .from(users)
      .where(eq(users.id, userId));
    if (!type) throw new Error('leave type missing');
    const days = await countDays(tx, type, from, last, person?.unitId ?? null);
    const { request } = await submitRequest(tx, cancelWorkflow, {
      actor,
      requesterId: userId,
      levels: CUTI_CANCEL_LEVELS,
      orgDate: now,
      insert: async (t) => {
        const [c] = await t
          .insert(cutiCancellations)
          .values({ cutiId: row.id, userId, fromDate: from, reason: body.reason, days })
          .returning();
        if (!c) throw new Error('cancellation insert returned nothing');
        return c;
      },
    });
    return request.id;
  });
}

function select(db: DbOrTx) {
  return db
    .select({
      c: cutiCancellations,
      name: users.name,
      nip: users.nip,
      typeName: leaveTypes.name,
      start: cutiRequests.startDate,
      end: cutiRequests.endDate,
      status: approvals.status,
      currentLevel: approvals.currentLevel,
    })
    .from(cutiCancellations)
    .innerJoin(cutiRequests, eq(cutiRequests.id, cutiCancellations.cutiId))
    .innerJoin(users, eq(users.id, cutiCancellations.userId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, cutiRequests.leaveTypeId))
    .innerJoin(approvals, eq(approvals.id, cutiCancellations.approvalId));
}

/** Cancellations: the caller's own (`mine`) or those waiting at / decided by them at a level. */
export async function findCancellations(
  db: DbOrTx,
  where: SQL | undefined,
  args: { page: number; per: number; path: string },
): Promise<TPaginated<TCancellationRow>> {
  return paginate(
    args,
    async () => {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cutiCancellations)
        .innerJoin(approvals, eq(approvals.id, cutiCancellations.approvalId))
        .where(where);
      return r?.n ?? 0;
    },
    async (limit, offset) => {
      const rows = await select(db)
        .where(where)
        .orderBy(desc(cutiCancellations.createdAt), desc(cutiCancellations.id))
        .limit(limit)
        .offset(offset);
      const history = await approvalHistory(
        db,
        rows.map((r) => r.c.approvalId).filter((id): id is number => id !== null),
      );
      return rows.map((r) => ({
        id: r.c.id,
        cuti_id: r.c.cutiId,
        user: { id: r.c.userId, name: r.name, nip: r.nip },
        jenis_cuti_name: r.typeName,
        cuti_start_date: r.start,
        cuti_end_date: r.end,
        from_date: r.c.fromDate,
        days: r.c.days,
        reason: r.c.reason,
        status: r.status,
        current_level: r.currentLevel,
        created_at: new Date(r.c.createdAt).toISOString(),
        history: r.c.approvalId ? (history.get(r.c.approvalId) ?? []) : [],
      }));
    },
  );
}

export function ownCancellations(userId: number): SQL {
  return eq(cutiCancellations.userId, userId);
}

export function cancellationInbox(userId: number, level: 'atasan' | 'penjabat'): SQL {
  return pendingFor('cuti_pembatalan', userId, level);
}

export async function decideCancellation(
  db: Db,
  args: {
    id: number;
    level: 'atasan' | 'penjabat';
    userId: number;
    permissions: ReadonlySet<string>;
    actor: Actor;
    body: TDecisionBody;
  },
) {
  if (args.body.decision !== 'approve' && args.body.decision !== 'reject') {
    throw AppError.validation({ decision: ['Pembatalan hanya dapat disetujui atau ditolak.'] });
  }
  await db.transaction((tx) =>
    decideRequest(tx, cancelWorkflow, {
      requestId: args.id,
      userId: args.userId,
      permissions: args.permissions,
      actor: args.actor,
      decision: args.body.decision,
      note: args.body.note ?? null,
      expectedLevel: args.level,
    }),
  );
}
