import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';

export const ZJenisPegawaiRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  is_asn: z.boolean(),
  receives_tukin: z.boolean(),
  receives_meal_allowance: z.boolean(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TJenisPegawaiRow = z.infer<typeof ZJenisPegawaiRow>;

export const ZCreateJenisPegawaiRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .regex(/^[A-Za-z0-9_]+$/, 'Hanya huruf, angka dan garis bawah')
    .transform((v) => v.toUpperCase()),
  name: zRequiredText(100),
  is_asn: z.boolean().optional().default(false),
  /** Tunjangan kinerja, or BLU remunerasi where the unit pays that instead. */
  receives_tukin: z.boolean().optional().default(false),
  receives_meal_allowance: z.boolean().optional().default(false),
  sort_order: z.number().int().min(0).max(999).optional().default(0),
  is_active: zIsActive(),
});
export type TCreateJenisPegawaiRequest = z.input<typeof ZCreateJenisPegawaiRequest>;
export const ZUpdateJenisPegawaiRequest = ZCreateJenisPegawaiRequest;
export type TUpdateJenisPegawaiRequest = z.input<typeof ZUpdateJenisPegawaiRequest>;

export const JENIS_PEGAWAI_DESCRIPTOR = defineMasterDescriptor(ZJenisPegawaiRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 40 },
    { field: 'is_asn', label: 'ASN', format: 'boolean' },
    { field: 'receives_tukin', label: 'Tunjangan Kinerja', format: 'boolean' },
    { field: 'receives_meal_allowance', label: 'Uang Makan', format: 'boolean' },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['sort_order', 'asc']],
});
export const JENIS_PEGAWAI_SORT_KEYS = JENIS_PEGAWAI_DESCRIPTOR.sortKeys;
export const JENIS_PEGAWAI_FILTERS = { is_asn: zBooleanFilter(), is_active: zBooleanFilter() };
export const ZFindJenisPegawaiRequest = masterListRequest(
  JENIS_PEGAWAI_SORT_KEYS,
  JENIS_PEGAWAI_FILTERS,
);
