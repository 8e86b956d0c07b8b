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

export const ZProgramRow = z.object({
  id: z.number().int(),
  affair_id: z.number().int(),
  /** The urusan as 'code name', for the list. */
  affair_name: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  is_active: z.boolean(),
});
export type TProgramRow = z.infer<typeof ZProgramRow>;

export const ZCreateProgramRequest = z.object({
  /** The urusan this programme belongs to. */
  affair_id: zId(),
  code: zBudgetCode(),
  name: zRequiredText(),
  is_active: zIsActive(),
});
export type TCreateProgramRequest = z.input<typeof ZCreateProgramRequest>;
export const ZUpdateProgramRequest = ZCreateProgramRequest;
export type TUpdateProgramRequest = z.input<typeof ZUpdateProgramRequest>;

export const PROGRAM_DESCRIPTOR = defineMasterDescriptor(ZProgramRow, {
  fields: [
    { field: 'affair_name', label: 'Urusan', exportWidth: 40 },
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 48 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['code', 'asc']],
});
export const PROGRAM_SORT_KEYS = PROGRAM_DESCRIPTOR.sortKeys;
export const PROGRAM_FILTERS = { affair_id: zIdFilter(), is_active: zBooleanFilter() };
export const ZFindProgramRequest = masterListRequest(PROGRAM_SORT_KEYS, PROGRAM_FILTERS);
