/**
 * Realisasi kinerja bulanan (docs/kinerja.md "Realisasi bulanan"): a month of a person's
 * approved contract, filled by the person (`/user/kinerja/realisasi`), confirmed or returned by
 * the superior of the month (`/user/persetujuan/realisasi`), or recorded by an admin on the
 * person's behalf (`/admin/tanggung_renteng`).
 *
 * Who sees a month: its person; its superior (the acting superior of the month when set, else
 * the contract's) or an assignee of its approval; holders of admin.kontrak.konfirm
 * (monitoring); admins of tanggung renteng through their own screen. Everyone else hears 404.
 * The person writes only while the month is a draft or returned, inside the realisation window.
 */
import type {
  TRealisasiDecisionRequest,
  TRealisasiEvidenceRequest,
  TRealisasiInboxRequest,
  TRealisasiLine,
  TRealisasiMonth,
  TRealisasiPerson,
  TRealisasiStatus,
  TRealisasiSummary,
  TRealisasiTambahan,
  TRealisasiTambahanRequest,
  TRealisasiValue,
  TTanggungRentengRequest,
  TTanggungRentengRow,
} from '@sikerja/contracts';
import { monthName } from '@sikerja/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  kinerjaContracts,
  kinerjaEvidence,
  kinerjaLines,
  kinerjaMonths,
  kinerjaRealisations,
  kinerjaTargets,
} from '../../db/schema/kinerja.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { taskDescriptions } from '../../db/schema/masters-misc.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { writeAudit } from '../../platform/audit/audit.ts';
import { approvalHistory } from '../../platform/workflow/approval.service.ts';
import {
  decideRequest,
  submitRequest,
  withdrawRequest,
} from '../../platform/workflow/workflow-request.ts';
import { attachFile, detachFile } from '../files/files.api.ts';
import { notify } from '../notifications/notifications.api.ts';
import { assertKinerjaWindowOpen, kinerjaWindowState } from './kinerja-window.service.ts';
import { type Caller, kinerjaToday } from './kontrak.service.ts';
import {
  REALISASI_ADMIN_PERMISSION,
  REALISASI_SUBJECT,
  realisasiWorkflow,
} from './realisasi.workflow.ts';

type Row = Record<string, unknown>;
type MonthRow = typeof kinerjaMonths.$inferSelect;
type ContractRow = typeof kinerjaContracts.$inferSelect;

const NO_CONTRACT =
  'Belum ada kontrak kinerja yang disetujui untuk bulan ini; realisasi belum dapat diisi.';
const NOT_FOUND = 'Realisasi kinerja tidak ditemukan.';
const EDITABLE: readonly string[] = ['draft', 'returned'];

