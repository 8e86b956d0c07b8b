import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';

/** A budget-classification code: digits separated by dots ('1', '1.01', '1.01.01'). */
export const zBudgetCode = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^\d+(\.\d+)*$/, 'Kode ditulis angka dipisah titik, mis. 1.01');

export const ZUrusanRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  is_active: z.boolean(),
});
export type TUrusanRow = z.infer<typeof ZUrusanRow>;

export const ZCreateUrusanRequest = z.object({
  code: zBudgetCode(),
  name: zRequiredText(),
  is_active: zIsActive(),
});
export type TCreateUrusanRequest = z.input<typeof ZCreateUrusanRequest>;
export const ZUpdateUrusanRequest = ZCreateUrusanRequest;
export type TUpdateUrusanRequest = z.input<typeof ZUpdateUrusanRequest>;

export const URUSAN_DESCRIPTOR = defineMasterDescriptor(ZUrusanRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 48 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['code', 'asc']],
});
export const URUSAN_SORT_KEYS = URUSAN_DESCRIPTOR.sortKeys;
export const URUSAN_FILTERS = { is_active: zBooleanFilter() };
export const ZFindUrusanRequest = masterListRequest(URUSAN_SORT_KEYS, URUSAN_FILTERS);
