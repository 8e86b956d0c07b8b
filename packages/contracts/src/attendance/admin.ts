/**
 * Attendance monitoring for the admin (docs/attendance.md, "Monitoring and recap"): the day
 * view of all staff, a person's month, the day edit (admin punches and excuses, never the day
 * itself), today's counts, the monthly recapitulation and the punch import.
 */
import { z } from 'zod';
import { zDate, zId, zPage } from '../bounds.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, paginated, ZListRequest } from '../pagination.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const zDay = zDate({ message: 'Tanggal tidak valid' });
const zTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam tidak valid (format JJ:MM)');

/** The codes a month recap counts, in the order of its columns (Excel and the month view). */
export const RECAP_CODES = [
  'H',
  'TL1',
  'TL2',
  'TL3',
  'TL4',
  'PSW1',
  'PSW2',
  'PSW3',
  'PSW4',
  'TK',
  'CUTI',
  'DL',
  'IZIN',
  'SAKIT',
  'LIBUR',
] as const;

/** Day codes the filter offers; TL and PSW match every band (TL1–TL4, PSW1–PSW4). */
export const ABSENSI_CODE_FILTERS = [
  'H',
  'TL',
  'PSW',
  'TK',
  'CUTI',
  'DL',
  'IZIN',
  'SAKIT',
  'LIBUR',
  'BELUM',
] as const;
export const ABSENSI_CODE_FILTER_LABELS: Record<(typeof ABSENSI_CODE_FILTERS)[number], string> = {
  H: 'Hadir tepat waktu (H)',
  TL: 'Terlambat (TL)',
  PSW: 'Pulang sebelum waktunya (PSW)',
  TK: 'Tanpa keterangan (TK)',
  CUTI: 'Cuti',
  DL: 'Dinas luar (DL)',
  IZIN: 'Izin',
  SAKIT: 'Sakit',
  LIBUR: 'Libur',
  BELUM: 'Belum dihitung',
};

/** Excuse codes an admin may put on a day. */
export const ABSENSI_ADMIN_EXCUSES = ['DL', 'IZIN', 'SAKIT', 'CUTI'] as const;

/** `POST admin/absensi/list`: everyone's day on one date. */
export const ZAbsensiDayListRequest = ZListRequest.extend({
  date: zDay,
  unit_id: z.preprocess(blank, zId().optional()),
  code: z.preprocess(blank, z.enum(ABSENSI_CODE_FILTERS).optional()),
  /** Only days with a suspicious punch ('Mencurigakan'). */
  flagged: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean().optional(),
  ),
});
export type TAbsensiDayListRequest = z.infer<typeof ZAbsensiDayListRequest>;

/** A person's day; fields are null when the engine has not computed the day yet. */
export const ZAbsensiDayRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
  unit_name: z.string().nullable(),
  date: z.string(),
  code: z.string().nullable(),
  late_code: z.string().nullable(),
  early_code: z.string().nullable(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  /** 'HH:MM' on the person's clock (their unit's zone, else the institution's). */
  check_in_time: z.string().nullable(),
  check_out_time: z.string().nullable(),
  late_minutes: z.number().int().nullable(),
  early_minutes: z.number().int().nullable(),
  is_working_day: z.boolean().nullable(),
  deduction_pct: z.number().nullable(),
  flagged: z.boolean(),
});
export type TAbsensiDayRow = z.infer<typeof ZAbsensiDayRow>;

export const ZAbsensiPunch = z.object({
  id: z.number().int(),
  at: z.string(),
  /** 'HH:MM' on the person's clock. */
  time: z.string(),
  type: z.string().nullable(),
  source: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy_m: z.number().int().nullable(),
  distance_m: z.number().int().nullable(),
  ip: z.string().nullable(),
  flags: z.array(z.string()),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
});
export type TAbsensiPunch = z.infer<typeof ZAbsensiPunch>;

export const ZAbsensiExcuse = z.object({
  id: z.number().int(),
  code: z.string(),
  source_type: z.string(),
  note: z.string().nullable(),
});

/** `GET admin/absensi/day?user_id=&date=`: the day with what it was computed from. */
export const ZAbsensiDayDetail = z.object({
  day: ZAbsensiDayRow,
  punches: z.array(ZAbsensiPunch),
  excuses: z.array(ZAbsensiExcuse),
});
export type TAbsensiDayDetail = z.infer<typeof ZAbsensiDayDetail>;
export const ZAbsensiDayDetailResponse = z.object({ data: ZAbsensiDayDetail });

