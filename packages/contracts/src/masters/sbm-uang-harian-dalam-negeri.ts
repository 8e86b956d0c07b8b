import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest } from './master-fields.ts';
import { zProvince } from './provinces.ts';
import {
  checkCeilingOrder,
  SBM_ROW_FIELDS,
  sbmFilters,
  sbmRequestFields,
  zRupiah,
} from './sbm-fields.ts';

/** SBM uang harian perjalanan dinas dalam negeri: Rp per person per day, per province. */
export const ZUangHarianDalamNegeriRow = z.object({
  ...SBM_ROW_FIELDS,
  province: z.string(),
  outside_city: z.number().int(),
  in_city_over_8h: z.number().int(),
  training: z.number().int(),
});
export type TUangHarianDalamNegeriRow = z.infer<typeof ZUangHarianDalamNegeriRow>;

export const ZCreateUangHarianDalamNegeriRequest = z
  .object({
    ...sbmRequestFields(),
    province: zProvince(),
    /** Travel outside the city (luar kota). */
    outside_city: zRupiah(),
    /** In-city travel over 8 hours. */
    in_city_over_8h: zRupiah(),
    /** Attending face-to-face training (diklat). */
    training: zRupiah(),
  })
  // Every PMK table has the in-city and training rates below the outside-city rate.
  .superRefine(
    checkCeilingOrder([
      {
        field: 'in_city_over_8h',
        notAbove: 'outside_city',
        message: 'Tidak boleh melebihi uang harian luar kota',
      },
      {
        field: 'training',
        notAbove: 'outside_city',
        message: 'Tidak boleh melebihi uang harian luar kota',
      },
    ]),
  );
export type TCreateUangHarianDalamNegeriRequest = z.input<
  typeof ZCreateUangHarianDalamNegeriRequest
>;
export const ZUpdateUangHarianDalamNegeriRequest = ZCreateUangHarianDalamNegeriRequest;
export type TUpdateUangHarianDalamNegeriRequest = TCreateUangHarianDalamNegeriRequest;

export const UANG_HARIAN_DALAM_NEGERI_DESCRIPTOR = defineMasterDescriptor(
  ZUangHarianDalamNegeriRow,
  {
    fields: [
      { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
      { field: 'province', label: 'Provinsi', sortable: true, exportWidth: 28 },
      { field: 'outside_city', label: 'Luar kota', sortable: true, format: 'rupiah' },
      { field: 'in_city_over_8h', label: 'Dalam kota > 8 jam', sortable: true, format: 'rupiah' },
      { field: 'training', label: 'Diklat', sortable: true, format: 'rupiah' },
      { field: 'source', label: 'Dasar hukum', exportWidth: 36 },
      ACTIVE_FIELD,
    ],
    defaultSort: [
      ['year', 'desc'],
      ['province', 'asc'],
    ],
  },
);
export const UANG_HARIAN_DALAM_NEGERI_SORT_KEYS = UANG_HARIAN_DALAM_NEGERI_DESCRIPTOR.sortKeys;
export const UANG_HARIAN_DALAM_NEGERI_FILTERS = {
  ...sbmFilters(),
  province: zProvince().optional(),
};
export const ZFindUangHarianDalamNegeriRequest = masterListRequest(
  UANG_HARIAN_DALAM_NEGERI_SORT_KEYS,
  UANG_HARIAN_DALAM_NEGERI_FILTERS,
);
