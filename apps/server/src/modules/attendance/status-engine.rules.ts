/**
 * The status of one attendance day (docs/attendance.md "Status engine"): pure, from the day's
 * schedule, its punches, the excuses covering it, the deduction bands and the clock.
 *
 * - Not a working day: LIBUR, no deduction; punches are still shown.
 * - An excuse covers the day: its code (CUTI > DL > SAKIT > IZIN when several), no deduction.
 * - Late minutes: whole minutes from the scheduled start to the first in (07:30:59 is on
 *   time, 07:31:00 is one minute late); early minutes likewise to the last out. Each is banded
 *   by the active per-occurrence bands of its kind: minutes_from ≤ m < minutes_to.
 * - A missing check-in is the worst late band (TL4), a missing check-out the worst early band
 *   (PSW4), once the day is over; no punch at all on a finished working day is TK.
 * - Main code: the worse of the late and early codes by percentage (late on a tie); H when
 *   neither. deduction_pct is the sum of both bands (per occurrence), 0 in the monthly mode.
 * - Before the scheduled end of today only what is known is shown: a late code once the
 *   person checked in; nothing (null) while they have not.
 */
import type { AttendanceExcuseCode } from '@sikerja/contracts';
import type { DaySchedule } from './schedule.rules.ts';

export type DeductionMode = 'per_occurrence' | 'monthly_minutes';

export interface DeductionBand {
  code: string;
  kind: 'late' | 'early' | 'absent';
  minutes_from: number | null;
  minutes_to: number | null;
  percentage: number;
  mode: DeductionMode;
}

export interface PunchInput {
  at: Date;
  /** null: a fingerprint punch read in 'auto' mode (first in, last out). */
  type: 'masuk' | 'pulang' | null;
  flags: readonly string[];
}

export interface DayStatus {
  checkIn: Date | null;
  checkOut: Date | null;
  lateMinutes: number;
  earlyMinutes: number;
  /** Null: nothing known yet (today, no punch, the day not over). */
  code: string | null;
  lateCode: string | null;
  earlyCode: string | null;
  deductionPct: number;
  /** The day has a missing punch counted as the worst band (for the monthly mode). */
  missingIn: boolean;
  missingOut: boolean;
  flagged: boolean;
}

const EXCUSE_ORDER: readonly string[] = ['CUTI', 'DL', 'SAKIT', 'IZIN'];

/** The first in and last out: typed punches first; untyped ones fill what is missing. */
export function firstInLastOut(punches: readonly PunchInput[]): {
  checkIn: Date | null;
  checkOut: Date | null;
} {
  const sorted = [...punches].sort((a, b) => a.at.getTime() - b.at.getTime());
  const masuk = sorted.find((p) => p.type === 'masuk');
  const inPunch = masuk ?? sorted.find((p) => p.type === null);
  const outs = sorted.filter((p) => p.type === 'pulang' || (p.type === null && p !== inPunch));
  const outPunch = outs.at(-1);
  // An untyped punch before the check-in is an early in rather than a leave.
  const checkOut =
    outPunch && inPunch && outPunch.type === null && outPunch.at < inPunch.at ? null : outPunch;
  return { checkIn: inPunch?.at ?? null, checkOut: checkOut?.at ?? null };
}

/** The band of a kind covering `minutes` (≥ 1) in a mode, or undefined. */
export function bandFor(
  bands: readonly DeductionBand[],
  kind: 'late' | 'early',
  mode: DeductionMode,
  minutes: number,
): DeductionBand | undefined {
  return bands.find(
    (b) =>
      b.kind === kind &&
      b.mode === mode &&
      b.minutes_from !== null &&
      b.minutes_from <= minutes &&
      (b.minutes_to === null || minutes < b.minutes_to),
  );
}

/** The worst per-occurrence band of a kind: the open-ended one, else the highest start. */
export function worstBand(
  bands: readonly DeductionBand[],
  kind: 'late' | 'early',
): DeductionBand | undefined {
  return bands
    .filter((b) => b.kind === kind && b.mode === 'per_occurrence' && b.minutes_from !== null)
    .sort(
      (a, b) =>
        (a.minutes_to === null ? 1 : 0) - (b.minutes_to === null ? 1 : 0) ||
        (a.minutes_from ?? 0) - (b.minutes_from ?? 0),
    )
    .at(-1);
}

export function absentBand(bands: readonly DeductionBand[]): DeductionBand | undefined {
  return bands.find((b) => b.kind === 'absent' && b.mode === 'per_occurrence');
}

const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / 60_000));

export interface StatusInputs {
  schedule: DaySchedule;
  punches: readonly PunchInput[];
  /** Codes of the excuses covering the day (CUTI, DL, IZIN, SAKIT, …). */
  excuses: readonly string[];
  bands: readonly DeductionBand[];
  mode: DeductionMode;
  now: Date;
}

