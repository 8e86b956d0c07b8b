/**
 * An attendance day (docs/attendance.md, "Status engine"): what the engine derived for one
 * person and one date. Times are the institution's wall clock with its offset
 * ('2026-03-02T07:41:00+07:00'), so a screen shows '07:41' without knowing the time zone.
 */
import { z } from 'zod';
import { ZListRequest } from '../pagination.ts';

/** Codes a day can carry; TL1–TL4 and PSW1–PSW4 come from the deduction master's bands. */
export const ATTENDANCE_EXCUSE_CODES = ['CUTI', 'DL', 'IZIN', 'SAKIT'] as const;
export type AttendanceExcuseCode = (typeof ATTENDANCE_EXCUSE_CODES)[number];

/** Indonesian labels of the fixed codes; band codes are labelled by the pemotongan master. */
export const ATTENDANCE_CODE_LABELS: Readonly<Record<string, string>> = {
  H: 'Hadir tepat waktu',
  TK: 'Tanpa keterangan',
  CUTI: 'Cuti',
  DL: 'Dinas luar',
  IZIN: 'Izin',
  SAKIT: 'Sakit',
  LIBUR: 'Libur',
  TL1: 'Terlambat 1–30 menit',
  TL2: 'Terlambat 31–60 menit',
  TL3: 'Terlambat 61–90 menit',
  TL4: 'Terlambat ≥ 91 menit / tidak presensi masuk',
  PSW1: 'Pulang cepat 1–30 menit',
  PSW2: 'Pulang cepat 31–60 menit',
  PSW3: 'Pulang cepat 61–90 menit',
  PSW4: 'Pulang cepat ≥ 91 menit / tidak presensi pulang',
};

/**
 * A code by its name, the code after it where it says more than the name ('Dinas luar (DL)',
 * 'Terlambat 1–30 menit (TL1)', but 'Izin'): for headers and choices, where a bare code is
 * unreadable to whoever does not know the list (issue 15).
 */
export function attendanceCodeName(code: string): string {
  const name = ATTENDANCE_CODE_LABELS[code];
  if (!name) return code;
  return name.toUpperCase() === code ? name : `${name} (${code})`;
}

/** Why a date is not a working day. */
export const DAY_OFF_KINDS = [
  'weekend',
  'libur_nasional',
  'cuti_bersama',
  'libur_unit',
  'shift_off',
  'no_schedule',
] as const;
export type DayOffKind = (typeof DAY_OFF_KINDS)[number];
export const DAY_OFF_LABELS: Readonly<Record<DayOffKind, string>> = {
  weekend: 'Akhir pekan',
  libur_nasional: 'Libur nasional',
  cuti_bersama: 'Cuti bersama',
  libur_unit: 'Libur unit',
  shift_off: 'Libur pola kerja',
  no_schedule: 'Tidak ada jadwal',
};

export const ZAttendanceDay = z.object({
  date: z.string(),
  is_working_day: z.boolean(),
  day_off_kind: z.string().nullable(),
  scheduled_in: z.string().nullable(),
  scheduled_out: z.string().nullable(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  late_minutes: z.number().int(),
  early_minutes: z.number().int(),
  /** Null only for today before anything is known (no punch yet, the day not over). */
  code: z.string().nullable(),
  late_code: z.string().nullable(),
  early_code: z.string().nullable(),
  deduction_pct: z.number(),
  flagged: z.boolean(),
});
export type TAttendanceDay = z.infer<typeof ZAttendanceDay>;

/** `POST user/presensi/list?page=N`: the person's own days, newest first. */
export const ZFindMyAttendanceDaysRequest = ZListRequest.extend({
  /** 'YYYY-MM': one month only. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan tidak valid')
    .optional()
    .nullable(),
});
export type TFindMyAttendanceDaysRequest = z.input<typeof ZFindMyAttendanceDaysRequest>;

/** `GET user/presensi/ringkasan?month=YYYY-MM`: the person's month so far (default: this month). */
export const ZMyMonthSummaryQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan tidak valid')
    .refine((m) => m >= '2000-01' && m <= '2100-12', 'Bulan di luar rentang')
    .optional(),
});
export type TMyMonthSummaryQuery = z.input<typeof ZMyMonthSummaryQuery>;

export const ZMyMonthSummary = z.object({
  month: z.string(),
  /** Days recorded so far this month (working days and days off). */
  days: z.number().int(),
  /** Code → days, as the monthly recap counts them (a late band counts besides the day's code). */
  counts: z.record(z.string(), z.number().int()),
  late_minutes: z.number().int(),
  early_minutes: z.number().int(),
  /** The month's attendance deduction so far, in percent, by the institution's deduction mode. */
  deduction_pct: z.number(),
});
export type TMyMonthSummary = z.infer<typeof ZMyMonthSummary>;
export const ZMyMonthSummaryResponse = z.object({ data: ZMyMonthSummary });
