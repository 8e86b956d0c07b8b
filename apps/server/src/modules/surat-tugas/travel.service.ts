/**
 * Travel administration and payment of approved letters (docs/surat-tugas.md "Administrasi
 * perjalanan" and "Pembayaran"): per staff traveller the cost plan from the SBM of the letter's
 * year (a snapshot of lines with rule and ceiling), the actual costs and documents the traveller
 * reports, and the payments (advance, settlement, return of an excess). Every command runs in
 * one transaction with its audit row; the travel row is locked for update, so two payments of
 * one trip never race.
 */
import {
  CADET_PURPOSE_LABELS,
  type TCadetPurpose,
  type TCadetRateScope,
  type TTravelActualsParsed,
  type TTravelAdvanceInput,
  type TTravelDetail,
  type TTravelListRequest,
  type TTravelPlanParsed,
  type TTravelRow,
  type TTravelSettleInput,
  type TTravelStatus,
} from '@sikerja/contracts';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { files } from '../../db/schema/files.ts';
import { ranks } from '../../db/schema/masters.ts';
import { cadets } from '../../db/schema/masters-misc.ts';
import {
  budgetAccounts,
  sbmDailyAllowances,
  sbmDomesticAirfares,
  sbmForeignDailyAllowances,
  sbmInternationalAirfares,
  sbmLodgingRates,
  sbmRepresentationAllowances,
  sbmTaxiFares,
} from '../../db/schema/masters-sbm.ts';
import { positions } from '../../db/schema/org.ts';
import {
  suratTugas,
  suratTugasPayments,
  suratTugasTravel,
  suratTugasTravelDocuments,
  suratTugasTravelLines,
  suratTugasTravellers,
} from '../../db/schema/surat-tugas.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { writeAudit } from '../../platform/audit/audit.ts';
import { isWorkingDay, loadCalendar } from '../calendar/calendar.api.ts';
import { attachFile, detachFile } from '../files/files.api.ts';
import { cadetRateMissing, findCadetRate } from './cadet-rates.resource.ts';
import {
  type CostPlan,
  CostPlanInputError,
  cadetCostPlan,
  costPlan,
  describeCadetRate,
  type SbmTables,
  type Settlement,
  settleCosts,
  type TripKind,
} from './cost-plan.rules.ts';
import { flightsForPlan, ticketCostsForPlan } from './flights-plan.ts';
import { SBM_MEETING_RATES } from './sbm-meeting-rates.ts';
import type { Caller } from './surat-tugas.service.ts';
import { settlementBalance, spjDueDate, travellerGrade, withholding } from './travel.rules.ts';

const SBM_MASTERS = {
  daily: sbmDailyAllowances,
  lodging: sbmLodgingRates,
  taxi: sbmTaxiFares,
  representation: sbmRepresentationAllowances,
  domesticAirfares: sbmDomesticAirfares,
  foreignDaily: sbmForeignDailyAllowances,
  internationalAirfares: sbmInternationalAirfares,
};
type SbmMaster = (typeof SBM_MASTERS)[keyof typeof SBM_MASTERS];

/** One master's active rows of the year. */
async function activeRows<T extends SbmMaster>(
  db: DbOrTx,
  table: T,
  year: number,
): Promise<T['$inferSelect'][]> {
  // The seven tables share the year and is_active columns; drizzle cannot type a union in from().
  return db
    .select()
    .from(table as typeof sbmDailyAllowances)
    .where(and(eq(table.year, year), eq(table.isActive, true)));
}

/** The SBM of a budget year: the active rows of the seven masters. */
export async function loadSbm(db: DbOrTx, year: number): Promise<SbmTables> {
  const m = SBM_MASTERS;
  // One after another: inside a transaction the queries share one connection anyway.
  return {
    year,
    daily: await activeRows(db, m.daily, year),
    lodging: await activeRows(db, m.lodging, year),
    taxi: await activeRows(db, m.taxi, year),
    representation: await activeRows(db, m.representation, year),
    domesticAirfares: await activeRows(db, m.domesticAirfares, year),
    foreignDaily: await activeRows(db, m.foreignDaily, year),
    internationalAirfares: await activeRows(db, m.internationalAirfares, year),
    meeting: SBM_MEETING_RATES[year] ?? null,
  };
}

const approvedLetter = and(
  eq(approvals.status, 'approved'),
  sql`${suratTugas.cancelledAt} is null`,
);
const statusSql = sql<TTravelStatus>`coalesce(${suratTugasTravel.status}, 'belum_direncanakan')`;

/** A traveller is a staff member or a cadet (the cadet's NIT stands where a NIP would). */
const travellerName = sql<string>`coalesce(${users.name}, ${cadets.name})`;
const travellerNumber = sql<string | null>`coalesce(${users.nip}, ${cadets.nit})`;

