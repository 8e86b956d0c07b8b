import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive } from './master-fields.ts';
import { zRupiah, zSource, zValidFrom } from './pay-fields.ts';

/** PIR (point index rupiah): what one job-value point pays in BLU remunerasi, from a date. */
export const ZPirRow = z.object({
  id: z.number().int(),
  valid_from: z.string(),
  /** Rupiah per point. */
  amount: z.number().int(),
  source: z.string().nullable(),
  is_active: z.boolean(),
});
export type TPirRow = z.infer<typeof ZPirRow>;

export const ZCreatePirRequest = z.object({
  valid_from: zValidFrom(),
  amount: zRupiah().min(1),
  /** The director's decree or KMK that fixed the value. */
  source: zSource(),
  is_active: zIsActive(),
});
export type TCreatePirRequest = z.input<typeof ZCreatePirRequest>;
export const ZUpdatePirRequest = ZCreatePirRequest;
export type TUpdatePirRequest = z.input<typeof ZUpdatePirRequest>;

export const PIR_DESCRIPTOR = defineMasterDescriptor(ZPirRow, {
  fields: [
    { field: 'valid_from', label: 'Berlaku Mulai', sortable: true },
    { field: 'amount', label: 'Nilai per Poin', sortable: true, format: 'rupiah' },
    { field: 'source', label: 'Dasar', exportWidth: 40 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['valid_from', 'desc']],
});
export const PIR_SORT_KEYS = PIR_DESCRIPTOR.sortKeys;
export const PIR_FILTERS = { is_active: zBooleanFilter() };
export const ZFindPirRequest = masterListRequest(PIR_SORT_KEYS, PIR_FILTERS);
