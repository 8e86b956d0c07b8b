/**
 * Tarif taruna (`/admin/taruna`, tab 'Tarif Taruna'; docs/surat-tugas.md "Surat tugas taruna"):
 * how the BLU pays a cadet who travels under a surat tugas. Cadets are not civil servants, so
 * the SBM has no column for them; the Direktur's SK says, per year and per kind of trip, either
 * that a cadet is costed like a civil servant of a stated golongan, or that they get a lump-sum
 * uang saku per day with lodging and tickets up to stated ceilings. The rates are the
 * institution's SK data, entered here; the demo's rows are examples.
 */
import { z } from 'zod';
import { zDate } from './bounds.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './masters/master-descriptor.ts';
import {
  masterListRequest,
  PNS_GROUPS,
  zBooleanFilter,
  zIsActive,
  zOptionalText,
} from './masters/master-fields.ts';
import { zSbmYear, zYearFilter } from './masters/sbm-fields.ts';

/** The kind of cadet trip a letter is for (its `cadet_purpose`), which picks the rate. */
export const CADET_PURPOSES = ['praktik', 'lomba', 'lainnya'] as const;
export type TCadetPurpose = (typeof CADET_PURPOSES)[number];
export const CADET_PURPOSE_LABELS: Record<TCadetPurpose, string> = {
  praktik: 'Praktik (PKL/prala/OJT)',
  lomba: 'Lomba/kompetisi',
  lainnya: 'Kegiatan lain',
};
/** The short name the plan's messages use: 'Tarif taruna tahun 2026 untuk Praktik …'. */
export const CADET_PURPOSE_SHORT: Record<TCadetPurpose, string> = {
  praktik: 'Praktik',
  lomba: 'Lomba',
  lainnya: 'Kegiatan lain',
};

/** Domestic or abroad: the letter's destination kind. */
export const CADET_RATE_SCOPES = ['dalam_negeri', 'luar_negeri'] as const;
export type TCadetRateScope = (typeof CADET_RATE_SCOPES)[number];
export const CADET_RATE_SCOPE_LABELS: Record<TCadetRateScope, string> = {
  dalam_negeri: 'Dalam negeri',
  luar_negeri: 'Luar negeri',
};

/**
 * - setara_golongan: costed as a civil servant of `golongan` (uang harian, lodging, taxi and
 *   tickets as the SBM of the year gives that grade).
 * - uang_saku: `daily_allowance` per day, lump sum; lodging at cost up to `lodging_ceiling` per
 *   night (0: provided, no line); taxi and tickets at cost up to the SBM ceilings of `golongan`.
 */
export const CADET_RATE_MODES = ['setara_golongan', 'uang_saku'] as const;
export type TCadetRateMode = (typeof CADET_RATE_MODES)[number];
export const CADET_RATE_MODE_LABELS: Record<TCadetRateMode, string> = {
  setara_golongan: 'Setara golongan PNS',
  uang_saku: 'Uang saku (lumpsum per hari)',
};

export const CADET_GOLONGAN_LABELS: Record<(typeof PNS_GROUPS)[number], string> = {
  I: 'Golongan I',
  II: 'Golongan II',
  III: 'Golongan III',
  IV: 'Golongan IV',
};

/** Bounds of a cadet rate: a day's uang saku and a night's lodging (Rp). */
export const CADET_RATE_LIMITS = { daily: 5_000_000, lodging: 10_000_000, sk: 100 } as const;

export const CADET_RATE_MESSAGES = {
  dailyRequired: 'Uang saku per hari wajib diisi untuk mode uang saku',
  lodgingRequired:
    'Batas penginapan per malam wajib diisi untuk mode uang saku (0 bila disediakan)',
  duplicate: (year: number) =>
    `Tarif untuk kegiatan dan wilayah ini sudah terdaftar untuk tahun ${year}`,
  skDateYear: 'Tanggal SK paling lambat 31 Desember tahun tarif',
} as const;

const zAmount = (max: number, label: string) =>
  z
    .number({ error: `${label} wajib angka` })
    .int(`${label} ditulis rupiah bulat, tanpa sen`)
    .min(0, `${label} tidak boleh negatif`)
    .max(max, `${label} paling banyak Rp${max.toLocaleString('id-ID')}`);