function baseQuery(db: DbOrTx) {
  return db
    .select({
      travellerId: suratTugasTravellers.id,
      letter: {
        id: suratTugas.id,
        year: suratTugas.year,
        number: suratTugas.number,
        purpose: suratTugas.purpose,
        destinationKind: suratTugas.destinationKind,
        province: suratTugas.province,
        city: suratTugas.city,
        country: suratTugas.country,
        transport: suratTugas.transport,
        startDate: suratTugas.startDate,
        endDate: suratTugas.endDate,
        letterDate: suratTugas.letterDate,
        unitId: suratTugas.unitId,
        cadetPurpose: suratTugas.cadetPurpose,
      },
      userId: suratTugasTravellers.userId,
      cadetId: suratTugasTravellers.cadetId,
      name: travellerName,
      nip: travellerNumber,
      travel: {
        id: suratTugasTravel.id,
        status: suratTugasTravel.status,
        planTotal: suratTugasTravel.planTotal,
        advance: suratTugasTravel.advance,
        settledTotal: suratTugasTravel.settledTotal,
        balance: suratTugasTravel.balance,
        spjDueDate: suratTugasTravel.spjDueDate,
        tripKind: suratTugasTravel.tripKind,
        lodging: suratTugasTravel.lodging,
        taxiLegs: suratTugasTravel.taxiLegs,
        usdRate: suratTugasTravel.usdRate,
        sbmYear: suratTugasTravel.sbmYear,
        budgetAccountId: suratTugasTravel.budgetAccountId,
      },
      account: { code: budgetAccounts.code, name: budgetAccounts.name },
    })
    .from(suratTugasTravellers)
    .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
    .innerJoin(approvals, eq(approvals.id, suratTugas.approvalId))
    .leftJoin(users, eq(users.id, suratTugasTravellers.userId))
    .leftJoin(cadets, eq(cadets.id, suratTugasTravellers.cadetId))
    .leftJoin(suratTugasTravel, eq(suratTugasTravel.travellerId, suratTugasTravellers.id))
    .leftJoin(budgetAccounts, eq(budgetAccounts.id, suratTugasTravel.budgetAccountId));
}
type BaseRow = Awaited<ReturnType<typeof baseQuery>>[number];

export const destinationOf = (l: BaseRow['letter']) =>
  `${l.city}, ${l.destinationKind === 'luar_negeri' ? l.country : l.province}`;
const accountLabel = (a: { code: string | null; name: string | null } | null) =>
  a?.code ? `${a.code} ${a.name ?? ''}`.trim() : null;

function toRow(r: BaseRow): TTravelRow {
  const t = r.travel?.id ? r.travel : null;
  return {
    traveller_id: r.travellerId,
    travel_id: t?.id ?? null,
    letter_id: r.letter.id,
    number: r.letter.number,
    purpose: r.letter.purpose,
    destination: destinationOf(r.letter),
    start_date: r.letter.startDate,
    end_date: r.letter.endDate,
    name: r.name,
    kind: r.cadetId !== null ? 'taruna' : 'pegawai',
    nip: r.nip,
    status: (t?.status ?? 'belum_direncanakan') as TTravelStatus,
    plan_total: t?.planTotal ?? null,
    advance: t?.advance ?? 0,
    settled_total: t?.settledTotal ?? null,
    balance: t?.balance ?? null,
    spj_due_date: t?.spjDueDate ?? null,
    budget_account: accountLabel(r.account),
  };
}

function filtersOf(input: Partial<TTravelListRequest>, view: 'admin' | 'payment') {
  const where = [approvedLetter];
  if (view === 'payment') where.push(isNotNull(suratTugasTravel.id));
  if (input.search) {
    const p = containsPattern(input.search);
    where.push(
      or(ilike(suratTugas.number, p), ilike(travellerName, p), ilike(suratTugas.purpose, p)),
    );
  }
  if (input.status) where.push(sql`${statusSql} = ${input.status}`);
  if (input.unit_id) where.push(eq(suratTugas.unitId, input.unit_id));
  if (input.from) where.push(gte(suratTugas.endDate, input.from));
  if (input.to) where.push(lte(suratTugas.startDate, input.to));
  return and(...where);
}

/** The travellers of approved letters (admin) or the trips with a plan (payments). */
export async function findTravel(
  db: Db,
  page: PageRequest,
  input: TTravelListRequest,
  view: 'admin' | 'payment',
) {
  const where = filtersOf(input, view);
  return paginate(
    page,
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(suratTugasTravellers)
        .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
        .innerJoin(approvals, eq(approvals.id, suratTugas.approvalId))
        .leftJoin(users, eq(users.id, suratTugasTravellers.userId))
        .leftJoin(cadets, eq(cadets.id, suratTugasTravellers.cadetId))
        .leftJoin(suratTugasTravel, eq(suratTugasTravel.travellerId, suratTugasTravellers.id))
        .where(where);
      return row?.n ?? 0;
    },
    async (limit, offset) =>
      (
        await baseQuery(db)
          .where(where)
          .orderBy(desc(suratTugas.startDate), desc(suratTugas.id), asc(suratTugasTravellers.seq))
          .limit(limit)
          .offset(offset)
      ).map(toRow),
  );
}