async function rowsOf(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(String(v)).toISOString();

/** How the caller looks at a month: the person, the superior, or an admin. */
type Role = 'owner' | 'superior' | 'admin';

// ---- Finding the contract and the month ----

/**
 * The approved contract of the person covering the month: the one covering more days of it,
 * the later on a tie (the rule capaian reads with, docs/kinerja.md "Loading rules").
 */
async function contractForMonth(
  tx: DbOrTx,
  userId: number,
  year: number,
  month: number,
): Promise<ContractRow> {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const rows = await rowsOf(
    tx,
    sql`select c.id from kinerja_contracts c
      where c.user_id = ${userId} and c.year = ${year} and c.status = 'approved'
        and c.period_start <= (${first}::date + interval '1 month' - interval '1 day')::date
        and c.period_end >= ${first}::date
      order by least(c.period_end, (${first}::date + interval '1 month' - interval '1 day')::date)
             - greatest(c.period_start, ${first}::date) desc, c.period_start desc
      limit 1`,
  );
  const id = num(rows[0]?.id);
  if (id === null) throw AppError.notFound(NO_CONTRACT);
  const [c] = await tx.select().from(kinerjaContracts).where(eq(kinerjaContracts.id, id));
  if (!c) throw AppError.notFound(NO_CONTRACT);
  return c;
}

async function monthOf(tx: DbOrTx, contractId: number, month: number, lock = false) {
  const q = tx
    .select()
    .from(kinerjaMonths)
    .where(and(eq(kinerjaMonths.contractId, contractId), eq(kinerjaMonths.month, month)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The month's row, made (as a draft) when the person first saves something. */
async function ensureMonth(tx: DbOrTx, contractId: number, month: number): Promise<MonthRow> {
  await tx.insert(kinerjaMonths).values({ contractId, month }).onConflictDoNothing();
  const row = await monthOf(tx, contractId, month, true);
  if (!row) throw new Error('kinerja month insert returned nothing');
  return row;
}

/** Who may see a month row `m` of contract `c` (SQL aliases), unless the caller is an admin. */
function visibleTo(caller: Caller): SQL {
  if (caller.permissions.has(REALISASI_ADMIN_PERMISSION)) return sql`true`;
  return sql`(c.user_id = ${caller.userId}
    or coalesce(m.superior_user_id, c.superior_user_id) = ${caller.userId}
    or exists (select 1 from approvals a where a.id = m.approval_id
               and ${caller.userId} = any(a.assignee_ids)))`;
}

// ---- Reading a month ----

async function person(tx: DbOrTx, id: number | null): Promise<TRealisasiPerson | null> {
  if (id === null) return null;
  const [u] = await tx
    .select({ id: users.id, name: users.name, nip: users.nip })
    .from(users)
    .where(eq(users.id, id));
  return u ?? null;
}

/** The month's view: lines with targets and values, tugas tambahan, evidence, history. */
async function monthView(
  tx: DbOrTx,
  c: ContractRow,
  month: number,
  role: Role,
  caller: Caller,
  today: string,
): Promise<TRealisasiMonth> {
  const m = await monthOf(tx, c.id, month);
  const [head] = await rowsOf(
    tx,
    sql`select u.id, u.name, u.nip, p.name as position_name, wu.name as unit_name
      from users u join positions p on p.id = ${c.positionId}
      join work_units wu on wu.id = ${c.unitId} where u.id = ${c.userId}`,
  );
  const lineRows = await rowsOf(
    tx,
    sql`select l.id, coalesce(td.description, l.proposed_name) as name, l.duty_kind,
        mu.name as unit_name, l.is_cumulative, l.quality as target_quality, l.points,
        l.extra_month, l.ordered_by,
        (select coalesce(sum(t.quantity), 0) from kinerja_targets t where t.line_id = l.id
          and (t.month = ${month} or (l.is_cumulative and t.month < ${month}))) as target,
        (select sum(x.approved_quantity) from kinerja_realisations x where x.line_id = l.id
          and l.is_cumulative and x.month < ${month}) as approved_before,
        r.id as realisation_id, r.proposed_quantity, r.proposed_quality, r.approved_quantity,
        r.approved_quality, r.recorded_by_admin
      from kinerja_lines l
      left join task_descriptions td on td.id = l.task_description_id
      left join measurement_units mu on mu.id = l.measurement_unit_id
      left join kinerja_realisations r on r.line_id = l.id and r.month = ${month}
      where l.contract_id = ${c.id}
        and (l.extra_month = ${month}
          or (l.extra_month is null and (l.duty_kind = 'tambahan' or r.id is not null
            or exists (select 1 from kinerja_targets t where t.line_id = l.id and t.quantity > 0
              and (t.month = ${month} or (l.is_cumulative and t.month < ${month}))))))
      order by l.extra_month nulls first, l.duty_kind, l.sort_order, l.id`,
  );
  const realisationIds = lineRows
    .map((r) => num(r.realisation_id))
    .filter((id): id is number => id !== null);
  const evidence =
    realisationIds.length === 0
      ? []
      : await rowsOf(
          tx,
          sql`select e.realisation_id, f.id, f.original_name, f.mime_type, f.size_bytes
            from kinerja_evidence e join files f on f.id = e.file_id
            where e.realisation_id in ${realisationIds} order by e.created_at`,
        );
  const orderers = new Map<number, TRealisasiPerson | null>();
  for (const r of lineRows) {
    const id = num(r.ordered_by);
    if (id !== null && !orderers.has(id)) orderers.set(id, await person(tx, id));
  }
  const toLine = (r: Row): TRealisasiLine => {
    const rid = num(r.realisation_id);
    return {
      line_id: Number(r.id),
      name: String(r.name ?? ''),
      duty_kind: r.duty_kind === 'tambahan' ? 'tambahan' : 'utama',
      unit_name: text(r.unit_name),
      is_cumulative: r.is_cumulative === true,
      target_quantity: Number(r.target ?? 0),
      target_quality: Number(r.target_quality ?? 100),
      approved_before: r.is_cumulative === true ? Number(r.approved_before ?? 0) : null,
      proposed_quantity: num(r.proposed_quantity),
      proposed_quality: num(r.proposed_quality),
      approved_quantity: num(r.approved_quantity),
      approved_quality: num(r.approved_quality),
      recorded_by_admin: r.recorded_by_admin !== null && r.recorded_by_admin !== undefined,
      evidence: evidence
        .filter((e) => rid !== null && num(e.realisation_id) === rid)
        .map((e) => ({
          file_id: String(e.id),
          name: String(e.original_name),
          mime_type: String(e.mime_type),
          size: Number(e.size_bytes),
        })),
    };
  };
  const lines = lineRows.filter((r) => r.extra_month === null).map(toLine);
  const tambahan: TRealisasiTambahan[] = lineRows
    .filter((r) => r.extra_month !== null)
    .map((r) => ({
      ...toLine(r),
      points: Number(r.points ?? 0),
      ordered_by: orderers.get(num(r.ordered_by) ?? -1) ?? null,
    }));

  const window = await kinerjaWindowState(tx, { kind: 'realisasi', year: c.year, month, today });
  const status = (m?.status ?? 'draft') as TRealisasiStatus;
  const superiorId = m?.superiorUserId ?? c.superiorUserId;
  const rounds = m
    ? (
        await rowsOf(
          tx,
          sql`select id from approvals where subject_type = ${REALISASI_SUBJECT}
            and subject_id = ${m.id} order by id`,
        )
      ).map((r) => Number(r.id))
    : [];
  const histories = await approvalHistory(tx, rounds);
  let assignees: number[] = [];
  if (m?.approvalId) {
    const [a] = await rowsOf(
      tx,
      sql`select assignee_ids, status from approvals where id = ${m.approvalId}`,
    );
    if (a?.status === 'pending') assignees = (a.assignee_ids as number[]).map(Number);
  }
  const isOwner = role === 'owner';
  const editable = EDITABLE.includes(status);
  return {
    id: m?.id ?? null,
    contract_id: c.id,
    year: c.year,
    month,
    status,
    person: { id: Number(head?.id), name: String(head?.name), nip: text(head?.nip) },
    position_name: String(head?.position_name ?? ''),
    unit_name: String(head?.unit_name ?? ''),
    superior: await person(tx, superiorId),
    is_acting_superior: m?.superiorUserId != null && m.superiorUserId !== c.superiorUserId,
    note_from_superior: m?.noteFromSuperior ?? null,
    note_to_superior: m?.noteToSuperior ?? null,
    first_sent_at: m?.firstSentAt?.toISOString() ?? null,
    sent_at: m?.sentAt?.toISOString() ?? null,
    confirmed_at: m?.confirmedAt?.toISOString() ?? null,
    lines,
    tambahan,
    history: rounds.flatMap((id) => histories.get(id) ?? []),
    window,
    can: {
      edit: isOwner && editable && window.open,
      send: isOwner && editable && window.open && lines.length + tambahan.length > 0,
      withdraw: isOwner && status === 'sent',
      reset: isOwner && editable && window.open && m !== undefined,
      decide:
        status === 'sent' &&
        caller.userId !== c.userId &&
        (assignees.includes(caller.userId) || caller.permissions.has(REALISASI_ADMIN_PERMISSION)),
    },
  };
}

/** `GET user/kinerja/realisasi?year&month`: the caller's month. */
export async function myMonth(db: DbOrTx, year: number, month: number, caller: Caller) {
  const c = await contractForMonth(db, caller.userId, year, month);
  return monthView(db, c, month, 'owner', caller, await kinerjaToday(db));
}

// ---- The person's commands ----

/** The caller's editable month, locked, inside the window. */
async function lockOwnMonth(
  tx: DbOrTx,
  year: number,
  month: number,
  caller: Caller,
  today: string,
) {
  const c = await contractForMonth(tx, caller.userId, year, month);
  await assertKinerjaWindowOpen(tx, { kind: 'realisasi', year, month, today });
  const m = await ensureMonth(tx, c.id, month);
  if (!EDITABLE.includes(m.status)) {
    throw AppError.conflict(
      m.status === 'sent'
        ? 'Realisasi bulan ini sudah dikirim dan menunggu konfirmasi atasan; tarik dulu bila ingin mengubahnya.'
        : 'Realisasi bulan ini sudah dikonfirmasi atasan.',
    );
  }
  return { c, m };
}

/** The ids of the month's lines (the contract's, plus the month's tugas tambahan). */
async function monthLineIds(tx: DbOrTx, contractId: number, month: number): Promise<Set<number>> {
  const rows = await rowsOf(
    tx,
    sql`select id from kinerja_lines where contract_id = ${contractId}
      and (extra_month is null or extra_month = ${month})`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

function assertLines(values: readonly TRealisasiValue[], ids: Set<number>) {
  const seen = new Set<number>();
  for (const [i, v] of values.entries()) {
    if (!ids.has(v.line_id)) {
      throw AppError.validation({ [`lines.${i}.line_id`]: ['Uraian bukan bagian kontrak ini.'] });
    }
    if (seen.has(v.line_id)) {
      throw AppError.validation({ [`lines.${i}.line_id`]: ['Uraian disebut dua kali.'] });
    }
    seen.add(v.line_id);
  }
}

async function upsertRealisation(
  tx: DbOrTx,
  lineId: number,
  month: number,
  set: Partial<typeof kinerjaRealisations.$inferInsert>,
) {
  const [row] = await tx
    .insert(kinerjaRealisations)
    .values({ lineId, month, ...set })
    .onConflictDoUpdate({
      target: [kinerjaRealisations.lineId, kinerjaRealisations.month],
      set: { ...set, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('realisation upsert returned nothing');
  return row;
}

export async function saveValues(
  db: Db,
  input: { year: number; month: number; lines: TRealisasiValue[] },
  caller: Caller,
) {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const { c, m } = await lockOwnMonth(tx, input.year, input.month, caller, today);
    assertLines(input.lines, await monthLineIds(tx, c.id, input.month));
    for (const v of input.lines) {
      await upsertRealisation(tx, v.line_id, input.month, {
        proposedQuantity: v.quantity,
        proposedQuality: v.quality,
      });
    }
    await tx.update(kinerjaMonths).set({ updatedAt: new Date() }).where(eq(kinerjaMonths.id, m.id));
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.save',
      tableName: 'kinerja_months',
      rowId: m.id,
      after: { month: input.month, lines: input.lines },
    });
  });
  return myMonth(db, input.year, input.month, caller);
}

export async function attachEvidence(db: Db, input: TRealisasiEvidenceRequest, caller: Caller) {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const { c, m } = await lockOwnMonth(tx, input.year, input.month, caller, today);
    assertLines(
      [{ line_id: input.line_id, quantity: null, quality: null }],
      await monthLineIds(tx, c.id, input.month),
    );
    const r = await upsertRealisation(tx, input.line_id, input.month, {});
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(kinerjaEvidence)
      .where(eq(kinerjaEvidence.realisationId, r.id));
    if (Number(n) >= 10) {
      throw AppError.validation({ file_id: ['Paling banyak 10 berkas bukti untuk satu uraian.'] });
    }
    await attachFile(tx, input.file_id, {
      actorUserId: caller.userId,
      ownerUserId: caller.userId,
      field: 'file_id',
    });
    await tx.insert(kinerjaEvidence).values({ realisationId: r.id, fileId: input.file_id });
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.evidence_attach',
      tableName: 'kinerja_months',
      rowId: m.id,
      after: { line_id: input.line_id, file_id: input.file_id },
    });
  });
  return myMonth(db, input.year, input.month, caller);
}

export async function detachEvidence(db: Db, input: TRealisasiEvidenceRequest, caller: Caller) {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const { m } = await lockOwnMonth(tx, input.year, input.month, caller, today);
    const [r] = await tx
      .select({ id: kinerjaRealisations.id })
      .from(kinerjaRealisations)
      .innerJoin(kinerjaLines, eq(kinerjaLines.id, kinerjaRealisations.lineId))
      .where(
        and(
          eq(kinerjaRealisations.lineId, input.line_id),
          eq(kinerjaRealisations.month, input.month),
          eq(kinerjaLines.contractId, m.contractId),
        ),
      );
    const deleted = r
      ? await tx
          .delete(kinerjaEvidence)
          .where(
            and(eq(kinerjaEvidence.realisationId, r.id), eq(kinerjaEvidence.fileId, input.file_id)),
          )
          .returning()
      : [];
    if (deleted.length === 0) throw AppError.notFound('Berkas bukti tidak ditemukan.');
    await detachFile(tx, input.file_id);
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.evidence_detach',
      tableName: 'kinerja_months',
      rowId: m.id,
      before: { line_id: input.line_id, file_id: input.file_id },
    });
  });
  return myMonth(db, input.year, input.month, caller);
}

