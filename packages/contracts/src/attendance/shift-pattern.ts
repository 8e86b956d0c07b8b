/**
 * Shift & pola kerja (docs/attendance-shifts.md): work patterns (a repeating cycle of shift codes
 * and days off), their assignment to a person from a date, and a person's own view and change
 * requests at /user/shiftpolakerja.
 */
import { z } from 'zod';
import { ZApprovalStatus } from '../approval.ts';
import { zDate, zId } from '../bounds.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from '../masters/master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from '../masters/master-fields.ts';

/** The cycle's code for a day off (libur). */
export const WORK_PATTERN_OFF = 'L';
export const WORK_PATTERN_CYCLE_MAX = 62;

/**
 * A cycle as typed: 'P-P-S-S-M-M-L-L', 'P, P, S' or a list. A text with commas or spaces is
 * split on those, so shift codes that themselves hold '-' can still be written; otherwise on '-'.
 */
export function parseCycle(input: string | readonly string[]): string[] {
  const parts = Array.isArray(input)
    ? input
    : /[,\s]/.test((input as string).trim())
      ? (input as string).split(/[,\s]+/)
      : (input as string).split('-');
  return parts.map((p) => p.trim().toUpperCase()).filter((p) => p !== '');
}

const zCycle = () =>
  z
    .union([z.string(), z.array(z.string())], { error: 'Siklus wajib diisi' })
    .transform(parseCycle)
    .pipe(
      z
        .array(z.string().max(16, 'Kode shift paling banyak 16 karakter'))
        .min(1, 'Siklus wajib diisi, mis. P-P-S-S-M-M-L-L')
        .max(WORK_PATTERN_CYCLE_MAX, `Siklus paling banyak ${WORK_PATTERN_CYCLE_MAX} hari`),
    );

export const ZWorkPatternRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Shift codes, one a day from the assignment's start date; 'L' = libur. */
  cycle: z.array(z.string()),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export type TWorkPatternRow = z.infer<typeof ZWorkPatternRow>;

export const ZCreateWorkPatternRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .regex(/^[A-Za-z0-9_-]+$/, 'Hanya huruf, angka, - dan _')
    .transform((v) => v.toUpperCase()),
  name: zRequiredText(100),
  /** Codes separated by '-' (or commas), or a list; each an active shift code or 'L'. */
  cycle: zCycle(),
  description: zOptionalText(),
  is_active: zIsActive(),
});
export type TCreateWorkPatternRequest = z.input<typeof ZCreateWorkPatternRequest>;
export const ZUpdateWorkPatternRequest = ZCreateWorkPatternRequest;
export type TUpdateWorkPatternRequest = z.input<typeof ZUpdateWorkPatternRequest>;

export const WORK_PATTERN_DESCRIPTOR = defineMasterDescriptor(ZWorkPatternRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 28 },
    { field: 'cycle', label: 'Siklus', exportWidth: 40 },
    { field: 'description', label: 'Keterangan', exportWidth: 40 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['code', 'asc']],
});
export const WORK_PATTERN_SORT_KEYS = WORK_PATTERN_DESCRIPTOR.sortKeys;
export const WORK_PATTERN_FILTERS = { is_active: zBooleanFilter() };
export const ZFindWorkPatternRequest = masterListRequest(
  WORK_PATTERN_SORT_KEYS,
  WORK_PATTERN_FILTERS,
);

/**
 * Where an assignment stands: in force, or a person's request waiting for, or refused by, the
 * admin (or taken back).
 */
export const WORK_PATTERN_ASSIGNMENT_STATUSES = [
  'effective',
  'pending',
  'rejected',
  'withdrawn',
] as const;
export const ZWorkPatternAssignmentStatus = z.enum(WORK_PATTERN_ASSIGNMENT_STATUSES);
export type TWorkPatternAssignmentStatus = z.infer<typeof ZWorkPatternAssignmentStatus>;
export const WORK_PATTERN_ASSIGNMENT_STATUS_LABELS: Record<TWorkPatternAssignmentStatus, string> = {
  effective: 'Berlaku',
  pending: 'Menunggu persetujuan',
  rejected: 'Ditolak',
  withdrawn: 'Dibatalkan',
};

/** Shown where an assignment has no pattern: the person is back on office hours. */
export const OFFICE_HOURS_LABEL = 'Kembali ke jam kantor';

export const ZWorkPatternAssignmentRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  /** Null: back to office hours (jam kerja). */
  pattern_id: z.number().int().nullable(),
  pattern_name: z.string().nullable(),
  pattern_cycle: z.array(z.string()).nullable(),
  /** Day 0 of the cycle. */
  start_date: z.string(),
  reason: z.string().nullable(),
  effective: z.boolean(),
  /** Set for a person's request; null when an admin assigned it. */
  approval_id: z.number().int().nullable(),
  status: ZWorkPatternAssignmentStatus,
});
export type TWorkPatternAssignmentRow = z.infer<typeof ZWorkPatternAssignmentRow>;

