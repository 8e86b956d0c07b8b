/**
 * Pure rules of the travel administration (docs/surat-tugas.md "Administrasi perjalanan" and
 * "Pembayaran"): the traveller's SBM grade from their post and rank, the SPJ due date, the
 * settlement's balance and resulting status, and the PPh withheld from a payment.
 */
import type { Golongan, OfficialRank, Traveller } from './cost-plan.rules.ts';

/**
 * The traveller submits the pertanggungjawaban (SPJ) within this many working days after the
 * trip. Source: PMK 113/PMK.05/2012 (perjalanan dinas dalam negeri): "Pelaksana SPD
 * mempertanggungjawabkan pelaksanaan Perjalanan Dinas kepada pemberi tugas dan biaya
 * Perjalanan Dinas kepada PPK paling lambat 5 (lima) hari kerja setelah Perjalanan Dinas
 * dilaksanakan" (docs/surat-tugas.md "Pembayaran").
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

/**
 * A payment's PPh (docs/surat-tugas.md "Pajak"): travel costs of civil servants are not PPh 21
 * objects, so the default is 0; where the bendahara determines tax is due (an honorarium, a
 * non-employee's uang saku) the amount withheld is 0 ≤ pph ≤ gross, whole Rupiah. Gives the net
 * paid out, or `problem` (Indonesian) when the amount cannot be withheld.
 */
export function withholding(gross: number, pph = 0) {
  let problem: string | null = null;
  if (!Number.isInteger(pph)) problem = 'PPh harus rupiah bulat';
  else if (pph < 0) problem = 'PPh tidak boleh negatif';
  else if (pph > gross) {
    problem = `PPh tidak boleh melebihi jumlah yang dibayar (Rp${gross.toLocaleString('id-ID')})`;
  }
  return { gross, pph, net: gross - pph, problem };
}