/** Every row of the filters (the workbook), at most 5,000. */
export async function allTravel(db: Db, input: Partial<TTravelListRequest>) {
  return (
    await baseQuery(db)
      .where(filtersOf(input, 'payment'))
      .orderBy(asc(suratTugas.startDate), asc(suratTugas.id), asc(suratTugasTravellers.seq))
      .limit(5000)
  ).map(toRow);
}

/** The payments made in a period, of letters of a unit (the workbook's second sheet). */
export async function paymentsBetween(db: Db, from?: string, to?: string, unitId?: number) {
  return db
    .select({
      payment: suratTugasPayments,
      number: suratTugas.number,
      name: travellerName,
      nip: travellerNumber,
      account: budgetAccounts.code,
      accountName: budgetAccounts.name,
    })
    .from(suratTugasPayments)
    .innerJoin(suratTugasTravel, eq(suratTugasTravel.id, suratTugasPayments.travelId))
    .innerJoin(suratTugasTravellers, eq(suratTugasTravellers.id, suratTugasTravel.travellerId))
    .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
    .leftJoin(users, eq(users.id, suratTugasTravellers.userId))
    .leftJoin(cadets, eq(cadets.id, suratTugasTravellers.cadetId))
    .innerJoin(budgetAccounts, eq(budgetAccounts.id, suratTugasPayments.budgetAccountId))
    .where(
      and(
        from ? gte(suratTugasPayments.paidAt, from) : undefined,
        to ? lte(suratTugasPayments.paidAt, to) : undefined,
        unitId ? eq(suratTugas.unitId, unitId) : undefined,
      ),
    )
    .orderBy(asc(suratTugasPayments.paidAt), asc(suratTugasPayments.id))
    .limit(5000);
}

// ---------------------------------------------------------------------------------------------
// One traveller.

type Key = { travellerId: number } | { letterId: number; userId: number } | { travelId: number };

async function findOne(db: DbOrTx, key: Key): Promise<BaseRow> {
  const where =
    'travelId' in key
      ? eq(suratTugasTravel.id, key.travelId)
      : 'travellerId' in key
        ? eq(suratTugasTravellers.id, key.travellerId)
        : and(
            eq(suratTugasTravellers.suratTugasId, key.letterId),
            eq(suratTugasTravellers.userId, key.userId),
          );
  const [row] = await baseQuery(db).where(and(where, approvedLetter));
  if (!row) throw AppError.notFound('Perjalanan dinas tidak ditemukan.');
  return row;
}

async function lockTravel(tx: DbOrTx, travellerId: number) {
  const [row] = await tx
    .select()
    .from(suratTugasTravel)
    .where(eq(suratTugasTravel.travellerId, travellerId))
    .for('update');
  return row ?? null;
}

function planOf(year: number, lines: (typeof suratTugasTravelLines.$inferSelect)[]): CostPlan {
  return {
    year,
    lines: lines.map((l) => ({
      key: l.key,
      component: l.component as CostPlan['lines'][number]['component'],
      method: l.method as 'lumpsum' | 'at_cost',
      quantity: l.quantity,
      unit: l.unit as CostPlan['lines'][number]['unit'],
      ceiling: l.ceiling,
      amount: l.planned,
      rule: l.rule,
      source: l.source,
      ...(l.missing ? { missing: l.missing } : {}),
    })),
    total: lines.reduce((s, l) => s + l.planned, 0),
    missing: lines.flatMap((l) => (l.missing ? [l.missing] : [])),
  };
}

async function linesOf(db: DbOrTx, travelId: number) {
  return db
    .select()
    .from(suratTugasTravelLines)
    .where(eq(suratTugasTravelLines.travelId, travelId))
    .orderBy(asc(suratTugasTravelLines.seq));
}

/**
 * settleCosts over the stored plan and the reported actual costs. A ticket line the traveller
 * has not reported costs what its `/admin/pesawat` tickets cost net (price + fee − refund); the
 * institution bought them, so the ticket record is the evidence (not pengeluaran riil). The
 * line still pays min(actual, ceiling).
 */
