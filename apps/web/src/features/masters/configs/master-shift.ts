import { ZCreateShiftRequest, ZShiftRow, ZUpdateShiftRequest } from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/shift': shifts; crossing midnight follows from the times. */
export const masterScreen = defineResourceScreen({
  row: ZShiftRow,
  create: ZCreateShiftRequest,
  update: ZUpdateShiftRequest,
  noun: 'Shift',
  description:
    'Shift kerja untuk unit yang bekerja di luar jam kantor. Jam selesai sebelum jam mulai berarti shift melewati tengah malam.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: [
    { key: 'code', label: 'Kode', sortKey: 'code', width: 100 },
    { key: 'name', label: 'Nama', sortKey: 'name' },
    { key: 'start_time', label: 'Mulai', sortKey: 'start_time', width: 90 },
    { key: 'end_time', label: 'Selesai', width: 90 },
    { key: 'crosses_midnight', label: 'Lewat Tengah Malam', format: 'boolean', width: 170 },
    { key: 'break_minutes', label: 'Istirahat (menit)', format: 'number', width: 130 },
    { key: 'is_active', label: 'Status', format: 'boolean', width: 110 },
  ],
  fields: [
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'PAGI',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true, width: 'half' },
    { name: 'start_time', label: 'Jam mulai', input: 'time', required: true, width: 'half' },
    {
      name: 'end_time',
      label: 'Jam selesai',
      input: 'time',
      required: true,
      width: 'half',
      description: 'Sebelum jam mulai = berakhir esok hari.',
    },
    {
      name: 'break_minutes',
      label: 'Istirahat',
      input: 'number',
      min: 0,
      max: 240,
      suffix: 'menit',
      width: 'half',
    },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada jadwal baru)', input: 'switch' },
  ],
  defaults: {
    code: '',
    name: '',
    start_time: null,
    end_time: null,
    break_minutes: 0,
    is_active: true,
  },
  filters: [
    {
      name: 'crosses_midnight',
      label: 'Lewat tengah malam',
      options: [
        { value: 'true', label: 'Ya' },
        { value: 'false', label: 'Tidak' },
      ],
    },
    ACTIVE_FILTER,
  ],
});
