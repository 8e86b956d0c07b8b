import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';

export const ZJenisAbsensiRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  counts_as_present: z.boolean(),
  gets_meal_allowance: z.boolean(),
  color: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TJenisAbsensiRow = z.infer<typeof ZJenisAbsensiRow>;

export const ZCreateJenisAbsensiRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(8)
    .regex(/^[A-Za-z0-9]+$/, 'Hanya huruf dan angka')
    .transform((v) => v.toUpperCase()),
  name: zRequiredText(100),
  /** Counts as a day present for the discipline element of tunjangan kinerja. */
  counts_as_present: z.boolean().optional().default(false),
  gets_meal_allowance: z.boolean().optional().default(false),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Warna ditulis #RRGGBB')
    .transform((v) => v.toLowerCase()),
  sort_order: z.number().int().min(0).max(999).optional().default(0),
  is_active: zIsActive(),
});
export type TCreateJenisAbsensiRequest = z.input<typeof ZCreateJenisAbsensiRequest>;
export const ZUpdateJenisAbsensiRequest = ZCreateJenisAbsensiRequest;
export type TUpdateJenisAbsensiRequest = z.input<typeof ZUpdateJenisAbsensiRequest>;

export const JENIS_ABSENSI_DESCRIPTOR = defineMasterDescriptor(ZJenisAbsensiRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 32 },
    { field: 'counts_as_present', label: 'Dihitung Hadir', format: 'boolean' },
    { field: 'gets_meal_allowance', label: 'Dapat Uang Makan', format: 'boolean' },
    { field: 'color', label: 'Warna' },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['sort_order', 'asc']],
});
export const JENIS_ABSENSI_SORT_KEYS = JENIS_ABSENSI_DESCRIPTOR.sortKeys;
export const JENIS_ABSENSI_FILTERS = {
  counts_as_present: zBooleanFilter(),
  is_active: zBooleanFilter(),
};
export const ZFindJenisAbsensiRequest = masterListRequest(
  JENIS_ABSENSI_SORT_KEYS,
  JENIS_ABSENSI_FILTERS,
);
