import {
  ZCreateLokasiAbsensiRequest,
  ZLokasiAbsensiRow,
  ZUpdateLokasiAbsensiRequest,
} from '@sikerja/contracts';
import { ACTIVE_FILTER, defineMasterScreen } from '../master-config.ts';

/**
 * '/admin/master/lokasiabsensi': check-in circles. The units a location serves are an id list
 * the generic form cannot edit yet (no multi-reference input); an edit here keeps them.
 */
export const masterScreen = defineMasterScreen({
  row: ZLokasiAbsensiRow,
  create: ZCreateLokasiAbsensiRequest,
  update: ZUpdateLokasiAbsensiRequest,
  noun: 'Lokasi Absensi',
  description:
    'Titik pusat dan radius tempat presensi dari ponsel diterima. Tanpa unit kerja: berlaku untuk semua unit.',
  columns: [
    { key: 'name', label: 'Nama', sortKey: 'name' },
    { key: 'latitude', label: 'Lintang', align: 'right', width: 120 },
    { key: 'longitude', label: 'Bujur', align: 'right', width: 120 },
    { key: 'radius_m', label: 'Radius (m)', format: 'number', sortKey: 'radius_m', width: 120 },
    { key: 'unit_ids', label: 'ID Unit Kerja', width: 130 },
    { key: 'is_active', label: 'Status', format: 'boolean', width: 110 },
  ],
  fields: [
    { name: 'name', label: 'Nama', input: 'text', required: true },
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
    { name: 'is_active', label: 'Aktif (presensi diterima)', input: 'switch' },
  ],
  defaults: { name: '', latitude: null, longitude: null, radius_m: 100, is_active: true },
  filters: [ACTIVE_FILTER],
});
