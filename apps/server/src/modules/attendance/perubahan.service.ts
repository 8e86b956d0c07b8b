/**
 * Change requests of every kind (presensi, apel, senam; the kind is a parameter): requests, the
 * lists each person sees, and the decisions (docs/attendance.md, "Change requests";
 * docs/apel-senam.md). Who sees what is decided in the query: the requester their own, the
 * superior what waits for them or what they decided, the admin everything of the kind.
 */
import {
  PERUBAHAN_PUNCH_REASONS,
  type TAdminPerubahanListRequest,
  type TApprovalLevel,
  type TCreatePerubahanRequest,
  type TDecisionBody,
  type TPerubahanListRequest,
  type TPerubahanReason,
  type TPerubahanRow,
  UPLOAD_ACCEPTED_TYPES,
} from '@sikerja/contracts';
import { and, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ceremonySessions } from '../../db/schema/apel-senam.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { attendanceChanges } from '../../db/schema/attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { pendingFor } from '../../platform/workflow/approval.service.ts';
import { pageOfRequests } from '../../platform/workflow/request-list.ts';
import { foundOr404, inFirstView } from '../../platform/workflow/request-lookup.ts';
import { approvalViewer } from '../../platform/workflow/request-row.ts';
import { decidedBy, type RequestView } from '../../platform/workflow/request-view.ts';
import {
  decideRequest,
  submitRequest,
  withdrawRequest,
} from '../../platform/workflow/workflow-request.ts';
import { attachFile } from '../files/files.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import './attendance.lock.ts';
import { type PerubahanKind, perubahanWorkflowOf } from './perubahan.workflow.ts';

export interface Caller {
  userId: number;
  permissions: ReadonlySet<string>;
  actor: Actor;
}

const LEVELS: readonly TApprovalLevel[] = ['atasan'];

/**
 * A person asks to correct one of their days (or their status on an apel or senam session);
 * the approval goes to their superior.
 */
export async function createPerubahan(
  db: Db,
  kind: PerubahanKind,
  input: TCreatePerubahanRequest,
  caller: Caller,
): Promise<TPerubahanRow> {
  const id = await db.transaction(async (tx) => {
    const today = zonedDate(new Date(), (await loadSettings(tx)).timeZone);
    // Times are kept only where they become punches: presensi's forgotten punches.
    const isPunch = kind.kind === 'presensi' && PERUBAHAN_PUNCH_REASONS.includes(input.reason_kind);
    const { sessionId } = await kind.target(tx, input, caller.userId, today);
    // Asking for a locked month would only be refused at approval: say so now.
    await assertPeriodOpen(tx, 'attendance', {
      from: input.date,
      to: input.date,
      userIds: [caller.userId],
    });
    const [open] = await tx
      .select({ id: attendanceChanges.id })
      .from(attendanceChanges)
      .innerJoin(approvals, eq(approvals.id, attendanceChanges.approvalId))
      .where(
        and(
          eq(attendanceChanges.kind, kind.kind),
          eq(attendanceChanges.userId, caller.userId),
          eq(attendanceChanges.date, input.date),
          eq(approvals.status, 'pending'),
        ),
      )
      .limit(1);
    if (open) {
      throw AppError.validation({
        date: ['Masih ada pengajuan perubahan untuk tanggal ini yang menunggu persetujuan'],
      });
    }
    if (input.file_id) {
      await attachFile(tx, input.file_id, {
        actorUserId: caller.userId,
        ownerUserId: caller.userId,
        field: 'file_id',
        accept: UPLOAD_ACCEPTED_TYPES,
      });
    }
    const { request } = await submitRequest(tx, perubahanWorkflowOf(kind), {
      actor: caller.actor,
      requesterId: caller.userId,
      levels: LEVELS,
      orgDate: input.date,
      insert: async (t) => {
        const [created] = await t
          .insert(attendanceChanges)
          .values({
            userId: caller.userId,
            kind: kind.kind,
            sessionId,
            date: input.date,
            reasonKind: input.reason_kind,
            checkIn: isPunch ? (input.check_in ?? null) : null,
            checkOut: isPunch ? (input.check_out ?? null) : null,
            reason: input.reason,
            fileId: input.file_id ?? null,
          })
          .returning();
        if (!created) throw new Error('attendance change insert returned nothing');
        return created;
      },
    });
    return request.id;
  });
  return getPerubahan(db, kind, id, caller, 'mine');
}

/** The rows a caller may see in a view; anything else is "not found". */
function visibleTo(kind: PerubahanKind, caller: Caller, view: RequestView): SQL | undefined {
  const ofKind = eq(attendanceChanges.kind, kind.kind);
  if (view === 'admin') return ofKind;
  if (view === 'mine') return and(ofKind, eq(attendanceChanges.userId, caller.userId));
  // The superior: what waits for them now, and what they decided before.
  const seen = or(
    pendingFor(perubahanWorkflowOf(kind).subjectType, caller.userId, 'atasan'),
    decidedBy(caller.userId),
  );
  return and(ofKind, seen);
}

