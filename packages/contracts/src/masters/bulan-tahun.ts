import { z } from 'zod';
import { zDate } from '../bounds.ts';
import { MONTH_LABELS } from './attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zOptionalText } from './master-fields.ts';

/** Bulan & tahun: payroll periods. A locked period no longer changes (only unlocking it). */
export const PAYROLL_PERIOD_STATUSES = ['open', 'locked'] as const;
export const PAYROLL_PERIOD_STATUS_LABELS = { open: 'Terbuka', locked: 'Terkunci' } as const;

export const ZBulanTahunRow = z.object({
  id: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(PAYROLL_PERIOD_STATUSES),
  note: z.string().nullable(),
  is_active: z.boolean(),
});
export type TBulanTahunRow = z.infer<typeof ZBulanTahunRow>;

export const ZCreateBulanTahunRequest = z
  .object({
    month: z.coerce.number().int().min(1).max(12),
    year: z.number().int().min(2000).max(2100),
    /** First and last day counted in this period (attendance cut-off dates). */
    period_start: zDate(),
    period_end: zDate(),
    status: z.enum(PAYROLL_PERIOD_STATUSES).optional().default('open'),
    note: zOptionalText(500),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    if (value.period_end < value.period_start) {
      ctx.addIssue({
        code: 'custom',
        path: ['period_end'],
        message: 'Akhir periode tidak boleh sebelum awal periode',
      });
    }
  });
export type TCreateBulanTahunRequest = z.input<typeof ZCreateBulanTahunRequest>;
export const ZUpdateBulanTahunRequest = ZCreateBulanTahunRequest;
export type TUpdateBulanTahunRequest = z.input<typeof ZUpdateBulanTahunRequest>;

export const BULAN_TAHUN_DESCRIPTOR = defineMasterDescriptor(ZBulanTahunRow, {
  fields: [
    { field: 'month', label: 'Bulan', sortable: true, format: 'number' },
    { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
    { field: 'period_start', label: 'Awal Periode', sortable: true },
    { field: 'period_end', label: 'Akhir Periode' },
    { field: 'status', label: 'Status' },
    { field: 'note', label: 'Keterangan', exportWidth: 32 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['period_start', 'desc']],
});
export const BULAN_TAHUN_SORT_KEYS = BULAN_TAHUN_DESCRIPTOR.sortKeys;
export const BULAN_TAHUN_FILTERS = {
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  status: z.enum(PAYROLL_PERIOD_STATUSES).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindBulanTahunRequest = masterListRequest(BULAN_TAHUN_SORT_KEYS, BULAN_TAHUN_FILTERS);

/** 'Januari 2026'. */
export function payrollPeriodName(period: { month: number; year: number }): string {
  const month = MONTH_LABELS[period.month as keyof typeof MONTH_LABELS] ?? String(period.month);
  return `${month} ${period.year}`;
}