export async function addTambahan(db: Db, input: TRealisasiTambahanRequest, caller: Caller) {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const { c, m } = await lockOwnMonth(tx, input.year, input.month, caller, today);
    const orderer = await person(tx, input.ordered_by_user_id);
    if (!orderer) {
      throw AppError.validation({ ordered_by_user_id: ['Pemberi tugas tidak ditemukan.'] });
    }
    let unitId = input.measurement_unit_id ?? null;
    let points = 0;
    if (input.task_description_id) {
      const [td] = await tx
        .select()
        .from(taskDescriptions)
        .where(
          and(
            eq(taskDescriptions.id, input.task_description_id),
            eq(taskDescriptions.isActive, true),
            eq(taskDescriptions.dutyKind, 'tambahan'),
          ),
        );
      if (!td) {
        throw AppError.validation({
          task_description_id: ['Uraian tugas tambahan tidak ditemukan.'],
        });
      }
      unitId = td.unitId;
      points = td.points;
    } else if (unitId !== null) {
      const [u] = await tx
        .select({ id: measurementUnits.id })
        .from(measurementUnits)
        .where(eq(measurementUnits.id, unitId));
      if (!u) throw AppError.validation({ measurement_unit_id: ['Satuan tidak ditemukan.'] });
    }
    const [count] = await rowsOf(
      tx,
      sql`select count(*)::int as n from kinerja_lines
        where contract_id = ${c.id} and extra_month = ${input.month}`,
    );
    if (Number(count?.n ?? 0) >= 50) {
      throw AppError.validation({
        task_description_id: ['Paling banyak 50 tugas tambahan sebulan.'],
      });
    }
    const [line] = await tx
      .insert(kinerjaLines)
      .values({
        contractId: c.id,
        taskDescriptionId: input.task_description_id ?? null,
        proposedName: input.task_description_id ? null : input.proposed_name,
        measurementUnitId: unitId,
        dutyKind: 'tambahan',
        quantity: input.quantity,
        months: 1,
        points,
        extraMonth: input.month,
        orderedBy: orderer.id,
        sortOrder: 1000,
      })
      .returning();
    if (!line) throw new Error('line insert returned nothing');
    await tx
      .insert(kinerjaTargets)
      .values({ lineId: line.id, month: input.month, quantity: input.quantity });
    await upsertRealisation(tx, line.id, input.month, {
      proposedQuantity: input.quantity,
      proposedQuality: 100,
    });
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.tambahan_add',
      tableName: 'kinerja_months',
      rowId: m.id,
      after: { line_id: line.id, ...input },
    });
  });
  return myMonth(db, input.year, input.month, caller);
}

