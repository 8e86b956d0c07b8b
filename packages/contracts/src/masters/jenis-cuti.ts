import { z } from 'zod';
import { zIdList, zKeptIdList } from './attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from './master-fields.ts';

/**
 * Jenis cuti: leave types and their rules (PP 11/2017 as amended by PP 17/2020; regulations.md
 * section 1). Annual leave counts working days; the others count calendar days or months.
 */
export const LEAVE_DURATION_UNITS = ['working_days', 'calendar_days', 'months', 'years'] as const;
export const LEAVE_DURATION_UNIT_LABELS = {
  working_days: 'Hari kerja',
  calendar_days: 'Hari kalender',
  months: 'Bulan',
  years: 'Tahun',
} as const;

export const LEAVE_ATTACHMENT_RULES = ['none', 'optional', 'required', 'required_above'] as const;
export const LEAVE_ATTACHMENT_RULE_LABELS = {
  none: 'Tidak perlu',
  optional: 'Boleh dilampirkan',
  required: 'Wajib',
  required_above: 'Wajib bila lebih dari … hari',
} as const;

/** Who confirms a request, in this order (the leave workflow walks them). */
export const LEAVE_APPROVAL_LEVELS = ['kepegawaian', 'atasan', 'kabag', 'penjabat'] as const;
export const LEAVE_APPROVAL_LEVEL_LABELS = {
  kepegawaian: 'Kepegawaian',
  atasan: 'Atasan langsung',
  kabag: 'Kepala bagian',
  penjabat: 'Pejabat berwenang',
} as const;

export const ZJenisCutiRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  duration_unit: z.enum(LEAVE_DURATION_UNITS),
  max_duration: z.number().int().nullable(),
  min_service_months: z.number().int(),
  attachment_rule: z.enum(LEAVE_ATTACHMENT_RULES),
  attachment_above_days: z.number().int().nullable(),
  attachment_note: z.string().nullable(),
  staff_type_ids: z.array(z.number().int()),
  /** Names of those staff types (in their list order), for the list; empty means every type. */
  staff_type_names: z.array(z.string()),
  approval_levels: z.array(z.enum(LEAVE_APPROVAL_LEVELS)),
  is_paid: z.boolean(),
  description: z.string().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TJenisCutiRow = z.infer<typeof ZJenisCutiRow>;

const ZJenisCutiFields = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .regex(/^[A-Za-z0-9_]+$/, 'Hanya huruf, angka dan _')
    .transform((v) => v.toUpperCase()),
  name: zRequiredText(100),
  duration_unit: z.enum(LEAVE_DURATION_UNITS),
  /** In `duration_unit`; null when there is no fixed maximum (cuti bersama: by Keppres). */
  max_duration: z
    .number()
    .int()
    .min(1)
    .max(3650)
    .nullish()
    .transform((v) => v ?? null),
  min_service_months: z.number().int().min(0).max(600).optional().default(0),
  attachment_rule: z.enum(LEAVE_ATTACHMENT_RULES).optional().default('none'),
  attachment_above_days: z
    .number()
    .int()
    .min(1)
    .max(365)
    .nullish()
    .transform((v) => v ?? null),
  attachment_note: zOptionalText(500),
  /** Staff types that may take it; empty means every type. */
  staff_type_ids: zIdList(),
  approval_levels: z
    .array(z.enum(LEAVE_APPROVAL_LEVELS))
    .min(1)
    .transform((levels) => LEAVE_APPROVAL_LEVELS.filter((level) => levels.includes(level))),
  /** CLTN is unpaid; payroll reads this flag, not a list of codes. */
  is_paid: z.boolean().optional().default(true),
  description: zOptionalText(),
  sort_order: z.number().int().min(0).max(999).optional().default(0),
  is_active: zIsActive(),
});

interface AttachmentValues {
  attachment_rule: (typeof LEAVE_ATTACHMENT_RULES)[number];
  attachment_above_days: number | null;
}

/** The attachment threshold is required for 'required_above'. */
function checkAttachment(value: AttachmentValues, ctx: z.RefinementCtx) {
  if (value.attachment_rule === 'required_above' && value.attachment_above_days === null) {
    ctx.addIssue({ code: 'custom', path: ['attachment_above_days'], message: 'Wajib diisi' });
  }
}

/** The threshold means nothing for the other rules; drop it so it cannot mislead later. */
const dropUnusedThreshold = <T extends AttachmentValues>(value: T): T =>
  value.attachment_rule === 'required_above' ? value : { ...value, attachment_above_days: null };

export const ZCreateJenisCutiRequest =
  ZJenisCutiFields.superRefine(checkAttachment).transform(dropUnusedThreshold);
export type TCreateJenisCutiRequest = z.input<typeof ZCreateJenisCutiRequest>;
/** As create, but leaving the staff types out keeps the stored list. */
export const ZUpdateJenisCutiRequest = ZJenisCutiFields.extend({ staff_type_ids: zKeptIdList() })
  .superRefine(checkAttachment)
  .transform(dropUnusedThreshold);
export type TUpdateJenisCutiRequest = z.input<typeof ZUpdateJenisCutiRequest>;

export const JENIS_CUTI_DESCRIPTOR = defineMasterDescriptor(ZJenisCutiRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 32 },
    { field: 'duration_unit', label: 'Satuan' },
    { field: 'max_duration', label: 'Maksimal', format: 'number' },
    { field: 'min_service_months', label: 'Masa Kerja Minimal (bulan)', format: 'number' },
    { field: 'attachment_rule', label: 'Lampiran' },
    { field: 'attachment_above_days', label: 'Lampiran Bila Lebih Dari (hari)', format: 'number' },
    { field: 'staff_type_names', label: 'Jenis Pegawai', exportWidth: 40 },
    { field: 'approval_levels', label: 'Konfirmasi' },
    { field: 'is_paid', label: 'Tetap Dibayar', format: 'boolean' },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['sort_order', 'asc']],
});
export const JENIS_CUTI_SORT_KEYS = JENIS_CUTI_DESCRIPTOR.sortKeys;
export const JENIS_CUTI_FILTERS = {
  duration_unit: z.enum(LEAVE_DURATION_UNITS).optional(),
  is_paid: zBooleanFilter(),
  is_active: zBooleanFilter(),
};
export const ZFindJenisCutiRequest = masterListRequest(JENIS_CUTI_SORT_KEYS, JENIS_CUTI_FILTERS);
