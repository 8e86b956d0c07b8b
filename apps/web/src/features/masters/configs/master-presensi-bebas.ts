import {
  REMOTE_PERMIT_DESCRIPTOR,
  ZCreateRemotePermitRequest,
  ZRemotePermitRow,
  ZUpdateRemotePermitRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import { personField } from './shared/people.ts';

/**
 * '/admin/master/presensi_bebas': who may check in from anywhere (no location radius) and for
 * which dates, e.g. field work or an approved work-from-home (docs/attendance.md, Check-in).
 */
export const masterScreen = defineResourceScreen({
  row: ZRemotePermitRow,
  create: ZCreateRemotePermitRequest,
  update: ZUpdateRemotePermitRequest,
  noun: 'Izin Presensi Bebas Lokasi',
  description:
    'Pegawai yang boleh presensi dari mana saja (tanpa radius lokasi) selama periode tertentu. Presensinya tetap dicatat dengan koordinat.',
  itemLabel: (row) => row.user_name ?? '',
  columns: columnsOf(REMOTE_PERMIT_DESCRIPTOR, [
    { field: 'user_name' },
    { field: 'reason' },
    { field: 'start_date', format: 'date', width: 150 },
    { field: 'end_date', format: 'date', width: 150 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    personField('user_id', 'Pegawai'),
    {
      name: 'reason',
      label: 'Alasan',
      input: 'textarea',
      required: true,
      placeholder: 'Tugas lapangan, bekerja dari rumah…',
    },
    { name: 'start_date', label: 'Mulai', input: 'date', required: true, width: 'half' },
    {
      name: 'end_date',
      label: 'Selesai',
      input: 'date',
      width: 'half',
      description: 'Kosongkan bila tanpa batas waktu.',
    },
    { name: 'is_active', label: 'Aktif', input: 'switch' },
  ],
  defaults: { user_id: null, reason: '', start_date: null, end_date: null, is_active: true },
});
