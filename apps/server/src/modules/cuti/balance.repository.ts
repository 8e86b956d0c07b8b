/**
 * Loads what the balance fold needs for one person, aggregated in PostgreSQL: a handful of
 * indexed queries whatever the length of the history (cuti_requests (user_id, year), each row's
 * status read from its approval by primary key; cuti-status.rules.ts).
 * The report loads the same facts for many people at once (`loadBalancesFor`).
 */
import type { TCutiBalance } from '@sikerja/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import {
  cutiBersamaDuties,
  cutiOpeningBalances,
  cutiRequests,
  cutiSettings,
} from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type BalanceParams,
  computeBalance,
  contiguousYears,
  DEFAULT_PARAMS,
  eligibleFrom,
  type YearBalance,
  type YearFacts,
} from './balance.rules.ts';
import { cutiApprovalJoin, cutiStatus } from './cuti-status.rules.ts';

/** The leave-type codes the balance rules name (the master's codes; docs/cuti.md). */
export const CODE_TAHUNAN = 'CT';
export const CODE_BESAR = 'CB';

/** Statuses whose days count against a balance. */
export const COUNTED_STATUSES = ['approved', 'pending', 'deferred'] as const;

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;

export interface Person {
  id: number;
  name: string;
  nip: string | null;
  unitId: number | null;
  staffTypeId: number | null;
  serviceStart: string | null;
}

export async function loadPerson(db: DbOrTx, userId: number): Promise<Person> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      nip: users.nip,
      unitId: users.unitId,
      staffTypeId: users.staffTypeId,
      // TMT CPNS starts the service that counts (CPNS years count for cuti tahunan); PPPK
      // and staff registered without it fall back to TMT PNS.
      serviceStart: sql<string | null>`coalesce(${users.tmtCpns}, ${users.tmtPns})::text`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw AppError.notFound('Pegawai tidak ditemukan.');
  return row;
}

export async function loadLeaveTypes(db: DbOrTx): Promise<LeaveTypeRow[]> {
  return db
    .select()
    .from(leaveTypes)
    .where(eq(leaveTypes.isActive, true))
    .orderBy(asc(leaveTypes.sortOrder), asc(leaveTypes.id));
}

export function mayTake(type: LeaveTypeRow, staffTypeId: number | null): boolean {
  if (type.staffTypeIds.length === 0) return true;
  return staffTypeId !== null && type.staffTypeIds.includes(staffTypeId);
}

type SettingsMap = Map<number, BalanceParams>;

async function loadSettingsMap(db: DbOrTx, year: number): Promise<SettingsMap> {
  const rows = await db.select().from(cutiSettings).where(lte(cutiSettings.year, year));
  return new Map(
    rows.map((r) => [
      r.year,
      {
        entitlement: r.entitlement,
        maxCarryPerYear: r.maxCarryPerYear,
        maxTotal: r.maxTotal,
        maxTotalLong: r.maxTotalLong,
      },
    ]),
  );
}

/** A year's parameters: its own row, else the latest earlier row, else the regulation's. */
function paramsFor(settings: SettingsMap, year: number): BalanceParams {
  let best: number | undefined;
  for (const y of settings.keys()) if (y <= year && (best === undefined || y > best)) best = y;
  return best === undefined ? DEFAULT_PARAMS : (settings.get(best) ?? DEFAULT_PARAMS);
}

interface Aggregate {
  userId: number;
  year: number;
  leaveTypeId: number;
  status: string;
  days: number;
}

interface PersonFacts {
  aggregates: Aggregate[];
  duties: Map<number, number>;
  opening: { year: number; carriedOver: number; taken: number } | undefined;
}

async function loadFacts(
  db: DbOrTx,
  userIds: readonly number[],
  year: number,
): Promise<Map<number, PersonFacts>> {
  const ids = [...userIds];
  const [aggregates, duties, openings] = await Promise.all([
    db
      .select({
        userId: cutiRequests.userId,
        year: cutiRequests.year,
        leaveTypeId: cutiRequests.leaveTypeId,
        status: cutiStatus,
        days: sql<number>`sum(${cutiRequests.days})::int`,
      })
      .from(cutiRequests)
      .innerJoin(approvals, cutiApprovalJoin)
      .where(
        and(
          inArray(cutiRequests.userId, ids),
          lte(cutiRequests.year, year),
          inArray(cutiStatus, [...COUNTED_STATUSES]),
        ),
      )
      .groupBy(cutiRequests.userId, cutiRequests.year, cutiRequests.leaveTypeId, cutiStatus),
    db
      .select({
        userId: cutiBersamaDuties.userId,
        year: cutiBersamaDuties.year,
        days: sql<number>`count(*)::int`,
      })
      .from(cutiBersamaDuties)
      .where(and(inArray(cutiBersamaDuties.userId, ids), lte(cutiBersamaDuties.year, year)))
      .groupBy(cutiBersamaDuties.userId, cutiBersamaDuties.year),
    db
      .selectDistinctOn([cutiOpeningBalances.userId], {
        userId: cutiOpeningBalances.userId,
        year: cutiOpeningBalances.year,
        carriedOver: cutiOpeningBalances.carriedOver,
        taken: cutiOpeningBalances.taken,
      })
      .from(cutiOpeningBalances)
      .where(and(inArray(cutiOpeningBalances.userId, ids), lte(cutiOpeningBalances.year, year)))
      .orderBy(cutiOpeningBalances.userId, sql`${cutiOpeningBalances.year} desc`),
  ]);
  const out = new Map<number, PersonFacts>();
  const get = (id: number) => {
    let f = out.get(id);
    if (!f) {
      f = { aggregates: [], duties: new Map(), opening: undefined };
      out.set(id, f);
    }
    return f;
  };
  for (const a of aggregates) get(a.userId).aggregates.push(a);
  for (const d of duties) get(d.userId).duties.set(d.year, d.days);
  for (const o of openings) get(o.userId).opening = o;
  return out;
}

