import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from './master-fields.ts';

export const ZKategoriDiklatRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export type TKategoriDiklatRow = z.infer<typeof ZKategoriDiklatRow>;

export const ZCreateKategoriDiklatRequest = z.object({
  name: zRequiredText(100),
  description: zOptionalText(),
  is_active: zIsActive(),
});
export type TCreateKategoriDiklatRequest = z.input<typeof ZCreateKategoriDiklatRequest>;
export const ZUpdateKategoriDiklatRequest = ZCreateKategoriDiklatRequest;
export type TUpdateKategoriDiklatRequest = z.input<typeof ZUpdateKategoriDiklatRequest>;

export const KATEGORI_DIKLAT_DESCRIPTOR = defineMasterDescriptor(ZKategoriDiklatRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 30 },
    { field: 'description', label: 'Keterangan', exportWidth: 40 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['name', 'asc']],
});
export const KATEGORI_DIKLAT_SORT_KEYS = KATEGORI_DIKLAT_DESCRIPTOR.sortKeys;
export const KATEGORI_DIKLAT_FILTERS = { is_active: zBooleanFilter() };
export const ZFindKategoriDiklatRequest = masterListRequest(
  KATEGORI_DIKLAT_SORT_KEYS,
  KATEGORI_DIKLAT_FILTERS,
);