function baseQuery(db: DbOrTx) {
  return db
    .select({
      id: attendanceChanges.id,
      kind: attendanceChanges.kind,
      sessionName: ceremonySessions.name,
      userId: users.id,
      name: users.name,
      nip: users.nip,
      unitName: workUnits.name,
      date: attendanceChanges.date,
      reasonKind: attendanceChanges.reasonKind,
      checkIn: attendanceChanges.checkIn,
      checkOut: attendanceChanges.checkOut,
      reason: attendanceChanges.reason,
      fileId: attendanceChanges.fileId,
      createdAt: attendanceChanges.createdAt,
      approval: approvals,
    })
    .from(attendanceChanges)
    .innerJoin(users, eq(users.id, attendanceChanges.userId))
    .innerJoin(approvals, eq(approvals.id, attendanceChanges.approvalId))
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .leftJoin(ceremonySessions, eq(ceremonySessions.id, attendanceChanges.sessionId))
    .$dynamic();
}

type BaseRow = Awaited<ReturnType<typeof baseQuery>>[number];

async function toRows(
  db: DbOrTx,
  kind: PerubahanKind,
  rows: BaseRow[],
  caller: Caller,
  view: RequestView,
) {
  const approvalView = await approvalViewer(db, perubahanWorkflowOf(kind), rows, caller, view, {
    // Nobody decides on their own day, even from the admin screen.
    mayDecide: (r) => r.userId !== caller.userId,
    mayWithdraw: (r) => r.userId === caller.userId,
  });
  return rows.map(
    (r): TPerubahanRow => ({
      id: r.id,
      kind: r.kind as TPerubahanRow['kind'],
      user: { id: r.userId, name: r.name, nip: r.nip },
      unit_name: r.unitName,
      date: r.date,
      session_name: r.sessionName,
      reason_kind: r.reasonKind as TPerubahanReason,
      check_in: r.checkIn,
      check_out: r.checkOut,
      reason: r.reason,
      file_id: r.fileId,
      created_at: new Date(r.createdAt).toISOString(),
      ...approvalView(r),
    }),
  );
}

/** The caller's requests ('mine') or those waiting for or decided by them ('inbox'). */
export async function findPerubahan(
  db: Db,
  kind: PerubahanKind,
  page: PageRequest,
  filter: TPerubahanListRequest | TAdminPerubahanListRequest,
  caller: Caller,
  view: RequestView,
) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const admin = view === 'admin' ? (filter as TAdminPerubahanListRequest) : null;
  const where = and(
    visibleTo(kind, caller, view),
    filter.status ? eq(approvals.status, filter.status) : undefined,
    search
      ? or(
          ilike(users.name, search),
          ilike(users.nip, search),
          ilike(attendanceChanges.reason, search),
        )
      : undefined,
    admin?.unit_id ? eq(users.unitId, admin.unit_id) : undefined,
    admin?.date_from ? gte(attendanceChanges.date, admin.date_from) : undefined,
    admin?.date_to ? lte(attendanceChanges.date, admin.date_to) : undefined,
  );
  return pageOfRequests(db, page, {
    table: attendanceChanges,
    query: baseQuery(db),
    where,
    toRows: (rows) => toRows(db, kind, rows, caller, view),
  });
}

/** One request the caller may see in a view; 404 otherwise. */
export async function getPerubahan(
  db: DbOrTx,
  kind: PerubahanKind,
  id: number,
  caller: Caller,
  view: RequestView,
): Promise<TPerubahanRow> {
  const rows = await baseQuery(db).where(
    and(eq(attendanceChanges.id, id), visibleTo(kind, caller, view)),
  );
  return foundOr404(perubahanWorkflowOf(kind), await toRows(db, kind, rows, caller, view));
}

/** The request in any view the caller has: theirs, their inbox, or the admin's. */
export async function getVisiblePerubahan(
  db: DbOrTx,
  kind: PerubahanKind,
  id: number,
  caller: Caller,
) {
  return inFirstView(perubahanWorkflowOf(kind), caller, (view) =>
    getPerubahan(db, kind, id, caller, view),
  );
}

/** The superior's (or admin's) decision; approval applies the change and recomputes the day. */
export async function decidePerubahan(
  db: Db,
  kind: PerubahanKind,
  id: number,
  body: TDecisionBody,
  caller: Caller,
  view: RequestView,
): Promise<TPerubahanRow> {
  await db.transaction(async (tx) => {
    await decideRequest(tx, perubahanWorkflowOf(kind), {
      requestId: id,
      userId: caller.userId,
      // The person's own screen decides as the superior; the admin power is the admin screen's.
      permissions: view === 'admin' ? caller.permissions : new Set(),
      actor: caller.actor,
      decision: body.decision,
      note: body.note ?? null,
      expectedLevel: view === 'admin' ? undefined : 'atasan',
    });
  });
  return getPerubahan(db, kind, id, caller, view === 'admin' ? 'admin' : 'inbox');
}

/** The requester takes back a request nobody decided yet. */
export async function withdrawPerubahan(db: Db, kind: PerubahanKind, id: number, caller: Caller) {
  await db.transaction((tx) =>
    withdrawRequest(tx, perubahanWorkflowOf(kind), {
      requestId: id,
      userId: caller.userId,
      actor: caller.actor,
    }),
  );
  return getPerubahan(db, kind, id, caller, 'mine');
}
