/**
 * The capaian settings (docs/kinerja.md): the maximum capaian per staff category and month
 * (`/admin/setting_persentase_capaian`, the original's `setting_persentase_capaian`) and the
 * month's rules for additional duties, the sending deadline and reward/punishment
 * (`/admin/setting_tugas_tambahan`, the original's `setting_tugas_tambahan` with its
 * `deadline_kinerja` and `reward_punishment` masters folded in, because the spec's route
 * catalogue has no screen of their own).
 *
 * A row is for one month (year and month) or the default (both empty), which applies to a
 * month without a row of its own.
 */
import { z } from 'zod';
import { MONTH_LABELS } from '../masters/attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from '../masters/master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive } from '../masters/master-fields.ts';
import { zDecimal } from '../masters/misc-fields.ts';
import { zSource } from '../masters/pay-fields.ts';

/** The staff categories the original caps separately (its `name` field). */
export const STAFF_CATEGORIES = ['direktur', 'dosen', 'pegawai'] as const;
export type StaffCategory = (typeof STAFF_CATEGORIES)[number];
export const STAFF_CATEGORY_LABELS = {
  direktur: 'Direktur',
  dosen: 'Dosen',
  pegawai: 'Pegawai',
} as const satisfies Record<StaffCategory, string>;

/** Capaian percentages may exceed 100 (over-achievement, rewards); 1000 bounds a typo. */
export const CAPAIAN_PERCENT_MAX = 1000;
/** A capaian percentage: 0–1000, at most 4 decimals (numeric(8,4)). */
export const zCapaianPercent = () => zDecimal(CAPAIAN_PERCENT_MAX, 4);

/** 'Januari 2027', or 'Default (semua bulan)' for the row without a month. */
export function capaianPeriodName(row: { year: number | null; month: number | null }): string {
  if (row.year === null || row.month === null) return 'Default (semua bulan)';
  return `${MONTH_LABELS[row.month as keyof typeof MONTH_LABELS] ?? row.month} ${row.year}`;
}

const zOptionalYear = () =>
  z
    .number()
    .int()
    .min(2000)
    .max(2100)
    .nullish()
    .transform((v) => v ?? null);
const zOptionalMonth = () =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .nullish()
    .transform((v) => v ?? null);

/** Year and month together, or neither (the default row). */
function refinePeriod(
  value: { year: number | null; month: number | null },
  ctx: z.RefinementCtx,
): void {
  if (value.year === null && value.month !== null) {
    ctx.addIssue({ code: 'custom', path: ['year'], message: 'Isi tahun untuk bulan ini' });
  }
  if (value.month === null && value.year !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['month'],
      message: 'Isi bulan, atau kosongkan tahun untuk pengaturan default',
    });
  }
}

const periodFilters = {
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  is_active: zBooleanFilter(),
};

// ---------------------------------------------------------------------------------------------
// Persentase capaian: the maximum per staff category and month.

export const ZPersentaseCapaianRow = z.object({
  id: z.number().int(),
  category: z.enum(STAFF_CATEGORIES),
  /** Null with month: the default row of the category. */
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  /** The highest capaian (%) a person of the category gets for the month. */
  max_percent: z.number(),
  source: z.string().nullable(),
  is_active: z.boolean(),
});
export type TPersentaseCapaianRow = z.infer<typeof ZPersentaseCapaianRow>;

export const ZCreatePersentaseCapaianRequest = z
  .object({
    category: z.enum(STAFF_CATEGORIES),
    year: zOptionalYear(),
    month: zOptionalMonth(),
    max_percent: zCapaianPercent(),
    /** The director's decree that fixed it. */
    source: zSource(),
    is_active: zIsActive(),
  })
  .superRefine(refinePeriod);
export type TCreatePersentaseCapaianRequest = z.input<typeof ZCreatePersentaseCapaianRequest>;
export const ZUpdatePersentaseCapaianRequest = ZCreatePersentaseCapaianRequest;
export type TUpdatePersentaseCapaianRequest = z.input<typeof ZUpdatePersentaseCapaianRequest>;

