/**
 * The activity-element hierarchy for performance contracts and lecturer credit (BKD):
 * unsur → sub unsur → butir kegiatan, like urusan → program of the budget classification.
 */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';
import { zDecimal } from './misc-fields.ts';
import { zActivityPoints } from './uraian.ts';

/** A short code: letters, digits and dots ('A', 'A.1', 'II.A.1'). */
const zElementCode = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/, 'Kode ditulis huruf/angka dipisah titik, mis. A.1');

const zSortOrder = () => z.number().int().min(0).max(999).optional().default(0);

export const ZUnsurRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TUnsurRow = z.infer<typeof ZUnsurRow>;

export const ZCreateUnsurRequest = z.object({
  code: zElementCode(16),
  name: zRequiredText(),
  sort_order: zSortOrder(),
  is_active: zIsActive(),
});
export type TCreateUnsurRequest = z.input<typeof ZCreateUnsurRequest>;
export const ZUpdateUnsurRequest = ZCreateUnsurRequest;
export type TUpdateUnsurRequest = z.input<typeof ZUpdateUnsurRequest>;

export const UNSUR_DESCRIPTOR = defineMasterDescriptor(ZUnsurRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 40 },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['sort_order', 'asc']],
});
export const UNSUR_SORT_KEYS = UNSUR_DESCRIPTOR.sortKeys;
export const UNSUR_FILTERS = { is_active: zBooleanFilter() };
export const ZFindUnsurRequest = masterListRequest(UNSUR_SORT_KEYS, UNSUR_FILTERS);

export const ZSubUnsurRow = z.object({
  id: z.number().int(),
  element_id: z.number().int(),
  /** The unsur as 'code name', for the list. */
  element_name: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TSubUnsurRow = z.infer<typeof ZSubUnsurRow>;

export const ZCreateSubUnsurRequest = z.object({
  /** The unsur this sub unsur belongs to. */
  element_id: zId(),
  code: zElementCode(32),
  name: zRequiredText(),
  sort_order: zSortOrder(),
  is_active: zIsActive(),
});
export type TCreateSubUnsurRequest = z.input<typeof ZCreateSubUnsurRequest>;
export const ZUpdateSubUnsurRequest = ZCreateSubUnsurRequest;
export type TUpdateSubUnsurRequest = z.input<typeof ZUpdateSubUnsurRequest>;

export const SUB_UNSUR_DESCRIPTOR = defineMasterDescriptor(ZSubUnsurRow, {
  fields: [
    { field: 'element_name', label: 'Unsur', exportWidth: 40 },
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 48 },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['sort_order', 'asc'],
    ['code', 'asc'],
  ],
});
export const SUB_UNSUR_SORT_KEYS = SUB_UNSUR_DESCRIPTOR.sortKeys;
export const SUB_UNSUR_FILTERS = { element_id: zIdFilter(), is_active: zBooleanFilter() };
export const ZFindSubUnsurRequest = masterListRequest(SUB_UNSUR_SORT_KEYS, SUB_UNSUR_FILTERS);

/** Largest credit value one activity can carry (numeric(8,3)). */
export const CREDIT_POINTS_MAX = 99_999.999;

export const ZButirKegiatanRow = z.object({
  id: z.number().int(),
  sub_element_id: z.number().int(),
  /** The sub unsur as 'code name', for the list. */
  sub_element_name: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** The satuan the activity is counted in. */
  unit_id: z.number().int(),
  /** The satuan's name, for the list. */
  unit_name: z.string().nullable(),
  credit_points: z.number(),
  /** Point value in the capaian (docs/kinerja.md). */
  points: z.number(),
  is_active: z.boolean(),
});
export type TButirKegiatanRow = z.infer<typeof ZButirKegiatanRow>;

export const ZCreateButirKegiatanRequest = z.object({
  /** The sub unsur this activity belongs to. */
  sub_element_id: zId(),
  code: zElementCode(32),
  name: zRequiredText(1000),
  unit_id: zId(),
  /** Angka kredit per unit of output; up to three decimals (e.g. 0.125). */
  credit_points: zDecimal(CREDIT_POINTS_MAX, 3),
  /** Point value in the capaian, 0 … 1,000 with up to three decimals. */
  points: zActivityPoints().optional().default(0),
  is_active: zIsActive(),
});
export type TCreateButirKegiatanRequest = z.input<typeof ZCreateButirKegiatanRequest>;
export const ZUpdateButirKegiatanRequest = ZCreateButirKegiatanRequest;
export type TUpdateButirKegiatanRequest = z.input<typeof ZUpdateButirKegiatanRequest>;

export const BUTIR_KEGIATAN_DESCRIPTOR = defineMasterDescriptor(ZButirKegiatanRow, {
  fields: [
    { field: 'sub_element_name', label: 'Sub Unsur', exportWidth: 40 },
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama Kegiatan', sortable: true, exportWidth: 56 },
    { field: 'unit_name', label: 'Satuan', exportWidth: 20 },
    { field: 'credit_points', label: 'Angka Kredit', sortable: true, format: 'number' },
    { field: 'points', label: 'Point', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['code', 'asc']],
});
export const BUTIR_KEGIATAN_SORT_KEYS = BUTIR_KEGIATAN_DESCRIPTOR.sortKeys;
export const BUTIR_KEGIATAN_FILTERS = {
  sub_element_id: zIdFilter(),
  unit_id: zIdFilter(),
  is_active: zBooleanFilter(),
};
export const ZFindButirKegiatanRequest = masterListRequest(
  BUTIR_KEGIATAN_SORT_KEYS,
  BUTIR_KEGIATAN_FILTERS,
);