export async function settlementOf(db: DbOrTx, travelId: number, year: number) {
  const stored = await linesOf(db, travelId);
  const [travel] = await db
    .select({ travellerId: suratTugasTravel.travellerId })
    .from(suratTugasTravel)
    .where(eq(suratTugasTravel.id, travelId));
  const ticketLines = stored.filter((l) => l.component === 'tiket' && l.method === 'at_cost');
  const ticketCosts = travel
    ? await ticketCostsForPlan(db, travel.travellerId, ticketLines.length)
    : new Map<string, number>();
  const lines = stored.map((l) => {
    const fromTickets =
      l.component === 'tiket' && l.method === 'at_cost' && l.actual === null
        ? ticketCosts.get(l.key)
        : undefined;
    return fromTickets === undefined
      ? { ...l, actualFromTickets: false }
      : { ...l, actual: fromTickets, actualFromTickets: true };
  });
  const settlement = settleCosts(
    planOf(year, lines),
    lines.flatMap((l) =>
      l.method === 'at_cost' && l.actual !== null
        ? [
            {
              key: l.key,
              amount: l.actual,
              receipt: l.actualFromTickets || l.receiptFileId !== null,
            },
          ]
        : [],
    ),
  );
  return { lines, settlement };
}

async function gradeOf(db: DbOrTx, userId: number | null) {
  if (userId === null) return { grade: travellerGrade(null, null), position: null };
  const [u] = await db
    .select({ echelon: positions.echelon, position: positions.name, group: ranks.pnsGroup })
    .from(users)
    .leftJoin(positions, eq(positions.id, users.positionId))
    .leftJoin(ranks, eq(ranks.id, users.rankId))
    .where(eq(users.id, userId));
  return {
    grade: travellerGrade(u?.echelon ?? null, u?.group ?? null),
    position: u?.position ?? null,
  };
}

const days = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** A cadet traveller's rate: the letter's kind of cadet trip, year and scope (the SK's row). */
async function cadetRateFor(db: DbOrTx, r: BaseRow) {
  const purpose = (r.letter.cadetPurpose ?? 'praktik') as TCadetPurpose;
  const scope: TCadetRateScope =
    r.letter.destinationKind === 'luar_negeri' ? 'luar_negeri' : 'dalam_negeri';
  const rate = await findCadetRate(db, r.letter.year, purpose, scope);
  return { purpose, rate, missing: cadetRateMissing(r.letter.year, purpose, scope) };
}

export async function travelDetail(db: DbOrTx, key: Key): Promise<TTravelDetail> {
  const r = await findOne(db, key);
  const { grade, position } = await gradeOf(db, r.userId);
  const cadet = r.cadetId !== null ? await cadetRateFor(db, r) : null;
  const t = r.travel?.id ? r.travel : null;
  let lines: Awaited<ReturnType<typeof settlementOf>>['lines'] = [];
  let settlement: Settlement | null = null;
  if (t) ({ lines, settlement } = await settlementOf(db, t.id, t.sbmYear));
  const documents = t
    ? await db
        .select({
          id: suratTugasTravelDocuments.id,
          kind: suratTugasTravelDocuments.kind,
          file_id: suratTugasTravelDocuments.fileId,
          name: files.originalName,
        })
        .from(suratTugasTravelDocuments)
        .innerJoin(files, eq(files.id, suratTugasTravelDocuments.fileId))
        .where(eq(suratTugasTravelDocuments.travelId, t.id))
        .orderBy(asc(suratTugasTravelDocuments.id))
    : [];
  const payments = t
    ? await db
        .select({
          id: suratTugasPayments.id,
          kind: suratTugasPayments.kind,
          amount: suratTugasPayments.amount,
          pph: suratTugasPayments.pph,
          code: budgetAccounts.code,
          accountName: budgetAccounts.name,
          paid_at: suratTugasPayments.paidAt,
          receipt_number: suratTugasPayments.receiptNumber,
        })
        .from(suratTugasPayments)
        .innerJoin(budgetAccounts, eq(budgetAccounts.id, suratTugasPayments.budgetAccountId))
        .where(eq(suratTugasPayments.travelId, t.id))
        .orderBy(asc(suratTugasPayments.id))
    : [];
  const settled = new Map(settlement?.lines.map((l) => [l.key, l]) ?? []);
  const todo: string[] = [];
  if (!t) todo.push('Rincian biaya belum dibuat oleh admin perjalanan dinas.');
  else if (t.status === 'rencana' || t.status === 'uang_muka') {
    for (const l of settlement?.lines ?? []) {
      if (l.method !== 'at_cost') continue;
      if (l.unreported) todo.push(`Laporkan biaya riil: ${l.rule}`);
      else if (l.pengeluaranRiil) {
        todo.push(`Unggah bukti untuk ${l.key} atau tandatangani daftar pengeluaran riil.`);
      }
    }
    if (!documents.some((d) => d.kind === 'laporan')) todo.push('Unggah laporan perjalanan.');
    if (/pesawat/i.test(r.letter.transport) && !documents.some((d) => d.kind === 'boarding_pass')) {
      todo.push('Unggah boarding pass.');
    }
  }
  return {
    row: toRow(r),
    traveller: {
      kind: cadet ? 'taruna' : 'pegawai',
      user_id: r.userId,
      cadet_id: r.cadetId,
      position: cadet ? 'Taruna' : position,
      golongan: grade.golongan,
      official_rank: grade.officialRank,
      cadet_purpose: cadet ? CADET_PURPOSE_LABELS[cadet.purpose] : null,
      cadet_rate: cadet ? (cadet.rate ? describeCadetRate(cadet.rate) : cadet.missing) : null,
    },
    days: days(r.letter.startDate, r.letter.endDate),
    plan: t
      ? {
          trip_kind: t.tripKind as TripKind,
          lodging: t.lodging as 'hotel' | 'tanpa_hotel' | 'disediakan',
          taxi_legs: t.taxiLegs ?? [],
          usd_rate: t.usdRate,
          sbm_year: t.sbmYear,
          total: t.planTotal ?? 0,
          missing: lines.flatMap((l) => (l.missing ? [l.missing] : [])),
        }
      : null,
    lines: lines.map((l) => {
      const s = settled.get(l.key);
      return {
        key: l.key,
        component: l.component,
        method: l.method as 'lumpsum' | 'at_cost',
        quantity: l.quantity,
        unit: l.unit,
        ceiling: l.ceiling,
        planned: l.planned,
        rule: l.rule,
        source: l.source,
        missing: l.missing,
        actual: l.actual,
        actual_from_tickets: l.actualFromTickets,
        receipt_file_id: l.receiptFileId,
        paid: s?.paid ?? 0,
        capped: s?.capped ?? false,
        pengeluaran_riil: s?.pengeluaranRiil ?? false,
        unreported: s?.unreported ?? false,
      };
    }),
    settlement: {
      planned: settlement?.planned ?? 0,
      paid: settlement?.paid ?? 0,
      riil: settlement?.pengeluaranRiil.length ?? 0,
    },
    documents: documents.map((d) => ({
      ...d,
      kind: d.kind as TTravelDetail['documents'][0]['kind'],
    })),
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind as 'uang_muka' | 'pelunasan' | 'pengembalian',
      amount: p.amount,
      pph: p.pph,
      net: p.amount - p.pph,
      budget_account: `${p.code} ${p.accountName}`,
      paid_at: p.paid_at,
      receipt_number: p.receipt_number,
    })),
    todo,
  };
}