export async function deleteTambahan(
  db: Db,
  lineId: number,
  period: { year: number; month: number },
  caller: Caller,
) {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const { c, m } = await lockOwnMonth(tx, period.year, period.month, caller, today);
    const evidence = await rowsOf(
      tx,
      sql`select e.file_id from kinerja_evidence e join kinerja_realisations r
        on r.id = e.realisation_id where r.line_id = ${lineId}`,
    );
    const deleted = await tx
      .delete(kinerjaLines)
      .where(
        and(
          eq(kinerjaLines.id, lineId),
          eq(kinerjaLines.contractId, c.id),
          eq(kinerjaLines.extraMonth, period.month),
        ),
      )
      .returning();
    if (deleted.length === 0) throw AppError.notFound('Tugas tambahan tidak ditemukan.');
    for (const e of evidence) await detachFile(tx, String(e.file_id));
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.tambahan_delete',
      tableName: 'kinerja_months',
      rowId: m.id,
      before: deleted[0],
    });
  });
  return myMonth(db, period.year, period.month, caller);
}

export async function setSuperior(
  db: Db,
  input: { year: number; month: number; superior_user_id: number | null },
  caller: Caller,
) {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const { c, m } = await lockOwnMonth(tx, input.year, input.month, caller, today);
    let id = input.superior_user_id;
    if (id !== null) {
      if (id === caller.userId) {
        throw AppError.validation({
          superior_user_id: ['Anda tidak dapat menjadi atasan diri sendiri.'],
        });
      }
      const [u] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.status, 'active')));
      if (!u) throw AppError.validation({ superior_user_id: ['Pegawai tidak ditemukan.'] });
      if (id === c.superiorUserId) id = null;
    }
    await tx
      .update(kinerjaMonths)
      .set({ superiorUserId: id, updatedAt: new Date() })
      .where(eq(kinerjaMonths.id, m.id));
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.superior',
      tableName: 'kinerja_months',
      rowId: m.id,
      before: { superior_user_id: m.superiorUserId },
      after: { superior_user_id: id },
    });
  });
  return myMonth(db, input.year, input.month, caller);
}

