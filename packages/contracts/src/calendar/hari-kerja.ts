import { z } from 'zod';
import { zDate } from '../bounds.ts';
import { zOptionalId } from '../masters/attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from '../masters/master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from '../masters/master-fields.ts';

/**
 * The working-day calendar (`/admin/harikerja`, docs/calendar.md): exceptions to "Monday to
 * Friday are working days". A row without a unit applies to everyone, a row with one only to
 * that unit (and overrides an everyone-row of the same date for it).
 */
export const CALENDAR_DAY_KINDS = [
  'libur_nasional',
  'cuti_bersama',
  'libur_unit',
  'hari_kerja',
] as const;
export type TCalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];
export const CALENDAR_DAY_KIND_LABELS: Record<TCalendarDayKind, string> = {
  libur_nasional: 'Libur nasional',
  cuti_bersama: 'Cuti bersama',
  libur_unit: 'Libur unit',
  hari_kerja: 'Hari kerja tambahan',
};

/** A calendar date 'YYYY-MM-DD' that exists (no 30 February), within the business window. */
export const zCalendarDate = () =>
  z
    .string({ error: 'Wajib diisi' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal tidak valid (format YYYY-MM-DD)')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, 'Tanggal tidak valid')
    .pipe(zDate());

/** ISO weekday of a 'YYYY-MM-DD' date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const ZHariKerjaRow = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: z.enum(CALENDAR_DAY_KINDS),
  name: z.string(),
  /** The legal basis (SKB, Keppres) or the unit's decree. */
  source: z.string().nullable(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  is_active: z.boolean(),
});
export type THariKerjaRow = z.infer<typeof ZHariKerjaRow>;

export const ZCreateHariKerjaRequest = z
  .object({
    date: zCalendarDate(),
    kind: z.enum(CALENDAR_DAY_KINDS, { error: 'Pilih jenis hari' }),
    /** The holiday's name or the reason of the change. */
    name: zRequiredText(150),
    source: zOptionalText(300),
    /** Null: everyone; set: that unit only. */
    unit_id: zOptionalId(),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'libur_unit' && value.unit_id === null) {
      ctx.addIssue({ code: 'custom', path: ['unit_id'], message: 'Pilih unit kerja yang libur' });
    }
    if ((value.kind === 'libur_nasional' || value.kind === 'cuti_bersama') && value.unit_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit_id'],
        message: 'Libur nasional dan cuti bersama berlaku untuk semua unit: kosongkan unit kerja',
      });
    }
  });
export type TCreateHariKerjaRequest = z.input<typeof ZCreateHariKerjaRequest>;
export const ZUpdateHariKerjaRequest = ZCreateHariKerjaRequest;
export type TUpdateHariKerjaRequest = z.input<typeof ZUpdateHariKerjaRequest>;

export const HARI_KERJA_DESCRIPTOR = defineMasterDescriptor(ZHariKerjaRow, {
  fields: [
    { field: 'date', label: 'Tanggal', sortable: true },
    { field: 'kind', label: 'Jenis', sortable: true },
    { field: 'name', label: 'Keterangan', sortable: true, exportWidth: 40 },
    { field: 'unit_name', label: 'Unit Kerja', exportWidth: 30 },
    { field: 'source', label: 'Dasar Hukum', exportWidth: 50 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['date', 'asc']],
});
export const HARI_KERJA_SORT_KEYS = HARI_KERJA_DESCRIPTOR.sortKeys;
export const HARI_KERJA_FILTERS = {
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  kind: z.enum(CALENDAR_DAY_KINDS).optional(),
  unit_id: zIdFilter(),
  is_active: zBooleanFilter(),
};
export const ZFindHariKerjaRequest = masterListRequest(HARI_KERJA_SORT_KEYS, HARI_KERJA_FILTERS);

/** Why a date is, or is not, a working day. */
export const DAY_REASONS = [
  'hari_kerja',
  'akhir_pekan',
  'libur_nasional',
  'cuti_bersama',
  'libur_unit',
  'hari_kerja_tambahan',
] as const;
export type TDayReason = (typeof DAY_REASONS)[number];

export const DAY_REASON_LABELS: Record<TDayReason, string> = {
  hari_kerja: 'Hari kerja',
  akhir_pekan: 'Akhir pekan',
  libur_nasional: 'Libur nasional',
  cuti_bersama: 'Cuti bersama',
  libur_unit: 'Libur unit',
  hari_kerja_tambahan: 'Hari kerja tambahan',
};

export const ZDayInfo = z.object({
  date: z.string(),
  /** ISO weekday, 1 = Monday. */
  weekday: z.number().int(),
  working: z.boolean(),
  reason: z.enum(DAY_REASONS),
  /** The holiday's name or the reason an admin wrote; null for plain days and weekends. */
  name: z.string().nullable(),
  /** The calendar row deciding the day, if any. */
  calendar_day_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
});
export type TDayInfo = z.infer<typeof ZDayInfo>;

export const ZCalendarMonthQuery = z.object({
  year: z.coerce.number().int().min(1900).max(2999),
  month: z.coerce.number().int().min(1).max(12),
  unit_id: zIdFilter(),
});
export type TCalendarMonthQuery = z.input<typeof ZCalendarMonthQuery>;

export const ZCalendarMonthResponse = z.object({
  data: z.object({
    year: z.number().int(),
    month: z.number().int(),
    unit_id: z.number().int().nullable(),
    working_days: z.number().int(),
    days: z.array(ZDayInfo),
  }),
});
export type TCalendarMonthResponse = z.infer<typeof ZCalendarMonthResponse>;
