import { describe, expect, it } from 'vitest';
import type { ResourceMapBinding } from '../resource-config.ts';
import { normalisePoint, pointOf, radiusOf, zoomForRadius } from './map-point.ts';

const BINDING: ResourceMapBinding = {
  latitude: 'latitude',
  longitude: 'longitude',
  radius: 'radius_m',
  center: [0, 0],
};

describe('map field arithmetic', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof pointOf>]>([
    ['both set', { latitude: -6.2, longitude: 106.8 }, { lat: -6.2, lng: 106.8 }],
    ['zero is a place', { latitude: 0, longitude: 0 }, { lat: 0, lng: 0 }],
    ['latitude empty', { latitude: null, longitude: 106.8 }, null],
    ['longitude missing', { latitude: -6.2 }, null],
    ['text is not a number', { latitude: '-6.2', longitude: 106.8 }, null],
    ['latitude past the pole', { latitude: 91, longitude: 0 }, null],
    ['longitude past the date line', { latitude: 0, longitude: -180.5 }, null],
  ])('a point from the form: %s', (_name, values, expected) => {
    expect(pointOf(values, BINDING)).toEqual(expected);
  });

  it.each<[unknown, number | null]>([
    [150, 150],
    [0, null],
    [null, null],
    [Number.NaN, null],
  ])('radius %s draws %s', (radius, expected) => {
    expect(radiusOf({ radius_m: radius }, BINDING)).toBe(expected);
    expect(radiusOf({ radius_m: radius }, { ...BINDING, radius: undefined })).toBeNull();
  });

  it.each([
    [
      { lat: -6.1753924, lng: 106.8271528 },
      { lat: -6.175392, lng: 106.827153 },
    ],
    // A map panned once round the globe.
    [
      { lat: 1, lng: 190 },
      { lat: 1, lng: -170 },
    ],
    [
      { lat: 1, lng: -190 },
      { lat: 1, lng: 170 },
    ],
    [
      { lat: 1, lng: 180 },
      { lat: 1, lng: 180 },
    ],
    [
      { lat: 1, lng: -180 },
      { lat: 1, lng: -180 },
    ],
    [
      { lat: 95, lng: 0 },
      { lat: 90, lng: 0 },
    ],
  ])('stores a picked %j as %j', (picked, stored) => {
    expect(normalisePoint(picked)).toEqual(stored);
  });

  it.each([
    // 100 m near Jakarta: a street block.
    [100, -6.2, 17],
    [1000, -6.2, 13],
    [5000, -6.2, 11],
    [10, -6.2, 18],
    [null, -6.2, 16],
  ])('a radius of %s m at latitude %s opens at zoom %s', (radius, lat, zoom) => {
    expect(zoomForRadius(radius, lat)).toBe(zoom);
  });
});