export const PERSENTASE_CAPAIAN_DESCRIPTOR = defineMasterDescriptor(ZPersentaseCapaianRow, {
  fields: [
    { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
    { field: 'month', label: 'Bulan', sortable: true, format: 'number' },
    { field: 'category', label: 'Kategori Pegawai', sortable: true },
    { field: 'max_percent', label: 'Maks. Capaian (%)', sortable: true, format: 'number' },
    { field: 'source', label: 'Dasar', exportWidth: 40 },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['year', 'desc'],
    ['month', 'desc'],
    ['category', 'asc'],
  ],
});
export const PERSENTASE_CAPAIAN_SORT_KEYS = PERSENTASE_CAPAIAN_DESCRIPTOR.sortKeys;
export const PERSENTASE_CAPAIAN_FILTERS = {
  ...periodFilters,
  category: z.enum(STAFF_CATEGORIES).optional(),
};
export const ZFindPersentaseCapaianRequest = masterListRequest(
  PERSENTASE_CAPAIAN_SORT_KEYS,
  PERSENTASE_CAPAIAN_FILTERS,
);

// ---------------------------------------------------------------------------------------------
// Tugas tambahan, deadline kinerja and reward/punishment: one row per month.

export const ZTugasTambahanRow = z.object({
  id: z.number().int(),
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  /** The most additional duties add to capaian (%), the original's `max_persen`. */
  additional_max_percent: z.number(),
  /** The original's `memenuhi_utama`: additional duties count only when the main ones reach… */
  main_required: z.boolean(),
  /** …this capaian utama (%), the original's `persen_utama`; 0 when not required. */
  main_min_percent: z.number(),
  /** The original's `deadline_kinerja`: the day by which the month must be sent. Null: none. */
  deadline_day: z.number().int().nullable(),
  /** The deadline falls in the month after the realisation month (else in that month). */
  deadline_next_month: z.boolean(),
  /** Added when the month is sent on or before the deadline day (%). */
  reward_percent: z.number(),
  /** Taken for each day the month is sent after the deadline (%). */
  punishment_per_day_percent: z.number(),
  /** The most a late month loses (%). Null: no cap. */
  punishment_max_percent: z.number().nullable(),
  source: z.string().nullable(),
  is_active: z.boolean(),
});
export type TTugasTambahanRow = z.infer<typeof ZTugasTambahanRow>;

const zOptionalPercent = () =>
  zCapaianPercent()
    .nullish()
    .transform((v) => v ?? null);

export const ZCreateTugasTambahanRequest = z
  .object({
    year: zOptionalYear(),
    month: zOptionalMonth(),
    additional_max_percent: zCapaianPercent(),
    main_required: z.boolean().optional().default(false),
    main_min_percent: zOptionalPercent(),
    deadline_day: z
      .number()
      .int()
      .min(1)
      .max(31)
      .nullish()
      .transform((v) => v ?? null),
    deadline_next_month: z.boolean().optional().default(true),
    reward_percent: zCapaianPercent().optional().default(0),
    punishment_per_day_percent: zCapaianPercent().optional().default(0),
    punishment_max_percent: zOptionalPercent(),
    source: zSource(),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    refinePeriod(value, ctx);
    if (value.main_required && value.main_min_percent === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['main_min_percent'],
        message: 'Wajib diisi bila tugas utama harus terpenuhi',
      });
    }
    if (
      value.deadline_day === null &&
      (value.reward_percent > 0 || value.punishment_per_day_percent > 0)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['deadline_day'],
        message: 'Isi tanggal batas kirim untuk reward atau punishment',
      });
    }
  })
  // The original forces persen_utama to 0 when memenuhi_utama is 'Tidak'.
  .transform((value) => ({
    ...value,
    main_min_percent: value.main_required ? (value.main_min_percent ?? 0) : 0,
  }));
export type TCreateTugasTambahanRequest = z.input<typeof ZCreateTugasTambahanRequest>;
export const ZUpdateTugasTambahanRequest = ZCreateTugasTambahanRequest;
export type TUpdateTugasTambahanRequest = z.input<typeof ZUpdateTugasTambahanRequest>;

export const TUGAS_TAMBAHAN_DESCRIPTOR = defineMasterDescriptor(ZTugasTambahanRow, {
  fields: [
    { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
    { field: 'month', label: 'Bulan', sortable: true, format: 'number' },
    { field: 'additional_max_percent', label: 'Maks. Tugas Tambahan (%)', format: 'number' },
    { field: 'main_required', label: 'Harus Memenuhi Tugas Utama', format: 'boolean' },
    { field: 'main_min_percent', label: 'Min. Tugas Utama (%)', format: 'number' },
    { field: 'deadline_day', label: 'Batas Kirim (Tanggal)', format: 'number' },
    { field: 'deadline_next_month', label: 'Batas di Bulan Berikutnya', format: 'boolean' },
    { field: 'reward_percent', label: 'Reward (%)', format: 'number' },
    { field: 'punishment_per_day_percent', label: 'Punishment per Hari (%)', format: 'number' },
    { field: 'punishment_max_percent', label: 'Maks. Punishment (%)', format: 'number' },
    { field: 'source', label: 'Dasar', exportWidth: 40 },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['year', 'desc'],
    ['month', 'desc'],
  ],
});
export const TUGAS_TAMBAHAN_SORT_KEYS = TUGAS_TAMBAHAN_DESCRIPTOR.sortKeys;
export const TUGAS_TAMBAHAN_FILTERS = periodFilters;
export const ZFindTugasTambahanRequest = masterListRequest(
  TUGAS_TAMBAHAN_SORT_KEYS,
  TUGAS_TAMBAHAN_FILTERS,
);
