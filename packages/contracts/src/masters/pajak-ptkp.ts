import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';

/** TER categories of PP 58/2023 (monthly withholding table A, B or C). */
export const TER_CATEGORIES = ['A', 'B', 'C'] as const;

export const ZPajakPtkpRow = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** Rupiah per year. */
  yearly_amount: z.number().int(),
  /** Null for K/I/*: assessed only yearly, never with TER. */
  ter_category: z.enum(TER_CATEGORIES).nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TPajakPtkpRow = z.infer<typeof ZPajakPtkpRow>;

export const ZCreatePajakPtkpRequest = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(TK|K|K\/I)\/[0-3]$/, 'Status ditulis TK/0 … K/3 atau K/I/0 … K/I/3'),
    description: zRequiredText(200),
    yearly_amount: z.number().int().min(0).max(10_000_000_000),
    ter_category: z.enum(TER_CATEGORIES).nullable().optional().default(null),
    sort_order: z.number().int().min(0).max(999).optional().default(0),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    const combined = value.code.startsWith('K/I/');
    if (combined && value.ter_category) {
      ctx.addIssue({
        code: 'custom',
        path: ['ter_category'],
        message: 'Status K/I tidak memakai kategori TER',
      });
    }
    if (!combined && !value.ter_category) {
      ctx.addIssue({ code: 'custom', path: ['ter_category'], message: 'Wajib diisi' });
    }
  });
export type TCreatePajakPtkpRequest = z.input<typeof ZCreatePajakPtkpRequest>;
export const ZUpdatePajakPtkpRequest = ZCreatePajakPtkpRequest;
export type TUpdatePajakPtkpRequest = z.input<typeof ZUpdatePajakPtkpRequest>;

export const PAJAK_PTKP_DESCRIPTOR = defineMasterDescriptor(ZPajakPtkpRow, {
  fields: [
    { field: 'code', label: 'Status', sortable: true },
    { field: 'description', label: 'Keterangan', exportWidth: 48 },
    {
      field: 'yearly_amount',
      label: 'PTKP per Tahun (Rp)',
      sortable: true,
      format: 'rupiah',
      exportWidth: 22,
    },
    { field: 'ter_category', label: 'Kategori TER' },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['sort_order', 'asc']],
});
export const PAJAK_PTKP_SORT_KEYS = PAJAK_PTKP_DESCRIPTOR.sortKeys;
export const PAJAK_PTKP_FILTERS = {
  ter_category: z.enum(TER_CATEGORIES).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindPajakPtkpRequest = masterListRequest(PAJAK_PTKP_SORT_KEYS, PAJAK_PTKP_FILTERS);
