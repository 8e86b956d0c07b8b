import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest } from './master-fields.ts';
import {
  checkCeilingOrder,
  SBM_ROW_FIELDS,
  sbmFilters,
  sbmRequestFields,
  zRupiah,
} from './sbm-fields.ts';

/** Only these officials get representation money (regulations.md 5.1). */
export const OFFICIAL_LEVELS = ['pejabat_negara', 'eselon_i', 'eselon_ii'] as const;
export type OfficialLevel = (typeof OFFICIAL_LEVELS)[number];
export const OFFICIAL_LEVEL_LABELS = {
  pejabat_negara: 'Pejabat Negara',
  eselon_i: 'Pejabat Eselon I',
  eselon_ii: 'Pejabat Eselon II',
} as const satisfies Record<OfficialLevel, string>;

/** SBM uang representasi: Rp per day, per official level. */
export const ZUangRepresentasiRow = z.object({
  ...SBM_ROW_FIELDS,
  official_level: z.enum(OFFICIAL_LEVELS),
  outside_city: z.number().int(),
  in_city_over_8h: z.number().int(),
});
export type TUangRepresentasiRow = z.infer<typeof ZUangRepresentasiRow>;

export const ZCreateUangRepresentasiRequest = z
  .object({
    ...sbmRequestFields(),
    official_level: z.enum(OFFICIAL_LEVELS),
    outside_city: zRupiah(),
    in_city_over_8h: zRupiah(),
  })
  .superRefine(
    checkCeilingOrder([
      {
        field: 'in_city_over_8h',
        notAbove: 'outside_city',
        message: 'Tidak boleh melebihi uang representasi luar kota',
      },
    ]),
  );
export type TCreateUangRepresentasiRequest = z.input<typeof ZCreateUangRepresentasiRequest>;
export const ZUpdateUangRepresentasiRequest = ZCreateUangRepresentasiRequest;
export type TUpdateUangRepresentasiRequest = TCreateUangRepresentasiRequest;

export const UANG_REPRESENTASI_DESCRIPTOR = defineMasterDescriptor(ZUangRepresentasiRow, {
  fields: [
    { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
    { field: 'official_level', label: 'Tingkat pejabat', sortable: true, exportWidth: 22 },
    { field: 'outside_city', label: 'Luar kota', sortable: true, format: 'rupiah' },
    { field: 'in_city_over_8h', label: 'Dalam kota > 8 jam', format: 'rupiah' },
    { field: 'source', label: 'Dasar hukum', exportWidth: 36 },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['year', 'desc'],
    ['official_level', 'asc'],
  ],
});
export const UANG_REPRESENTASI_SORT_KEYS = UANG_REPRESENTASI_DESCRIPTOR.sortKeys;
export const UANG_REPRESENTASI_FILTERS = {
  ...sbmFilters(),
  official_level: z.enum(OFFICIAL_LEVELS).optional(),
};
export const ZFindUangRepresentasiRequest = masterListRequest(
  UANG_REPRESENTASI_SORT_KEYS,
  UANG_REPRESENTASI_FILTERS,
);
