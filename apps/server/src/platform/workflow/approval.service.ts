/**
 * The approval workflow (docs/approval.md), built once for every request that someone else
 * decides: leave and its cancellation, attendance corrections, work-pattern changes, and later
 * performance contracts and surat tugas.
 *
 * A request moves through its levels in order. When a level is reached, the people who hold it
 * for the requester are resolved from the organisation (findApprovers) and stored on the row,
 * so an inbox is one indexed query and a decision checks one array. A level nobody holds is
 * skipped and recorded as such. Each decision is a command: it locks the row, checks the
 * status and level the decider saw, writes the new state and a decision row, and notifies, all
 * in the caller's transaction; two approvers acting at once cannot both win. Requesters call it
 * through workflow-request.ts, which links the request row and writes the one audit row.
 */
import type {
  TApprovalDecision,
  TApprovalLevel,
  TApprovalStatus,
  TApprovalStep,
} from '@sikerja/contracts';
import { APPROVAL_LEVEL_LABELS } from '@sikerja/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { groupPermissions, userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { approvalDecisions, approvals } from '../../db/schema/approvals.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../../modules/notifications/notifications.api.ts';
import { findApprovers } from '../../modules/organisation/organisation.api.ts';
import type { Actor } from '../audit/audit.ts';

export type ApprovalRow = typeof approvals.$inferSelect;

export interface DecidedEvent {
  approval: ApprovalRow;
  level: TApprovalLevel;
  decision: TApprovalDecision | 'withdraw';
  note: string | null;
  details: unknown;
  /** The request reached an end state (approved, rejected, deferred, withdrawn). */
  final: boolean;
  actor: Actor;
}

export interface Workflow {
  /** Stored on the approval row: 'cuti', 'cuti_pembatalan', 'presensi_perubahan', 'pola_kerja'. */
  subjectType: string;
  /** Indonesian name of the request, for notifications: 'Pengajuan cuti'. */
  label: string;
  /** The screen listing what waits at a level (the notification's link). */
  inboxLink(level: TApprovalLevel): string;
  /** The screen the requester follows the request on. */
  requesterLink: string;
  /** Holders of this permission may decide at any level (an admin screen), and hold 'admin'. */
  adminPermission?: string;
  /** The decisions this workflow accepts; approve and reject when omitted. */
  decisions?: readonly TApprovalDecision[];
  /** One line naming the request in notifications ('Cuti Tahunan 1–3 Desember 2026'). */
  describe?(tx: DbOrTx, approval: ApprovalRow): Promise<string>;
  /** Runs in the decision's transaction, after the new state is written. */
  onDecided?(tx: DbOrTx, event: DecidedEvent): Promise<void>;
  /**
   * Who holds a level when the workflow names its own deciders (surat tugas: the holder of a
   * configured position) instead of the requester's organisation; null falls back to that.
   */
  holdersOf?(
    tx: DbOrTx,
    level: TApprovalLevel,
    approval: { requesterId: number; orgDate: string },
  ): Promise<Holder | null>;
}

const DEFAULT_DECISIONS: readonly TApprovalDecision[] = ['approve', 'reject'];

export interface Holder {
  ids: number[];
  /** The approver a delegate stands in for ('a.n.'), per delegate id. */
  onBehalfOf: Map<number, number>;
}

/** Who holds a level for a requester on a date; an empty list means nobody (skip). */
async function holdersOf(
  tx: DbOrTx,
  wf: Workflow,
  level: TApprovalLevel,
  requesterId: number,
  orgDate: string,
): Promise<Holder> {
  const onBehalfOf = new Map<number, number>();
  const own = wf.holdersOf ? await wf.holdersOf(tx, level, { requesterId, orgDate }) : null;
  if (own) return { ids: own.ids.filter((id) => id !== requesterId), onBehalfOf: own.onBehalfOf };
  if (level === 'admin') {
    if (!wf.adminPermission) return { ids: [], onBehalfOf };
    const rows = await tx
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(userGroupMembers, eq(userGroupMembers.userId, users.id))
      .innerJoin(
        userGroups,
        and(eq(userGroups.id, userGroupMembers.groupId), eq(userGroups.isActive, true)),
      )
      .innerJoin(
        groupPermissions,
        and(
          eq(groupPermissions.groupId, userGroups.id),
          eq(groupPermissions.permission, wf.adminPermission),
        ),
      )
      .where(eq(users.status, 'active'));
    return { ids: rows.map((r) => r.id).filter((id) => id !== requesterId), onBehalfOf };
  }
  const found = await findApprovers(tx, requesterId, orgDate);
  const approvers =
    level === 'kepegawaian'
      ? found.personnel
      : [
          level === 'atasan'
            ? found.superior
            : level === 'kabag'
              ? found.head_of_section
              : found.authorised_official,
        ].filter((a) => a !== null);
  for (const a of approvers) {
    if (a.on_behalf_of) onBehalfOf.set(a.user_id, a.on_behalf_of.user_id);
  }
  // Nobody decides their own request: a head of section asking for leave skips that level.
  const ids = [...new Set(approvers.map((a) => a.user_id))].filter((id) => id !== requesterId);
  return { ids, onBehalfOf };
}

