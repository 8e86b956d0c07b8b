import {
  FINGERPRINT_MACHINE_DESCRIPTOR,
  ZCreateFingerprintMachineRequest,
  ZFingerprintMachineRow,
  ZUpdateFingerprintMachineRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/fingerprint/machine': terminals; last contact is written by the collector. */
export const masterScreen = defineResourceScreen({
  row: ZFingerprintMachineRow,
  create: ZCreateFingerprintMachineRequest,
  update: ZUpdateFingerprintMachineRequest,
  noun: 'Mesin Fingerprint',
  description: 'Mesin presensi sidik jari: nomor seri, lokasi, dan kunci komunikasi.',
  itemLabel: (row) => `${row.name} (${row.serial_number})`,
  columns: columnsOf(FINGERPRINT_MACHINE_DESCRIPTOR, [
    { field: 'name' },
    { field: 'serial_number', width: 180 },
    { field: 'location_name' },
    { field: 'last_contact_at', width: 200 },
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
      name: 'location_id',
      label: 'Lokasi',
      input: 'reference',
      reference: { path: '/admin/master/lokasiabsensi', filters: { is_active: true } },
    },
    { name: 'is_active', label: 'Aktif (data diambil dari mesin ini)', input: 'switch' },
  ],
  defaults: { name: '', serial_number: '', comm_key: '', location_id: null, is_active: true },
  filters: [ACTIVE_FILTER],
});
