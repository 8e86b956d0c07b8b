/**
 * Pure rules of the travel administration (docs/surat-tugas.md "Administrasi perjalanan" and
 * "Pembayaran"): the traveller's SBM grade from their post and rank, the SPJ due date, and the
 * settlement's balance and resulting status.
 */
import type { Golongan, OfficialRank, Traveller } from './cost-plan.rules.ts';

/**
 * The traveller submits the pertanggungjawaban (SPJ) within this many working days after the
 * return date. Source: shared/domain/rules-next.md 6.2 step 4 ("within 5 working days"),
 * marked there as recalled, not read in PMK 113/2012 (an open point in docs/surat-tugas.md).
 */
export const SPJ_WORKING_DAYS = 5;

const ECHELON_RANK: Record<string, OfficialRank> = {
  'I.a': 'eselon_i',
  'I.b': 'eselon_i',
  'II.a': 'eselon_ii',
  'II.b': 'eselon_ii',
  'III.a': 'eselon_iii',
  'III.b': 'eselon_iii',
  'IV.a': 'eselon_iv',
  'IV.b': 'eselon_iv',
};

/** The SBM grade of a staff member: the post's echelon and the rank's PNS group (ranks.pns_group). */
export function travellerGrade(echelon: string | null, pnsGroup: string | null): Traveller {
  const golongan = (['I', 'II', 'III', 'IV'] as const).find((g) => g === pnsGroup) ?? null;
  return {
    officialRank: (echelon && ECHELON_RANK[echelon]) || null,
    golongan: golongan as Golongan | null,
  };
}

/**
 * The SPJ due date: the SPJ_WORKING_DAYS-th working day after the return date (the return day
 * itself does not count). `isWorkingDay` is the unit's calendar.
 */
export function spjDueDate(
  returnDate: string,
  isWorkingDay: (date: string) => boolean,
  workingDays = SPJ_WORKING_DAYS,
): string {
  let date = returnDate;
  let counted = 0;
  for (let guard = 0; guard < 400 && counted < workingDays; guard++) {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    date = next.toISOString().slice(0, 10);
    if (isWorkingDay(date)) counted++;
  }
  return date;
}

/** Weekdays only: the fallback calendar (and the one the table tests use). */
export const weekday = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d !== 0 && d !== 6;
};

export type TravelState = 'rencana' | 'uang_muka' | 'menunggu_pengembalian' | 'lunas';

/**
 * The perhitungan rampung: what the settlement pays minus the advance. Positive: paid to the
 * traveller (a pelunasan payment); negative: the traveller returns the excess (the trip waits
 * as menunggu_pengembalian until the return is recorded); zero: nothing moves.
 */
export function settlementBalance(settled: number, advance: number) {
  const balance = settled - advance;
  const state: TravelState = balance < 0 ? 'menunggu_pengembalian' : 'lunas';
  return { balance, state, pay: Math.max(balance, 0), returns: Math.max(-balance, 0) };
}
