/**
 * Leave commands (docs/cuti.md): submit, preview, withdraw, and an approver's decision. Each
 * runs in one transaction that locks the person (submissions) or the approval row (decisions),
 * so two requests of one person cannot both spend the last days, and two approvers cannot both
 * decide.
 */
import {
  CUTI_LEVEL_DECISIONS,
  type TCreateCutiRequest,
  type TCutiLevel,
  type TCutiPreview,
  type TDecisionBody,
  UPLOAD_ACCEPTED_TYPES,
  ZCreateCutiRequest,
} from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { zonedDate } from '../../lib/time.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import {
  decideRequest,
  submitRequest,
  withdrawRequest,
} from '../../platform/workflow/workflow-request.ts';
import { attachFile } from '../files/files.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { type LeaveTypeRow, loadPerson } from './balance.repository.ts';
import { checkRequest } from './cuti.rules.ts';
import { type ChangeDetails, cutiWorkflow } from './cuti.workflow.ts';
import { cutiStatusOf } from './cuti-status.rules.ts';

export async function today(db: DbOrTx): Promise<string> {
  return zonedDate(new Date(), (await loadSettings(db)).timeZone);
}

async function loadType(db: DbOrTx, id: number): Promise<LeaveTypeRow> {
  const [type] = await db.select().from(leaveTypes).where(eq(leaveTypes.id, id));
  if (!type?.isActive) {
    throw AppError.validation({ jenis_cuti_id: ['Jenis cuti tidak ditemukan.'] });
  }
  return type;
}

function refuse(problems: Record<string, string[]>): void {
  if (Object.keys(problems).length > 0) {
    throw AppError.validation(problems, 'Pengajuan cuti belum dapat dikirim.');
  }
}

/** The form's live figures: days, balance before and after, what would refuse it. */
export async function previewCuti(
  db: Db,
  userId: number,
  q: { jenis_cuti_id: number; start_date: string; end_date: string },
): Promise<TCutiPreview> {
  const [person, type] = await Promise.all([loadPerson(db, userId), loadType(db, q.jenis_cuti_id)]);
  const check = await checkRequest(db, {
    person,
    type,
    start: q.start_date,
    end: q.end_date,
    // The form checks the attachment itself; the preview says whether one is needed.
    hasFile: true,
  });
  return {
    days: check.days,
    unit: type.durationUnit,
    remaining_before: check.remainingBefore,
    remaining_after: check.remainingAfter,
    attachment_required: check.attachmentRequired,
    problems: check.problems,
  };
}

/** Submits a request and opens its approval at the type's first level. */
export async function createCuti(
  db: Db,
  userId: number,
  actor: Actor,
  input: TCreateCutiRequest,
): Promise<number> {
  const body = ZCreateCutiRequest.parse(input);
  return db.transaction(async (tx) => {
    // One person's submissions queue here: the overlap and balance checks see each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [person, type] = await Promise.all([
      loadPerson(tx, userId),
      loadType(tx, body.jenis_cuti_id),
    ]);
    const check = await checkRequest(tx, {
      person,
      type,
      start: body.start_date,
      end: body.end_date,
      hasFile: Boolean(body.file_id),
    });
    refuse(check.problems);
    const { request } = await submitRequest(tx, cutiWorkflow, {
      actor,
      requesterId: userId,
      levels: type.approvalLevels as TCutiLevel[],
      orgDate: await today(tx),
      insert: async (t) => {
        const [row] = await t
          .insert(cutiRequests)
          .values({
            userId,
            leaveTypeId: type.id,
            year: Number(body.start_date.slice(0, 4)),
            startDate: body.start_date,
            endDate: body.end_date,
            days: check.days,
            reason: body.reason,
            address: body.address,
            phone: body.phone,
            fileId: body.file_id ?? null,
          })
          .returning();
        if (!row) throw new Error('cuti insert returned nothing');
        if (body.file_id) {
          await attachFile(t, body.file_id, {
            actorUserId: userId,
            ownerUserId: userId,
            field: 'file_id',
            accept: UPLOAD_ACCEPTED_TYPES,
          });
        }
        return row;
      },
    });
    return request.id;
  });
}

/** The requester takes back a request nobody has confirmed yet. */
export async function withdrawCuti(db: Db, id: number, userId: number, actor: Actor) {
  await db.transaction((tx) => withdrawRequest(tx, cutiWorkflow, { requestId: id, userId, actor }));
}

/** An approver's new dates, checked like a new request (only the dates may be refused). */
async function changeDetails(tx: DbOrTx, id: number, body: TDecisionBody): Promise<ChangeDetails> {
  if (!body.start_date || !body.end_date) {
    throw AppError.validation({
      ...(body.start_date ? {} : { start_date: ['Tanggal mulai baru wajib diisi.'] }),
      ...(body.end_date ? {} : { end_date: ['Tanggal selesai baru wajib diisi.'] }),
    });
  }
  const [row] = await tx.select().from(cutiRequests).where(eq(cutiRequests.id, id));
  if (!row) throw AppError.notFound('Pengajuan cuti tidak ditemukan.');
  const [person, type, status] = await Promise.all([
    loadPerson(tx, row.userId),
    loadType(tx, row.leaveTypeId),
    cutiStatusOf(tx, row.id),
  ]);
  const check = await checkRequest(tx, {
    person,
    type,
    start: body.start_date,
    end: body.end_date,
    hasFile: row.fileId !== null,
    existing: { ...row, status: status ?? 'pending' },
  });
  // An approver cannot fix the requester's service months or type; only dates matter.
  const { jenis_cuti_id: _t, file_id: _f, ...dateProblems } = check.problems;
  if (Object.keys(dateProblems).length > 0) {
    throw AppError.validation(dateProblems, 'Tanggal baru tidak dapat dipakai.');
  }
  return {
    start_date: body.start_date,
    end_date: body.end_date,
    days: check.days,
    before: { start_date: row.startDate, end_date: row.endDate, days: row.days },
  };
}

/** One approver's decision at `level`; a change of dates is checked like a new request. */
export async function decideCuti(
  db: Db,
  args: {
    id: number;
    level: TCutiLevel;
    userId: number;
    permissions: ReadonlySet<string>;
    actor: Actor;
    body: TDecisionBody;
  },
) {
  const { body, level } = args;
  const allowed: readonly string[] = CUTI_LEVEL_DECISIONS[level];
  if (!allowed.includes(body.decision)) {
    throw AppError.validation({ decision: ['Keputusan ini tidak tersedia pada tahap ini.'] });
  }
  await db.transaction((tx) =>
    decideRequest(tx, cutiWorkflow, {
      requestId: args.id,
      userId: args.userId,
      permissions: args.permissions,
      actor: args.actor,
      decision: body.decision,
      note: body.note ?? null,
      expectedLevel: level,
      details: body.decision === 'change' ? (t) => changeDetails(t, args.id, body) : undefined,
    }),
  );
}
