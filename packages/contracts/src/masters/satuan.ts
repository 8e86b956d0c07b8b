import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from './master-fields.ts';

export const ZSatuanRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export type TSatuanRow = z.infer<typeof ZSatuanRow>;

export const ZCreateSatuanRequest = z.object({
  name: zRequiredText(64),
  description: zOptionalText(),
  is_active: zIsActive(),
});
export type TCreateSatuanRequest = z.input<typeof ZCreateSatuanRequest>;
export const ZUpdateSatuanRequest = ZCreateSatuanRequest;
export type TUpdateSatuanRequest = z.input<typeof ZUpdateSatuanRequest>;

export const SATUAN_DESCRIPTOR = defineMasterDescriptor(ZSatuanRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true },
    { field: 'description', label: 'Keterangan', exportWidth: 40 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['name', 'asc']],
});
export const SATUAN_SORT_KEYS = SATUAN_DESCRIPTOR.sortKeys;
export const SATUAN_FILTERS = { is_active: zBooleanFilter() };
export const ZFindSatuanRequest = masterListRequest(SATUAN_SORT_KEYS, SATUAN_FILTERS);
