import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  MASTER_LIMITS,
  masterListRequest,
  zBooleanFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';
import { zPercent, zSource } from './pay-fields.ts';

/** What a band measures: minutes late, minutes left early, or days absent without reason. */
export const PEMOTONGAN_KINDS = ['late', 'early', 'absent'] as const;
export type PemotonganKind = (typeof PEMOTONGAN_KINDS)[number];
export const PEMOTONGAN_KIND_LABELS = {
  late: 'Terlambat',
  early: 'Pulang sebelum waktunya',
  absent: 'Tidak masuk',
} as const satisfies Record<PemotonganKind, string>;

/**
 * Per occurrence (each late day, the PermenPAN-RB 63/2011 pattern), or on the month's
 * accumulated minutes (PM 46/2023 for Kemenhub).
 */
export const PEMOTONGAN_MODES = ['per_occurrence', 'monthly_minutes'] as const;
export type PemotonganMode = (typeof PEMOTONGAN_MODES)[number];
export const PEMOTONGAN_MODE_LABELS = {
  per_occurrence: 'Per kejadian',
  monthly_minutes: 'Akumulasi menit per bulan',
} as const satisfies Record<PemotonganMode, string>;

/** Monthly accumulated minutes can run into thousands; a month has under 45,000. */
const MAX_MINUTES = 45_000;
const zMinutes = () => z.number().int().min(0).max(MAX_MINUTES);
const zOptionalMinutes = () =>
  zMinutes()
    .nullish()
    .transform((v) => v ?? null);

export const ZPemotonganRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PEMOTONGAN_KINDS),
  /** Inclusive; null for absence bands. */
  minutes_from: z.number().int().nullable(),
  /** Exclusive; null = no upper bound (or an absence band). */
  minutes_to: z.number().int().nullable(),
  /** Percent of the tunjangan kinerja. */
  percentage: z.number(),
  mode: z.enum(PEMOTONGAN_MODES),
  source: z.string().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TPemotonganRow = z.infer<typeof ZPemotonganRow>;

export const ZCreatePemotonganRequest = z
  .object({
    // Blank is 'Wajib diisi' (zRequiredText); the pattern only judges what was typed.
    code: zRequiredText(8)
      .toUpperCase()
      .regex(/^$|^[A-Z][A-Z0-9]*$/, 'Kode diawali huruf, lalu huruf atau angka, mis. TL1'),
    name: zRequiredText(MASTER_LIMITS.name),
    kind: z.enum(PEMOTONGAN_KINDS),
    minutes_from: zOptionalMinutes(),
    minutes_to: zOptionalMinutes(),
    percentage: zPercent(),
    mode: z.enum(PEMOTONGAN_MODES),
    source: zSource(),
    sort_order: z.number().int().min(0).max(999).optional().default(0),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'absent') {
      // An absence is counted in days, so minutes would be meaningless (and never matched).
      for (const field of ['minutes_from', 'minutes_to'] as const) {
        if (value[field] !== null) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'Potongan tidak masuk dihitung per hari, tanpa menit',
          });
        }
      }
      if (value.mode !== 'per_occurrence') {
        ctx.addIssue({
          code: 'custom',
          path: ['mode'],
          message: 'Potongan tidak masuk dihitung per kejadian',
        });
      }
      return;
    }
    if (value.minutes_from === null) {
      ctx.addIssue({ code: 'custom', path: ['minutes_from'], message: 'Wajib diisi' });
    } else if (value.minutes_to !== null && value.minutes_to <= value.minutes_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['minutes_to'],
        message: 'Harus lebih besar dari menit awal',
      });
    }
  });
export type TCreatePemotonganRequest = z.input<typeof ZCreatePemotonganRequest>;
export const ZUpdatePemotonganRequest = ZCreatePemotonganRequest;
export type TUpdatePemotonganRequest = z.input<typeof ZUpdatePemotonganRequest>;

export const PEMOTONGAN_DESCRIPTOR = defineMasterDescriptor(ZPemotonganRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', exportWidth: 32 },
    { field: 'kind', label: 'Jenis' },
    { field: 'minutes_from', label: 'Dari Menit', sortable: true, format: 'number' },
    { field: 'minutes_to', label: 'Sampai Sebelum Menit', format: 'number' },
    { field: 'percentage', label: 'Potongan (%)', sortable: true, format: 'number' },
    { field: 'mode', label: 'Cara Hitung' },
    { field: 'source', label: 'Dasar', exportWidth: 40 },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['sort_order', 'asc']],
});
export const PEMOTONGAN_SORT_KEYS = PEMOTONGAN_DESCRIPTOR.sortKeys;
export const PEMOTONGAN_FILTERS = {
  kind: z.enum(PEMOTONGAN_KINDS).optional(),
  mode: z.enum(PEMOTONGAN_MODES).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindPemotonganRequest = masterListRequest(PEMOTONGAN_SORT_KEYS, PEMOTONGAN_FILTERS);

/** The half-open minute range of a band; null `to` is unbounded. */
export interface MinuteBand {
  from: number;
  to: number | null;
}

/** Whether two [from, to) bands share a minute. */
export function bandsOverlap(a: MinuteBand, b: MinuteBand): boolean {
  const aBelowB = a.to !== null && a.to <= b.from;
  const bBelowA = b.to !== null && b.to <= a.from;
  return !aBelowB && !bBelowA;
}
