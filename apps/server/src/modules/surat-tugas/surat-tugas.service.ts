/**
 * Assignment letters (docs/surat-tugas.md "Surat"): drafting with an automatic or typed number,
 * editing while draft or returned, deleting drafts, sending for approval (again after a return),
 * cancelling an approved letter (its DL days go), and the lists of the admin, the approvers and
 * the travellers. Each command writes its audit row in its own transaction.
 */
import {
  DEFAULT_SURAT_TUGAS_NUMBER_PATTERN,
  formatSuratTugasNumber,
  type TApprovalLevel,
  type TApprovalStep,
  type TSuratTugasDecision,
  type TSuratTugasLevelsInput,
  type TSuratTugasListRequest,
  type TSuratTugasOptions,
  type TSuratTugasParsed,
  type TSuratTugasPerson,
  type TSuratTugasRow,
  type TSuratTugasStatus,
} from '@sikerja/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { approvalDecisions, approvals } from '../../db/schema/approvals.ts';
import { suratTugasBases, suratTugasPurposes } from '../../db/schema/masters.ts';
import { cadets } from '../../db/schema/masters-misc.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import {
  suratTugas,
  suratTugasCounters,
  suratTugasLevels,
  suratTugasPayments,
  suratTugasTravel,
  suratTugasTravellers,
} from '../../db/schema/surat-tugas.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { approvalHistory } from '../../platform/workflow/approval.service.ts';
import { approvalState } from '../../platform/workflow/request-row.ts';
import { decideRequest, submitRequest } from '../../platform/workflow/workflow-request.ts';
import { notify } from '../notifications/notifications.api.ts';
import { findPositionHolder } from '../organisation/organisation.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import {
  type LetterRow,
  loadLevels,
  SURAT_TUGAS_SUBJECT,
  suratTugasWorkflow,
  travellerUserIds,
  unmarkDl,
} from './surat-tugas.workflow.ts';
import { findConflicts } from './surat-tugas-conflicts.service.ts';

export interface Caller {
  userId: number;
  permissions: ReadonlySet<string>;
  actor: Actor;
}

/** 'taruna': `/admin/taruna`, the letters a cadet travels on, read-only. */
export type View = 'admin' | 'approval' | 'mine' | 'taruna';

/**
 * The automatic number: the institution's pattern (`/admin/setting`, default
 * `ST-{nomor}/{unit}/{bulan_romawi}/{tahun}`) for a sequence, the unit code and the letter date
 * (docs "Nomor").
 */
export function formatNumber(
  seq: number,
  unitCode: string,
  letterDate: string,
  pattern: string = DEFAULT_SURAT_TUGAS_NUMBER_PATTERN,
): string {
  return formatSuratTugasNumber(pattern, { seq, unitCode, letterDate });
}

/**
 * Takes the next number of the year. The counter row is an upsert-returning: its row lock
 * holds until the transaction ends, so two letters of a year never take the same value. A
 * number somebody typed by hand that the pattern would give is skipped.
 */
async function nextNumber(tx: DbOrTx, year: number, unitCode: string, letterDate: string) {
  const { suratTugasNumberPattern: pattern } = await loadSettings(tx);
  for (let tries = 0; tries < 1000; tries++) {
    const [row] = await tx
      .insert(suratTugasCounters)
      .values({ year, lastSeq: 1 })
      .onConflictDoUpdate({
        target: suratTugasCounters.year,
        set: { lastSeq: sql`${suratTugasCounters.lastSeq} + 1` },
      })
      .returning({ seq: suratTugasCounters.lastSeq });
    if (!row) throw new Error('counter upsert returned nothing');
    const number = formatNumber(row.seq, unitCode, letterDate, pattern);
    if (!(await numberTaken(tx, year, number))) return { number, seq: row.seq };
  }
  throw AppError.conflict('Nomor surat tugas otomatis tidak dapat dibuat.');
}

