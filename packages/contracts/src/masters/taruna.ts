/** Taruna: cadets of the flight school. The programme is free text until it has a master. */
import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from './master-fields.ts';
import { zYear } from './misc-fields.ts';

export const TARUNA_STATUSES = ['aktif', 'cuti', 'lulus', 'keluar'] as const;
export const TARUNA_STATUS_LABELS = {
  aktif: 'Aktif',
  cuti: 'Cuti',
  lulus: 'Lulus',
  keluar: 'Keluar',
} as const satisfies Record<(typeof TARUNA_STATUSES)[number], string>;

export const ZTarunaRow = z.object({
  id: z.number().int(),
  nit: z.string(),
  name: z.string(),
  programme: z.string(),
  intake_year: z.number().int(),
  class_name: z.string().nullable(),
  status: z.enum(TARUNA_STATUSES),
  is_active: z.boolean(),
});
export type TTarunaRow = z.infer<typeof ZTarunaRow>;

export const ZCreateTarunaRequest = z.object({
  /** Nomor induk taruna: letters and digits, separators allowed. */
  nit: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9./-]*$/,
      'NIT hanya huruf, angka, titik, garis miring atau strip',
    ),
  name: zRequiredText(),
  programme: zRequiredText(),
  intake_year: zYear(),
  class_name: zOptionalText(50),
  status: z.enum(TARUNA_STATUSES).optional().default('aktif'),
  is_active: zIsActive(),
});
export type TCreateTarunaRequest = z.input<typeof ZCreateTarunaRequest>;
export const ZUpdateTarunaRequest = ZCreateTarunaRequest;
export type TUpdateTarunaRequest = z.input<typeof ZUpdateTarunaRequest>;

export const TARUNA_DESCRIPTOR = defineMasterDescriptor(ZTarunaRow, {
  fields: [
    { field: 'nit', label: 'NIT', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 32 },
    { field: 'programme', label: 'Program Studi', sortable: true, exportWidth: 32 },
    { field: 'intake_year', label: 'Angkatan', sortable: true, format: 'number' },
    { field: 'class_name', label: 'Kelas' },
    { field: 'status', label: 'Status' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['nit', 'asc']],
});
export const TARUNA_SORT_KEYS = TARUNA_DESCRIPTOR.sortKeys;
export const TARUNA_FILTERS = {
  status: z.enum(TARUNA_STATUSES).optional(),
  intake_year: z.coerce.number().int().optional(),
  is_active: zBooleanFilter(),
};
export const ZFindTarunaRequest = masterListRequest(TARUNA_SORT_KEYS, TARUNA_FILTERS);