/** `PUT admin/administrasi_surat_tugas/:travellerId/plan`: the plan from the SBM, while unpaid. */
export async function savePlan(
  db: Db,
  travellerId: number,
  input: TTravelPlanParsed,
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const r = await findOne(tx, { travellerId });
    const existing = await lockTravel(tx, travellerId);
    if (existing && existing.status !== 'rencana') {
      throw AppError.conflict('Rincian biaya tidak dapat diubah setelah ada pembayaran.');
    }
    const abroad = r.letter.destinationKind === 'luar_negeri';
    // A cadet is costed by the Direktur's SK rate of the letter's year and kind, never as a
    // grade by default: no rate, no plan (docs "Surat tugas taruna").
    const cadet = r.cadetId !== null ? await cadetRateFor(tx, r) : null;
    if (cadet && !cadet.rate) throw AppError.conflict(cadet.missing);
    const { grade } = await gradeOf(tx, r.userId);
    const sbm = await loadSbm(tx, r.letter.year);
    const flights = await flightsForPlan(tx, travellerId);
    const trip = {
      kind: input.trip_kind,
      days: days(r.letter.startDate, r.letter.endDate),
      destination: abroad
        ? { abroad: true as const, country: r.letter.country ?? '' }
        : { abroad: false as const, province: r.letter.province ?? '' },
      lodging: input.lodging,
      taxiLegs: input.taxi_legs ?? [],
      flights,
      ...(input.usd_rate ? { usdRate: input.usd_rate } : {}),
    };
    let plan: CostPlan;
    try {
      plan = cadet?.rate
        ? cadetCostPlan(trip, cadet.rate, sbm)
        : costPlan({ ...trip, traveller: grade }, sbm);
    } catch (error) {
      if (error instanceof CostPlanInputError) {
        const field = /kurs/i.test(error.message) ? 'usd_rate' : 'trip_kind';
        throw AppError.validation({ [field]: [error.message] });
      }
      throw error;
    }
    const calendar = await loadCalendar(
      tx,
      r.letter.endDate,
      new Date(Date.parse(r.letter.endDate) + 40 * 86_400_000).toISOString().slice(0, 10),
      r.letter.unitId,
    );
    const due = spjDueDate(r.letter.endDate, (d) => isWorkingDay(d, r.letter.unitId, calendar));
    const values = {
      sbmYear: r.letter.year,
      tripKind: input.trip_kind,
      lodging: input.lodging,
      taxiLegs: [...(input.taxi_legs ?? [])],
      usdRate: input.usd_rate ?? null,
      planTotal: plan.total,
      spjDueDate: due,
      updatedAt: new Date(),
    };
    let travelId: number;
    const before = existing ? await linesOf(tx, existing.id) : [];
    if (existing) {
      await tx.update(suratTugasTravel).set(values).where(eq(suratTugasTravel.id, existing.id));
      await tx.delete(suratTugasTravelLines).where(eq(suratTugasTravelLines.travelId, existing.id));
      travelId = existing.id;
    } else {
      const [row] = await tx
        .insert(suratTugasTravel)
        .values({ ...values, travellerId })
        .returning({ id: suratTugasTravel.id });
      if (!row) throw new Error('travel insert returned nothing');
      travelId = row.id;
    }
    const kept = new Map(before.map((l) => [l.key, l]));
    if (plan.lines.length) {
      await tx.insert(suratTugasTravelLines).values(
        plan.lines.map((l, i) => {
          const old = kept.get(l.key);
          const keep = old && l.method === 'at_cost' && old.method === 'at_cost';
          if (keep) kept.delete(l.key);
          return {
            travelId,
            seq: i + 1,
            key: l.key,
            component: l.component,
            method: l.method,
            quantity: l.quantity,
            unit: l.unit,
            ceiling: l.ceiling,
            planned: l.amount,
            rule: l.rule,
            source: l.source,
            missing: l.missing ?? null,
            actual: keep ? old.actual : null,
            receiptFileId: keep ? old.receiptFileId : null,
          };
        }),
      );
    }
    for (const dropped of kept.values()) await detachFile(tx, dropped.receiptFileId);
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.travel_plan',
      tableName: 'surat_tugas_travel',
      rowId: travelId,
      before: existing ? { total: existing.planTotal } : null,
      after: {
        ...input,
        total: plan.total,
        lines: plan.lines.length,
        ...(cadet?.rate ? { cadet_rate_id: cadet.rate.id } : {}),
      },
    });
  });
  return travelDetail(db, { travellerId });
}

