/**
 * The geofence and the suspicious-punch rules (docs/attendance.md "Check-in"), pure.
 *
 * - Distance: haversine on a sphere of the mean Earth radius; a few metres off at the poles,
 *   far below GPS noise at Indonesian latitudes.
 * - A punch is inside when its distance to the nearest allowed location is ≤ the radius.
 * - Flags (accepted, but shown to the admin): 'accuracy' when the reported accuracy is worse
 *   than the location's radius; 'travel' when reaching this point from the previous punch or
 *   refusal needs more than 300 km/h (moves under 1 km are GPS jitter); 'retry_after_refusal'
 *   when a refusal came in the last 60 seconds.
 */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface FenceLocation extends GeoPoint {
  id: number;
  name: string;
  radius_m: number;
  /** Empty: every unit may use it. */
  unit_ids: readonly number[];
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The locations a person of `unitId` may check in at. */
export function allowedLocations<T extends FenceLocation>(
  locations: readonly T[],
  unitId: number | null,
): T[] {
  return locations.filter(
    (l) => l.unit_ids.length === 0 || (unitId !== null && l.unit_ids.includes(unitId)),
  );
}

export interface FenceResult<T extends FenceLocation> {
  inside: boolean;
  /** Null when no location is allowed. */
  nearest: T | null;
  /** Whole metres to the nearest location's centre. */
  distanceM: number | null;
}

/**
 * Where a point stands against the allowed locations: inside the one it is inside of (the
 * nearest such), else the nearest overall with its distance.
 */
export function checkFence<T extends FenceLocation>(
  point: GeoPoint,
  locations: readonly T[],
): FenceResult<T> {
  let nearest: T | null = null;
  let nearestDistance = Number.POSITIVE_INFINITY;
  let inside: T | null = null;
  let insideDistance = Number.POSITIVE_INFINITY;
  for (const location of locations) {
    const d = haversineMeters(point, location);
    if (d < nearestDistance) {
      nearest = location;
      nearestDistance = d;
    }
    if (d <= location.radius_m && d < insideDistance) {
      inside = location;
      insideDistance = d;
    }
  }
  if (inside) return { inside: true, nearest: inside, distanceM: Math.round(insideDistance) };
  return {
    inside: false,
    nearest,
    distanceM: nearest ? Math.round(nearestDistance) : null,
  };
}

export interface PriorFix extends GeoPoint {
  at: Date;
}

export const MAX_SPEED_KMH = 300;
export const JITTER_M = 1_000;
export const RETRY_WINDOW_MS = 60_000;

/** The suspicious-punch flags of an accepted punch. */
export function punchFlags(input: {
  point: GeoPoint;
  accuracyM: number;
  at: Date;
  /** The matched location; null with a remote permit (no geofence, no accuracy rule). */
  location: FenceLocation | null;
  /** The person's latest punch or refusal with coordinates before this one. */
  previous: PriorFix | null;
  /** The person's latest refusal. */
  lastRefusalAt: Date | null;
}): string[] {
  const flags: string[] = [];
  if (input.location && input.accuracyM > input.location.radius_m) flags.push('accuracy');
  if (input.previous) {
    const metres = haversineMeters(input.previous, input.point);
    const hours = Math.max(0, input.at.getTime() - input.previous.at.getTime()) / 3_600_000;
    const kmh = hours === 0 ? Number.POSITIVE_INFINITY : metres / 1000 / hours;
    if (metres > JITTER_M && kmh > MAX_SPEED_KMH) flags.push('travel');
  }
  if (
    input.lastRefusalAt &&
    input.at.getTime() - input.lastRefusalAt.getTime() <= RETRY_WINDOW_MS &&
    input.at.getTime() >= input.lastRefusalAt.getTime()
  ) {
    flags.push('retry_after_refusal');
  }
  return flags;
}

/** '1.234 m' or '12,3 km', Indonesian separators. */
export function formatDistance(metres: number): string {
  if (metres < 10_000) return `${metres.toLocaleString('id-ID')} m`;
  return `${(metres / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} km`;
}
