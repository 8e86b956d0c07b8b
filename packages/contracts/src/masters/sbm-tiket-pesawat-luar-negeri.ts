import { z } from 'zod';
import { masterListRequest } from './master-fields.ts';
import {
  checkCeilingOrder,
  checkRoute,
  SBM_ROUTE_ROW_FIELDS,
  SBM_ROW_FIELDS,
  sbmFilters,
  sbmRequestFields,
  sbmRouteFields,
  zOptionalUsd,
  zUsd,
} from './sbm-fields.ts';

/** SBM tiket pesawat luar negeri: return-ticket ceilings per route, in USD. */
export const ZTiketPesawatLuarNegeriRow = z.object({
  ...SBM_ROW_FIELDS,
  ...SBM_ROUTE_ROW_FIELDS,
  /** Null where the PMK gives no ceiling for the class on the route. */
  first_class: z.number().nullable(),
  business: z.number().nullable(),
  economy: z.number(),
});
export type TTiketPesawatLuarNegeriRow = z.infer<typeof ZTiketPesawatLuarNegeriRow>;

export const ZCreateTiketPesawatLuarNegeriRequest = z
  .object({
    ...sbmRequestFields(),
    ...sbmRouteFields(),
    first_class: zOptionalUsd(),
    business: zOptionalUsd(),
    economy: zUsd(),
  })
  .superRefine(checkRoute)
  .superRefine(
    checkCeilingOrder([
      { field: 'business', notAbove: 'first_class', message: 'Tidak boleh melebihi tarif first' },
      { field: 'economy', notAbove: 'business', message: 'Tidak boleh melebihi tarif bisnis' },
      { field: 'economy', notAbove: 'first_class', message: 'Tidak boleh melebihi tarif first' },
    ]),
  );
export type TCreateTiketPesawatLuarNegeriRequest = z.input<
  typeof ZCreateTiketPesawatLuarNegeriRequest
>;
export const ZUpdateTiketPesawatLuarNegeriRequest = ZCreateTiketPesawatLuarNegeriRequest;
export type TUpdateTiketPesawatLuarNegeriRequest = TCreateTiketPesawatLuarNegeriRequest;

export const TIKET_PESAWAT_LUAR_NEGERI_SORT_KEYS = [
  'year',
  'origin',
  'destination',
  'economy',
] as const;
export const TIKET_PESAWAT_LUAR_NEGERI_FILTERS = sbmFilters();
export const ZFindTiketPesawatLuarNegeriRequest = masterListRequest(
  TIKET_PESAWAT_LUAR_NEGERI_SORT_KEYS,
  TIKET_PESAWAT_LUAR_NEGERI_FILTERS,
);
