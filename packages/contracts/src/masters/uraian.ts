/**
 * Uraian tugas: the activity catalogue a performance contract (SKP) is built from
 * (docs/kinerja.md "Katalog kegiatan"). An uraian is an indicator with the unit its output is
 * counted in (satuan), optionally the butir kegiatan it reports on, its angka kredit, WPT hours,
 * cost and point value per unit of output, and whether it is a main duty (Mandiri) or an
 * additional one (Tambahan). The positions whose menu it is on are `position_ids`; the menu is
 * kept on the position map (`/admin/master/jabatan/peta`), and the form and the Excel import may
 * set it too.
 */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { zIdList, zKeptIdList } from './attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';
import { zDecimal } from './misc-fields.ts';

/** Mandiri = a main duty of the position (tugas utama); Tambahan = an additional duty. */
export const DUTY_KINDS = ['mandiri', 'tambahan'] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];
export const DUTY_KIND_LABELS: Record<DutyKind, string> = {
  mandiri: 'Mandiri',
  tambahan: 'Tambahan',
};

/**
 * Bounds of the catalogue's numbers (docs/kinerja.md). None may be negative. WPT: one unit of
 * output cannot take more than a year's effective working hours (1,250 hours, the ABK standard of
 * PermenPAN-RB 26/2011). Credit and points: per unit of output, far above any butir kegiatan
 * (the largest PermenPAN-RB 17/2013 butir is 40 AK). Cost: per unit of output.
 */
export const URAIAN_LIMITS = {
  creditPoints: 1_000,
  workHours: 1_250,
  cost: 10_000_000_000,
  points: 1_000,
  yearlyTarget: 9_999_999,
} as const;

/** Point value of a butir kegiatan or an uraian: 0 … 1,000, three decimals. */
export const zActivityPoints = () => zDecimal(URAIAN_LIMITS.points, 3);

export const ZUraianRow = z.object({
  id: z.number().int(),
  description: z.string(),
  unit_id: z.number().int(),
  /** The satuan's name, for the list. */
  unit_name: z.string().nullable(),
  activity_item_id: z.number().int().nullable(),
  /** The butir kegiatan's code, for the list and the import. */
  activity_item_code: z.string().nullable(),
  /** The butir kegiatan as 'code name'. */
  activity_item_name: z.string().nullable(),
  credit_points: z.number(),
  work_hours: z.number(),
  cost: z.number(),
  duty_kind: z.enum(DUTY_KINDS),
  points: z.number(),
  default_yearly_target: z.number(),
  /** The positions whose menu of activities holds it. */
  position_ids: z.array(z.number().int()),
  /** Their names (with the unit where a name is not unique), ordered by name. */
  position_names: z.array(z.string()),
  is_active: z.boolean(),
});
export type TUraianRow = z.infer<typeof ZUraianRow>;

export const ZCreateUraianRequest = z.object({
  description: zRequiredText(1000),
  /** The satuan of the output (dokumen, laporan, kegiatan …). */
  unit_id: zId(),
  /** The butir kegiatan it reports on (active ones only); none is allowed. */
  activity_item_id: zId()
    .nullish()
    .transform((v) => v ?? null),
  /** Angka kredit per unit of output; up to three decimals. */
  credit_points: zDecimal(URAIAN_LIMITS.creditPoints, 3).optional().default(0),
  /** WPT: working hours a unit of output takes; up to two decimals. */
  work_hours: zDecimal(URAIAN_LIMITS.workHours, 2).optional().default(0),
  /** Biaya per unit of output, whole rupiah. */
  cost: z.number().int().min(0).max(URAIAN_LIMITS.cost).optional().default(0),
  duty_kind: z.enum(DUTY_KINDS).optional().default('mandiri'),
  /** Point value in the capaian; up to three decimals. */
  points: zActivityPoints().optional().default(0),
  /** Proposed yearly quantity when the task is put in a contract; up to two decimals. */
  default_yearly_target: zDecimal(URAIAN_LIMITS.yearlyTarget, 2).optional().default(0),
  /** The positions whose menu holds it (active positions only when added). */
  position_ids: zIdList(),
  is_active: zIsActive(),
});
export type TCreateUraianRequest = z.input<typeof ZCreateUraianRequest>;
/** An update that leaves `position_ids` out keeps the positions as they are. */
export const ZUpdateUraianRequest = ZCreateUraianRequest.extend({ position_ids: zKeptIdList() });
export type TUpdateUraianRequest = z.input<typeof ZUpdateUraianRequest>;

export const URAIAN_DESCRIPTOR = defineMasterDescriptor(ZUraianRow, {
  fields: [
    { field: 'description', label: 'Uraian Tugas', sortable: true, exportWidth: 64 },
    { field: 'unit_name', label: 'Satuan', exportWidth: 20 },
    { field: 'activity_item_code', label: 'Kode Kegiatan', exportWidth: 16 },
    { field: 'activity_item_name', label: 'Kegiatan', exportWidth: 40 },
    { field: 'credit_points', label: 'Angka Kredit', sortable: true, format: 'number' },
    { field: 'work_hours', label: 'WPT (Jam)', sortable: true, format: 'number' },
    { field: 'cost', label: 'Biaya', sortable: true, format: 'rupiah', exportWidth: 16 },
    { field: 'duty_kind', label: 'Jenis', sortable: true },
    { field: 'points', label: 'Point', sortable: true, format: 'number' },
    { field: 'default_yearly_target', label: 'Target Tahunan', sortable: true, format: 'number' },
    { field: 'position_names', label: 'Jabatan', exportWidth: 56, listSeparator: '; ' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['description', 'asc']],
});
export const URAIAN_SORT_KEYS = URAIAN_DESCRIPTOR.sortKeys;
export const URAIAN_FILTERS = {
  unit_id: zIdFilter(),
  activity_item_id: zIdFilter(),
  duty_kind: z.enum(DUTY_KINDS).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindUraianRequest = masterListRequest(URAIAN_SORT_KEYS, URAIAN_FILTERS);