function assertOpen(t: { status: string } | null) {
  if (!t) throw AppError.conflict('Rincian biaya belum dibuat oleh admin perjalanan dinas.');
  if (t.status !== 'rencana' && t.status !== 'uang_muka') {
    throw AppError.conflict('Perjalanan ini sudah diselesaikan (SPJ); tidak dapat diubah.');
  }
  return t as typeof suratTugasTravel.$inferSelect;
}

/**
 * The actual costs of a trip's at-cost lines: `PUT user/administrasi_surat_tugas/:letterId/travel/actuals`
 * by the traveller (key `{ letterId, userId }`), `PUT admin/administrasi_surat_tugas/:id/actuals` by the
 * admin for any traveller row, cadets included (key `{ travellerId }`). The caller owns the receipts
 * and is the audit actor.
 */
export async function saveActuals(
  db: Db,
  key: Exclude<Key, { travelId: number }>,
  input: TTravelActualsParsed,
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const r = await findOne(tx, key);
    const t = assertOpen(await lockTravel(tx, r.travellerId));
    const lines = await linesOf(tx, t.id);
    const errors: Record<string, string[]> = {};
    const seen = new Set<string>();
    input.lines.forEach((a, i) => {
      const line = lines.find((l) => l.key === a.key);
      if (!line) errors[`lines.${i}.key`] = ['Baris biaya tidak ada di rincian.'];
      else if (line.method !== 'at_cost') {
        errors[`lines.${i}.key`] = ['Baris ini dibayar lumpsum, tanpa biaya riil.'];
      } else if (seen.has(a.key)) errors[`lines.${i}.key`] = ['Baris biaya dilaporkan dua kali.'];
      seen.add(a.key);
    });
    if (Object.keys(errors).length) throw AppError.validation(errors);
    for (const [i, a] of input.lines.entries()) {
      const line = lines.find((l) => l.key === a.key);
      if (!line) continue;
      let receipt = line.receiptFileId;
      if (a.file_id && a.file_id !== line.receiptFileId) {
        const file = await attachFile(tx, a.file_id, {
          actorUserId: caller.userId,
          ownerUserId: caller.userId,
          previousFileId: line.receiptFileId,
          field: `lines.${i}.file_id`,
        });
        receipt = file.id;
      }
      await tx
        .update(suratTugasTravelLines)
        .set({ actual: a.amount, receiptFileId: receipt, updatedAt: new Date() })
        .where(eq(suratTugasTravelLines.id, line.id));
    }
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.travel_actuals',
      tableName: 'surat_tugas_travel',
      rowId: t.id,
      after: input.lines.map((l) => ({
        key: l.key,
        amount: l.amount,
        receipt: Boolean(l.file_id),
      })),
    });
  });
  return travelDetail(db, key);
}

