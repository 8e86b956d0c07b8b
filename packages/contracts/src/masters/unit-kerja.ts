/**
 * `/admin/master/unit_kerja`: work units as a tree (masters.md, 'People and organisation'):
 * code, name, parent unit, head (a person) and the campus time zone.
 */
import { z } from 'zod';
import { TIME_ZONES } from '../setting.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  MASTER_LIMITS,
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';

/** Time zones a campus may keep; null on a unit means the institution's own. */
export const UNIT_TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export const UNIT_TIME_ZONE_LABELS = Object.fromEntries(
  TIME_ZONES.map((t) => [t.value, t.label]),
) as Readonly<Record<(typeof UNIT_TIME_ZONES)[number], string>>;

/** An optional reference: absent, null or 0 (an emptied select) all mean "none". */
export const zOptionalReference = () =>
  z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((v) => (v ? v : null));

export const ZUnitKerjaRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  /** The parent unit's name, for the list. */
  parent_name: z.string().nullable(),
  head_user_id: z.number().int().nullable(),
  /** The head's name, for the list. */
  head_name: z.string().nullable(),
  time_zone: z.enum(UNIT_TIME_ZONES).nullable(),
  is_active: z.boolean(),
});
export type TUnitKerjaRow = z.infer<typeof ZUnitKerjaRow>;

export const ZCreateUnitKerjaRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(MASTER_LIMITS.code)
    .regex(/^[A-Za-z0-9._-]+$/, 'Hanya huruf, angka, titik, garis bawah dan tanda hubung'),
  name: zRequiredText(),
  /** The unit above; none for the top of the tree. */
  parent_id: zOptionalReference(),
  /** The person leading the unit (an active user). */
  head_user_id: zOptionalReference(),
  /** Null: the institution's time zone. */
  time_zone: z
    .enum(UNIT_TIME_ZONES)
    .nullish()
    .transform((v) => v ?? null),
  is_active: zIsActive(),
});
export type TCreateUnitKerjaRequest = z.input<typeof ZCreateUnitKerjaRequest>;
export const ZUpdateUnitKerjaRequest = ZCreateUnitKerjaRequest;
export type TUpdateUnitKerjaRequest = z.input<typeof ZUpdateUnitKerjaRequest>;

export const UNIT_KERJA_DESCRIPTOR = defineMasterDescriptor(ZUnitKerjaRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 48 },
    { field: 'parent_name', label: 'Unit Induk', exportWidth: 40 },
    { field: 'head_name', label: 'Kepala Unit', exportWidth: 32 },
    { field: 'time_zone', label: 'Zona Waktu' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['code', 'asc']],
});
export const UNIT_KERJA_SORT_KEYS = UNIT_KERJA_DESCRIPTOR.sortKeys;
export const UNIT_KERJA_FILTERS = { parent_id: zIdFilter(), is_active: zBooleanFilter() };
export const ZFindUnitKerjaRequest = masterListRequest(UNIT_KERJA_SORT_KEYS, UNIT_KERJA_FILTERS);
