import { Alert, Box, Input, Skeleton } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMapOff } from '@tabler/icons-react';
import { Component, lazy, type ReactNode, Suspense, useCallback } from 'react';
import type { ResourceField } from '../resource-config.ts';
import { type MapPoint, pointOf, radiusOf } from './map-point.ts';

type Values = Record<string, unknown>;

const HEIGHT = 300;

// Leaflet's own chunk, fetched when the first map field renders (map-picker.tsx).
const MapPicker = lazy(() => import('./map-picker.tsx').then((m) => ({ default: m.MapPicker })));

/**
 * A map that cannot load (its chunk refused, a browser without what Leaflet needs) must not
 * take the form down: the number fields beside it still take the point.
 */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="yellow" variant="light" icon={<IconMapOff size={18} />}>
        Peta tidak dapat dimuat. Isi lintang dan bujur secara manual.
      </Alert>
    );
  }
}

interface MapFieldProps {
  field: ResourceField;
  form: UseFormReturnType<Values>;
}

/**
 * The 'map' input: a point picked by clicking the map or dragging its marker, written into the
 * form's latitude and longitude fields (field.map), with the radius field drawn as a circle.
 * The map reads the same form values the number fields show, so the two never disagree.
 */
export function MapField({ field, form }: MapFieldProps) {
  const binding = field.map;
  const { setFieldValue } = form;
  const latitude = binding?.latitude ?? '';
  const longitude = binding?.longitude ?? '';
  const onPick = useCallback(
    (point: MapPoint) => {
      setFieldValue(latitude, point.lat);
      setFieldValue(longitude, point.lng);
    },
    [setFieldValue, latitude, longitude],
  );
  if (!binding) return null;
  const values = form.getValues();
  return (
    <Input.Wrapper
      label={field.label}
      description={
        field.description ?? 'Klik peta atau geser penanda untuk mengisi lintang dan bujur.'
      }
    >
      <Box
        role="group"
        aria-label={field.label}
        mt={6}
        h={HEIGHT}
        // Leaflet's panes carry z-indexes up to 1000; keep them below dropdowns and dialogs.
        style={{
          isolation: 'isolate',
          overflow: 'hidden',
          borderRadius: 'var(--mantine-radius-default)',
          border: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <MapBoundary>
          <Suspense fallback={<Skeleton h={HEIGHT} radius={0} aria-label="Memuat peta" />}>
            <MapPicker
              point={pointOf(values, binding)}
              radius={radiusOf(values, binding)}
              center={binding.center}
              zoom={binding.zoom ?? 15}
              onPick={onPick}
              height={HEIGHT - 2}
            />
          </Suspense>
        </MapBoundary>
      </Box>
    </Input.Wrapper>
  );
}