/** What stops a month from being sent (Indonesian), empty when it may go. */
function sendProblems(view: TRealisasiMonth): string[] {
  if (view.lines.length + view.tambahan.length === 0) {
    return ['Tidak ada uraian kinerja dengan target pada bulan ini.'];
  }
  return view.lines
    .filter((l) => l.duty_kind === 'utama' && l.target_quantity > 0 && l.proposed_quantity === null)
    .map((l) => `Realisasi "${l.name}" belum diisi.`);
}

export async function sendMonth(
  db: Db,
  input: { year: number; month: number; note: string | null },
  caller: Caller,
) {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const { c, m } = await lockOwnMonth(tx, input.year, input.month, caller, today);
    const view = await monthView(tx, c, input.month, 'owner', caller, today);
    const problems = sendProblems(view);
    if (problems.length > 0) throw AppError.validation({ lines: problems }, problems[0]);
    const now = new Date();
    // approval_id cleared: the workflow's holdersOf finds the month being sent by it.
    await tx
      .update(kinerjaMonths)
      .set({
        status: 'sent',
        sentAt: now,
        firstSentAt: m.firstSentAt ?? now,
        noteToSuperior: input.note ?? (m.status === 'returned' ? m.noteToSuperior : null),
        approvalId: null,
        updatedAt: now,
      })
      .where(eq(kinerjaMonths.id, m.id));
    await submitRequest(tx, realisasiWorkflow, {
      actor: caller.actor,
      requesterId: caller.userId,
      levels: ['atasan'],
      orgDate: today,
      insert: async () => ({ id: m.id }),
    });
  });
  return myMonth(db, input.year, input.month, caller);
}