async function lockApproval(tx: DbOrTx, approvalId: number): Promise<ApprovalRow> {
  const [row] = await tx.select().from(approvals).where(eq(approvals.id, approvalId)).for('update');
  if (!row) throw AppError.notFound('Pengajuan tidak ditemukan.');
  return row;
}

async function recordStep(
  tx: DbOrTx,
  approvalId: number,
  step: {
    level: string;
    decision: TApprovalStep['decision'];
    note?: string | null;
    decidedBy?: number | null;
    actor?: Actor;
    onBehalfOf?: number | null;
    details?: unknown;
  },
): Promise<void> {
  await tx.insert(approvalDecisions).values({
    approvalId,
    level: step.level,
    decision: step.decision,
    note: step.note ?? null,
    decidedBy: step.decidedBy ?? null,
    actorUserId: step.actor?.actingAsUserId ? step.actor.userId : null,
    onBehalfOf: step.onBehalfOf ?? null,
    details: step.details ?? null,
  });
}

/**
 * From `startIndex` on, the first level somebody holds: its name and holders, skipped levels
 * recorded on the way. Null when every remaining level is empty (the request is then approved).
 */
async function reachLevel(
  tx: DbOrTx,
  wf: Workflow,
  approval: ApprovalRow,
  startIndex: number,
): Promise<{ level: TApprovalLevel; holders: Holder } | null> {
  const levels = approval.levels as TApprovalLevel[];
  for (let i = startIndex; i < levels.length; i++) {
    const level = levels[i] as TApprovalLevel;
    const holders = await holdersOf(tx, wf, level, approval.requesterId, approval.orgDate);
    if (holders.ids.length > 0) return { level, holders };
    await recordStep(tx, approval.id, { level, decision: 'skip' });
  }
  return null;
}

async function describe(tx: DbOrTx, wf: Workflow, approval: ApprovalRow): Promise<string> {
  return wf.describe ? wf.describe(tx, approval) : wf.label;
}

async function notifyAssignees(
  tx: DbOrTx,
  wf: Workflow,
  approval: ApprovalRow,
  level: TApprovalLevel,
  ids: number[],
): Promise<void> {
  const [requester] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, approval.requesterId));
  await notify(tx, ids, {
    title: `${wf.label} menunggu persetujuan Anda`,
    body: `${await describe(tx, wf, approval)} dari ${requester?.name ?? 'pegawai'} menunggu keputusan Anda sebagai ${APPROVAL_LEVEL_LABELS[level]}.`,
    link: wf.inboxLink(level),
  });
}

const STATUS_WORDS: Record<TApprovalStatus, string> = {
  pending: 'diteruskan',
  approved: 'disetujui',
  rejected: 'ditolak',
  deferred: 'ditangguhkan',
  withdrawn: 'ditarik',
};

async function notifyRequester(
  tx: DbOrTx,
  wf: Workflow,
  approval: ApprovalRow,
  level: TApprovalLevel,
  note: string | null,
): Promise<void> {
  const what = await describe(tx, wf, approval);
  const by = APPROVAL_LEVEL_LABELS[level];
  await notify(tx, [approval.requesterId], {
    title: `${wf.label} ${STATUS_WORDS[approval.status as TApprovalStatus]}`,
    body:
      approval.status === 'pending'
        ? `${what} telah disetujui ${by} dan diteruskan ke ${APPROVAL_LEVEL_LABELS[approval.currentLevel as TApprovalLevel]}.`
        : `${what} ${STATUS_WORDS[approval.status as TApprovalStatus]} oleh ${by}.${note ? ` Catatan: ${note}` : ''}`,
    link: wf.requesterLink,
  });
}

