import {
  SHIFT_DESCRIPTOR,
  ZCreateShiftRequest,
  ZShiftRow,
  ZUpdateShiftRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
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
  columns: columnsOf(SHIFT_DESCRIPTOR, [
    { field: 'code', width: 100 },
    { field: 'name' },
    { field: 'start_time', width: 90 },
    { field: 'end_time', width: 90 },
    { field: 'crosses_midnight', format: 'boolean', width: 170 },
    { field: 'break_minutes', format: 'number', width: 130 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
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
