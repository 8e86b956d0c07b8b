import { describe, expect, it } from 'vitest';
import {
  allowedLocations,
  checkFence,
  formatDistance,
  haversineMeters,
  punchFlags,
} from './geofence.rules.ts';

const campus = {
  id: 1,
  name: 'Kampus Utama',
  latitude: -6.2,
  longitude: 106.8,
  radius_m: 100,
  unit_ids: [],
};
const hangar = {
  id: 2,
  name: 'Hanggar',
  latitude: -6.21,
  longitude: 106.8,
  radius_m: 300,
  unit_ids: [5],
};

describe('haversineMeters', () => {
  it('gives 111 195 m for one degree of latitude on the mean sphere', () => {
    expect(
      Math.round(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })),
    ).toBe(111_195);
  });
  it('is zero for the same point and symmetric', () => {
    const a = { latitude: -6.2, longitude: 106.8 };
    const b = { latitude: -6.21, longitude: 106.81 };
    expect(haversineMeters(a, a)).toBe(0);
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
  });
});

describe('checkFence', () => {
  it('keeps only the locations of the person’s unit, or of every unit', () => {
    expect(allowedLocations([campus, hangar], 4).map((l) => l.id)).toEqual([1]);
    expect(allowedLocations([campus, hangar], 5).map((l) => l.id)).toEqual([1, 2]);
    expect(allowedLocations([campus, hangar], null).map((l) => l.id)).toEqual([1]);
  });

  it.each([
    // 0.0009° latitude ≈ 100.08 m: just outside a 100 m radius; 0.00089° ≈ 98.96 m inside.
    [-6.2 - 0.00089, 106.8, true, 1, 99],
    [-6.2 - 0.0009, 106.8, false, 1, 100],
    [-6.205, 106.8, false, 1, 556],
  ] as const)(
    '(%s, %s) inside %s, nearest %s at %s m',
    (latitude, longitude, inside, id, metres) => {
      const r = checkFence({ latitude, longitude }, [campus]);
      expect(r.inside).toBe(inside);
      expect(r.nearest?.id).toBe(id);
      expect(r.distanceM).toBe(metres);
    },
  );

  it('prefers the location the point is inside over a nearer one it is outside of', () => {
    // 133 m from the campus centre (outside its 100 m), 200 m from the airfield (inside 500 m).
    const airfield = { ...hangar, id: 3, latitude: -6.203, radius_m: 500, unit_ids: [] };
    const r = checkFence({ latitude: -6.2012, longitude: 106.8 }, [campus, airfield]);
    expect(r).toMatchObject({ inside: true, distanceM: 200 });
    expect(r.nearest?.id).toBe(3);
  });

  it('answers no location when none is allowed', () => {
    expect(checkFence({ latitude: 0, longitude: 0 }, [])).toEqual({
      inside: false,
      nearest: null,
      distanceM: null,
    });
  });
});

describe('punchFlags', () => {
  const at = new Date('2026-01-05T00:40:00Z');
  const point = { latitude: -6.2, longitude: 106.8 };
  const base = { point, accuracyM: 20, at, location: campus, previous: null, lastRefusalAt: null };

  it('flags nothing for an ordinary punch', () => {
    expect(punchFlags(base)).toEqual([]);
  });
  it("flags 'accuracy' when the accuracy is worse than the radius, not with a remote permit", () => {
    expect(punchFlags({ ...base, accuracyM: 101 })).toEqual(['accuracy']);
    expect(punchFlags({ ...base, accuracyM: 100 })).toEqual([]);
    expect(punchFlags({ ...base, accuracyM: 5000, location: null })).toEqual([]);
  });
  it("flags 'travel' above 300 km/h, ignoring moves under 1 km", () => {
    const tenMinutesBefore = new Date(at.getTime() - 10 * 60_000);
    // 0.5° of latitude ≈ 55.6 km in 10 minutes ≈ 334 km/h.
    expect(
      punchFlags({ ...base, previous: { latitude: -6.7, longitude: 106.8, at: tenMinutesBefore } }),
    ).toEqual(['travel']);
    // 0.4° ≈ 44.5 km ≈ 267 km/h.
    expect(
      punchFlags({ ...base, previous: { latitude: -6.6, longitude: 106.8, at: tenMinutesBefore } }),
    ).toEqual([]);
    // 800 m in the same second is GPS jitter.
    expect(punchFlags({ ...base, previous: { latitude: -6.2072, longitude: 106.8, at } })).toEqual(
      [],
    );
  });
  it("flags 'retry_after_refusal' within 60 s of a refusal", () => {
    expect(punchFlags({ ...base, lastRefusalAt: new Date(at.getTime() - 60_000) })).toEqual([
      'retry_after_refusal',
    ]);
    expect(punchFlags({ ...base, lastRefusalAt: new Date(at.getTime() - 61_000) })).toEqual([]);
  });
});

describe('formatDistance', () => {
  it.each([
    [87, '87 m'],
    [1234, '1.234 m'],
    [12_345, '12,3 km'],
  ])('%s → %s', (m, text) => expect(formatDistance(m)).toBe(text));
});
