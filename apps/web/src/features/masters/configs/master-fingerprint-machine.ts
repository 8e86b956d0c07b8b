import {
  FINGERPRINT_MACHINE_DESCRIPTOR,
  FINGERPRINT_PURPOSE_OPTIONS,
  TIME_ZONES,
  ZCreateFingerprintMachineRequest,
  ZFingerprintMachineRow,
  ZUpdateFingerprintMachineRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import { LastContactCell } from './shared/last-contact-cell.tsx';

/**
 * '/admin/master/fingerprint/machine': terminals that push punches to `/iclock/...`; the last
 * contact and the punch count are written by the receiver, never by the form.
 */
export const masterScreen = defineResourceScreen({
  row: ZFingerprintMachineRow,
  create: ZCreateFingerprintMachineRequest,
  update: ZUpdateFingerprintMachineRequest,
  noun: 'Mesin Fingerprint',
  description:
    'Mesin presensi sidik jari: nomor seri, lokasi, zona waktu jam mesin; kontak terakhir dan jumlah punch diisi saat mesin mengirim data.',
  itemLabel: (row) => `${row.name} (${row.serial_number})`,
  columns: columnsOf(FINGERPRINT_MACHINE_DESCRIPTOR, [
    { field: 'name' },
    { field: 'serial_number', width: 180 },
    { field: 'location_name' },
    { field: 'time_zone', format: 'option', options: TIME_ZONES, width: 170 },
    { field: 'purpose', format: 'option', options: FINGERPRINT_PURPOSE_OPTIONS, width: 170 },
    { field: 'last_contact_at', cell: LastContactCell, empty: 'Belum pernah', width: 240 },
    { field: 'punch_count', format: 'number', align: 'right', width: 130 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'serial_number', label: 'Nomor seri', input: 'text', required: true, width: 'half' },
    {
      name: 'comm_key',
      label: 'Kunci komunikasi',
      input: 'text',
      width: 'half',
      description: 'Comm key pada pengaturan mesin (angka).',
    },
    {
      name: 'time_zone',
      label: 'Zona waktu jam mesin',
      input: 'select',
      options: TIME_ZONES,
      width: 'half',
      description: 'Kosongkan bila jam mesin mengikuti zona waktu pegawai (unit kerja/institusi).',
    },
    {
      name: 'purpose',
      label: 'Kegunaan',
      input: 'select',
      options: FINGERPRINT_PURPOSE_OPTIONS,
      required: true,
      width: 'half',
      description:
        'Mesin di lapangan apel juga mencatat kehadiran apel/senam; mesin gerbang dipakai untuk potongan gerbang.',
    },
    {
      name: 'location_id',
      label: 'Lokasi',
      input: 'reference',
      reference: { path: '/admin/master/lokasiabsensi', filters: { is_active: true } },
    },
    { name: 'is_active', label: 'Aktif (data dari mesin ini diterima)', input: 'switch' },
  ],
  defaults: {
    name: '',
    serial_number: '',
    comm_key: '',
    time_zone: null,
    purpose: 'presensi',
    location_id: null,
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
