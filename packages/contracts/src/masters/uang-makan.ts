import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, PNS_GROUPS, zBooleanFilter, zIsActive } from './master-fields.ts';
import { zRupiah, zSource, zValidFrom } from './pay-fields.ts';

/**
 * Final PPh 21 rates on uang makan paid from the APBN: 0 % for golongan I and II, 5 % for III,
 * 15 % for IV (PP 80/2010, kept by PP 58/2023).
 */
export const MEAL_TAX_RATES = [0, 5, 15] as const;
export const MEAL_TAX_RATE_LABELS = { 0: '0%', 5: '5%', 15: '15%' } as const;

export const ZUangMakanRow = z.object({
  id: z.number().int(),
  pns_group: z.enum(PNS_GROUPS),
  valid_from: z.string(),
  /** Rupiah per day present. */
  amount: z.number().int(),
  /** Final PPh 21, percent. */
  tax_rate: z.number(),
  source: z.string().nullable(),
  is_active: z.boolean(),
});
export type TUangMakanRow = z.infer<typeof ZUangMakanRow>;

export const ZCreateUangMakanRequest = z.object({
  pns_group: z.enum(PNS_GROUPS),
  valid_from: zValidFrom(),
  amount: zRupiah(),
  tax_rate: z
    .number()
    .refine(
      (v) => (MEAL_TAX_RATES as readonly number[]).includes(v),
      'Tarif PPh final uang makan 0%, 5% atau 15%',
    ),
  source: zSource(),
  is_active: zIsActive(),
});
export type TCreateUangMakanRequest = z.input<typeof ZCreateUangMakanRequest>;
export const ZUpdateUangMakanRequest = ZCreateUangMakanRequest;
export type TUpdateUangMakanRequest = z.input<typeof ZUpdateUangMakanRequest>;

export const UANG_MAKAN_DESCRIPTOR = defineMasterDescriptor(ZUangMakanRow, {
  fields: [
    { field: 'pns_group', label: 'Golongan', sortable: true },
    { field: 'valid_from', label: 'Berlaku Mulai', sortable: true },
    { field: 'amount', label: 'Uang Makan per Hari', sortable: true, format: 'rupiah' },
    { field: 'tax_rate', label: 'PPh Final (%)', format: 'number' },
    { field: 'source', label: 'Dasar', exportWidth: 40 },
    ACTIVE_FIELD,
  ],
  // 'I' < 'II' < 'III' < 'IV' also as text.
  defaultSort: [
    ['valid_from', 'desc'],
    ['pns_group', 'asc'],
  ],
});
export const UANG_MAKAN_SORT_KEYS = UANG_MAKAN_DESCRIPTOR.sortKeys;
export const UANG_MAKAN_FILTERS = {
  pns_group: z.enum(PNS_GROUPS).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindUangMakanRequest = masterListRequest(UANG_MAKAN_SORT_KEYS, UANG_MAKAN_FILTERS);