async function numberTaken(tx: DbOrTx, year: number, number: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: suratTugas.id })
    .from(suratTugas)
    .where(
      and(
        eq(suratTugas.year, year),
        sql`lower(${suratTugas.number}) = lower(${number})`,
        exceptId === undefined ? undefined : sql`${suratTugas.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

/** Checks every reference of the form; 422 on the field that names a missing one. */
async function checkReferences(tx: DbOrTx, input: TSuratTugasParsed) {
  const errors: Record<string, string[]> = {};
  const [unit] = await tx
    .select({ id: workUnits.id, code: workUnits.code })
    .from(workUnits)
    .where(eq(workUnits.id, input.unit_id));
  if (!unit) errors.unit_id = ['Unit tidak ditemukan'];
  const [signer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.signer_user_id), eq(users.status, 'active')));
  if (!signer) errors.signer_user_id = ['Penanda tangan tidak ditemukan'];
  if (input.basis_id !== undefined) {
    const [b] = await tx
      .select({ id: suratTugasBases.id })
      .from(suratTugasBases)
      .where(eq(suratTugasBases.id, input.basis_id));
    if (!b) errors.basis_id = ['Dasar tidak ditemukan'];
  }
  if (input.purpose_id !== undefined) {
    const [p] = await tx
      .select({ id: suratTugasPurposes.id })
      .from(suratTugasPurposes)
      .where(eq(suratTugasPurposes.id, input.purpose_id));
    if (!p) errors.purpose_id = ['Keperluan tidak ditemukan'];
  }
  const userIds = input.travellers.flatMap((t) => (t.user_id ? [t.user_id] : []));
  const cadetIds = input.travellers.flatMap((t) => (t.cadet_id ? [t.cadet_id] : []));
  const knownUsers = new Set(
    userIds.length
      ? (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, userIds), eq(users.status, 'active')))
        ).map((r) => r.id)
      : [],
  );
  const knownCadets = new Set(
    cadetIds.length
      ? (await tx.select({ id: cadets.id }).from(cadets).where(inArray(cadets.id, cadetIds))).map(
          (r) => r.id,
        )
      : [],
  );
  input.travellers.forEach((t, i) => {
    if (t.user_id && !knownUsers.has(t.user_id)) {
      errors[`travellers.${i}.user_id`] = ['Pegawai tidak ditemukan'];
    }
    if (t.cadet_id && !knownCadets.has(t.cadet_id)) {
      errors[`travellers.${i}.cadet_id`] = ['Taruna tidak ditemukan'];
    }
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return { unitCode: unit?.code ?? '' };
}

function columnsOf(input: TSuratTugasParsed) {
  return {
    basisId: input.basis_id ?? null,
    basis: input.basis,
    purposeId: input.purpose_id ?? null,
    purpose: input.purpose,
    letterDate: input.letter_date,
    startDate: input.start_date,
    endDate: input.end_date,
    destinationKind: input.destination_kind,
    province: input.destination_kind === 'dalam_negeri' ? (input.province ?? null) : null,
    city: input.city,
    country: input.destination_kind === 'luar_negeri' ? (input.country ?? null) : null,
    transport: input.transport,
    unitId: input.unit_id,
    signerUserId: input.signer_user_id,
    copyTo: input.copy_to,
    // The cadets' kind of trip picks their rate; without cadets it means nothing.
    cadetPurpose: input.travellers.some((t) => t.cadet_id !== undefined)
      ? (input.cadet_purpose ?? 'praktik')
      : null,
  };
}

async function writeTravellers(tx: DbOrTx, letterId: number, input: TSuratTugasParsed) {
  await tx.delete(suratTugasTravellers).where(eq(suratTugasTravellers.suratTugasId, letterId));
  await tx.insert(suratTugasTravellers).values(
    input.travellers.map((t, i) => ({
      suratTugasId: letterId,
      seq: i + 1,
      userId: t.user_id ?? null,
      cadetId: t.cadet_id ?? null,
    })),
  );
}

async function assignNumber(
  tx: DbOrTx,
  input: TSuratTugasParsed,
  unitCode: string,
  current?: LetterRow,
): Promise<{ number: string; numberSeq: number | null; year: number }> {
  const year = Number(input.letter_date.slice(0, 4));
  if (input.number_mode === 'manual') {
    const number = input.number ?? '';
    if (await numberTaken(tx, year, number, current?.id)) {
      throw AppError.validation({ number: ['Nomor sudah dipakai surat tugas lain tahun ini'] });
    }
    return { number, numberSeq: null, year };
  }
  // An automatic number stays while its year does.
  if (current && current.numberSeq !== null && current.year === year) {
    return { number: current.number, numberSeq: current.numberSeq, year };
  }
  const next = await nextNumber(tx, year, unitCode, input.letter_date);
  return { number: next.number, numberSeq: next.seq, year };
}

/** `POST admin/surattugas`: a draft letter. */
export async function createLetter(db: Db, input: TSuratTugasParsed, caller: Caller) {
  const id = await db.transaction(async (tx) => {
    const { unitCode } = await checkReferences(tx, input);
    const numbered = await assignNumber(tx, input, unitCode);
    const [row] = await tx
      .insert(suratTugas)
      .values({ ...columnsOf(input), ...numbered, createdBy: caller.userId })
      .returning();
    if (!row) throw new Error('surat tugas insert returned nothing');
    await writeTravellers(tx, row.id, input);
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.create',
      tableName: 'surat_tugas',
      rowId: row.id,
      after: { ...row, travellers: input.travellers },
    });
    return row.id;
  });
  return getLetter(db, id, caller, 'admin');
}

/** The letter row locked for a command, with its status; 404 when missing. */
async function lockLetter(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(suratTugas).where(eq(suratTugas.id, id)).for('update');
  if (!row) throw AppError.notFound('Surat tugas tidak ditemukan.');
  const [approval] = row.approvalId
    ? await tx.select().from(approvals).where(eq(approvals.id, row.approvalId))
    : [];
  return { row, status: statusOf(row, approval?.status ?? null) };
}

function statusOf(row: LetterRow, approvalStatus: string | null): TSuratTugasStatus {
  if (row.cancelledAt) return 'cancelled';
  if (approvalStatus === null || approvalStatus === 'withdrawn') return 'draft';
  if (approvalStatus === 'pending') return 'pending';
  if (approvalStatus === 'approved') return 'approved';
  return 'returned';
}

const statusSql = sql<TSuratTugasStatus>`(case
  when ${suratTugas.cancelledAt} is not null then 'cancelled'
  when ${approvals.status} is null or ${approvals.status} = 'withdrawn' then 'draft'
  when ${approvals.status} = 'pending' then 'pending'
  when ${approvals.status} = 'approved' then 'approved'
  else 'returned' end)`;

/** `PUT admin/surattugas/:id`: while draft or returned. */
export async function updateLetter(db: Db, id: number, input: TSuratTugasParsed, caller: Caller) {
  await db.transaction(async (tx) => {
    const { row, status } = await lockLetter(tx, id);
    if (status !== 'draft' && status !== 'returned') {
      throw AppError.conflict('Surat tugas hanya dapat diubah selama draf atau dikembalikan.');
    }
    const { unitCode } = await checkReferences(tx, input);
    const numbered = await assignNumber(tx, input, unitCode, row);
    const [after] = await tx
      .update(suratTugas)
      .set({ ...columnsOf(input), ...numbered })
      .where(eq(suratTugas.id, id))
      .returning();
    await writeTravellers(tx, id, input);
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.update',
      tableName: 'surat_tugas',
      rowId: id,
      before: row,
      after: { ...after, travellers: input.travellers },
    });
  });
  return getLetter(db, id, caller, 'admin');
}

/** `DELETE admin/surattugas/:id`: drafts only (a letter once sent keeps its history). */
export async function deleteLetter(db: Db, id: number, caller: Caller) {
  await db.transaction(async (tx) => {
    const { row, status } = await lockLetter(tx, id);
    if (status !== 'draft' || row.approvalId !== null) {
      throw AppError.conflict('Hanya draf surat tugas yang dapat dihapus.');
    }
    await tx.delete(suratTugas).where(eq(suratTugas.id, id));
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.delete',
      tableName: 'surat_tugas',
      rowId: id,
      before: row,
    });
  });
}

/** `POST admin/surattugas/:id/submit`: sends a draft, or a returned letter again. */
export async function submitLetter(db: Db, id: number, caller: Caller) {
  await db.transaction(async (tx) => {
    const { row, status } = await lockLetter(tx, id);
    if (status !== 'draft' && status !== 'returned') {
      throw AppError.conflict('Surat tugas ini sudah diajukan.');
    }
    const levels = await loadLevels(tx);
    if (levels.length === 0) {
      throw AppError.conflict('Tingkat persetujuan surat tugas belum diatur.');
    }
    await submitRequest(tx, suratTugasWorkflow, {
      actor: caller.actor,
      requesterId: caller.userId,
      levels: levels.map((l) => l.level as TApprovalLevel),
      orgDate: row.letterDate,
      insert: async () => row,
    });
  });
  return getLetter(db, id, caller, 'admin');
}

/** `POST surattugas/approval/:id/decide`: the level's holder approves or returns. */
export async function decideLetter(db: Db, id: number, body: TSuratTugasDecision, caller: Caller) {
  await db.transaction(async (tx) => {
    await decideRequest(tx, suratTugasWorkflow, {
      requestId: id,
      userId: caller.userId,
      permissions: caller.permissions,
      actor: caller.actor,
      decision: body.decision,
      note: body.note ?? null,
      expectedLevel: body.level,
      details: async (t) => {
        if (body.decision !== 'approve' || !body.override_reason) return undefined;
        const [row] = await t.select().from(suratTugas).where(eq(suratTugas.id, id));
        const conflicts = row
          ? await findConflicts(t, {
              start_date: row.startDate,
              end_date: row.endDate,
              letterId: id,
            })
          : [];
        return { override_reason: body.override_reason, conflicts };
      },
    });
  });
  return getLetter(db, id, caller, 'approval');
}

/** `POST admin/surattugas/:id/cancel`: an approved letter is called off; its DL days go. */
export async function cancelLetter(db: Db, id: number, reason: string, caller: Caller) {
  await db.transaction(async (tx) => {
    const { row, status } = await lockLetter(tx, id);
    if (status !== 'approved') {
      throw AppError.conflict('Hanya surat tugas yang sudah disetujui yang dapat dibatalkan.');
    }
    const [paid] = await tx
      .select({ id: suratTugasPayments.id })
      .from(suratTugasPayments)
      .innerJoin(suratTugasTravel, eq(suratTugasTravel.id, suratTugasPayments.travelId))
      .innerJoin(suratTugasTravellers, eq(suratTugasTravellers.id, suratTugasTravel.travellerId))
      .where(eq(suratTugasTravellers.suratTugasId, id))
      .limit(1);
    if (paid) {
      throw AppError.conflict(
        'Surat tugas ini sudah ada pembayaran perjalanan dinas dan tidak dapat dibatalkan.',
      );
    }
    await unmarkDl(tx, row);
    const [after] = await tx
      .update(suratTugas)
      .set({ cancelledAt: new Date(), cancelledBy: caller.userId, cancelReason: reason })
      .where(eq(suratTugas.id, id))
      .returning();
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.cancel',
      tableName: 'surat_tugas',
      rowId: id,
      before: row,
      after,
    });
    const people = await travellerUserIds(tx, [id]);
    if (people.length > 0) {
      await notify(tx, people, {
        title: 'Surat tugas dibatalkan',
        body: `Surat tugas ${row.number} dibatalkan: ${reason}`,
        link: '/user/administrasi_surat_tugas',
      });
    }
  });
  return getLetter(db, id, caller, 'admin');
}

const signer = alias(users, 'signer');
const creator = alias(users, 'creator');

function baseQuery(db: DbOrTx) {
  return db
    .select({
      letter: suratTugas,
      approval: approvals,
      status: statusSql,
      unitCode: workUnits.code,
      unitName: workUnits.name,
      signerName: signer.name,
      signerNip: signer.nip,
      creatorName: creator.name,
    })
    .from(suratTugas)
    .leftJoin(approvals, eq(approvals.id, suratTugas.approvalId))
    .innerJoin(workUnits, eq(workUnits.id, suratTugas.unitId))
    .innerJoin(signer, eq(signer.id, suratTugas.signerUserId))
    .leftJoin(creator, eq(creator.id, suratTugas.createdBy));
}
type BaseRow = Awaited<ReturnType<typeof baseQuery>>[number];

function travellerOf(id: number) {
  return sql`exists (select 1 from ${suratTugasTravellers} t where t.surat_tugas_id = ${suratTugas.id} and t.user_id = ${id})`;
}

/** Which letters a view shows the caller (record-level access in the query). */
type Box = 'waiting' | 'decided' | 'all';
export const SURAT_TUGAS_ADMIN_PERMISSION = 'admin.surattugas';

function visibleTo(caller: Caller, view: View, box: Box = 'waiting'): SQL {
  if (view === 'admin') return sql`true`;
  if (view === 'taruna') {
    return sql`exists (select 1 from ${suratTugasTravellers} t
      where t.surat_tugas_id = ${suratTugas.id} and t.cadet_id is not null)`;
  }
  if (view === 'mine')
    return and(travellerOf(caller.userId), isNotNull(suratTugas.approvalId)) as SQL;
  const waiting = and(
    eq(approvals.status, 'pending'),
    sql`${caller.userId} = any(${approvals.assigneeIds})`,
  ) as SQL;
  const decided = sql`exists (select 1 from ${approvals} a2 join ${approvalDecisions} d on d.approval_id = a2.id
    where a2.subject_type = ${SURAT_TUGAS_SUBJECT} and a2.subject_id = ${suratTugas.id}
      and d.decided_by = ${caller.userId} and d.decision in ('approve', 'reject'))`;
  if (box === 'all') {
    return caller.permissions.has(SURAT_TUGAS_ADMIN_PERMISSION)
      ? isNotNull(suratTugas.approvalId)
      : (or(waiting, decided) as SQL);
  }
  return box === 'waiting' ? waiting : decided;
}

async function toRows(db: DbOrTx, rows: BaseRow[], caller: Caller, view: View) {
  const ids = rows.map((r) => r.letter.id);
  const travellers = ids.length
    ? await db
        .select({
          id: suratTugasTravellers.id,
          letterId: suratTugasTravellers.suratTugasId,
          userId: suratTugasTravellers.userId,
          cadetId: suratTugasTravellers.cadetId,
          userName: users.name,
          nip: users.nip,
          cadetName: cadets.name,
          nit: cadets.nit,
        })
        .from(suratTugasTravellers)
        .leftJoin(users, eq(users.id, suratTugasTravellers.userId))
        .leftJoin(cadets, eq(cadets.id, suratTugasTravellers.cadetId))
        .where(inArray(suratTugasTravellers.suratTugasId, ids))
        .orderBy(asc(suratTugasTravellers.seq))
    : [];
  // Every approval a letter went through (a returned letter sent again has a new one).
  const allApprovals = ids.length
    ? await db
        .select({ id: approvals.id, subjectId: approvals.subjectId })
        .from(approvals)
        .where(
          and(eq(approvals.subjectType, SURAT_TUGAS_SUBJECT), inArray(approvals.subjectId, ids)),
        )
        .orderBy(asc(approvals.id))
    : [];
  const history = await approvalHistory(
    db,
    allApprovals.map((a) => a.id),
  );
  const isAdmin = view === 'admin';
  return rows.map((r): TSuratTugasRow => {
    const l = r.letter;
    const steps: TApprovalStep[] = allApprovals
      .filter((a) => a.subjectId === l.id)
      .flatMap((a) => history.get(a.id) ?? []);
    const status = r.status;
    const pending = r.approval?.status === 'pending';
    return {
      id: l.id,
      year: l.year,
      number: l.number,
      is_automatic_number: l.numberSeq !== null,
      basis_id: l.basisId,
      basis: l.basis,
      purpose_id: l.purposeId,
      purpose: l.purpose,
      letter_date: l.letterDate,
      start_date: l.startDate,
      end_date: l.endDate,
      destination_kind: l.destinationKind as TSuratTugasRow['destination_kind'],
      province: l.province,
      city: l.city,
      country: l.country,
      destination: `${l.city}, ${l.destinationKind === 'luar_negeri' ? l.country : l.province}`,
      transport: l.transport,
      unit: { id: l.unitId, code: r.unitCode, name: r.unitName },
      signer: { id: l.signerUserId, name: r.signerName, nip: r.signerNip },
      copy_to: l.copyTo,
      cadet_purpose: l.cadetPurpose as TSuratTugasRow['cadet_purpose'],
      travellers: travellers
        .filter((t) => t.letterId === l.id)
        .map((t) => ({
          id: t.id,
          kind: t.userId !== null ? ('pegawai' as const) : ('taruna' as const),
          user_id: t.userId,
          cadet_id: t.cadetId,
          name: t.userName ?? t.cadetName ?? '-',
          identifier: t.userId !== null ? t.nip : t.nit,
        })),
      status,
      approval: r.approval ? approvalState(r.approval) : null,
      history: steps,
      cancel_reason: l.cancelReason,
      created_by:
        l.createdBy !== null && r.creatorName !== null
          ? { id: l.createdBy, name: r.creatorName }
          : null,
      created_at: new Date(l.createdAt).toISOString(),
      can_edit: isAdmin && (status === 'draft' || status === 'returned'),
      can_delete: isAdmin && status === 'draft',
      can_submit: isAdmin && (status === 'draft' || status === 'returned'),
      can_cancel: isAdmin && status === 'approved',
      can_decide:
        view === 'approval' &&
        pending &&
        (r.approval?.assigneeIds ?? []).includes(caller.userId) &&
        r.approval?.requesterId !== caller.userId,
    };
  });
}

function filtersOf(input: TSuratTugasListRequest): SQL[] {
  const where: SQL[] = [];
  if (input.search) {
    const p = containsPattern(input.search);
    where.push(
      or(
        ilike(suratTugas.number, p),
        ilike(suratTugas.purpose, p),
        ilike(suratTugas.city, p),
        sql`exists (select 1 from ${suratTugasTravellers} t left join ${users} u on u.id = t.user_id
          left join ${cadets} c on c.id = t.cadet_id
          where t.surat_tugas_id = ${suratTugas.id} and (u.name ilike ${p} or c.name ilike ${p}))`,
      ) as SQL,
    );
  }
  if (input.status) where.push(sql`${statusSql} = ${input.status}`);
  if (input.unit_id) where.push(eq(suratTugas.unitId, input.unit_id));
  if (input.from) where.push(gte(suratTugas.endDate, input.from));
  if (input.to) where.push(lte(suratTugas.startDate, input.to));
  return where;
}

/** A page of letters for a view. */
export async function findLetters(
  db: Db,
  page: PageRequest,
  input: TSuratTugasListRequest & { box?: Box },
  caller: Caller,
  view: View,
) {
  const where = and(visibleTo(caller, view, input.box), ...filtersOf(input));
  return paginate(
    page,
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(suratTugas)
        .leftJoin(approvals, eq(approvals.id, suratTugas.approvalId))
        .where(where);
      return row?.n ?? 0;
    },
    async (limit, offset) =>
      toRows(
        db,
        await baseQuery(db)
          .where(where)
          .orderBy(desc(suratTugas.letterDate), desc(suratTugas.id))
          .limit(limit)
          .offset(offset),
        caller,
        view,
      ),
  );
}

/** Every letter the filters select, for the workbook (bounded). */
export async function allLetters(
  db: Db,
  input: TSuratTugasListRequest,
  caller: Caller,
  view: 'admin' | 'taruna' = 'admin',
) {
  const rows = await baseQuery(db)
    .where(and(visibleTo(caller, view), ...filtersOf(input)))
    .orderBy(desc(suratTugas.letterDate), desc(suratTugas.id))
    .limit(10_000);
  return toRows(db, rows, caller, view);
}

/** One letter the caller may see in a view; 404 otherwise (never "exists but forbidden"). */
export async function getLetter(db: DbOrTx, id: number, caller: Caller, view: View) {
  const conditions = view === 'approval' ? visibleTo(caller, view, 'all') : visibleTo(caller, view);
  const rows = await baseQuery(db).where(and(eq(suratTugas.id, id), conditions));
  const [row] = await toRows(db, rows, caller, view);
  if (!row) throw AppError.notFound('Surat tugas tidak ditemukan.');
  return row;
}

/** `GET <list>/units`: the active units, for the letter lists' unit filter. */
export async function unitOptions(db: DbOrTx) {
  return db
    .select({ id: workUnits.id, code: workUnits.code, name: workUnits.name })
    .from(workUnits)
    .where(eq(workUnits.isActive, true))
    .orderBy(asc(workUnits.name))
    .limit(500);
}

/** `GET admin/surattugas/options`. */
export async function letterOptions(db: Db, today: string): Promise<TSuratTugasOptions> {
  const bases = await db
    .select({
      id: suratTugasBases.id,
      number: suratTugasBases.number,
      about: suratTugasBases.about,
    })
    .from(suratTugasBases)
    .where(eq(suratTugasBases.isActive, true))
    .orderBy(asc(suratTugasBases.number))
    .limit(500);
  const purposes = await db
    .select({ id: suratTugasPurposes.id, description: suratTugasPurposes.description })
    .from(suratTugasPurposes)
    .where(eq(suratTugasPurposes.isActive, true))
    .orderBy(asc(suratTugasPurposes.description))
    .limit(500);
  const pos = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.isActive, true), eq(positions.kind, 'struktural')))
    .orderBy(desc(positions.jobClass), asc(positions.name))
    .limit(500);
  const units = await unitOptions(db);
  const levels = [];
  for (const l of await loadLevels(db)) {
    const holder = await findPositionHolder(db, l.positionId, today);
    levels.push({ step: l.step, label: l.label, holder: holder?.name ?? '-' });
  }
  const signers = await db
    .select({ id: users.id, name: users.name, position: positions.name })
    .from(users)
    .innerJoin(positions, eq(positions.id, users.positionId))
    .where(and(eq(users.status, 'active'), eq(positions.kind, 'struktural')))
    .orderBy(desc(positions.jobClass), asc(users.name))
    .limit(200);
  return {
    signers,
    bases,
    purposes,
    positions: pos,
    units,
    levels,
  };
}

/** `GET admin/surattugas/people?search=`: active staff and active cadets, 20 of each. */
export async function findPeople(db: Db, search: string): Promise<TSuratTugasPerson[]> {
  const p = containsPattern(search);
  const staff = await db
    .select({ id: users.id, name: users.name, identifier: users.nip })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        search ? (or(ilike(users.name, p), ilike(users.nip, p)) as SQL) : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(20);
  const cadetRows = await db
    .select({ id: cadets.id, name: cadets.name, identifier: cadets.nit })
    .from(cadets)
    .where(
      and(
        eq(cadets.status, 'aktif'),
        search ? (or(ilike(cadets.name, p), ilike(cadets.nit, p)) as SQL) : undefined,
      ),
    )
    .orderBy(asc(cadets.name))
    .limit(20);
  return [
    ...staff.map((s) => ({ kind: 'pegawai' as const, ...s })),
    ...cadetRows.map((c) => ({ kind: 'taruna' as const, ...c })),
  ];
}

/** `GET admin/surattugas/levels`. */
export async function getLevels(db: DbOrTx) {
  const rows = await db
    .select({
      step: suratTugasLevels.step,
      label: suratTugasLevels.label,
      position_id: suratTugasLevels.positionId,
      position_name: positions.name,
    })
    .from(suratTugasLevels)
    .innerJoin(positions, eq(positions.id, suratTugasLevels.positionId))
    .orderBy(asc(suratTugasLevels.step));
  return rows;
}

/**
 * `PUT admin/surattugas/levels`: replaces the levels (step 1 runs as the engine's 'kabag', step
 * 2 as 'penjabat'). Letters already waiting keep the deciders they were given; audited.
 */
export async function saveLevels(db: Db, input: TSuratTugasLevelsInput, caller: Caller) {
  await db.transaction(async (tx) => {
    const ids = input.levels.map((l) => l.position_id);
    const found = new Set(
      (await tx.select({ id: positions.id }).from(positions).where(inArray(positions.id, ids))).map(
        (r) => r.id,
      ),
    );
    const errors: Record<string, string[]> = {};
    input.levels.forEach((l, i) => {
      if (!found.has(l.position_id))
        errors[`levels.${i}.position_id`] = ['Jabatan tidak ditemukan'];
    });
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const before = await getLevels(tx);
    await tx.delete(suratTugasLevels);
    await tx.insert(suratTugasLevels).values(
      input.levels.map((l, i) => ({
        step: i + 1,
        level: i === 0 ? 'kabag' : 'penjabat',
        label: l.label,
        positionId: l.position_id,
      })),
    );
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.levels',
      tableName: 'surat_tugas_levels',
      before,
      after: input.levels,
    });
  });
  return getLevels(db);
}