const zDay = (message = 'Tanggal tidak valid') => zDate({ message });

export const ZCreateWorkPatternAssignmentRequest = z.object({
  user_id: zId('Pegawai wajib dipilih'),
  /** Empty: back to office hours. */
  pattern_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  start_date: zDay('Tanggal mulai wajib diisi'),
  reason: zOptionalText(),
});
export type TCreateWorkPatternAssignmentRequest = z.input<
  typeof ZCreateWorkPatternAssignmentRequest
>;
export const ZUpdateWorkPatternAssignmentRequest = ZCreateWorkPatternAssignmentRequest;

export const WORK_PATTERN_ASSIGNMENT_DESCRIPTOR = defineMasterDescriptor(
  ZWorkPatternAssignmentRow,
  {
    fields: [
      { field: 'user_name', label: 'Pegawai', exportWidth: 32 },
      { field: 'pattern_name', label: 'Pola Kerja', exportWidth: 28 },
      { field: 'pattern_cycle', label: 'Siklus', exported: false },
      { field: 'start_date', label: 'Mulai', sortable: true },
      { field: 'reason', label: 'Alasan', exportWidth: 40 },
      { field: 'status', label: 'Status' },
    ],
    defaultSort: [['start_date', 'desc']],
  },
);
export const WORK_PATTERN_ASSIGNMENT_SORT_KEYS = WORK_PATTERN_ASSIGNMENT_DESCRIPTOR.sortKeys;
export const WORK_PATTERN_ASSIGNMENT_FILTERS = {
  user_id: zIdFilter(),
  pattern_id: zIdFilter(),
  effective: zBooleanFilter(),
};

/** The admin's decision on a person's request (levels ['admin']). */
export const ZWorkPatternDecisionBody = z.object({
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(1000, 'Catatan paling banyak 1000 karakter.').nullish(),
});
export type TWorkPatternDecisionBody = z.infer<typeof ZWorkPatternDecisionBody>;

// ---- /user/shiftpolakerja -------------------------------------------------------------------

export const ZShiftSummary = z.object({
  code: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  crosses_midnight: z.boolean(),
});
export type TShiftSummary = z.infer<typeof ZShiftSummary>;

/** One upcoming day: a shift, a day off of the pattern, or office hours (no pattern). */
export const ZPatternDay = z.object({
  date: z.string(),
  kind: z.enum(['shift', 'off', 'office']),
  /** For 'shift'; null when the code no longer names a shift (shown as the bare code). */
  shift_code: z.string().nullable(),
  shift: ZShiftSummary.nullable(),
  /** Why an office-hours day is off: 'Akhir pekan', or the holiday's name. */
  note: z.string().nullable(),
});
export type TPatternDay = z.infer<typeof ZPatternDay>;

export const ZPatternOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cycle: z.array(z.string()),
});
export type TPatternOption = z.infer<typeof ZPatternOption>;

export const ZMyShiftPattern = z.object({
  today: z.string(),
  /** The assignment in force today; null: office hours since always. */
  current: z
    .object({
      pattern: ZPatternOption.nullable(),
      start_date: z.string(),
    })
    .nullable(),
  /** Today and the 13 days after it. */
  days: z.array(ZPatternDay),
  /** Active patterns, for the request form. */
  patterns: z.array(ZPatternOption),
  /** The shifts the patterns use, for the legend. */
  shifts: z.array(ZShiftSummary),
});
export type TMyShiftPattern = z.infer<typeof ZMyShiftPattern>;

export const ZMyShiftPatternResponse = z.object({ data: ZMyShiftPattern });

/** A person's request: a pattern (or back to office hours) from a date after today. */
export const ZCreateShiftPatternRequest = z.object({
  pattern_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  start_date: zDay('Tanggal mulai wajib diisi'),
  reason: zRequiredText(1000),
});
export type TCreateShiftPatternRequest = z.input<typeof ZCreateShiftPatternRequest>;

export const ZShiftPatternRequestRow = z.object({
  id: z.number().int(),
  pattern_id: z.number().int().nullable(),
  pattern_name: z.string().nullable(),
  pattern_cycle: z.array(z.string()).nullable(),
  start_date: z.string(),
  reason: z.string().nullable(),
  status: ZWorkPatternAssignmentStatus,
  approval_status: ZApprovalStatus.nullable(),
  /** The admin's note on the decision. */
  note: z.string().nullable(),
  created_at: z.string(),
});
export type TShiftPatternRequestRow = z.infer<typeof ZShiftPatternRequestRow>;
