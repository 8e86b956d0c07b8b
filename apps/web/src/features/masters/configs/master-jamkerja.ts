import {
  JAM_KERJA_DESCRIPTOR,
  WEEKDAY_LABELS,
  ZCreateJamKerjaRequest,
  ZJamKerjaRow,
  ZUpdateJamKerjaRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const WEEKDAYS = optionsOf(WEEKDAY_LABELS);

/** '/admin/master/jamkerja': working hours per weekday, by scope, with dated variants. */
export const masterScreen = defineResourceScreen({
  row: ZJamKerjaRow,
  create: ZCreateJamKerjaRequest,
  update: ZUpdateJamKerjaRequest,
  noun: 'Jam Kerja',
  description:
    'Jam masuk dan pulang per hari (Perpres 21/2023: 07.30–16.00 Senin–Kamis, 07.30–16.30 Jumat). Baris bertanggal, mis. Ramadan, menggantikan jam kerja biasa pada tanggal itu.',
  columns: columnsOf(JAM_KERJA_DESCRIPTOR, [
    { field: 'name' },
    { field: 'weekdays', format: 'option', options: WEEKDAYS },
    { field: 'start_time', width: 90 },
    { field: 'end_time', width: 90 },
    { field: 'break_minutes', format: 'number', width: 130 },
    { field: 'staff_type_name' },
    { field: 'unit_name' },
    { field: 'valid_from', format: 'date', width: 140 },
    { field: 'valid_to', format: 'date', width: 140 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'name',
      label: 'Nama',
      input: 'text',
      required: true,
      placeholder: 'Jam kerja Senin–Kamis',
    },
    { name: 'weekdays', label: 'Hari', input: 'multiselect', options: WEEKDAYS, required: true },
    { name: 'start_time', label: 'Jam masuk', input: 'time', required: true, width: 'half' },
    { name: 'end_time', label: 'Jam pulang', input: 'time', required: true, width: 'half' },
    {
      name: 'break_minutes',
      label: 'Istirahat',
      input: 'number',
      min: 0,
      max: 240,
      suffix: 'menit',
      width: 'half',
      description: 'Tidak dihitung jam kerja.',
    },
    {
      name: 'staff_type_id',
      label: 'Khusus jenis pegawai',
      input: 'reference',
      reference: { path: '/admin/master/jenis_pegawai', filters: { is_active: true } },
      description: 'Kosongkan untuk semua pegawai.',
      width: 'half',
    },
    {
      name: 'unit_id',
      label: 'Khusus unit kerja',
      input: 'reference',
      reference: {
        path: '/admin/master/unit_kerja',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        filters: { is_active: true },
      },
      description: 'Isi jenis pegawai atau unit kerja, tidak keduanya.',
      width: 'half',
    },
    { name: 'valid_from', label: 'Berlaku mulai', input: 'date', width: 'half' },
    {
      name: 'valid_to',
      label: 'Berlaku sampai',
      input: 'date',
      width: 'half',
      description: 'Kosongkan keduanya untuk jam kerja biasa.',
    },
    { name: 'is_active', label: 'Aktif (dipakai dalam perhitungan)', input: 'switch' },
  ],
  defaults: {
    name: '',
    weekdays: ['1', '2', '3', '4'],
    start_time: '07:30',
    end_time: '16:00',
    break_minutes: 60,
    staff_type_id: null,
    unit_id: null,
    valid_from: null,
    valid_to: null,
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
