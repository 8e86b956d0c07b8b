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
  zOptionalRupiah,
  zRupiah,
} from './sbm-fields.ts';

/** SBM tiket pesawat dalam negeri: return-ticket ceilings per route (Rp). */
export const ZTiketPesawatDalamNegeriRow = z.object({
  ...SBM_ROW_FIELDS,
  ...SBM_ROUTE_ROW_FIELDS,
  /** Null where the PMK gives no business-class ceiling for the route. */
  business: z.number().int().nullable(),
  economy: z.number().int(),
});
export type TTiketPesawatDalamNegeriRow = z.infer<typeof ZTiketPesawatDalamNegeriRow>;

export const ZCreateTiketPesawatDalamNegeriRequest = z
  .object({
    ...sbmRequestFields(),
    ...sbmRouteFields(),
    business: zOptionalRupiah(),
    economy: zRupiah(),
  })
  .superRefine(checkRoute)
  .superRefine(
    checkCeilingOrder([
      { field: 'economy', notAbove: 'business', message: 'Tidak boleh melebihi tarif bisnis' },
    ]),
  );
export type TCreateTiketPesawatDalamNegeriRequest = z.input<
  typeof ZCreateTiketPesawatDalamNegeriRequest
>;
export const ZUpdateTiketPesawatDalamNegeriRequest = ZCreateTiketPesawatDalamNegeriRequest;
export type TUpdateTiketPesawatDalamNegeriRequest = TCreateTiketPesawatDalamNegeriRequest;

export const TIKET_PESAWAT_DALAM_NEGERI_DESCRIPTOR = defineMasterDescriptor(
  ZTiketPesawatDalamNegeriRow,
  {
    fields: [
      { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
      { field: 'origin', label: 'Kota asal', sortable: true, exportWidth: 20 },
      { field: 'destination', label: 'Kota tujuan', sortable: true, exportWidth: 20 },
      { field: 'business', label: 'Bisnis', sortable: true, format: 'rupiah' },
      { field: 'economy', label: 'Ekonomi', sortable: true, format: 'rupiah' },
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
export const TIKET_PESAWAT_DALAM_NEGERI_SORT_KEYS = TIKET_PESAWAT_DALAM_NEGERI_DESCRIPTOR.sortKeys;
export const TIKET_PESAWAT_DALAM_NEGERI_FILTERS = sbmFilters();
export const ZFindTiketPesawatDalamNegeriRequest = masterListRequest(
  TIKET_PESAWAT_DALAM_NEGERI_SORT_KEYS,
  TIKET_PESAWAT_DALAM_NEGERI_FILTERS,
);