export interface StartInput {
  subjectId: number;
  requesterId: number;
  levels: readonly TApprovalLevel[];
  /** The date the organisation is read on: who is whose superior, who acts, who delegated. */
  orgDate: string;
  actor: Actor;
}

/** Opens the approval of a new request and tells the first approvers. */
export async function startApproval(
  tx: DbOrTx,
  wf: Workflow,
  input: StartInput,
): Promise<ApprovalRow> {
  if (input.levels.length === 0) throw new Error(`${wf.subjectType}: an approval needs a level`);
  const [created] = await tx
    .insert(approvals)
    .values({
      subjectType: wf.subjectType,
      subjectId: input.subjectId,
      requesterId: input.requesterId,
      levels: [...input.levels],
      status: 'pending',
      currentLevel: input.levels[0],
      orgDate: input.orgDate,
    })
    .returning();
  if (!created) throw new Error('approval insert returned nothing');
  await recordStep(tx, created.id, {
    level: input.levels[0] as string,
    decision: 'submit',
    decidedBy: input.requesterId,
    actor: input.actor,
  });
  const next = await reachLevel(tx, wf, created, 0);
  const [row] = await tx
    .update(approvals)
    .set(
      next
        ? { currentLevel: next.level, assigneeIds: next.holders.ids }
        : { status: 'approved', currentLevel: null, assigneeIds: [], decidedAt: new Date() },
    )
    .where(eq(approvals.id, created.id))
    .returning();
  if (!row) throw new Error('approval update returned nothing');
  if (next) await notifyAssignees(tx, wf, row, next.level, next.holders.ids);
  else {
    await wf.onDecided?.(tx, {
      approval: row,
      level: input.levels.at(-1) as TApprovalLevel,
      decision: 'approve',
      note: null,
      details: null,
      final: true,
      actor: input.actor,
    });
  }
  return row;
}

export interface DecideInput {
  approvalId: number;
  /** The person deciding (the acting user while impersonating). */
  userId: number;
  permissions: ReadonlySet<string>;
  actor: Actor;
  decision: TApprovalDecision;
  note?: string | null;
  /** Decision details the workflow applies in onDecided (new dates for 'change'). */
  details?: unknown;
  /** The level the decider's screen shows; a request that moved on answers 409. */
  expectedLevel?: TApprovalLevel;
}

const END_STATUS: Record<TApprovalDecision, TApprovalStatus | null> = {
  approve: null,
  change: null,
  reject: 'rejected',
  defer: 'deferred',
};

/**
 * Whether a person has a part in a request although it does not wait for them now: they asked
 * for it, or decided an earlier level (a stale screen then hears that it moved on).
 */
async function isInvolved(tx: DbOrTx, approval: ApprovalRow, userId: number): Promise<boolean> {
  if (approval.requesterId === userId) return true;
  const [decided] = await tx
    .select({ id: approvalDecisions.id })
    .from(approvalDecisions)
    .where(
      and(eq(approvalDecisions.approvalId, approval.id), eq(approvalDecisions.decidedBy, userId)),
    )
    .limit(1);
  return decided !== undefined;
}

/**
 * 404 unless the person may see the request (an assignee, an admin of the workflow, or
 * involved in it), for callers that check more of a decision before calling decide.
 */
export async function assertMaySeeApproval(
  tx: DbOrTx,
  wf: Workflow,
  input: Pick<DecideInput, 'approvalId' | 'userId' | 'permissions'>,
  notFoundMessage = 'Pengajuan tidak ditemukan.',
): Promise<void> {
  const approval = await lockApproval(tx, input.approvalId);
  const isAdmin = wf.adminPermission !== undefined && input.permissions.has(wf.adminPermission);
  if (
    approval.subjectType !== wf.subjectType ||
    (!approval.assigneeIds.includes(input.userId) &&
      !isAdmin &&
      !(await isInvolved(tx, approval, input.userId)))
  ) {
    throw AppError.notFound(notFoundMessage);
  }
}