/** Takes a sent month back (nobody decided yet): a draft again. */
export async function withdrawMonth(
  db: Db,
  input: { year: number; month: number },
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const c = await contractForMonth(tx, caller.userId, input.year, input.month);
    const m = await monthOf(tx, c.id, input.month, true);
    if (m?.status !== 'sent') {
      throw AppError.conflict('Hanya realisasi yang sedang menunggu atasan yang dapat ditarik.');
    }
    await withdrawRequest(tx, realisasiWorkflow, {
      requestId: m.id,
      userId: caller.userId,
      actor: caller.actor,
    });
  });
  return myMonth(db, input.year, input.month, caller);
}

/** Clears a draft or returned month: values, evidence and the month's tugas tambahan. */
export async function resetMonth(db: Db, input: { year: number; month: number }, caller: Caller) {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const { c, m } = await lockOwnMonth(tx, input.year, input.month, caller, today);
    const lineIds = tx
      .select({ id: kinerjaLines.id })
      .from(kinerjaLines)
      .where(eq(kinerjaLines.contractId, c.id));
    const evidence = await rowsOf(
      tx,
      sql`select e.file_id from kinerja_evidence e join kinerja_realisations r
        on r.id = e.realisation_id join kinerja_lines l on l.id = r.line_id
        where l.contract_id = ${c.id} and r.month = ${input.month}`,
    );
    const before = await tx
      .delete(kinerjaRealisations)
      .where(
        and(
          inArray(kinerjaRealisations.lineId, lineIds),
          eq(kinerjaRealisations.month, input.month),
        ),
      )
      .returning();
    await tx
      .delete(kinerjaLines)
      .where(and(eq(kinerjaLines.contractId, c.id), eq(kinerjaLines.extraMonth, input.month)));
    for (const e of evidence) await detachFile(tx, String(e.file_id));
    await tx
      .update(kinerjaMonths)
      .set({ status: 'draft', superiorUserId: null, noteToSuperior: null, updatedAt: new Date() })
      .where(eq(kinerjaMonths.id, m.id));
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.reset',
      tableName: 'kinerja_months',
      rowId: m.id,
      before: { status: m.status, realisations: before },
      after: { status: 'draft' },
    });
  });
  return myMonth(db, input.year, input.month, caller);
}

// ---- The superior ----

async function visibleMonth(tx: DbOrTx, monthId: number, caller: Caller, lock = false) {
  const rows = await rowsOf(
    tx,
    sql`select m.id, m.contract_id, m.month from kinerja_months m
      join kinerja_contracts c on c.id = m.contract_id
      where m.id = ${monthId} and ${visibleTo(caller)}`,
  );
  const row = rows[0];
  if (!row) throw AppError.notFound(NOT_FOUND);
  const [c] = await tx
    .select()
    .from(kinerjaContracts)
    .where(eq(kinerjaContracts.id, Number(row.contract_id)));
  if (!c) throw AppError.notFound(NOT_FOUND);
  const m = await monthOf(tx, c.id, Number(row.month), lock);
  if (!m) throw AppError.notFound(NOT_FOUND);
  return { c, m };
}

export async function getMonthForSuperior(db: DbOrTx, monthId: number, caller: Caller) {
  const { c, m } = await visibleMonth(db, monthId, caller);
  const role: Role = c.userId === caller.userId ? 'owner' : 'superior';
  return monthView(db, c, m.month, role, caller, await kinerjaToday(db));
}

/** The superior adjusts the approved values of a month waiting for them. */
export async function adjustApproved(
  db: Db,
  monthId: number,
  values: TRealisasiValue[],
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const { c, m } = await visibleMonth(tx, monthId, caller, true);
    if (c.userId === caller.userId) {
      throw AppError.forbidden('Anda tidak dapat mengonfirmasi realisasi Anda sendiri.');
    }
    const view = await monthView(tx, c, m.month, 'superior', caller, await kinerjaToday(tx));
    if (!view.can.decide) {
      throw AppError.conflict(
        'Realisasi ini tidak sedang menunggu konfirmasi Anda; muat ulang halaman.',
      );
    }
    assertLines(values, await monthLineIds(tx, c.id, m.month));
    const before = await tx
      .select()
      .from(kinerjaRealisations)
      .where(
        and(
          inArray(
            kinerjaRealisations.lineId,
            values.map((v) => v.line_id),
          ),
          eq(kinerjaRealisations.month, m.month),
        ),
      );
    for (const v of values) {
      await upsertRealisation(tx, v.line_id, m.month, {
        approvedQuantity: v.quantity,
        approvedQuality: v.quality,
      });
    }
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.adjust',
      tableName: 'kinerja_months',
      rowId: m.id,
      before: before.map((r) => ({
        line_id: r.lineId,
        quantity: r.approvedQuantity,
        quality: r.approvedQuality,
      })),
      after: values,
    });
  });
  return getMonthForSuperior(db, monthId, caller);
}