export const ZAbsensiDayQuery = z.object({
  user_id: zId(),
  date: zDay,
});

/**
 * `PUT admin/absensi/day`: times become admin punches, the excuse an admin excuse (null
 * removes the admin's excuse of that day); the reason is kept with them and in the audit.
 */
export const ZAbsensiEditRequest = z
  .object({
    user_id: zId(),
    date: zDay,
    check_in: zTime.nullish(),
    check_out: zTime.nullish(),
    excuse_code: z.enum(ABSENSI_ADMIN_EXCUSES).nullish(),
    reason: z
      .string({ error: 'Alasan wajib diisi' })
      .trim()
      .min(5, 'Alasan minimal 5 karakter')
      .max(1000, 'Alasan paling banyak 1000 karakter'),
  })
  .refine((v) => !(v.check_in && v.check_out && v.check_out <= v.check_in), {
    path: ['check_out'],
    message: 'Jam pulang harus setelah jam masuk',
  });
export type TAbsensiEditRequest = z.infer<typeof ZAbsensiEditRequest>;

/** `GET admin/absensi/month?user_id=&year=&month=`: a person's days and the month's totals. */
export const ZAbsensiMonthQuery = z.object({
  user_id: zId(),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export const ZAbsensiMonth = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  year: z.number().int(),
  month: z.number().int(),
  days: z.array(ZAbsensiDayRow),
  /** How many days had each code (late and early bands counted as well as the day's code). */
  totals: z.record(z.string(), z.number().int()),
  late_minutes: z.number().int(),
  early_minutes: z.number().int(),
  deduction_pct: z.number(),
});
export type TAbsensiMonth = z.infer<typeof ZAbsensiMonth>;
export const ZAbsensiMonthResponse = z.object({ data: ZAbsensiMonth });

/** `GET admin/absensi/summary?date=`: the admin home's counts. */
export const ZAbsensiSummary = z.object({
  date: z.string(),
  staff: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  leave: z.number().int(),
  excused: z.number().int(),
  flagged: z.number().int(),
});
export type TAbsensiSummary = z.infer<typeof ZAbsensiSummary>;
export const ZAbsensiSummaryResponse = z.object({ data: ZAbsensiSummary });
export const ZAbsensiSummaryQuery = z.object({ date: zDay.optional() });

/** `GET admin/absensi/rekap/export?year=&month=&unit_id=`. */
export const ZRekapExportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  unit_id: z.preprocess(blank, zId().optional()),
});

/** `POST admin/absensi/import` (multipart `file`): what the import did. */
export const ZPunchImportResult = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  duplicates: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), value: z.string(), reason: z.string() })),
  people: z.number().int(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
});
export type TPunchImportResult = z.infer<typeof ZPunchImportResult>;
export const ZPunchImportResponse = z.object({ data: ZPunchImportResult });

/** `GET admin/absensi/ringkasan`: the monthly deduction summary of a month (and unit), a page of people. */
export const ZDeductionSummaryQuery = ZRekapExportQuery.extend({
  page: zPage(),
  per: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Pilihan tidak valid')
    .optional()
    .default(DEFAULT_PAGE_SIZE),
});
export type TDeductionSummaryQuery = z.infer<typeof ZDeductionSummaryQuery>;

/** One kind's part of a person's month: what was counted, the percentage, the rule behind it. */
export const ZDeductionPart = z.object({
  count: z.number().int(),
  pct: z.number(),
  rule: z.string().nullable(),
});

export const ZDeductionSummaryRow = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  unit_name: z.string().nullable(),
  /** Kind ('presensi', 'apel', 'senam', …) → its part; every kind of `kinds` is present. */
  parts: z.record(z.string(), ZDeductionPart),
  /** The parts added, at most 100. */
  total_pct: z.number(),
});
export type TDeductionSummaryRow = z.infer<typeof ZDeductionSummaryRow>;

export const ZDeductionSummaryResponse = paginated(ZDeductionSummaryRow).extend({
  /** The kinds in their order, with their column headings. */
  kinds: z.array(z.object({ kind: z.string(), label: z.string() })),
});
