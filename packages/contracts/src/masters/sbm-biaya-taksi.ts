import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest } from './master-fields.ts';
import { zProvince } from './provinces.ts';
import { SBM_ROW_FIELDS, sbmFilters, sbmRequestFields, zRupiah } from './sbm-fields.ts';

/** SBM biaya taksi: the ceiling per trip (one leg) within a province (Rp). */
export const ZBiayaTaksiRow = z.object({
  ...SBM_ROW_FIELDS,
  province: z.string(),
  per_trip: z.number().int(),
});
export type TBiayaTaksiRow = z.infer<typeof ZBiayaTaksiRow>;

export const ZCreateBiayaTaksiRequest = z.object({
  ...sbmRequestFields(),
  province: zProvince(),
  per_trip: zRupiah(),
});
export type TCreateBiayaTaksiRequest = z.input<typeof ZCreateBiayaTaksiRequest>;
export const ZUpdateBiayaTaksiRequest = ZCreateBiayaTaksiRequest;
export type TUpdateBiayaTaksiRequest = TCreateBiayaTaksiRequest;

export const BIAYA_TAKSI_DESCRIPTOR = defineMasterDescriptor(ZBiayaTaksiRow, {
  fields: [
    { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
    { field: 'province', label: 'Provinsi', sortable: true, exportWidth: 28 },
    { field: 'per_trip', label: 'Satu kali jalan', sortable: true, format: 'rupiah' },
    { field: 'source', label: 'Dasar hukum', exportWidth: 36 },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['year', 'desc'],
    ['province', 'asc'],
  ],
});
export const BIAYA_TAKSI_SORT_KEYS = BIAYA_TAKSI_DESCRIPTOR.sortKeys;
export const BIAYA_TAKSI_FILTERS = { ...sbmFilters(), province: zProvince().optional() };
export const ZFindBiayaTaksiRequest = masterListRequest(BIAYA_TAKSI_SORT_KEYS, BIAYA_TAKSI_FILTERS);
