/**
 * The arithmetic of the 'map' field, apart from Leaflet so it is tested without a map: which
 * form values make a point, how a picked point is written back, and how near the map opens.
 */
import type { ResourceMapBinding } from '../resource-config.ts';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** Six decimals (about 11 cm), what the location columns store: numeric(9,6). */
const DECIMALS = 6;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The point the form's fields hold, or null while either is empty or out of range. */
export function pointOf(
  values: Record<string, unknown>,
  binding: ResourceMapBinding,
): MapPoint | null {
  const lat = values[binding.latitude];
  const lng = values[binding.longitude];
  if (!isFiniteNumber(lat) || !isFiniteNumber(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The radius to draw in metres, or null when the field is empty or not positive. */
export function radiusOf(
  values: Record<string, unknown>,
  binding: ResourceMapBinding,
): number | null {
  if (!binding.radius) return null;
  const radius = values[binding.radius];
  return isFiniteNumber(radius) && radius > 0 ? radius : null;
}

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * A clicked or dragged point as the form stores it: six decimals, latitude within ±90 and
 * longitude wrapped into ±180 (a map panned round the globe reports 190° for -170°).
 */
export function normalisePoint({ lat, lng }: MapPoint): MapPoint {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return {
    lat: round(Math.min(90, Math.max(-90, lat))),
    lng: round(wrapped === -180 && lng > 0 ? 180 : wrapped),
  };
}

/**
 * The nearest zoom at which a circle of `radius` metres spans at most 200 px across (so 100 to
 * 200 px), showing the whole circle and its surroundings; without a radius, street level. Web Mercator: 156 543 m a pixel at zoom 0
 * on the equator, halved each level, shrinking with the cosine of the latitude.
 */
export function zoomForRadius(radius: number | null, lat: number): number {
  if (radius === null) return 16;
  const metresPerPixel = radius / 100;
  const zoom = Math.floor(
    Math.log2((156_543.03 * Math.cos((lat * Math.PI) / 180)) / metresPerPixel),
  );
  return Math.min(18, Math.max(3, zoom));
}