/** A boarding pass, report or other document of the traveller's trip. */
export async function addDocument(
  db: Db,
  letterId: number,
  input: { kind: string; file_id: string },
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const r = await findOne(tx, { letterId, userId: caller.userId });
    const t = assertOpen(await lockTravel(tx, r.travellerId));
    const file = await attachFile(tx, input.file_id, {
      actorUserId: caller.userId,
      ownerUserId: caller.userId,
      field: 'file_id',
    });
    const [doc] = await tx
      .insert(suratTugasTravelDocuments)
      .values({ travelId: t.id, kind: input.kind, fileId: file.id })
      .returning({ id: suratTugasTravelDocuments.id });
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.travel_document',
      tableName: 'surat_tugas_travel_documents',
      rowId: doc?.id ?? null,
      after: { kind: input.kind, file: file.originalName },
    });
  });
  return travelDetail(db, { letterId, userId: caller.userId });
}

export async function removeDocument(db: Db, letterId: number, docId: number, caller: Caller) {
  await db.transaction(async (tx) => {
    const r = await findOne(tx, { letterId, userId: caller.userId });
    const t = assertOpen(await lockTravel(tx, r.travellerId));
    const [doc] = await tx
      .delete(suratTugasTravelDocuments)
      .where(
        and(eq(suratTugasTravelDocuments.id, docId), eq(suratTugasTravelDocuments.travelId, t.id)),
      )
      .returning();
    if (!doc) throw AppError.notFound('Dokumen tidak ditemukan.');
    await detachFile(tx, doc.fileId);
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.travel_document_delete',
      tableName: 'surat_tugas_travel_documents',
      rowId: doc.id,
      before: { kind: doc.kind },
    });
  });
  return travelDetail(db, { letterId, userId: caller.userId });
}

/** Whether a file belongs to a trip (a line's receipt or a document), for downloading it. */
export async function travelFile(db: DbOrTx, key: Key, fileId: string) {
  const detail = await travelDetail(db, key);
  const ok =
    detail.lines.some((l) => l.receipt_file_id === fileId) ||
    detail.documents.some((d) => d.file_id === fileId);
  if (!ok) throw AppError.notFound('Berkas tidak ditemukan.');
  return fileId;
}

// ---------------------------------------------------------------------------------------------
// Payments.

async function checkAccount(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: budgetAccounts.id })
    .from(budgetAccounts)
    .where(and(eq(budgetAccounts.id, id), eq(budgetAccounts.isActive, true)));
  if (!row) throw AppError.validation({ budget_account_id: ['Kode anggaran tidak ditemukan.'] });
}

/** No payment is dated before the letter that orders the trip. */
function checkPaidAt(r: BaseRow, paidAt: string) {
  if (paidAt < r.letter.letterDate) {
    throw AppError.validation({
      paid_at: ['Tanggal bayar tidak boleh sebelum tanggal surat tugas.'],
    });
  }
}

/** 422 on `pph` when it cannot be withheld from the gross amount paid. */
function checkPph(gross: number, pph: number) {
  const { problem } = withholding(gross, pph);
  if (problem) throw AppError.validation({ pph: [problem] });
}

async function lockByTravelId(tx: DbOrTx, travelId: number) {
  const r = await findOne(tx, { travelId });
  const t = await lockTravel(tx, r.travellerId);
  if (!t) throw AppError.notFound('Perjalanan dinas tidak ditemukan.');
  return { r, t };
}

async function insertPayment(
  tx: DbOrTx,
  values: {
    travelId: number;
    kind: 'uang_muka' | 'pelunasan' | 'pengembalian';
    amount: number;
    /** PPh withheld, 0 ≤ pph ≤ amount (docs "Pajak"); a return withholds nothing. */
    pph: number;
    budgetAccountId: number;
    paidAt: string;
  },
  caller: Caller,
) {
  const [row] = await tx
    .insert(suratTugasPayments)
    .values({ ...values, receiptNumber: `tmp-${crypto.randomUUID()}`, createdBy: caller.userId })
    .returning({ id: suratTugasPayments.id });
  if (!row) throw new Error('payment insert returned nothing');
  const receiptNumber = `KW-ST/${row.id}/${values.paidAt.slice(0, 4)}`;
  // The audit row carries the gross, the PPh and the net, as the kuitansi does.
  await tx
    .update(suratTugasPayments)
    .set({ receiptNumber })
    .where(eq(suratTugasPayments.id, row.id));
  await writeAudit(tx, caller.actor, {
    action: `surat_tugas.payment_${values.kind}`,
    tableName: 'surat_tugas_payments',
    rowId: row.id,
    after: { ...values, net: values.amount - values.pph, receiptNumber },
  });
  return row.id;
}

