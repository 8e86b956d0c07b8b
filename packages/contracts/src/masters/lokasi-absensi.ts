import { z } from 'zod';
import { zIdList, zKeptIdList } from './attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
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
  /** Names of those units (ordered by name), for the list; empty when it serves every unit. */
  unit_names: z.array(z.string()),
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

export const LOKASI_ABSENSI_DESCRIPTOR = defineMasterDescriptor(ZLokasiAbsensiRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 32 },
    { field: 'latitude', label: 'Lintang', format: 'number' },
    { field: 'longitude', label: 'Bujur', format: 'number' },
    { field: 'radius_m', label: 'Radius (m)', sortable: true, format: 'number' },
    { field: 'unit_names', label: 'Unit Kerja', exportWidth: 48 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['name', 'asc']],
});
export const LOKASI_ABSENSI_SORT_KEYS = LOKASI_ABSENSI_DESCRIPTOR.sortKeys;
export const LOKASI_ABSENSI_FILTERS = { is_active: zBooleanFilter() };
export const ZFindLokasiAbsensiRequest = masterListRequest(
  LOKASI_ABSENSI_SORT_KEYS,
  LOKASI_ABSENSI_FILTERS,
);

/**
 * The map tiles the location form draws under its picker: one place for the web app's tile
 * layer and the server's Content-Security-Policy (`img-src`), which must allow the tile host.
 * Another tile server (a campus mirror, a commercial provider) is a change here only.
 */
export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
} as const;

/** The origin the CSP allows images from, e.g. 'https://tile.openstreetmap.org'. */
export const MAP_TILE_ORIGIN = /^https?:\/\/[^/]+/.exec(MAP_TILES.url)?.[0] ?? "'self'";
