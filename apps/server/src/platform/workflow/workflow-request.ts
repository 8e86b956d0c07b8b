/**
 * The request API every workflow uses (docs/approval.md "Requests"): submitting, deciding and
 * withdrawing a request are one call each. Each call runs the approval engine, links the
 * request row to its approval, and writes one audit row on the request's table in the caller's
 * transaction; notifications are written by the engine in the same transaction and mailed after
 * commit by the outbox job, so a rolled-back command tells nobody.
 *
 * Where a request stands lives only on its `approvals` row. A request table keeps its own data
 * and `approval_id`; lists join `approvals` for the status (and filter on it there, where
 * `approvals_pending_idx` and the GIN index on the assignees serve the inboxes).
 */
import type { TApprovalDecision, TApprovalLevel, TApprovalStatus } from '@sikerja/contracts';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type Actor, writeAudit } from '../audit/audit.ts';
import {
  type ApprovalRow,
  approvalOf,
  assertMaySeeApproval,
  decide,
  startApproval,
  type Workflow,
  withdraw,
} from './approval.service.ts';

/** A request table: its own columns, an `id` and the `approval_id` it is decided through. */
export type RequestTable = PgTable & { id: PgColumn; approvalId: PgColumn };

/** A workflow whose requests are rows of one table. */
export interface RequestWorkflow extends Workflow {
  table: RequestTable;
  /** What a request the caller may not see, or that does not exist, answers (404). */
  notFoundMessage: string;
}

export interface SubmitInput<Row extends { id: number }> {
  actor: Actor;
  requesterId: number;
  levels: readonly TApprovalLevel[];
  /** The date the organisation is read on (see StartInput). */
  orgDate: string;
  /** Inserts the request row; runs first, in the same transaction. */
  insert(tx: DbOrTx): Promise<Row>;
}

export interface Submitted<Row> {
  request: Row & { approvalId: number };
  approval: ApprovalRow;
  status: TApprovalStatus;
}

async function linkApproval(
  tx: DbOrTx,
  table: RequestTable,
  requestId: number,
  approvalId: number,
): Promise<void> {
  // An UPDATE's SET names the bare column; the table-qualified form the typed builder needs a
  // concrete table for is not valid there.
  await tx.execute(
    sql`update ${table} set ${sql.identifier(table.approvalId.name)} = ${approvalId} where ${table.id} = ${requestId}`,
  );
}

/** Inserts a request, opens its approval, links the two and audits it, in one call. */
export async function submitRequest<Row extends { id: number }>(
  tx: DbOrTx,
  wf: RequestWorkflow,
  input: SubmitInput<Row>,
): Promise<Submitted<Row>> {
  const row = await input.insert(tx);
  const approval = await startApproval(tx, wf, {
    subjectId: row.id,
    requesterId: input.requesterId,
    levels: input.levels,
    orgDate: input.orgDate,
    actor: input.actor,
  });
  await linkApproval(tx, wf.table, row.id, approval.id);
  const request = { ...row, approvalId: approval.id };
  await writeAudit(tx, input.actor, {
    action: `${wf.subjectType}.submit`,
    tableName: getTableName(wf.table),
    rowId: row.id,
    after: {
      ...request,
      status: approval.status,
      current_level: approval.currentLevel,
      levels: approval.levels,
    },
  });
  return { request, approval, status: approval.status as TApprovalStatus };
}

/** The approval a request is decided through; 404 when the request or its approval is missing. */
export async function approvalIdOfRequest(
  tx: DbOrTx,
  wf: RequestWorkflow,
  requestId: number,
): Promise<number> {
  const [row] = await tx
    .select({ approvalId: wf.table.approvalId })
    .from(wf.table)
    .where(eq(wf.table.id, requestId));
  const approvalId = row?.approvalId;
  if (typeof approvalId !== 'number') throw AppError.notFound(wf.notFoundMessage);
  return approvalId;
}

export interface DecideRequestInput {
  requestId: number;
  /** The person deciding (the acting user while impersonating). */
  userId: number;
  permissions: ReadonlySet<string>;
  actor: Actor;
  decision: TApprovalDecision;
  note?: string | null;
  /** The level the decider's screen shows; a request that moved on answers 409. */
  expectedLevel?: TApprovalLevel;
  /**
   * Works out the decision's details (new dates for 'change') once the caller is known to
   * take part in the request, so a stranger hears 404 before any check of the body.
   */
  details?(tx: DbOrTx): Promise<unknown>;
}

export interface Decided {
  approval: ApprovalRow;
  status: TApprovalStatus;
}

/** One decision on a request at its current level, audited on the request's table. */
export async function decideRequest(
  tx: DbOrTx,
  wf: RequestWorkflow,
  input: DecideRequestInput,
): Promise<Decided> {
  const approvalId = await approvalIdOfRequest(tx, wf, input.requestId);
  await assertMaySeeApproval(tx, wf, { ...input, approvalId }, wf.notFoundMessage);
  const before = await approvalOf(tx, approvalId);
  const details = input.details ? await input.details(tx) : undefined;
  const approval = await decide(tx, wf, {
    approvalId,
    userId: input.userId,
    permissions: input.permissions,
    actor: input.actor,
    decision: input.decision,
    note: input.note ?? null,
    details,
    expectedLevel: input.expectedLevel,
  });
  await writeAudit(tx, input.actor, {
    action: `${wf.subjectType}.${input.decision}`,
    tableName: getTableName(wf.table),
    rowId: input.requestId,
    before: { status: before?.status, current_level: before?.currentLevel },
    after: {
      status: approval.status,
      current_level: approval.currentLevel,
      level: before?.currentLevel,
      note: input.note?.trim() || null,
      details: details ?? null,
    },
  });
  return { approval, status: approval.status as TApprovalStatus };
}

/** The requester takes back a request nobody has decided yet, audited on the request's table. */
export async function withdrawRequest(
  tx: DbOrTx,
  wf: RequestWorkflow,
  input: { requestId: number; userId: number; actor: Actor },
): Promise<Decided> {
  const approvalId = await approvalIdOfRequest(tx, wf, input.requestId);
  const before = await approvalOf(tx, approvalId);
  if (before?.requesterId !== input.userId) throw AppError.notFound(wf.notFoundMessage);
  const approval = await withdraw(tx, wf, { approvalId, userId: input.userId, actor: input.actor });
  await writeAudit(tx, input.actor, {
    action: `${wf.subjectType}.withdraw`,
    tableName: getTableName(wf.table),
    rowId: input.requestId,
    before: { status: before.status, current_level: before.currentLevel },
    after: { status: approval.status },
  });
  return { approval, status: approval.status as TApprovalStatus };
}