/** `POST admin/pembayaran_surat_tugas/:travelId/advance`: the uang muka, once, before the SPJ. */
export async function recordAdvance(
  db: Db,
  travelId: number,
  input: TTravelAdvanceInput,
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const { r, t } = await lockByTravelId(tx, travelId);
    checkPaidAt(r, input.paid_at);
    if (t.status !== 'rencana') {
      throw AppError.conflict('Uang muka hanya dapat dibayar sekali, sebelum SPJ.');
    }
    if (input.amount > t.planTotal) {
      throw AppError.validation({
        amount: [
          `Uang muka paling banyak rincian biaya (Rp${t.planTotal.toLocaleString('id-ID')}).`,
        ],
      });
    }
    const pph = input.pph ?? 0;
    checkPph(input.amount, pph);
    await checkAccount(tx, input.budget_account_id);
    await insertPayment(
      tx,
      {
        travelId,
        kind: 'uang_muka',
        amount: input.amount,
        pph,
        budgetAccountId: input.budget_account_id,
        paidAt: input.paid_at,
      },
      caller,
    );
    await tx
      .update(suratTugasTravel)
      .set({
        status: 'uang_muka',
        advance: input.amount,
        budgetAccountId: input.budget_account_id,
        updatedAt: new Date(),
      })
      .where(eq(suratTugasTravel.id, travelId));
  });
  return travelDetail(db, { travelId });
}

/**
 * `POST admin/pembayaran_surat_tugas/:travelId/settle`: the perhitungan rampung. settleCosts
 * pays the reported actual costs up to each ceiling; the balance over the advance is paid
 * (pelunasan) or waits to be returned.
 */
export async function settleTravel(
  db: Db,
  travelId: number,
  input: TTravelSettleInput,
  caller: Caller,
) {
  await db.transaction(async (tx) => {
    const { r, t } = await lockByTravelId(tx, travelId);
    assertOpen(t);
    await checkAccount(tx, input.budget_account_id);
    checkPaidAt(r, input.paid_at);
    const { settlement } = await settlementOf(tx, t.id, t.sbmYear);
    const result = settlementBalance(settlement.paid, t.advance);
    const pph = input.pph ?? 0;
    checkPph(result.pay, pph);
    if (result.pay > 0) {
      await insertPayment(
        tx,
        {
          travelId,
          kind: 'pelunasan',
          amount: result.pay,
          pph,
          budgetAccountId: input.budget_account_id,
          paidAt: input.paid_at,
        },
        caller,
      );
    }
    await tx
      .update(suratTugasTravel)
      .set({
        status: result.state,
        settledTotal: settlement.paid,
        balance: result.balance,
        settledAt: new Date(),
        settledBy: caller.userId,
        budgetAccountId: input.budget_account_id,
        updatedAt: new Date(),
      })
      .where(eq(suratTugasTravel.id, travelId));
    await writeAudit(tx, caller.actor, {
      action: 'surat_tugas.payment_settle',
      tableName: 'surat_tugas_travel',
      rowId: travelId,
      before: { status: t.status, advance: t.advance },
      after: {
        settled: settlement.paid,
        balance: result.balance,
        status: result.state,
        pph,
      },
    });
  });
  return travelDetail(db, { travelId });
}

/** `POST admin/pembayaran_surat_tugas/:travelId/refund`: the traveller returned the excess. */
export async function recordRefund(db: Db, travelId: number, paidAt: string, caller: Caller) {
  await db.transaction(async (tx) => {
    const { r, t } = await lockByTravelId(tx, travelId);
    checkPaidAt(r, paidAt);
    if (t.status !== 'menunggu_pengembalian' || t.balance === null || !t.budgetAccountId) {
      throw AppError.conflict('Tidak ada kelebihan uang muka yang menunggu dikembalikan.');
    }
    await insertPayment(
      tx,
      {
        travelId,
        kind: 'pengembalian',
        amount: -t.balance,
        pph: 0,
        budgetAccountId: t.budgetAccountId,
        paidAt,
      },
      caller,
    );
    await tx
      .update(suratTugasTravel)
      .set({ status: 'lunas', updatedAt: new Date() })
      .where(eq(suratTugasTravel.id, travelId));
  });
  return travelDetail(db, { travelId });
}

/** The payment a kuitansi prints, with its trip. */
export async function paymentForReceipt(db: DbOrTx, paymentId: number) {
  const [p] = await db
    .select({
      payment: suratTugasPayments,
      account: budgetAccounts.code,
      accountName: budgetAccounts.name,
    })
    .from(suratTugasPayments)
    .innerJoin(budgetAccounts, eq(budgetAccounts.id, suratTugasPayments.budgetAccountId))
    .where(eq(suratTugasPayments.id, paymentId));
  if (!p) throw AppError.notFound('Pembayaran tidak ditemukan.');
  const trip = await findOne(db, { travelId: p.payment.travelId });
  return { ...p, trip };
}

export async function budgetAccountOptions(db: Db) {
  const rows = await db
    .select({ id: budgetAccounts.id, code: budgetAccounts.code, name: budgetAccounts.name })
    .from(budgetAccounts)
    .where(eq(budgetAccounts.isActive, true))
    .orderBy(asc(budgetAccounts.code))
    .limit(500);
  return rows.map((r) => ({ id: r.id, label: `${r.code} ${r.name}` }));
}
