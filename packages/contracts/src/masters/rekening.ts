import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';

/**
 * An account code: digits, optionally grouped by dots, e.g. the APBN account '524111' or a
 * structured '5.2.4.1.1.1'. Up to 32 characters, as the column holds.
 */
export const zAccountCode = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^\d+(\.\d+)*$/, 'Kode rekening ditulis angka, boleh dipisah titik, mis. 524111');

/**
 * Rekening: an account code, either a budget line under a kegiatan or standalone (the journal's
 * chart of accounts). The same code may be used under several kegiatan.
 */
export const ZRekeningRow = z.object({
  id: z.number().int(),
  activity_id: z.number().int().nullable(),
  /** The kegiatan as 'code name', for the list; null for a standalone account. */
  activity_name: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  is_active: z.boolean(),
});
export type TRekeningRow = z.infer<typeof ZRekeningRow>;

export const ZCreateRekeningRequest = z.object({
  /** The kegiatan this account is a budget line of; null for a standalone account. */
  activity_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  code: zAccountCode(),
  name: zRequiredText(),
  is_active: zIsActive(),
});
export type TCreateRekeningRequest = z.input<typeof ZCreateRekeningRequest>;
export const ZUpdateRekeningRequest = ZCreateRekeningRequest;
export type TUpdateRekeningRequest = z.input<typeof ZUpdateRekeningRequest>;

export const REKENING_DESCRIPTOR = defineMasterDescriptor(ZRekeningRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 48 },
    { field: 'activity_name', label: 'Kegiatan', exportWidth: 48 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['code', 'asc']],
});
export const REKENING_SORT_KEYS = REKENING_DESCRIPTOR.sortKeys;
export const REKENING_FILTERS = { activity_id: zIdFilter(), is_active: zBooleanFilter() };
export const ZFindRekeningRequest = masterListRequest(REKENING_SORT_KEYS, REKENING_FILTERS);