export interface BalanceContext {
  types: LeaveTypeRow[];
  settings: SettingsMap;
  /** The first year any history is kept: the first year set at /admin/cuti_setting. */
  systemStart: number | undefined;
}

export async function loadBalanceContext(db: DbOrTx, year: number): Promise<BalanceContext> {
  const [types, settings] = await Promise.all([loadLeaveTypes(db), loadSettingsMap(db, year)]);
  const years = [...settings.keys()];
  return { types, settings, systemStart: years.length ? Math.min(...years) : undefined };
}

/** Folds one person's facts into the year's balance and per-type use. */
export function balanceOf(
  person: Person,
  facts: PersonFacts | undefined,
  year: number,
  ctx: BalanceContext,
): TCutiBalance {
  const ct = ctx.types.find((t) => t.code === CODE_TAHUNAN);
  const cb = ctx.types.find((t) => t.code === CODE_BESAR);
  const allowed = ct !== undefined && mayTake(ct, person.staffTypeId);
  const from = ct ? eligibleFrom(person.serviceStart, ct.minServiceMonths) : null;
  const aggregates = facts?.aggregates ?? [];

  const perYear = new Map<number, Partial<YearFacts>>();
  const at = (y: number) => {
    let f = perYear.get(y);
    if (!f) {
      f = {};
      perYear.set(y, f);
    }
    return f;
  };
  let firstYear = year;
  for (const a of aggregates) {
    firstYear = Math.min(firstYear, a.year);
    if (ct && a.leaveTypeId === ct.id) {
      const f = at(a.year);
      if (a.status === 'approved') f.taken = (f.taken ?? 0) + a.days;
      else if (a.status === 'pending') f.pending = (f.pending ?? 0) + a.days;
      else if (a.status === 'deferred') f.deferredOut = (f.deferredOut ?? 0) + a.days;
    } else if (cb && a.leaveTypeId === cb.id && a.status !== 'deferred') {
      at(a.year).cutiBesar = true;
    }
  }
  for (const [y, days] of facts?.duties ?? []) {
    firstYear = Math.min(firstYear, y);
    at(y).duty = days;
  }
  let start = Math.min(firstYear, ctx.systemStart ?? year);
  const opening = facts?.opening;
  if (opening) {
    start = opening.year;
    at(opening.year).opening = { carriedOver: opening.carriedOver, taken: opening.taken };
  }
  const years = contiguousYears(start, year, perYear, (y) => ({
    entitled: allowed && from !== null && from <= `${y}-12-31`,
    params: paramsFor(ctx.settings, y),
  }));
  const b: YearBalance = computeBalance(years, year);

  const others = ctx.types
    .filter((t) => t.code !== CODE_TAHUNAN && mayTake(t, person.staffTypeId))
    .map((t) => {
      let used = 0;
      let pending = 0;
      for (const a of aggregates) {
        if (a.leaveTypeId !== t.id || a.year !== year) continue;
        if (a.status === 'approved') used += a.days;
        else if (a.status === 'pending') pending += a.days;
      }
      return {
        jenis_cuti_id: t.id,
        code: t.code,
        name: t.name,
        duration_unit: t.durationUnit,
        max_duration: t.maxDuration,
        used,
        pending,
      };
    });
  return {
    year,
    eligible: allowed && from !== null,
    eligible_from: allowed ? from : null,
    entitlement: b.entitlement,
    cuti_bersama_duty: b.duty,
    carried_over: b.carriedOver,
    carried_n1: b.carriedN1,
    carried_n2: b.carriedN2,
    deferred: b.deferred,
    available: b.available,
    taken: b.taken,
    pending: b.pending,
    deferred_out: b.deferredOut,
    remaining: b.remaining,
    cuti_besar: b.cutiBesar,
    others,
  };
}

/** The balance answer of `GET /user/cuti/saldo`. */
export async function loadBalance(db: DbOrTx, userId: number, year: number): Promise<TCutiBalance> {
  const [person, ctx, facts] = await Promise.all([
    loadPerson(db, userId),
    loadBalanceContext(db, year),
    loadFacts(db, [userId], year),
  ]);
  return balanceOf(person, facts.get(userId), year, ctx);
}

/** Balances of many people (the report), with the same queries for all of them. */
export async function loadBalancesFor(
  db: DbOrTx,
  people: readonly Person[],
  year: number,
): Promise<Map<number, TCutiBalance>> {
  const out = new Map<number, TCutiBalance>();
  if (people.length === 0) return out;
  const [ctx, facts] = await Promise.all([
    loadBalanceContext(db, year),
    loadFacts(
      db,
      people.map((p) => p.id),
      year,
    ),
  ]);
  for (const p of people) out.set(p.id, balanceOf(p, facts.get(p.id), year, ctx));
  return out;
}
