/**
 * The lists of leave requests: the requester's own, and each confirmation level's inbox. One
 * select and one mapper, so every screen shows a request the same way, history included.
 */
import type { TCutiLevel, TCutiRow, TCutiStatus, TPaginated } from '@sikerja/contracts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { cutiCancellations, cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, paginate } from '../../http/paginate.ts';
import { approvalHistory, pendingFor } from '../../platform/workflow/approval.service.ts';
import { cutiApprovalJoin, cutiStatus } from './cuti-status.rules.ts';

function baseSelect(db: DbOrTx) {
  return db
    .select({
      row: cutiRequests,
      userName: users.name,
      nip: users.nip,
      unitName: workUnits.name,
      typeCode: leaveTypes.code,
      typeName: leaveTypes.name,
      typeUnit: leaveTypes.durationUnit,
      status: cutiStatus,
      currentLevel: approvals.currentLevel,
      levels: approvals.levels,
      decided: sql<boolean>`exists (select 1 from approval_decisions d where d.approval_id = ${approvals.id} and d.decision in ('approve','change','reject','defer'))`,
      pendingCancel: sql<{
        id: number;
        from_date: string;
        days: number;
      } | null>`(select json_build_object('id', c.id, 'from_date', c.from_date, 'days', c.days) from ${cutiCancellations} c join ${approvals} a on a.id = c.approval_id where c.cuti_id = ${cutiRequests.id} and a.status = 'pending' limit 1)`,
    })
    .from(cutiRequests)
    .innerJoin(users, eq(users.id, cutiRequests.userId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, cutiRequests.leaveTypeId))
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .innerJoin(approvals, cutiApprovalJoin);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

async function toRows(db: DbOrTx, rows: BaseRow[], viewerId: number): Promise<TCutiRow[]> {
  const history = await approvalHistory(
    db,
    rows.map((r) => r.row.approvalId).filter((id): id is number => id !== null),
  );
  return rows.map(({ row, ...r }) => {
    const own = row.userId === viewerId;
    return {
      id: row.id,
      user: { id: row.userId, name: r.userName, nip: r.nip },
      unit_name: r.unitName,
      jenis_cuti: { id: row.leaveTypeId, code: r.typeCode, name: r.typeName, unit: r.typeUnit },
      start_date: row.startDate,
      end_date: row.endDate,
      days: row.days,
      reason: row.reason,
      address: row.address,
      phone: row.phone,
      file_id: row.fileId,
      status: r.status,
      cancelled_from: row.cancelledFrom,
      current_level: r.currentLevel,
      levels: r.levels,
      created_at: new Date(row.createdAt).toISOString(),
      history: row.approvalId ? (history.get(row.approvalId) ?? []) : [],
      pending_cancellation: r.pendingCancel,
      can_withdraw: own && r.status === 'pending' && !r.decided,
      can_cancel: own && r.status === 'approved' && r.pendingCancel === null,
      can_download: r.status === 'approved',
    };
  });
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const p = containsPattern(search);
  return or(ilike(users.name, p), ilike(leaveTypes.name, p), ilike(cutiRequests.reason, p));
}

interface ListArgs {
  page: number;
  per: number;
  path: string;
  search: string;
  status?: TCutiStatus | undefined;
  year?: number | undefined;
}

/** The requester's own requests, newest first. */
export async function findOwnCuti(
  db: DbOrTx,
  userId: number,
  args: ListArgs,
): Promise<TPaginated<TCutiRow>> {
  const where = and(
    eq(cutiRequests.userId, userId),
    args.status ? eq(cutiStatus, args.status) : undefined,
    args.year ? eq(cutiRequests.year, args.year) : undefined,
    searchCondition(args.search),
  );
  return listWhere(db, where, userId, args);
}

/**
 * What waits for `userId` at `level` ('waiting'), or what they decided there ('decided').
 * Nobody sees another level's inbox, nor requests assigned to someone else.
 */
export async function findInbox(
  db: DbOrTx,
  userId: number,
  level: TCutiLevel,
  scope: 'waiting' | 'decided',
  args: ListArgs,
): Promise<TPaginated<TCutiRow>> {
  const where = and(
    scope === 'waiting'
      ? pendingFor('cuti', userId, level)
      : sql`exists (select 1 from approval_decisions d where d.approval_id = ${approvals.id} and d.level = ${level} and d.decided_by = ${userId} and d.decision <> 'submit')`,
    searchCondition(args.search),
  );
  return listWhere(db, where, userId, args);
}

async function listWhere(
  db: DbOrTx,
  where: SQL | undefined,
  viewerId: number,
  args: ListArgs,
): Promise<TPaginated<TCutiRow>> {
  return paginate(
    args,
    async () => {
      const [c] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cutiRequests)
        .innerJoin(users, eq(users.id, cutiRequests.userId))
        .innerJoin(leaveTypes, eq(leaveTypes.id, cutiRequests.leaveTypeId))
        .innerJoin(approvals, cutiApprovalJoin)
        .where(where);
      return c?.n ?? 0;
    },
    async (limit, offset) =>
      toRows(
        db,
        await baseSelect(db)
          .where(where)
          .orderBy(desc(cutiRequests.createdAt), desc(cutiRequests.id))
          .limit(limit)
          .offset(offset),
        viewerId,
      ),
  );
}

/** One request as its owner or an approver sees it (null when neither may). */
export async function getCutiRow(
  db: DbOrTx,
  id: number,
  viewerId: number,
): Promise<TCutiRow | null> {
  const rows = await baseSelect(db).where(eq(cutiRequests.id, id));
  const [row] = await toRows(db, rows, viewerId);
  return row ?? null;
}