const zOptionalAmount = (max: number, label: string) =>
  zAmount(max, label)
    .nullish()
    .transform((v) => v ?? null);

export const ZCadetRateRow = z.object({
  id: z.number().int(),
  year: z.number().int(),
  purpose: z.enum(CADET_PURPOSES),
  scope: z.enum(CADET_RATE_SCOPES),
  mode: z.enum(CADET_RATE_MODES),
  golongan: z.enum(PNS_GROUPS),
  daily_allowance: z.number().int().nullable(),
  lodging_ceiling: z.number().int().nullable(),
  sk_number: z.string(),
  sk_date: z.string(),
  note: z.string().nullable(),
  is_active: z.boolean(),
});
export type TCadetRateRow = z.infer<typeof ZCadetRateRow>;

export const ZCreateCadetRateRequest = z
  .object({
    year: zSbmYear(),
    purpose: z.enum(CADET_PURPOSES, { error: 'Jenis kegiatan tidak valid' }),
    scope: z
      .enum(CADET_RATE_SCOPES, { error: 'Wilayah tidak valid' })
      .optional()
      .default('dalam_negeri'),
    mode: z.enum(CADET_RATE_MODES, { error: 'Cara pembayaran tidak valid' }),
    golongan: z.enum(PNS_GROUPS, { error: 'Golongan tidak valid' }),
    daily_allowance: zOptionalAmount(CADET_RATE_LIMITS.daily, 'Uang saku per hari'),
    lodging_ceiling: zOptionalAmount(CADET_RATE_LIMITS.lodging, 'Batas penginapan'),
    sk_number: z
      .string({ error: 'Nomor SK wajib diisi' })
      .trim()
      .min(1, 'Nomor SK wajib diisi')
      .max(CADET_RATE_LIMITS.sk, `Nomor SK paling banyak ${CADET_RATE_LIMITS.sk} karakter`),
    sk_date: zDate({ message: 'Tanggal SK tidak valid' }),
    note: zOptionalText(500),
    is_active: zIsActive(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.mode === 'uang_saku') {
      if (v.daily_allowance === null) issue('daily_allowance', CADET_RATE_MESSAGES.dailyRequired);
      if (v.lodging_ceiling === null) issue('lodging_ceiling', CADET_RATE_MESSAGES.lodgingRequired);
    }
    if (Number(v.sk_date.slice(0, 4)) > v.year) issue('sk_date', CADET_RATE_MESSAGES.skDateYear);
  })
  // Costed like a grade: the SBM gives every amount, so the uang saku fields are not kept.
  .transform((v) =>
    v.mode === 'setara_golongan' ? { ...v, daily_allowance: null, lodging_ceiling: null } : v,
  );
export type TCreateCadetRateRequest = z.input<typeof ZCreateCadetRateRequest>;
export const ZUpdateCadetRateRequest = ZCreateCadetRateRequest;

export const CADET_RATE_DESCRIPTOR = defineMasterDescriptor(ZCadetRateRow, {
  fields: [
    { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
    { field: 'purpose', label: 'Jenis kegiatan', sortable: true, exportWidth: 24 },
    { field: 'scope', label: 'Wilayah', exportWidth: 14 },
    { field: 'mode', label: 'Cara pembayaran', exportWidth: 28 },
    { field: 'golongan', label: 'Setara golongan' },
    { field: 'daily_allowance', label: 'Uang saku per hari', format: 'rupiah' },
    { field: 'lodging_ceiling', label: 'Batas penginapan per malam', format: 'rupiah' },
    { field: 'sk_number', label: 'Nomor SK Direktur', exportWidth: 36 },
    { field: 'sk_date', label: 'Tanggal SK' },
    { field: 'note', label: 'Keterangan', exportWidth: 30 },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['year', 'desc'],
    ['purpose', 'asc'],
  ],
});
export const CADET_RATE_FILTERS = {
  year: zYearFilter(),
  purpose: z.enum(CADET_PURPOSES).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindCadetRateRequest = masterListRequest(
  CADET_RATE_DESCRIPTOR.sortKeys,
  CADET_RATE_FILTERS,
);
