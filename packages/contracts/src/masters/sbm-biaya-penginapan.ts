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

/**
 * The grade columns of the PMK's lodging table, highest first. Lodging for staff is looked up by
 * these (regulations.md 5.4: eselon III ↔ golongan IV, eselon IV ↔ golongan III/II/I).
 */
export const LODGING_GRADE_LABELS = {
  eselon_i: 'Pejabat Negara/Eselon I',
  eselon_ii: 'Pejabat Negara Lainnya/Eselon II',
  eselon_iii: 'Eselon III/Golongan IV',
  eselon_iv: 'Eselon IV/Golongan III, II, I',
} as const;
export type LodgingGrade = keyof typeof LODGING_GRADE_LABELS;

/** SBM biaya penginapan: the nightly hotel ceiling per province and grade column (Rp). */
export const ZBiayaPenginapanRow = z.object({
  ...SBM_ROW_FIELDS,
  province: z.string(),
  eselon_i: z.number().int(),
  eselon_ii: z.number().int(),
  eselon_iii: z.number().int(),
  eselon_iv: z.number().int(),
});
export type TBiayaPenginapanRow = z.infer<typeof ZBiayaPenginapanRow>;

const below = (field: LodgingGrade, notAbove: LodgingGrade) => ({
  field,
  notAbove,
  message: `Tidak boleh melebihi tarif ${LODGING_GRADE_LABELS[notAbove]}`,
});

export const ZCreateBiayaPenginapanRequest = z
  .object({
    ...sbmRequestFields(),
    province: zProvince(),
    eselon_i: zRupiah(),
    eselon_ii: zRupiah(),
    eselon_iii: zRupiah(),
    eselon_iv: zRupiah(),
  })
  // A lower grade never gets a dearer hotel than a higher one in the same province.
  .superRefine(
    checkCeilingOrder([
      below('eselon_ii', 'eselon_i'),
      below('eselon_iii', 'eselon_ii'),
      below('eselon_iv', 'eselon_iii'),
    ]),
  );
export type TCreateBiayaPenginapanRequest = z.input<typeof ZCreateBiayaPenginapanRequest>;
export const ZUpdateBiayaPenginapanRequest = ZCreateBiayaPenginapanRequest;
export type TUpdateBiayaPenginapanRequest = TCreateBiayaPenginapanRequest;

export const BIAYA_PENGINAPAN_DESCRIPTOR = defineMasterDescriptor(ZBiayaPenginapanRow, {
  fields: [
    { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
    { field: 'province', label: 'Provinsi', sortable: true, exportWidth: 28 },
    { field: 'eselon_i', label: LODGING_GRADE_LABELS.eselon_i, sortable: true, format: 'rupiah' },
    { field: 'eselon_ii', label: LODGING_GRADE_LABELS.eselon_ii, format: 'rupiah' },
    { field: 'eselon_iii', label: LODGING_GRADE_LABELS.eselon_iii, format: 'rupiah' },
    {
      field: 'eselon_iv',
      label: 'Eselon IV/Golongan III, II, I',
      sortable: true,
      format: 'rupiah',
    },
    { field: 'source', label: 'Dasar hukum', exportWidth: 36 },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['year', 'desc'],
    ['province', 'asc'],
  ],
});
export const BIAYA_PENGINAPAN_SORT_KEYS = BIAYA_PENGINAPAN_DESCRIPTOR.sortKeys;
export const BIAYA_PENGINAPAN_FILTERS = { ...sbmFilters(), province: zProvince().optional() };
export const ZFindBiayaPenginapanRequest = masterListRequest(
  BIAYA_PENGINAPAN_SORT_KEYS,
  BIAYA_PENGINAPAN_FILTERS,
);