/** Takes one decision at the request's current level. */
export async function decide(tx: DbOrTx, wf: Workflow, input: DecideInput): Promise<ApprovalRow> {
  const allowed = wf.decisions ?? DEFAULT_DECISIONS;
  if (!allowed.includes(input.decision)) {
    throw AppError.validation({ decision: ['Keputusan ini tidak tersedia untuk pengajuan ini.'] });
  }
  if (input.decision === 'reject' && !input.note?.trim()) {
    throw AppError.validation({ note: ['Alasan penolakan wajib diisi.'] });
  }
  const approval = await lockApproval(tx, input.approvalId);
  if (approval.subjectType !== wf.subjectType)
    throw AppError.notFound('Pengajuan tidak ditemukan.');
  const isAssignee = approval.assigneeIds.includes(input.userId);
  const isAdmin = wf.adminPermission !== undefined && input.permissions.has(wf.adminPermission);
  // Someone with no part in the request learns nothing of it, not even its state.
  if (!isAssignee && !isAdmin && !(await isInvolved(tx, approval, input.userId))) {
    throw AppError.notFound('Pengajuan tidak ditemukan.');
  }
  if (approval.status !== 'pending' || approval.currentLevel === null) {
    throw AppError.conflict('Pengajuan ini sudah diputuskan; muat ulang halaman.');
  }
  const level = approval.currentLevel as TApprovalLevel;
  if (input.expectedLevel && input.expectedLevel !== level) {
    throw AppError.conflict(
      `Pengajuan ini sudah berada di tahap ${APPROVAL_LEVEL_LABELS[level]}; muat ulang halaman.`,
    );
  }
  if (!isAssignee && !isAdmin) {
    throw AppError.forbidden('Anda bukan pejabat yang berwenang memutuskan pengajuan ini.');
  }
  if (approval.requesterId === input.userId) {
    throw AppError.forbidden('Anda tidak dapat memutuskan pengajuan Anda sendiri.');
  }

  // The delegate's principal, for the 'a.n.' on letters and in the history.
  let onBehalfOf: number | null = null;
  if (isAssignee && level !== 'admin') {
    const holders = await holdersOf(tx, wf, level, approval.requesterId, approval.orgDate);
    onBehalfOf = holders.onBehalfOf.get(input.userId) ?? null;
  }
  await recordStep(tx, approval.id, {
    level,
    decision: input.decision,
    note: input.note?.trim() || null,
    decidedBy: input.userId,
    actor: input.actor,
    onBehalfOf,
    details: input.details,
  });

  const endStatus = END_STATUS[input.decision];
  const index = (approval.levels as string[]).indexOf(level);
  const next = endStatus ? null : await reachLevel(tx, wf, approval, index + 1);
  const final = endStatus !== null || next === null;
  // The condition repeats what the lock saw, so even without the row lock one writer wins.
  const [row] = await tx
    .update(approvals)
    .set(
      final
        ? {
            status: endStatus ?? 'approved',
            currentLevel: null,
            assigneeIds: [],
            decidedAt: new Date(),
          }
        : { currentLevel: next?.level, assigneeIds: next?.holders.ids ?? [] },
    )
    .where(
      and(
        eq(approvals.id, approval.id),
        eq(approvals.status, 'pending'),
        eq(approvals.currentLevel, level),
      ),
    )
    .returning();
  if (!row) throw AppError.conflict('Pengajuan ini sudah diputuskan; muat ulang halaman.');
  await wf.onDecided?.(tx, {
    approval: row,
    level,
    decision: input.decision,
    note: input.note?.trim() || null,
    details: input.details ?? null,
    final,
    actor: input.actor,
  });
  await notifyRequester(tx, wf, row, level, input.note?.trim() || null);
  if (next) await notifyAssignees(tx, wf, row, next.level, next.holders.ids);
  return row;
}

