import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
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

export const TIKET_PESAWAT_LUAR_NEGERI_DESCRIPTOR = defineMasterDescriptor(
  ZTiketPesawatLuarNegeriRow,
  {
    fields: [
      { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
      { field: 'origin', label: 'Kota asal', sortable: true, exportWidth: 20 },
      { field: 'destination', label: 'Kota tujuan', sortable: true, exportWidth: 20 },
      { field: 'first_class', label: 'First (USD)', format: 'number' },
      { field: 'business', label: 'Bisnis (USD)', format: 'number' },
      { field: 'economy', label: 'Ekonomi (USD)', sortable: true, format: 'number' },
      { field: 'source', label: 'Dasar hukum', exportWidth: 36 },
      ACTIVE_FIELD,
    ],
    defaultSort: [
      ['year', 'desc'],
      ['origin', 'asc'],
      ['destination', 'asc'],
    ],
  },
);
export const TIKET_PESAWAT_LUAR_NEGERI_SORT_KEYS = TIKET_PESAWAT_LUAR_NEGERI_DESCRIPTOR.sortKeys;
export const TIKET_PESAWAT_LUAR_NEGERI_FILTERS = sbmFilters();
export const ZFindTiketPesawatLuarNegeriRequest = masterListRequest(
  TIKET_PESAWAT_LUAR_NEGERI_SORT_KEYS,
  TIKET_PESAWAT_LUAR_NEGERI_FILTERS,
);
