/**
 * The Leaflet half of the 'map' field, in its own chunk: map-field.tsx loads it only
 * when a form with a map opens, so Leaflet (about 150 kB with its CSS) never weighs on other
 * screens. Tiles come from MAP_TILES (contracts); when they cannot load (a closed network) the
 * map stays a grey pane on which clicking, dragging and the circle still work.
 */
import 'leaflet/dist/leaflet.css';
import { useMantineTheme } from '@mantine/core';
import { MAP_TILES } from '@sikerja/contracts';
import {
  DivIcon,
  type LeafletEventHandlerFnMap,
  type Marker as LeafletMarker,
  type LeafletMouseEvent,
} from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { type MapPoint, normalisePoint, zoomForRadius } from './map-point.ts';

export interface MapPickerProps {
  point: MapPoint | null;
  /** Metres around the point, drawn as a circle. */
  radius: number | null;
  /** Where the map opens without a point. */
  center: readonly [number, number];
  zoom: number;
  onPick: (point: MapPoint) => void;
  height?: number;
}

// An inline SVG pin: Leaflet's default marker images are found through a CSS path guess that
// bundlers break, and this one takes the theme's primary colour.
const PIN = new DivIcon({
  className: 'sikerja-map-pin',
  html: `<svg width="30" height="42" viewBox="0 0 30 42" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 41 15 41s14-15.7 14-26.1C29 7.2 22.7 1 15 1z" style="fill:var(--mantine-primary-color-filled)" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>`,
  iconSize: [30, 42],
  iconAnchor: [15, 41],
});

/** A click anywhere on the map moves the point there. */
function PickOnClick({ onPick }: { onPick: (point: MapPoint) => void }) {
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({ click: (event: LeafletMouseEvent) => onPick(normalisePoint(event.latlng)) }),
    [onPick],
  );
  useMapEvents(handlers);
  return null;
}

/**
 * Keeps the map usable as values change outside it: a point typed into the number fields is
 * brought into view, and a drawer that finishes opening (the map measured at 0 px) is re-measured.
 */
function FollowPoint({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const size = map.getSize();
    // An unmeasured map (0 px, as in jsdom or a closing drawer) has no bounds to test.
    if (size.x === 0 || size.y === 0 || !map.getBounds().contains([lat, lng])) {
      map.panTo([lat, lng], { animate: false });
    }
  }, [map, lat, lng]);
  return null;
}

function PointMarker({ point, onPick }: { point: MapPoint; onPick: (point: MapPoint) => void }) {
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => onPick(normalisePoint((event.target as LeafletMarker).getLatLng())),
    }),
    [onPick],
  );
  // react-leaflet moves the marker when `position` is a new object; keep it stable otherwise.
  const position = useMemo<[number, number]>(() => [point.lat, point.lng], [point.lat, point.lng]);
  return (
    <Marker
      position={position}
      icon={PIN}
      draggable
      autoPan
      eventHandlers={handlers}
      title="Titik lokasi (geser untuk memindahkan)"
      alt="Titik lokasi"
    />
  );
}

export function MapPicker({ point, radius, center, zoom, onPick, height = 300 }: MapPickerProps) {
  const theme = useMantineTheme();
  // SVG attributes take no CSS variables: the circle gets the theme's colour itself.
  const color = theme.colors[theme.primaryColor]?.[6] ?? '#228be6';
  // The view is set once, when the map mounts; later it only follows the point.
  const initial = useRef({
    center: point
      ? ([point.lat, point.lng] as [number, number])
      : ([...center] as [number, number]),
    zoom: point ? zoomForRadius(radius, point.lat) : zoom,
  });
  const lat = point?.lat;
  const lng = point?.lng;
  const circleCenter = useMemo<[number, number] | null>(
    () => (lat === undefined || lng === undefined ? null : [lat, lng]),
    [lat, lng],
  );
  return (
    <MapContainer
      center={initial.current.center}
      zoom={initial.current.zoom}
      scrollWheelZoom={false}
      style={{ height, width: '100%', cursor: 'crosshair' }}
    >
      <TileLayer
        url={MAP_TILES.url}
        attribution={MAP_TILES.attribution}
        maxZoom={MAP_TILES.maxZoom}
      />
      <PickOnClick onPick={onPick} />
      <FollowPoint point={point} />
      {circleCenter && radius !== null && (
        <Circle
          center={circleCenter}
          radius={radius}
          pathOptions={{ color, weight: 2, fillOpacity: 0.15 }}
        />
      )}
      {point && <PointMarker point={point} onPick={onPick} />}
    </MapContainer>
  );
}
