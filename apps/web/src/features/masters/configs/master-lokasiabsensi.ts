import {
  LOKASI_ABSENSI_DESCRIPTOR,
  ZCreateLokasiAbsensiRequest,
  ZLokasiAbsensiRow,
  ZUpdateLokasiAbsensiRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/**
 * '/admin/master/lokasiabsensi': check-in circles. The point is picked on a map (or typed),
 * the circle drawn from the radius; the units served are picked by name (none: every unit).
 */
export const masterScreen = defineResourceScreen({
  row: ZLokasiAbsensiRow,
  create: ZCreateLokasiAbsensiRequest,
  update: ZUpdateLokasiAbsensiRequest,
  noun: 'Lokasi Absensi',
  description:
    'Titik pusat dan radius tempat presensi dari ponsel diterima. Tanpa unit kerja: berlaku untuk semua unit.',
  columns: columnsOf(LOKASI_ABSENSI_DESCRIPTOR, [
    { field: 'name' },
    { field: 'latitude', align: 'right', width: 120 },
    { field: 'longitude', align: 'right', width: 120 },
    { field: 'radius_m', format: 'number', width: 120 },
    { field: 'unit_names', empty: 'Semua unit' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'name', label: 'Nama', input: 'text', required: true },
    {
      name: 'point',
      label: 'Titik pada peta',
      input: 'map',
      // Monas, Jakarta: where the map opens until a point is set.
      map: {
        latitude: 'latitude',
        longitude: 'longitude',
        radius: 'radius_m',
        center: [-6.175392, 106.827153],
        zoom: 15,
      },
    },
    {
      name: 'latitude',
      label: 'Lintang (latitude)',
      input: 'number',
      min: -90,
      max: 90,
      step: 0.000001,
      required: true,
      width: 'half',
      placeholder: '-6.175392',
    },
    {
      name: 'longitude',
      label: 'Bujur (longitude)',
      input: 'number',
      min: -180,
      max: 180,
      step: 0.000001,
      required: true,
      width: 'half',
      placeholder: '106.827153',
    },
    {
      name: 'radius_m',
      label: 'Radius',
      input: 'number',
      min: 10,
      max: 5000,
      suffix: 'm',
      required: true,
      width: 'half',
    },
    {
      name: 'unit_ids',
      label: 'Unit kerja',
      input: 'references',
      reference: {
        path: '/admin/master/unit_kerja',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        filters: { is_active: true },
      },
      placeholder: 'Semua unit',
      description: 'Kosongkan bila lokasi ini berlaku untuk semua unit kerja.',
    },
    { name: 'is_active', label: 'Aktif (presensi diterima)', input: 'switch' },
  ],
  defaults: {
    name: '',
    latitude: null,
    longitude: null,
    radius_m: 100,
    unit_ids: [],
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
