import { z } from 'zod';
import { zIdList, zKeptIdList } from './attendance-fields.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';

/** Lokasi absensi: a circle inside which a mobile check-in is accepted. */
export const ZLokasiAbsensiRow = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius_m: z.number().int(),
  /** Units it serves; empty means every unit. */
  unit_ids: z.array(z.number().int()),
  is_active: z.boolean(),
});
export type TLokasiAbsensiRow = z.infer<typeof ZLokasiAbsensiRow>;

export const ZCreateLokasiAbsensiRequest = z.object({
  name: zRequiredText(150),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres; below 10 m GPS error alone refuses people standing inside. */
  radius_m: z.number().int().min(10).max(5000),
  unit_ids: zIdList(),
  is_active: zIsActive(),
});
export type TCreateLokasiAbsensiRequest = z.input<typeof ZCreateLokasiAbsensiRequest>;
export const ZUpdateLokasiAbsensiRequest = ZCreateLokasiAbsensiRequest.extend({
  unit_ids: zKeptIdList(),
});
export type TUpdateLokasiAbsensiRequest = z.input<typeof ZUpdateLokasiAbsensiRequest>;

export const LOKASI_ABSENSI_SORT_KEYS = ['name', 'radius_m'] as const;
export const LOKASI_ABSENSI_FILTERS = { is_active: zBooleanFilter() };
export const ZFindLokasiAbsensiRequest = masterListRequest(
  LOKASI_ABSENSI_SORT_KEYS,
  LOKASI_ABSENSI_FILTERS,
);
