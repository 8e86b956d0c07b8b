/**
 * The annual-leave (cuti tahunan) balance as a pure fold over a person's years
 * (docs/cuti.md "Balance"; PP 11/2017 Pasal 310–315 as amended by PP 17/2020, Perban BKN
 * 24/2017 as amended by 7/2021, Keppres 42/2025 on cuti bersama).
 *
 * Each year has buckets, used oldest first so as much as possible survives:
 *   N-2 (carried twice, only after two years unused) → N-1 (carried once) → deferred → own.
 * What is left of the own bucket passes on, at most `maxCarryPerYear`; what is left of N-1
 * passes on again as N-2 only when the year went entirely unused and so did the one before.
 * The caps (18, 24) bound the year's total; with the regulation's figures they are exactly what
 * the buckets give, and they still hold when an admin changes the figures.
 */

export interface BalanceParams {
  entitlement: number;
  maxCarryPerYear: number;
  maxTotal: number;
  maxTotalLong: number;
}

export const DEFAULT_PARAMS: BalanceParams = {
  entitlement: 12,
  maxCarryPerYear: 6,
  maxTotal: 18,
  maxTotalLong: 24,
};

/** What happened in one year, as the loader aggregates it. */
export interface YearFacts {
  year: number;
  /** Entitled to the year's own days (one year of service reached by the year's end). */
  entitled: boolean;
  /** Cuti besar approved or pending this year: the year's own days are removed. */
  cutiBesar: boolean;
  /** Cuti bersama days the person had to work: added to the year's own days. */
  duty: number;
  /** Approved cuti tahunan days. */
  taken: number;
  /** Days of requests still being confirmed. */
  pending: number;
  /** Days of this year's requests the PYBMC deferred: usable next year on top. */
  deferredOut: number;
  /** Recorded when the system started mid-year: replaces the carry from earlier years. */
  opening?: { carriedOver: number; taken: number } | undefined;
  params: BalanceParams;
}

export interface YearBalance {
  year: number;
  entitlement: number;
  duty: number;
  carriedN1: number;
  carriedN2: number;
  carriedOver: number;
  deferred: number;
  available: number;
  taken: number;
  pending: number;
  deferredOut: number;
  remaining: number;
  cutiBesar: boolean;
}

interface Carry {
  /** Leftover of the own bucket, passed on as N-1 (capped). */
  n1: number;
  /** Leftover of the N-1 bucket, passed on as N-2 when the year went unused. */
  n2: number;
  deferred: number;
  /** The year used no cuti tahunan at all (nothing taken, pending or deferred). */
  unused: boolean;
}

const NOTHING: Carry = { n1: 0, n2: 0, deferred: 0, unused: false };

function clamp(n: number): number {
  return Math.max(0, n);
}

/** One year, given what the year before passed on. */
export function foldYear(
  facts: YearFacts,
  carry: Carry,
  previousUnused: boolean,
): {
  balance: YearBalance;
  next: Carry;
} {
  const p = facts.params;
  const entitlement = facts.entitled && !facts.cutiBesar ? p.entitlement : 0;
  const own = entitlement + facts.duty;
  let n1: number;
  let n2: number;
  let deferred: number;
  let taken = facts.taken;
  if (facts.opening) {
    n1 = facts.opening.carriedOver;
    n2 = 0;
    deferred = 0;
    taken += facts.opening.taken;
  } else {
    // 24 only when the two years before both went unused (Perban BKN 24/2017: "2 tahun atau
    // lebih berturut-turut"); otherwise the year's total stays at 18.
    const longRun = carry.unused && previousUnused;
    const cap = clamp((longRun ? p.maxTotalLong : p.maxTotal) - p.entitlement);
    n1 = Math.min(carry.n1, cap);
    n2 = longRun ? Math.min(carry.n2, clamp(cap - n1)) : 0;
    deferred = Math.min(carry.deferred, clamp(p.maxTotalLong - own - n1 - n2));
  }
  const consumed = taken + facts.pending + facts.deferredOut;
  // Oldest bucket first.
  let rest = consumed;
  const useN2 = Math.min(n2, rest);
  rest -= useN2;
  const useN1 = Math.min(n1, rest);
  rest -= useN1;
  const useDeferred = Math.min(deferred, rest);
  rest -= useDeferred;
  const ownLeft = clamp(own - rest);
  const available = own + n1 + n2 + deferred;
  const unused = consumed === 0;
  return {
    balance: {
      year: facts.year,
      entitlement,
      duty: facts.duty,
      carriedN1: n1,
      carriedN2: n2,
      carriedOver: n1 + n2,
      deferred,
      available,
      taken,
      pending: facts.pending,
      deferredOut: facts.deferredOut,
      remaining: available - consumed,
      cutiBesar: facts.cutiBesar,
    },
    next: {
      n1: Math.min(ownLeft, p.maxCarryPerYear),
      n2: n1 - useN1,
      deferred: facts.deferredOut,
      unused,
    },
  };
}

/**
 * The balance of `year`, folding `years` (ascending, contiguous, ending at `year`) from the
 * first. The first year starts with nothing carried unless it has an opening balance.
 */
export function computeBalance(years: readonly YearFacts[], year: number): YearBalance {
  let carry = NOTHING;
  let previousUnused = false;
  let last: YearBalance | undefined;
  for (const facts of years) {
    if (facts.year > year) break;
    const { balance, next } = foldYear(facts, carry, previousUnused);
    previousUnused = carry.unused;
    carry = next;
    last = balance;
  }
  if (!last || last.year !== year) throw new Error(`no facts for ${year}`);
  return last;
}

/** Fills the gaps between given years with empty ones, so the fold sees every year. */
export function contiguousYears(
  from: number,
  to: number,
  given: ReadonlyMap<number, Partial<YearFacts>>,
  defaults: (year: number) => Pick<YearFacts, 'entitled' | 'params'>,
): YearFacts[] {
  const out: YearFacts[] = [];
  for (let y = from; y <= to; y++) {
    const g = given.get(y) ?? {};
    const d = defaults(y);
    out.push({
      year: y,
      entitled: g.entitled ?? d.entitled,
      cutiBesar: g.cutiBesar ?? false,
      duty: g.duty ?? 0,
      taken: g.taken ?? 0,
      pending: g.pending ?? 0,
      deferredOut: g.deferredOut ?? 0,
      opening: g.opening,
      params: g.params ?? d.params,
    });
  }
  return out;
}

/** The first date a person may take cuti tahunan: TMT plus the minimum service. */
export function eligibleFrom(serviceStart: string | null, minServiceMonths: number): string | null {
  if (!serviceStart) return null;
  return addMonths(serviceStart, minServiceMonths);
}

/** ISO date plus whole months; the 31st of a shorter month falls to its last day. */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const d = Number(date.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The day before an ISO date. */
export function previousDate(date: string): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - 1);
  return t.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included. */
export function calendarDays(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