/** The status of one day. */
export function dayStatus(inputs: StatusInputs): DayStatus {
  const { schedule, punches, bands, mode, now } = inputs;
  const { checkIn, checkOut } = firstInLastOut(punches);
  const flagged = punches.some((p) => p.flags.length > 0);
  const base: DayStatus = {
    checkIn,
    checkOut,
    lateMinutes: 0,
    earlyMinutes: 0,
    code: null,
    lateCode: null,
    earlyCode: null,
    deductionPct: 0,
    missingIn: false,
    missingOut: false,
    flagged,
  };

  const excuse = [...inputs.excuses].sort(
    (a, b) => rank(EXCUSE_ORDER, a) - rank(EXCUSE_ORDER, b),
  )[0] as AttendanceExcuseCode | undefined;
  if (excuse) return { ...base, code: excuse };
  if (!schedule.isWorkingDay || !schedule.scheduledIn || !schedule.scheduledOut) {
    return { ...base, code: 'LIBUR' };
  }

  const isOver = now.getTime() >= schedule.scheduledOut.getTime();
  if (!checkIn && !checkOut) {
    if (!isOver) return base;
    const tk = absentBand(bands);
    return {
      ...base,
      code: 'TK',
      deductionPct: mode === 'per_occurrence' ? (tk?.percentage ?? 0) : 0,
    };
  }

  let late: DeductionBand | undefined;
  let lateMinutes = 0;
  let missingIn = false;
  if (checkIn) {
    lateMinutes = wholeMinutes(checkIn.getTime() - schedule.scheduledIn.getTime());
    if (lateMinutes > 0) late = bandFor(bands, 'late', 'per_occurrence', lateMinutes);
  } else {
    missingIn = true;
    late = worstBand(bands, 'late');
  }

  let early: DeductionBand | undefined;
  let earlyMinutes = 0;
  let missingOut = false;
  if (checkOut && (!checkIn || checkOut > checkIn)) {
    earlyMinutes = wholeMinutes(schedule.scheduledOut.getTime() - checkOut.getTime());
    if (earlyMinutes > 0) early = bandFor(bands, 'early', 'per_occurrence', earlyMinutes);
  } else if (isOver) {
    missingOut = true;
    early = worstBand(bands, 'early');
  }

  const main =
    late && early ? (early.percentage > late.percentage ? early : late) : (late ?? early);
  return {
    ...base,
    lateMinutes,
    earlyMinutes,
    code: main?.code ?? 'H',
    lateCode: late?.code ?? null,
    earlyCode: early?.code ?? null,
    deductionPct:
      mode === 'per_occurrence' ? round4((late?.percentage ?? 0) + (early?.percentage ?? 0)) : 0,
    missingIn,
    missingOut,
  };
}

function rank(order: readonly string[], code: string): number {
  const i = order.indexOf(code);
  return i === -1 ? order.length : i;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** What a month's days contribute to the month's deduction. */
export interface MonthDayInput {
  code: string | null;
  lateMinutes: number;
  earlyMinutes: number;
  missingIn: boolean;
  missingOut: boolean;
  deductionPct: number;
}

export interface MonthDeduction {
  mode: DeductionMode;
  /** Late plus early minutes, missing punches counted as the worst band's lower bound. */
  minutes: number;
  /** The monthly-minutes band reached (monthly mode). */
  minutesCode: string | null;
  minutesPct: number;
  absentDays: number;
  absentPct: number;
  /** Per occurrence: the sum of the days' deductions. */
  occurrencePct: number;
  /** Capped at 100. */
  totalPct: number;
}

/** Minutes a missing punch counts for in the monthly mode (Permenko Infra 10/2025 Pasal 22). */
export function missingPunchMinutes(
  bands: readonly DeductionBand[],
  kind: 'late' | 'early',
): number {
  return worstBand(bands, kind)?.minutes_from ?? 91;
}

/**
 * A month's deduction. Per occurrence: the days' deductions summed. Monthly minutes
 * (PM 46/2023): the month's late plus early minutes against the active monthly_minutes bands
 * (of kind late or early; the highest percentage reached), plus TK days at the absent band.
 * Either way the total is capped at 100 %.
 */
export function monthDeduction(
  days: readonly MonthDayInput[],
  bands: readonly DeductionBand[],
  mode: DeductionMode,
): MonthDeduction {
  const missIn = missingPunchMinutes(bands, 'late');
  const missOut = missingPunchMinutes(bands, 'early');
  let minutes = 0;
  let absentDays = 0;
  let occurrencePct = 0;
  for (const day of days) {
    if (day.code === 'TK') absentDays += 1;
    minutes +=
      day.lateMinutes +
      day.earlyMinutes +
      (day.missingIn ? missIn : 0) +
      (day.missingOut ? missOut : 0);
    occurrencePct += day.deductionPct;
  }
  const absentPct = round4(absentDays * (absentBand(bands)?.percentage ?? 0));
  if (mode === 'per_occurrence') {
    return {
      mode,
      minutes,
      minutesCode: null,
      minutesPct: 0,
      absentDays,
      absentPct,
      occurrencePct: round4(occurrencePct),
      totalPct: Math.min(100, round4(occurrencePct)),
    };
  }
  const reached = bands
    .filter(
      (b) =>
        b.mode === 'monthly_minutes' &&
        b.kind !== 'absent' &&
        b.minutes_from !== null &&
        b.minutes_from <= minutes &&
        (b.minutes_to === null || minutes < b.minutes_to),
    )
    .sort((a, b) => b.percentage - a.percentage)[0];
  const minutesPct = reached?.percentage ?? 0;
  return {
    mode,
    minutes,
    minutesCode: reached?.code ?? null,
    minutesPct,
    absentDays,
    absentPct,
    occurrencePct: 0,
    totalPct: Math.min(100, round4(minutesPct + absentPct)),
  };
}
