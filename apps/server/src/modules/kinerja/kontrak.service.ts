/**
 * Kontrak kinerja (`/user/kinerja`, the superior's `/user/persetujuan`): docs/kinerja.md
 * "Kontrak kinerja". One contract per person, year and position assignment, its header a
 * snapshot of the organisation when it was made (and of the superior when it was last sent).
 *
 * Who sees a contract: its owner; its superior (the snapshot, or an assignee of its approval,
 * such as a delegate); holders of admin.kontrak.konfirm (monitoring). Everyone else hears 404.
 * Only the owner writes, only while the contract is a draft or returned, and only inside the
 * year's contract filling window (kinerja-window.service.ts).
 */
import type {
  TKontrak,
  TKontrakCopyRequest,
  TKontrakDecisionRequest,
  TKontrakInboxRequest,
  TKontrakLine,
  TKontrakLineRequest,
  TKontrakSpreadRequest,
  TKontrakStatus,
  TKontrakSummary,
  TKontrakTargetsRequest,
  TKontrakUraian,
  TKontrakYearResponse,
} from '@sikerja/contracts';
import { and, asc, count, desc, eq, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import {
  kinerjaContracts,
  kinerjaLines,
  kinerjaTargets,
  taskDescriptionPositions,
} from '../../db/schema/kinerja.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { taskDescriptions } from '../../db/schema/masters-misc.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { approvalHistory } from '../../platform/workflow/approval.service.ts';
import { decideRequest, submitRequest } from '../../platform/workflow/workflow-request.ts';
import {
  datesBetween,
  isWorkingDay,
  loadCalendar,
  loadWorkingHours,
  monthRange,
  scheduledHours,
} from '../calendar/calendar.api.ts';
import { findApprovers } from '../organisation/organisation.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { assertKinerjaWindowOpen, kinerjaWindowState } from './kinerja-window.service.ts';
import {
  lineBadge,
  periodMonths,
  sendProblems,
  spreadTargets,
  sumQuantities,
} from './kontrak.rules.ts';
import { KONTRAK_ADMIN_PERMISSION, KONTRAK_SUBJECT, kontrakWorkflow } from './kontrak.workflow.ts';

export interface Caller {
  userId: number;
  permissions: ReadonlySet<string>;
  actor: Actor;
}

type ContractRow = typeof kinerjaContracts.$inferSelect;
type LineRow = typeof kinerjaLines.$inferSelect;

const NOT_FOUND = 'Kontrak kinerja tidak ditemukan.';
const LINE_NOT_FOUND = 'Uraian kontrak tidak ditemukan.';
/** Hours of a working day when no jam kerja row covers the person (docs/kinerja.md). */
const FALLBACK_DAY_HOURS = 7.5;

/** Today in the institution's time zone. */
export async function kinerjaToday(db: DbOrTx): Promise<string> {
  return zonedDate(new Date(), (await loadSettings(db)).timeZone);
}

// ---- Catalogue (swap for katalog's `GET user/kinerja/uraian` when it lands) ----

/**
 * The uraian of a position (its menu on `/admin/master/jabatan/peta`), active only. Kept in one
 * function so the catalogue module's query can replace it.
 */
export async function uraianOfPosition(tx: DbOrTx, positionId: number) {
  return tx
    .select({
      id: taskDescriptions.id,
      name: taskDescriptions.description,
      dutyKind: taskDescriptions.dutyKind,
      unitId: taskDescriptions.unitId,
      unitName: measurementUnits.name,
      defaultQuantity: taskDescriptions.defaultYearlyTarget,
      creditPoints: taskDescriptions.creditPoints,
      workHours: taskDescriptions.workHours,
      cost: taskDescriptions.cost,
      points: taskDescriptions.points,
    })
    .from(taskDescriptionPositions)
    .innerJoin(
      taskDescriptions,
      eq(taskDescriptions.id, taskDescriptionPositions.taskDescriptionId),
    )
    .leftJoin(measurementUnits, eq(measurementUnits.id, taskDescriptions.unitId))
    .where(
      and(eq(taskDescriptionPositions.positionId, positionId), eq(taskDescriptions.isActive, true)),
    )
    .orderBy(asc(taskDescriptions.dutyKind), asc(taskDescriptions.description));
}

// ---- Header ----

interface Header {
  positionId: number;
  unitId: number;
  superiorUserId: number | null;
  superiorPositionId: number | null;
  superiorUnitId: number | null;
}

/** The person's position and unit, and their superior the way approvals find them. */
async function resolveHeader(tx: DbOrTx, userId: number, date: string): Promise<Header> {
  const [me] = await tx
    .select({ positionId: users.positionId, unitId: users.unitId, posUnit: positions.unitId })
    .from(users)
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(eq(users.id, userId));
  const unitId = me?.unitId ?? me?.posUnit ?? null;
  if (!me?.positionId || unitId === null) {
    throw AppError.validation(
      { year: ['Anda belum memiliki jabatan dan unit kerja; hubungi admin kepegawaian.'] },
      'Anda belum memiliki jabatan dan unit kerja.',
    );
  }
  const superior = (await findApprovers(tx, userId, date)).superior;
  let superiorPositionId: number | null = null;
  let superiorUnitId: number | null = null;
  if (superior) {
    const [s] = await tx
      .select({ positionId: users.positionId, unitId: users.unitId, posUnit: positions.unitId })
      .from(users)
      .leftJoin(positions, eq(positions.id, users.positionId))
      .where(eq(users.id, superior.user_id));
    superiorPositionId = s?.positionId ?? null;
    superiorUnitId = s?.unitId ?? s?.posUnit ?? null;
  }
  return {
    positionId: me.positionId,
    unitId,
    superiorUserId: superior?.user_id ?? null,
    superiorPositionId,
    superiorUnitId,
  };
}

// ---- Reading ----

const superiorUser = alias(users, 'superior_user');
const superiorPosition = alias(positions, 'superior_position');
const superiorUnit = alias(workUnits, 'superior_unit');

function headerQuery(tx: DbOrTx) {
  return tx
    .select({
      c: kinerjaContracts,
      personName: users.name,
      personNip: users.nip,
      positionName: positions.name,
      unitName: workUnits.name,
      superiorName: superiorUser.name,
      superiorNip: superiorUser.nip,
      superiorPositionName: superiorPosition.name,
      superiorUnitName: superiorUnit.name,
      staffTypeId: users.staffTypeId,
    })
    .from(kinerjaContracts)
    .innerJoin(users, eq(users.id, kinerjaContracts.userId))
    .innerJoin(positions, eq(positions.id, kinerjaContracts.positionId))
    .innerJoin(workUnits, eq(workUnits.id, kinerjaContracts.unitId))
    .leftJoin(superiorUser, eq(superiorUser.id, kinerjaContracts.superiorUserId))
    .leftJoin(superiorPosition, eq(superiorPosition.id, kinerjaContracts.superiorPositionId))
    .leftJoin(superiorUnit, eq(superiorUnit.id, kinerjaContracts.superiorUnitId));
}

type HeaderRow = Awaited<ReturnType<typeof headerQuery>>[number];

/** Whether the caller may read the contract; the condition a list or a read adds. */
function visibleTo(caller: Caller): SQL | undefined {
  if (caller.permissions.has(KONTRAK_ADMIN_PERMISSION)) return undefined;
  return or(
    eq(kinerjaContracts.userId, caller.userId),
    eq(kinerjaContracts.superiorUserId, caller.userId),
    sql`exists (select 1 from ${approvals} a where a.id = ${kinerjaContracts.approvalId} and ${caller.userId} = any(a.assignee_ids))`,
  );
}

async function loadHeader(tx: DbOrTx, id: number, caller: Caller): Promise<HeaderRow> {
  const [row] = await headerQuery(tx).where(and(eq(kinerjaContracts.id, id), visibleTo(caller)));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

async function loadLines(tx: DbOrTx, contractId: number): Promise<TKontrakLine[]> {
  const rows = await tx
    .select({
      l: kinerjaLines,
      uraian: taskDescriptions.description,
      unitName: measurementUnits.name,
    })
    .from(kinerjaLines)
    .leftJoin(taskDescriptions, eq(taskDescriptions.id, kinerjaLines.taskDescriptionId))
    .leftJoin(measurementUnits, eq(measurementUnits.id, kinerjaLines.measurementUnitId))
    .where(and(eq(kinerjaLines.contractId, contractId), sql`${kinerjaLines.extraMonth} is null`))
    .orderBy(asc(kinerjaLines.sortOrder), asc(kinerjaLines.id));
  const ids = rows.map((r) => r.l.id);
  const targets =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(kinerjaTargets)
          .where(inArray(kinerjaTargets.lineId, ids))
          .orderBy(asc(kinerjaTargets.month));
  return rows.map(({ l, uraian, unitName }) => {
    const own = targets
      .filter((t) => t.lineId === l.id)
      .map((t) => ({ month: t.month, quantity: t.quantity }));
    const dutyKind = l.dutyKind === 'tambahan' ? 'tambahan' : 'utama';
    return {
      id: l.id,
      task_description_id: l.taskDescriptionId,
      name: uraian ?? l.proposedName ?? '',
      is_proposed: l.taskDescriptionId === null,
      duty_kind: dutyKind,
      measurement_unit_id: l.measurementUnitId,
      unit_name: unitName,
      quantity: l.quantity,
      quality: l.quality,
      months: l.months,
      weight: l.weight,
      work_hours: l.workHours,
      credit: l.credit,
      points: l.points,
      is_cumulative: l.isCumulative,
      breakdown_mode: l.breakdownMode as TKontrakLine['breakdown_mode'],
      targets: own,
      total_target: own.length === 0 ? null : sumQuantities(own.map((t) => t.quantity)),
      badge: lineBadge({ ...l, dutyKind }, own),
    };
  });
}

/**
 * The person's working hours over the contract period: each working day's jam kerja (end −
 * start − break); a working day no jam kerja row covers counts 7.5 hours.
 */
async function periodWorkHours(tx: DbOrTx, c: ContractRow, staffTypeId: number | null) {
  const calendar = await loadCalendar(tx, c.periodStart, c.periodEnd, c.unitId);
  const hours = await loadWorkingHours(tx);
  let minutes = 0;
  for (const date of datesBetween(c.periodStart, c.periodEnd)) {
    const day = scheduledHours(date, { unitId: c.unitId, staffTypeId }, calendar, hours);
    if (day) minutes += Math.max(0, day.work_minutes);
    else if (hours.length === 0 && isWorkingDay(date, c.unitId, calendar)) {
      minutes += FALLBACK_DAY_HOURS * 60;
    }
  }
  return Math.round(minutes / 60);
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const isEditable = (status: string) => status === 'draft' || status === 'returned';

async function toDetail(
  tx: DbOrTx,
  h: HeaderRow,
  caller: Caller,
  today: string,
): Promise<TKontrak> {
  const c = h.c;
  const lines = await loadLines(tx, c.id);
  const window = await kinerjaWindowState(tx, { kind: 'kontrak', year: c.year, today });
  const isOwner = c.userId === caller.userId;
  const problems = sendProblems({
    lines: lines.map((l) => ({
      dutyKind: l.duty_kind,
      quantity: l.quantity,
      quality: l.quality,
      months: l.months,
      weight: l.weight,
      badge: l.badge,
      name: l.name,
    })),
  });
  const approval = c.approvalId
    ? (await tx.select().from(approvals).where(eq(approvals.id, c.approvalId)))[0]
    : undefined;
  // Every round, oldest first: a contract returned and sent again keeps the superior's notes.
  const rounds = (
    await tx
      .select({ id: approvals.id })
      .from(approvals)
      .where(and(eq(approvals.subjectType, KONTRAK_SUBJECT), eq(approvals.subjectId, c.id)))
      .orderBy(asc(approvals.id))
  ).map((r) => r.id);
  const histories = await approvalHistory(tx, rounds);
  const history = rounds.flatMap((id) => histories.get(id) ?? []);
  const canEdit = isOwner && isEditable(c.status) && window.open;
  const workHours = sumQuantities(lines.map((l) => l.work_hours));
  const yearHours = await periodWorkHours(tx, c, h.staffTypeId);
  return {
    id: c.id,
    year: c.year,
    status: c.status as TKontrakStatus,
    person: { id: c.userId, name: h.personName, nip: h.personNip },
    position_name: h.positionName,
    unit_name: h.unitName,
    superior:
      c.superiorUserId !== null
        ? { id: c.superiorUserId, name: h.superiorName ?? '', nip: h.superiorNip ?? null }
        : null,
    superior_position_name: h.superiorPositionName,
    superior_unit_name: h.superiorUnitName,
    period_start: c.periodStart,
    period_end: c.periodEnd,
    note_from_superior: c.noteFromSuperior,
    note_to_superior: c.noteToSuperior,
    sent_at: iso(c.sentAt),
    approved_at: iso(c.approvedAt),
    lines,
    totals: {
      weight_main: sumQuantities(lines.filter((l) => l.duty_kind === 'utama').map((l) => l.weight)),
      work_hours: workHours,
      credit: Math.round(lines.reduce((s, l) => s + l.credit, 0) * 1000) / 1000,
      year_work_hours: yearHours,
      work_hours_percent: yearHours > 0 ? Math.round((workHours / yearHours) * 10_000) / 100 : 0,
    },
    history,
    can: {
      edit: canEdit,
      send: canEdit && problems.length === 0,
      self_approve: c.superiorUserId === null,
      cancel: isOwner && c.status === 'approved' && c.superiorUserId === null,
      decide:
        c.status === 'sent' &&
        approval?.status === 'pending' &&
        approval.assigneeIds.includes(caller.userId) &&
        !isOwner,
    },
    send_problems: problems,
    window,
  };
}

/** One contract the caller may see (404 otherwise). */
export async function getKontrak(db: DbOrTx, id: number, caller: Caller): Promise<TKontrak> {
  const h = await loadHeader(db, id, caller);
  return toDetail(db, h, caller, await kinerjaToday(db));
}

function summaryQuery(tx: DbOrTx) {
  return tx
    .select({
      id: kinerjaContracts.id,
      year: kinerjaContracts.year,
      status: kinerjaContracts.status,
      userId: kinerjaContracts.userId,
      name: users.name,
      nip: users.nip,
      positionName: positions.name,
      unitName: workUnits.name,
      periodStart: kinerjaContracts.periodStart,
      periodEnd: kinerjaContracts.periodEnd,
      sentAt: kinerjaContracts.sentAt,
      updatedAt: kinerjaContracts.updatedAt,
      lineCount: sql<number>`(select count(*)::int from ${kinerjaLines} l where l.contract_id = ${kinerjaContracts.id} and l.extra_month is null)`,
    })
    .from(kinerjaContracts)
    .innerJoin(users, eq(users.id, kinerjaContracts.userId))
    .innerJoin(positions, eq(positions.id, kinerjaContracts.positionId))
    .innerJoin(workUnits, eq(workUnits.id, kinerjaContracts.unitId));
}

const toSummary = (r: Awaited<ReturnType<typeof summaryQuery>>[number]): TKontrakSummary => ({
  id: r.id,
  year: r.year,
  status: r.status as TKontrakStatus,
  person: { id: r.userId, name: r.name, nip: r.nip },
  position_name: r.positionName,
  unit_name: r.unitName,
  period_start: r.periodStart,
  period_end: r.periodEnd,
  line_count: Number(r.lineCount),
  sent_at: iso(r.sentAt),
  updated_at: new Date(r.updatedAt).toISOString(),
});

/** `GET user/kinerja?year=`: the caller's contracts of the year, the current one in full. */
export async function kontrakOfYear(
  db: Db,
  year: number,
  caller: Caller,
): Promise<TKontrakYearResponse['data']> {
  const today = await kinerjaToday(db);
  const mine = await summaryQuery(db)
    .where(and(eq(kinerjaContracts.userId, caller.userId), eq(kinerjaContracts.year, year)))
    .orderBy(desc(kinerjaContracts.periodStart));
  const earlier = await summaryQuery(db)
    .where(and(eq(kinerjaContracts.userId, caller.userId), lt(kinerjaContracts.year, year)))
    .orderBy(desc(kinerjaContracts.year), desc(kinerjaContracts.periodStart))
    .limit(20);
  const [me] = await db
    .select({ positionId: users.positionId })
    .from(users)
    .where(eq(users.id, caller.userId));
  let chosenId = mine[0]?.id;
  if (me?.positionId) {
    const [ofPosition] = await db
      .select({ id: kinerjaContracts.id })
      .from(kinerjaContracts)
      .where(
        and(
          eq(kinerjaContracts.userId, caller.userId),
          eq(kinerjaContracts.year, year),
          eq(kinerjaContracts.positionId, me.positionId),
        ),
      )
      .orderBy(desc(kinerjaContracts.periodStart))
      .limit(1);
    chosenId = ofPosition?.id ?? mine[0]?.id;
  }
  const window = await kinerjaWindowState(db, { kind: 'kontrak', year, today });
  const contract =
    chosenId === undefined
      ? null
      : await toDetail(db, await loadHeader(db, chosenId, caller), caller, today);
  const hasOfPosition =
    me?.positionId != null &&
    contract !== null &&
    (
      await db
        .select({ id: kinerjaContracts.id })
        .from(kinerjaContracts)
        .where(
          and(
            eq(kinerjaContracts.userId, caller.userId),
            eq(kinerjaContracts.year, year),
            eq(kinerjaContracts.positionId, me.positionId),
          ),
        )
    ).length > 0;
  return {
    year,
    contract,
    contracts: mine.map(toSummary),
    earlier: earlier.map(toSummary),
    can_create: me?.positionId != null && !hasOfPosition && window.open,
    window,
  };
}

/** The uraian the caller may pick for a contract: its position's menu. */
export async function kontrakUraian(
  db: Db,
  contractId: number,
  caller: Caller,
): Promise<TKontrakUraian[]> {
  const h = await loadHeader(db, contractId, caller);
  const taken = new Set(
    (
      await db
        .select({ id: kinerjaLines.taskDescriptionId })
        .from(kinerjaLines)
        .where(eq(kinerjaLines.contractId, contractId))
    ).map((r) => r.id),
  );
  return (await uraianOfPosition(db, h.c.positionId)).map((u) => ({
    id: u.id,
    name: u.name,
    duty_kind: u.dutyKind === 'tambahan' ? 'tambahan' : 'utama',
    measurement_unit_id: u.unitId,
    unit_name: u.unitName,
    default_quantity: u.defaultQuantity,
    credit_points: u.creditPoints,
    work_hours: u.workHours,
    is_taken: taken.has(u.id),
  }));
}

// ---- Writing ----

/** Locks the caller's own contract for a write: 404 if not theirs, 409 when not editable. */
async function lockOwn(
  tx: DbOrTx,
  id: number,
  caller: Caller,
  today: string,
): Promise<ContractRow> {
  const [c] = await tx
    .select()
    .from(kinerjaContracts)
    .where(and(eq(kinerjaContracts.id, id), eq(kinerjaContracts.userId, caller.userId)))
    .for('update');
  if (!c) throw AppError.notFound(NOT_FOUND);
  await assertKinerjaWindowOpen(tx, { kind: 'kontrak', year: c.year, today });
  return c;
}

async function lockEditable(tx: DbOrTx, id: number, caller: Caller, today: string) {
  const c = await lockOwn(tx, id, caller, today);
  if (!isEditable(c.status)) {
    throw AppError.conflict(
      c.status === 'sent'
        ? 'Kontrak sedang menunggu tanggapan atasan dan tidak dapat diubah.'
        : 'Kontrak sudah disetujui dan tidak dapat diubah.',
    );
  }
  return c;
}

async function lockLine(tx: DbOrTx, lineId: number, caller: Caller, today: string) {
  const [line] = await tx
    .select({ l: kinerjaLines, userId: kinerjaContracts.userId })
    .from(kinerjaLines)
    .innerJoin(kinerjaContracts, eq(kinerjaContracts.id, kinerjaLines.contractId))
    .where(and(eq(kinerjaLines.id, lineId), sql`${kinerjaLines.extraMonth} is null`));
  if (!line || line.userId !== caller.userId) throw AppError.notFound(LINE_NOT_FOUND);
  const contract = await lockEditable(tx, line.l.contractId, caller, today);
  return { line: line.l, contract };
}

/**
 * A command on one line of the caller's editable contract: locks the line and its contract, runs
 * `change`, writes the audit row it answers (on `kinerja_lines`, the line's id), marks the
 * contract changed, and answers the contract as it now reads.
 */
async function lineCommand(
  db: Db,
  lineId: number,
  caller: Caller,
  change: (
    tx: DbOrTx,
    line: LineRow,
    contract: ContractRow,
  ) => Promise<{ action: string; before?: unknown; after?: unknown }>,
): Promise<TKontrak> {
  const today = await kinerjaToday(db);
  const contractId = await db.transaction(async (tx) => {
    const { line, contract } = await lockLine(tx, lineId, caller, today);
    const audit = await change(tx, line, contract);
    await writeAudit(tx, caller.actor, { ...audit, tableName: 'kinerja_lines', rowId: line.id });
    await touch(tx, contract.id);
    return contract.id;
  });
  return getKontrak(db, contractId, caller);
}

async function touch(tx: DbOrTx, contractId: number) {
  await tx
    .update(kinerjaContracts)
    .set({ updatedAt: new Date() })
    .where(eq(kinerjaContracts.id, contractId));
}

/**
 * `POST user/kinerja`: a draft contract for the caller's current position in a year. The
 * period is the year; when the person already has a contract of another position that year,
 * the new one starts on the first of the current month and the earlier one ends the day before.
 */
export async function createKontrak(db: Db, year: number, caller: Caller): Promise<TKontrak> {
  const today = await kinerjaToday(db);
  const id = await db.transaction(async (tx) => {
    await assertKinerjaWindowOpen(tx, { kind: 'kontrak', year, today });
    const header = await resolveHeader(
      tx,
      caller.userId,
      today.slice(0, 4) === String(year) ? today : `${year}-01-01`,
    );
    const existing = await tx
      .select()
      .from(kinerjaContracts)
      .where(and(eq(kinerjaContracts.userId, caller.userId), eq(kinerjaContracts.year, year)))
      .orderBy(desc(kinerjaContracts.periodStart))
      .for('update');
    if (existing.some((c) => c.positionId === header.positionId)) {
      throw AppError.validation({
        year: [`Kontrak kinerja tahun ${year} untuk jabatan ini sudah ada`],
      });
    }
    let periodStart = `${year}-01-01`;
    const periodEnd = `${year}-12-31`;
    const previous = existing[0];
    if (previous) {
      const startOfMonth = `${today.slice(0, 7)}-01`;
      periodStart =
        today.slice(0, 4) === String(year) && startOfMonth > previous.periodStart
          ? startOfMonth
          : previous.periodEnd < periodEnd
            ? nextDay(previous.periodEnd)
            : periodEnd;
      if (previous.periodEnd >= periodStart) {
        const end = previousDay(periodStart);
        await tx
          .update(kinerjaContracts)
          .set({ periodEnd: end < previous.periodStart ? previous.periodStart : end })
          .where(eq(kinerjaContracts.id, previous.id));
      }
    }
    const [row] = await tx
      .insert(kinerjaContracts)
      .values({ userId: caller.userId, year, ...header, periodStart, periodEnd, status: 'draft' })
      .returning();
    if (!row) throw new Error('contract insert returned nothing');
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_kontrak.create',
      tableName: 'kinerja_contracts',
      rowId: row.id,
      after: row,
    });
    return row.id;
  });
  return getKontrak(db, id, caller);
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
function previousDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The values of a line from the request, the uraian filling what the person left out. */
async function lineValues(
  tx: DbOrTx,
  contract: ContractRow,
  input: TKontrakLineRequest,
  exceptLineId?: number,
) {
  let uraian: Awaited<ReturnType<typeof uraianOfPosition>>[number] | undefined;
  if (input.task_description_id) {
    uraian = (await uraianOfPosition(tx, contract.positionId)).find(
      (u) => u.id === input.task_description_id,
    );
    if (!uraian) {
      throw AppError.validation({
        task_description_id: ['Uraian ini tidak termasuk daftar kegiatan jabatan Anda'],
      });
    }
    const [dup] = await tx
      .select({ id: kinerjaLines.id })
      .from(kinerjaLines)
      .where(
        and(
          eq(kinerjaLines.contractId, contract.id),
          eq(kinerjaLines.taskDescriptionId, uraian.id),
          exceptLineId ? ne(kinerjaLines.id, exceptLineId) : undefined,
        ),
      );
    if (dup) {
      throw AppError.validation({ task_description_id: ['Uraian ini sudah ada di kontrak'] });
    }
  }
  const unitId = input.measurement_unit_id ?? uraian?.unitId ?? null;
  if (unitId !== null) {
    const [unit] = await tx
      .select({ id: measurementUnits.id })
      .from(measurementUnits)
      .where(eq(measurementUnits.id, unitId));
    if (!unit) throw AppError.validation({ measurement_unit_id: ['Satuan tidak ditemukan'] });
  } else {
    throw AppError.validation({ measurement_unit_id: ['Satuan wajib dipilih'] });
  }
  const round2 = (v: number) => Math.round(v * 100) / 100;
  return {
    taskDescriptionId: uraian?.id ?? null,
    proposedName: uraian ? null : input.proposed_name,
    measurementUnitId: unitId,
    dutyKind: input.duty_kind ?? (uraian?.dutyKind === 'tambahan' ? 'tambahan' : 'utama'),
    quantity: input.quantity,
    quality: input.quality ?? 100,
    months: input.months ?? periodMonths(contract.periodStart, contract.periodEnd).length,
    weight: input.weight ?? 0,
    workHours: input.work_hours ?? round2((uraian?.workHours ?? 0) * input.quantity),
    credit: input.credit ?? Math.round((uraian?.creditPoints ?? 0) * input.quantity * 1000) / 1000,
    cost: uraian?.cost ?? 0,
    points: uraian?.points ?? 0,
  };
}

/** `POST user/kinerja/:id/lines`: adds a line from the catalogue or a proposed activity. */
export async function addLine(
  db: Db,
  contractId: number,
  input: TKontrakLineRequest,
  caller: Caller,
): Promise<TKontrak> {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const c = await lockEditable(tx, contractId, caller, today);
    const values = await lineValues(tx, c, input);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${kinerjaLines.sortOrder}), 0)::int` })
      .from(kinerjaLines)
      .where(eq(kinerjaLines.contractId, c.id));
    const [row] = await tx
      .insert(kinerjaLines)
      .values({ contractId: c.id, ...values, sortOrder: Number(last?.n ?? 0) + 1 })
      .returning();
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_kontrak.line_create',
      tableName: 'kinerja_lines',
      rowId: row?.id,
      after: row,
    });
    await touch(tx, c.id);
  });
  return getKontrak(db, contractId, caller);
}

/**
 * `PUT user/kinerja/lines/:id`. A changed quantity or number of months re-spreads an automatic
 * breakdown and drops a hand-made one (the line shows 'BELUM BREAKDOWN' again).
 */
export async function updateLine(
  db: Db,
  lineId: number,
  input: TKontrakLineRequest,
  caller: Caller,
): Promise<TKontrak> {
  return lineCommand(db, lineId, caller, async (tx, line, contract) => {
    const values = await lineValues(tx, contract, input, line.id);
    const [row] = await tx
      .update(kinerjaLines)
      .set(values)
      .where(eq(kinerjaLines.id, line.id))
      .returning();
    if (!row) throw AppError.notFound(LINE_NOT_FOUND);
    if (row.quantity !== line.quantity || row.months !== line.months) {
      await tx.delete(kinerjaTargets).where(eq(kinerjaTargets.lineId, line.id));
      if (row.breakdownMode !== 'manual') {
        await writeSpread(tx, contract, row, {
          mode: row.breakdownMode as 'even' | 'working_days',
        });
      }
    }
    return {
      action: 'kinerja_kontrak.line_update',
      before: line,
      after: row,
    };
  });
}

/** `DELETE user/kinerja/lines/:id`. */
export async function deleteLine(db: Db, lineId: number, caller: Caller): Promise<TKontrak> {
  return lineCommand(db, lineId, caller, async (tx, line) => {
    await tx.delete(kinerjaLines).where(eq(kinerjaLines.id, line.id));
    return {
      action: 'kinerja_kontrak.line_delete',
      before: line,
    };
  });
}

/** Working days of each month of a year, for the unit. */
async function workingDaysPerMonth(tx: DbOrTx, year: number, unitId: number, months: number[]) {
  const calendar = await loadCalendar(tx, `${year}-01-01`, `${year}-12-31`, unitId);
  return months.map((m) => {
    const { from, to } = monthRange(year, m);
    return datesBetween(from, to).filter((d) => isWorkingDay(d, unitId, calendar)).length;
  });
}

async function writeSpread(
  tx: DbOrTx,
  contract: ContractRow,
  line: LineRow,
  input: TKontrakSpreadRequest,
) {
  const inPeriod = periodMonths(contract.periodStart, contract.periodEnd);
  const months = input.months
    ? [...new Set(input.months)].sort((a, b) => a - b)
    : periodMonths(contract.periodStart, contract.periodEnd, line.months);
  const outside = months.filter((m) => !inPeriod.includes(m));
  if (outside.length > 0) {
    throw AppError.validation({ months: ['Bulan di luar periode kontrak'] });
  }
  if (months.length === 0) {
    throw AppError.validation({ months: ['Isi waktu (bulan) uraian terlebih dahulu'] });
  }
  const weights =
    input.mode === 'working_days'
      ? await workingDaysPerMonth(tx, contract.year, contract.unitId, months)
      : undefined;
  const targets = spreadTargets(line.quantity, months, weights);
  await tx.delete(kinerjaTargets).where(eq(kinerjaTargets.lineId, line.id));
  if (targets.length > 0) {
    await tx.insert(kinerjaTargets).values(targets.map((t) => ({ lineId: line.id, ...t })));
  }
  await tx
    .update(kinerjaLines)
    .set({ breakdownMode: input.mode, months: months.length })
    .where(eq(kinerjaLines.id, line.id));
  return targets;
}

/** `POST user/kinerja/lines/:id/spread`: the automatic breakdown ('SET OTOMATIS'). */
export async function spreadLine(
  db: Db,
  lineId: number,
  input: TKontrakSpreadRequest,
  caller: Caller,
): Promise<TKontrak> {
  return lineCommand(db, lineId, caller, async (tx, line, contract) => {
    if (line.quantity <= 0) {
      throw AppError.validation({ quantity: ['Isi kuantitas tahunan terlebih dahulu'] });
    }
    const targets = await writeSpread(tx, contract, line, input);
    return {
      action: 'kinerja_kontrak.breakdown',
      after: { mode: input.mode, targets },
    };
  });
}

/** `PUT user/kinerja/lines/:id/targets`: the breakdown by hand; it must add up to the year. */
export async function setTargets(
  db: Db,
  lineId: number,
  input: TKontrakTargetsRequest,
  caller: Caller,
): Promise<TKontrak> {
  return lineCommand(db, lineId, caller, async (tx, line, contract) => {
    const inPeriod = periodMonths(contract.periodStart, contract.periodEnd);
    const seen = new Set<number>();
    input.targets.forEach((t, i) => {
      if (seen.has(t.month)) {
        throw AppError.validation({ [`targets.${i}.month`]: ['Bulan ini disebut dua kali'] });
      }
      seen.add(t.month);
      if (!inPeriod.includes(t.month)) {
        throw AppError.validation({ [`targets.${i}.month`]: ['Bulan di luar periode kontrak'] });
      }
    });
    const kept = input.targets.filter((t) => t.quantity > 0);
    const total = sumQuantities(kept.map((t) => t.quantity));
    if (Math.round(total * 100) !== Math.round(line.quantity * 100)) {
      throw AppError.validation({
        targets: [
          `Jumlah target bulanan (${total.toLocaleString('id-ID')}) harus sama dengan target tahunan (${line.quantity.toLocaleString('id-ID')})`,
        ],
      });
    }
    await tx.delete(kinerjaTargets).where(eq(kinerjaTargets.lineId, line.id));
    if (kept.length > 0) {
      await tx
        .insert(kinerjaTargets)
        .values(kept.map((t) => ({ lineId: line.id, month: t.month, quantity: t.quantity })));
    }
    await tx
      .update(kinerjaLines)
      .set({ breakdownMode: 'manual', months: kept.length })
      .where(eq(kinerjaLines.id, line.id));
    return {
      action: 'kinerja_kontrak.breakdown',
      after: { mode: 'manual', targets: kept },
    };
  });
}

/** `PUT user/kinerja/lines/:id/cumulative`: judged on the running total, or month by month. */
export async function setCumulative(
  db: Db,
  lineId: number,
  isCumulative: boolean,
  caller: Caller,
): Promise<TKontrak> {
  return lineCommand(db, lineId, caller, async (tx, line) => {
    await tx.update(kinerjaLines).set({ isCumulative }).where(eq(kinerjaLines.id, line.id));
    return {
      action: 'kinerja_kontrak.line_update',
      before: { is_cumulative: line.isCumulative },
      after: { is_cumulative: isCumulative },
    };
  });
}

/**
 * `POST user/kinerja/:id/copy` ('Salin kontrak'): replaces the lines of a draft or returned
 * contract by those of one of the caller's earlier contracts, monthly targets included (months
 * outside the new period are dropped and the breakdown then shows 'BELUM BREAKDOWN').
 */
export async function copyKontrak(
  db: Db,
  contractId: number,
  input: TKontrakCopyRequest,
  caller: Caller,
): Promise<TKontrak> {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const c = await lockEditable(tx, contractId, caller, today);
    const [source] = await tx
      .select()
      .from(kinerjaContracts)
      .where(
        and(
          eq(kinerjaContracts.id, input.from_contract_id),
          eq(kinerjaContracts.userId, caller.userId),
        ),
      );
    if (!source || source.id === c.id) {
      throw AppError.validation({ from_contract_id: ['Kontrak sumber tidak ditemukan'] });
    }
    if (source.year >= c.year) {
      throw AppError.validation({
        from_contract_id: ['Salin hanya dari kontrak tahun sebelumnya'],
      });
    }
    const removed = await tx
      .delete(kinerjaLines)
      .where(and(eq(kinerjaLines.contractId, c.id)))
      .returning({ id: kinerjaLines.id });
    const lines = await tx
      .select()
      .from(kinerjaLines)
      .where(and(eq(kinerjaLines.contractId, source.id), sql`${kinerjaLines.extraMonth} is null`))
      .orderBy(asc(kinerjaLines.sortOrder), asc(kinerjaLines.id));
    const inPeriod = periodMonths(c.periodStart, c.periodEnd);
    for (const l of lines) {
      const { id: _id, createdAt: _c, updatedAt: _u, contractId: _k, ...rest } = l;
      const [copy] = await tx
        .insert(kinerjaLines)
        .values({ ...rest, contractId: c.id })
        .returning({ id: kinerjaLines.id });
      if (!copy) continue;
      const targets = (
        await tx.select().from(kinerjaTargets).where(eq(kinerjaTargets.lineId, l.id))
      ).filter((t) => inPeriod.includes(t.month));
      if (targets.length > 0) {
        await tx
          .insert(kinerjaTargets)
          .values(targets.map((t) => ({ lineId: copy.id, month: t.month, quantity: t.quantity })));
      }
    }
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_kontrak.copy',
      tableName: 'kinerja_contracts',
      rowId: c.id,
      before: { line_ids: removed.map((r) => r.id) },
      after: { from_contract_id: source.id, lines: lines.length },
    });
    await touch(tx, c.id);
  });
  return getKontrak(db, contractId, caller);
}

/**
 * `POST user/kinerja/:id/send` ('KIRIM KE ATASAN', or the resend of a returned contract with a
 * note): refreshes the superior in the header, then opens an approval at the superior. With no
 * superior (the head of the institution) the level is skipped and the contract is approved at
 * once ('SETUJUI KONTRAK').
 */
export async function sendKontrak(
  db: Db,
  contractId: number,
  note: string | null,
  caller: Caller,
): Promise<TKontrak> {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const c = await lockOwn(tx, contractId, caller, today);
    if (!isEditable(c.status)) {
      throw AppError.conflict(
        c.status === 'sent'
          ? 'Kontrak sudah dikirim dan menunggu tanggapan atasan.'
          : 'Kontrak sudah disetujui.',
      );
    }
    const lines = await loadLines(tx, c.id);
    const problems = sendProblems({
      lines: lines.map((l) => ({
        dutyKind: l.duty_kind,
        quantity: l.quantity,
        quality: l.quality,
        months: l.months,
        weight: l.weight,
        badge: l.badge,
        name: l.name,
      })),
    });
    if (problems.length > 0) {
      throw AppError.validation({ lines: problems }, problems[0]);
    }
    const orgDate = today.slice(0, 4) === String(c.year) ? today : c.periodStart;
    const header = await resolveHeader(tx, caller.userId, orgDate);
    await tx
      .update(kinerjaContracts)
      .set({
        superiorUserId: header.superiorUserId,
        superiorPositionId: header.superiorPositionId,
        superiorUnitId: header.superiorUnitId,
        status: 'sent',
        sentAt: new Date(),
        noteToSuperior: note ?? (c.status === 'returned' ? c.noteToSuperior : null),
        updatedAt: new Date(),
      })
      .where(eq(kinerjaContracts.id, c.id));
    // The approval's own onDecided sets 'approved' when no superior holds the level.
    await submitRequest(tx, kontrakWorkflow, {
      actor: caller.actor,
      requesterId: caller.userId,
      levels: ['atasan'],
      orgDate,
      insert: async () => ({ id: c.id }),
    });
  });
  return getKontrak(db, contractId, caller);
}

/**
 * `POST user/kinerja/:id/cancel` ('BATAL KONTRAK'): the head of the institution takes back
 * their own approved contract, which becomes a draft again.
 */
export async function cancelKontrak(db: Db, contractId: number, caller: Caller): Promise<TKontrak> {
  const today = await kinerjaToday(db);
  await db.transaction(async (tx) => {
    const c = await lockOwn(tx, contractId, caller, today);
    if (c.status !== 'approved' || c.superiorUserId !== null) {
      throw AppError.conflict(
        'Hanya kontrak yang disetujui sendiri (tanpa atasan) yang dapat dibatalkan.',
      );
    }
    await tx
      .update(kinerjaContracts)
      .set({ status: 'draft', approvedAt: null, updatedAt: new Date() })
      .where(and(eq(kinerjaContracts.id, c.id), eq(kinerjaContracts.status, 'approved')));
    await writeAudit(tx, caller.actor, {
      action: 'kinerja_kontrak.cancel',
      tableName: 'kinerja_contracts',
      rowId: c.id,
      before: { status: 'approved' },
      after: { status: 'draft' },
    });
  });
  return getKontrak(db, contractId, caller);
}

/**
 * `POST user/persetujuan/kontrak/:id/decide`: the superior approves, or returns the contract
 * with a note (revisi). Two decisions at once: one wins, the other hears 409.
 */
export async function decideKontrak(
  db: Db,
  contractId: number,
  input: TKontrakDecisionRequest,
  caller: Caller,
): Promise<TKontrak> {
  await db.transaction(async (tx) => {
    const [c] = await tx
      .select({ id: kinerjaContracts.id })
      .from(kinerjaContracts)
      .where(and(eq(kinerjaContracts.id, contractId), visibleTo(caller)));
    if (!c) throw AppError.notFound(NOT_FOUND);
    await decideRequest(tx, kontrakWorkflow, {
      requestId: contractId,
      userId: caller.userId,
      permissions: caller.permissions,
      actor: caller.actor,
      decision: input.decision,
      note: input.note,
      expectedLevel: 'atasan',
    });
  });
  return getKontrak(db, contractId, caller);
}

/**
 * `POST user/persetujuan/kontrak/list`: the contracts of the caller's subordinates (where the
 * caller is the contract's superior or an assignee of its approval), waiting first.
 */
export async function findInbox(
  db: Db,
  page: PageRequest,
  filter: TKontrakInboxRequest,
  caller: Caller,
) {
  const mine = or(
    eq(kinerjaContracts.superiorUserId, caller.userId),
    sql`exists (select 1 from ${approvals} a where a.id = ${kinerjaContracts.approvalId} and ${caller.userId} = any(a.assignee_ids))`,
  );
  const where = and(
    mine,
    ne(kinerjaContracts.userId, caller.userId),
    filter.year ? eq(kinerjaContracts.year, filter.year) : undefined,
    filter.status === 'all'
      ? ne(kinerjaContracts.status, 'draft')
      : eq(kinerjaContracts.status, filter.status),
    personMatches(filter.search),
  );
  return pageOfSummaries(db, page, where, [asc(kinerjaContracts.sentAt), asc(users.name)]);
}

/** A name or NIP search over the contract's person; none when nothing is searched for. */
function personMatches(search: string | undefined) {
  return search
    ? or(ilike(users.name, containsPattern(search)), ilike(users.nip, containsPattern(search)))
    : undefined;
}

/** One page of contract summaries (the superior's inbox, the admin's monitor). */
async function pageOfSummaries(db: Db, page: PageRequest, where: SQL | undefined, order: SQL[]) {
  return paginate(
    page,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(kinerjaContracts)
          .innerJoin(users, eq(users.id, kinerjaContracts.userId))
          .where(where)
      )[0]?.n ?? 0,
    async (limit, offset) =>
      (
        await summaryQuery(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(toSummary),
  );
}

/** `POST admin/kontrak/list`: every contract, for monitoring (admin.kontrak.konfirm). */
export async function findAllKontrak(db: Db, page: PageRequest, filter: TKontrakInboxRequest) {
  const where = and(
    filter.year ? eq(kinerjaContracts.year, filter.year) : undefined,
    filter.status === 'all' ? undefined : eq(kinerjaContracts.status, filter.status),
    personMatches(filter.search),
  );
  return pageOfSummaries(db, page, where, [desc(kinerjaContracts.year), asc(users.name)]);
}