export async function decideMonth(
  db: Db,
  monthId: number,
  input: TRealisasiDecisionRequest,
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    await visibleMonth(tx, monthId, caller);
    await decideRequest(tx, realisasiWorkflow, {
      requestId: monthId,
      userId: caller.userId,
      permissions: caller.permissions,
      actor: caller.actor,
      decision: input.decision,
      note: input.note,
      expectedLevel: 'atasan',
    });
  });
  return getMonthForSuperior(db, monthId, caller);
}

function toSummary(r: Row): TRealisasiSummary {
  return {
    id: Number(r.id),
    contract_id: Number(r.contract_id),
    year: Number(r.year),
    month: Number(r.month),
    status: r.status as TRealisasiStatus,
    person: { id: Number(r.user_id), name: String(r.name), nip: text(r.nip) },
    position_name: String(r.position_name ?? ''),
    unit_name: String(r.unit_name ?? ''),
    sent_at: iso(r.sent_at),
    confirmed_at: iso(r.confirmed_at),
    updated_at: iso(r.updated_at) ?? new Date(0).toISOString(),
  };
}

/**
 * `POST user/persetujuan/realisasi/list`: months of the caller's subordinates that were sent —
 * waiting (sent) or decided (returned, confirmed). Holders of admin.kontrak.konfirm see all.
 */
export async function findRealisasiInbox(
  db: DbOrTx,
  page: PageRequest,
  filter: TRealisasiInboxRequest,
  caller: Caller,
) {
  const statuses =
    filter.status === 'waiting'
      ? ['sent']
      : filter.status === 'decided'
        ? ['returned', 'confirmed']
        : ['sent', 'returned', 'confirmed'];
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = sql`m.status in ${statuses} and ${visibleTo(caller)} and c.user_id <> ${caller.userId}
    ${filter.year ? sql`and c.year = ${filter.year}` : sql``}
    ${pattern ? sql`and (u.name ilike ${pattern} or u.nip ilike ${pattern})` : sql``}`;
  const from = sql`from kinerja_months m join kinerja_contracts c on c.id = m.contract_id
    join users u on u.id = c.user_id join positions p on p.id = c.position_id
    join work_units wu on wu.id = c.unit_id`;
  return paginate(
    page,
    async () =>
      Number((await rowsOf(db, sql`select count(*)::int as n ${from} where ${where}`))[0]?.n ?? 0),
    async (limit, offset) =>
      (
        await rowsOf(
          db,
          sql`select m.id, m.contract_id, c.year, m.month, m.status, c.user_id, u.name, u.nip,
            p.name as position_name, wu.name as unit_name, m.sent_at, m.confirmed_at, m.updated_at
            ${from} where ${where}
            order by (m.status = 'sent') desc, m.sent_at asc nulls last, c.year desc, m.month desc, u.name
            limit ${limit} offset ${offset}`,
        )
      ).map(toSummary),
  );
}

// ---- Evidence files ----

/** The evidence file if the caller may see its month (person, superior, monitor); else 404. */
export async function evidenceFileFor(db: DbOrTx, fileId: string, caller: Caller) {
  const tanggungRenteng = caller.permissions.has(TANGGUNG_RENTENG_PERMISSION);
  const rows = await rowsOf(
    db,
    sql`select e.file_id from kinerja_evidence e
      join kinerja_realisations r on r.id = e.realisation_id
      join kinerja_lines l on l.id = r.line_id
      join kinerja_contracts c on c.id = l.contract_id
      left join kinerja_months m on m.contract_id = c.id and m.month = r.month
      where e.file_id = ${fileId} and (${tanggungRenteng} or ${visibleTo(caller)})`,
  );
  if (rows.length === 0) throw AppError.notFound('Berkas bukti tidak ditemukan.');
  return fileId;
}

// ---- People pickers ----

export async function searchPeople(db: DbOrTx, search: string): Promise<TRealisasiPerson[]> {
  const pattern = search ? containsPattern(search) : null;
  const rows = await rowsOf(
    db,
    sql`select id, name, nip from users where status = 'active'
      ${pattern ? sql`and (name ilike ${pattern} or nip ilike ${pattern})` : sql``}
      order by name limit 20`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name), nip: text(r.nip) }));
}

export async function tambahanUraian(db: DbOrTx) {
  const rows = await rowsOf(
    db,
    sql`select td.id, td.description as name, mu.name as unit_name, td.points
      from task_descriptions td left join measurement_units mu on mu.id = td.unit_id
      where td.is_active and td.duty_kind = 'tambahan' order by td.description limit 500`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    unit_name: text(r.unit_name),
    points: Number(r.points ?? 0),
  }));
}

// ---- Tanggung renteng (the admin on a person's behalf) ----

export const TANGGUNG_RENTENG_PERMISSION = 'admin.tanggung_renteng';

