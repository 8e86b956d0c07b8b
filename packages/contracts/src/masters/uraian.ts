/**
 * Uraian tugas: job-task descriptions with the unit their output is counted in and a default
 * yearly target. The position a task belongs to comes with the jabatan master, which adds it
 * as a nullable reference; until then a task is not tied to a position.
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

export const ZUraianRow = z.object({
  id: z.number().int(),
  description: z.string(),
  unit_id: z.number().int(),
  /** The satuan's name, for the list. */
  unit_name: z.string().nullable(),
  default_yearly_target: z.number(),
  is_active: z.boolean(),
});
export type TUraianRow = z.infer<typeof ZUraianRow>;

export const ZCreateUraianRequest = z.object({
  description: zRequiredText(1000),
  /** The satuan of the output (dokumen, laporan, kegiatan …). */
  unit_id: zId(),
  /** Proposed yearly quantity when the task is put in a contract; up to two decimals. */
  default_yearly_target: zDecimal(9_999_999, 2),
  is_active: zIsActive(),
});
export type TCreateUraianRequest = z.input<typeof ZCreateUraianRequest>;
export const ZUpdateUraianRequest = ZCreateUraianRequest;
export type TUpdateUraianRequest = z.input<typeof ZUpdateUraianRequest>;

export const URAIAN_DESCRIPTOR = defineMasterDescriptor(ZUraianRow, {
  fields: [
    { field: 'description', label: 'Uraian Tugas', sortable: true, exportWidth: 64 },
    { field: 'unit_name', label: 'Satuan', exportWidth: 20 },
    { field: 'default_yearly_target', label: 'Target Tahunan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['description', 'asc']],
});
export const URAIAN_SORT_KEYS = URAIAN_DESCRIPTOR.sortKeys;
export const URAIAN_FILTERS = { unit_id: zIdFilter(), is_active: zBooleanFilter() };
export const ZFindUraianRequest = masterListRequest(URAIAN_SORT_KEYS, URAIAN_FILTERS);