/** The requester takes back a request nobody has decided yet. */
export async function withdraw(
  tx: DbOrTx,
  wf: Workflow,
  input: { approvalId: number; userId: number; actor: Actor },
): Promise<ApprovalRow> {
  const approval = await lockApproval(tx, input.approvalId);
  if (approval.subjectType !== wf.subjectType || approval.requesterId !== input.userId) {
    throw AppError.notFound('Pengajuan tidak ditemukan.');
  }
  if (approval.status !== 'pending') {
    throw AppError.conflict('Pengajuan ini sudah diputuskan dan tidak dapat ditarik.');
  }
  const [decided] = await tx
    .select({ id: approvalDecisions.id })
    .from(approvalDecisions)
    .where(
      and(
        eq(approvalDecisions.approvalId, approval.id),
        inArray(approvalDecisions.decision, ['approve', 'change', 'reject', 'defer']),
      ),
    )
    .limit(1);
  if (decided) {
    throw AppError.conflict('Pengajuan ini sudah dikonfirmasi dan tidak dapat ditarik lagi.');
  }
  const level = approval.currentLevel as TApprovalLevel;
  await recordStep(tx, approval.id, {
    level,
    decision: 'withdraw',
    decidedBy: input.userId,
    actor: input.actor,
  });
  const [row] = await tx
    .update(approvals)
    // The last assignees stay recorded, so a screen they still have open hears 409, not 404.
    .set({ status: 'withdrawn', currentLevel: null, decidedAt: new Date() })
    .where(and(eq(approvals.id, approval.id), eq(approvals.status, 'pending')))
    .returning();
  if (!row) throw AppError.conflict('Pengajuan ini sudah diputuskan dan tidak dapat ditarik.');
  await wf.onDecided?.(tx, {
    approval: row,
    level,
    decision: 'withdraw',
    note: null,
    details: null,
    final: true,
    actor: input.actor,
  });
  return row;
}

/**
 * The inbox condition on `approvals`: requests of this workflow waiting at `level` for `userId`.
 * Join the subject table on approvals.id = subject.approval_id and add this to the where.
 */
export function pendingFor(subjectType: string, userId: number, level: TApprovalLevel): SQL {
  return and(
    eq(approvals.subjectType, subjectType),
    eq(approvals.status, 'pending'),
    eq(approvals.currentLevel, level),
    sql`${userId} = any(${approvals.assigneeIds})`,
  ) as SQL;
}

/** The decisions of some approvals, oldest first, with the deciders' names. */
export async function approvalHistory(
  db: DbOrTx,
  approvalIds: readonly number[],
): Promise<Map<number, TApprovalStep[]>> {
  const out = new Map<number, TApprovalStep[]>();
  if (approvalIds.length === 0) return out;
  const rows = await db
    .select({
      approvalId: approvalDecisions.approvalId,
      level: approvalDecisions.level,
      decision: approvalDecisions.decision,
      note: approvalDecisions.note,
      details: approvalDecisions.details,
      decidedAt: approvalDecisions.decidedAt,
      deciderId: approvalDecisions.decidedBy,
      deciderName: sql<
        string | null
      >`(select name from users where id = ${approvalDecisions.decidedBy})`,
      principalId: approvalDecisions.onBehalfOf,
      principalName: sql<
        string | null
      >`(select name from users where id = ${approvalDecisions.onBehalfOf})`,
    })
    .from(approvalDecisions)
    .where(inArray(approvalDecisions.approvalId, [...approvalIds]))
    .orderBy(asc(approvalDecisions.decidedAt), asc(approvalDecisions.id));
  for (const r of rows) {
    const list = out.get(r.approvalId) ?? [];
    list.push({
      level: r.level,
      decision: r.decision as TApprovalStep['decision'],
      note: r.note,
      decided_by: r.deciderId !== null ? { id: r.deciderId, name: r.deciderName ?? '' } : null,
      on_behalf_of:
        r.principalId !== null ? { id: r.principalId, name: r.principalName ?? '' } : null,
      details: r.details ?? null,
      decided_at: new Date(r.decidedAt).toISOString(),
    });
    out.set(r.approvalId, list);
  }
  return out;
}

/** The approval of a request, for routes that receive the subject's id. */
export async function approvalOf(db: DbOrTx, approvalId: number): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(approvals).where(eq(approvals.id, approvalId));
  return row;
}

/**
 * Whether a person takes part in a request: its requester, someone it waits for now, or
 * someone who decided it. Participants may read the request's evidence, which belongs to the
 * requester and is otherwise hidden by the file store's owner rule.
 */
export async function isApprovalParticipant(
  db: DbOrTx,
  approvalId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.id, approvalId),
        sql`(${approvals.requesterId} = ${userId} or ${userId} = any(${approvals.assigneeIds}) or exists (select 1 from approval_decisions d where d.approval_id = ${approvals.id} and d.decided_by = ${userId}))`,
      ),
    );
  return row !== undefined;
}
