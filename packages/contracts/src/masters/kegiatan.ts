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
import { zBudgetCode } from './urusan.ts';

/** Kegiatan: the third level of the budget classification, under a program. */
export const ZKegiatanRow = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  /** The program as 'code name', for the list. */
  program_name: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  is_active: z.boolean(),
});
export type TKegiatanRow = z.infer<typeof ZKegiatanRow>;

export const ZCreateKegiatanRequest = z.object({
  /** The program this activity belongs to. */
  program_id: zId(),
  code: zBudgetCode(),
  name: zRequiredText(),
  is_active: zIsActive(),
});
export type TCreateKegiatanRequest = z.input<typeof ZCreateKegiatanRequest>;
export const ZUpdateKegiatanRequest = ZCreateKegiatanRequest;
export type TUpdateKegiatanRequest = z.input<typeof ZUpdateKegiatanRequest>;

export const KEGIATAN_DESCRIPTOR = defineMasterDescriptor(ZKegiatanRow, {
  fields: [
    { field: 'program_name', label: 'Program', exportWidth: 48 },
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 48 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['code', 'asc']],
});
export const KEGIATAN_SORT_KEYS = KEGIATAN_DESCRIPTOR.sortKeys;
export const KEGIATAN_FILTERS = { program_id: zIdFilter(), is_active: zBooleanFilter() };
export const ZFindKegiatanRequest = masterListRequest(KEGIATAN_SORT_KEYS, KEGIATAN_FILTERS);
