import { z } from 'zod';
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

export const BIAYA_TAKSI_SORT_KEYS = ['year', 'province', 'per_trip'] as const;
export const BIAYA_TAKSI_FILTERS = { ...sbmFilters(), province: zProvince().optional() };
export const ZFindBiayaTaksiRequest = masterListRequest(BIAYA_TAKSI_SORT_KEYS, BIAYA_TAKSI_FILTERS);