export async function tanggungRentengMonth(
  db: DbOrTx,
  q: { user_id: number; year: number; month: number },
  caller: Caller,
) {
  const c = await contractForMonth(db, q.user_id, q.year, q.month);
  return monthView(db, c, q.month, 'admin', caller, await kinerjaToday(db));
}

/**
 * Records or corrects a person's month: proposed and approved values both take the admin's,
 * `recorded_by_admin` is set, the month becomes confirmed. Refused (409) while the month waits
 * for its superior: that decision is theirs to take or the person's to withdraw.
 */
export async function recordTanggungRenteng(
  db: Db,
  input: TTanggungRentengRequest,
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const c = await contractForMonth(tx, input.user_id, input.year, input.month);
    const m = await ensureMonth(tx, c.id, input.month);
    if (m.status === 'sent') {
      throw AppError.conflict(
        'Realisasi bulan ini sedang menunggu konfirmasi atasan; tunggu keputusannya atau minta pegawai menariknya.',
      );
    }
    assertLines(input.lines, await monthLineIds(tx, c.id, input.month));
    const before = await tx
      .select()
      .from(kinerjaRealisations)
      .where(
        and(
          inArray(
            kinerjaRealisations.lineId,
            input.lines.map((v) => v.line_id),
          ),
          eq(kinerjaRealisations.month, input.month),
        ),
      );
    for (const v of input.lines) {
      await upsertRealisation(tx, v.line_id, input.month, {
        proposedQuantity: v.quantity,
        proposedQuality: v.quality,
        approvedQuantity: v.quantity,
        approvedQuality: v.quality,
        recordedByAdmin: caller.userId,
      });
    }
    const now = new Date();
    await tx
      .update(kinerjaMonths)
      .set({ status: 'confirmed', confirmedAt: m.confirmedAt ?? now, updatedAt: now })
      .where(eq(kinerjaMonths.id, m.id));
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_realisasi.tanggung_renteng',
      tableName: 'kinerja_months',
      rowId: m.id,
      before: {
        status: m.status,
        lines: before.map((r) => ({
          line_id: r.lineId,
          proposed_quantity: r.proposedQuantity,
          proposed_quality: r.proposedQuality,
          approved_quantity: r.approvedQuantity,
          approved_quality: r.approvedQuality,
        })),
      },
      after: { status: 'confirmed', user_id: input.user_id, note: input.note, lines: input.lines },
    });
    await notify(tx, [c.userId], {
      title: 'Realisasi kinerja dicatat admin',
      body: `Realisasi kinerja ${monthName(input.month)} ${input.year} Anda dicatat oleh admin (tanggung renteng): ${input.note}`,
      link: '/user/kinerja/realisasi',
    });
  });
  return tanggungRentengMonth(db, input, caller);
}

/** `POST admin/tanggung_renteng/list`: the months an admin recorded. */
export async function findTanggungRenteng(
  db: DbOrTx,
  page: PageRequest,
  filter: { search: string; year?: number },
) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = sql`exists (select 1 from kinerja_realisations r join kinerja_lines l on l.id = r.line_id
      where l.contract_id = c.id and r.month = m.month and r.recorded_by_admin is not null)
    ${filter.year ? sql`and c.year = ${filter.year}` : sql``}
    ${pattern ? sql`and (u.name ilike ${pattern} or u.nip ilike ${pattern})` : sql``}`;
  const from = sql`from kinerja_months m join kinerja_contracts c on c.id = m.contract_id
    join users u on u.id = c.user_id join work_units wu on wu.id = c.unit_id`;
  return paginate(
    page,
    async () =>
      Number((await rowsOf(db, sql`select count(*)::int as n ${from} where ${where}`))[0]?.n ?? 0),
    async (limit, offset): Promise<TTanggungRentengRow[]> =>
      (
        await rowsOf(
          db,
          sql`select m.id, c.year, m.month, m.status, c.user_id, u.name, u.nip, wu.name as unit_name,
            m.updated_at,
            (select a.name from kinerja_realisations r join kinerja_lines l on l.id = r.line_id
              join users a on a.id = r.recorded_by_admin where l.contract_id = c.id
              and r.month = m.month order by r.updated_at desc limit 1) as recorded_by,
            (select count(*)::int from kinerja_realisations r join kinerja_lines l on l.id = r.line_id
              where l.contract_id = c.id and r.month = m.month and r.recorded_by_admin is not null) as lines
            ${from} where ${where} order by m.updated_at desc limit ${limit} offset ${offset}`,
        )
      ).map((r) => ({
        month_id: Number(r.id),
        year: Number(r.year),
        month: Number(r.month),
        status: r.status as TRealisasiStatus,
        person: { id: Number(r.user_id), name: String(r.name), nip: text(r.nip) },
        unit_name: String(r.unit_name ?? ''),
        recorded_by: text(r.recorded_by),
        lines: Number(r.lines ?? 0),
        updated_at: iso(r.updated_at) ?? new Date(0).toISOString(),
      })),
  );
}
