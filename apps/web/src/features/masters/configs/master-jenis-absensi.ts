import {
  JENIS_ABSENSI_DESCRIPTOR,
  ZCreateJenisAbsensiRequest,
  ZJenisAbsensiRow,
  ZUpdateJenisAbsensiRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/jenis_absensi': attendance codes (H, TL1–TL4, PSW1–PSW4, TK, CUTI, DL, …). */
export const masterScreen = defineResourceScreen({
  row: ZJenisAbsensiRow,
  create: ZCreateJenisAbsensiRequest,
  update: ZUpdateJenisAbsensiRequest,
  noun: 'Jenis Absensi',
  description:
    'Kode kehadiran: apakah dihitung hadir, apakah mendapat uang makan, dan warnanya pada rekap.',
  itemLabel: (row) => `${row.code} – ${row.name}`,
  columns: columnsOf(JENIS_ABSENSI_DESCRIPTOR, [
    { field: 'code', width: 100 },
    { field: 'name' },
    { field: 'counts_as_present', format: 'boolean', width: 130 },
    { field: 'gets_meal_allowance', format: 'boolean', width: 120 },
    { field: 'color', width: 100 },
    { field: 'sort_order', format: 'number', width: 90 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'mis. TL5',
      // Built-in codes are looked up by the attendance rules; the server refuses to re-code them.
      description: 'Huruf dan angka; kode bawaan tetap.',
      width: 'half',
    },
    {
      name: 'color',
      label: 'Warna',
      input: 'text',
      required: true,
      placeholder: 'mis. #1c7ed6',
      description: 'Kode heksadesimal #RRGGBB.',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true, width: 'half' },
    { name: 'sort_order', label: 'Urutan', input: 'number', min: 0, max: 999, width: 'half' },
    {
      name: 'counts_as_present',
      label: 'Dihitung hadir',
      input: 'switch',
      description: 'Untuk unsur disiplin tunjangan kinerja.',
    },
    { name: 'gets_meal_allowance', label: 'Mendapat uang makan', input: 'switch' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    code: '',
    name: '',
    counts_as_present: false,
    gets_meal_allowance: false,
    color: '#868e96',
    sort_order: 0,
    is_active: true,
  },
  filters: [
    {
      name: 'counts_as_present',
      label: 'Hadir',
      options: [
        { value: 'true', label: 'Ya' },
        { value: 'false', label: 'Tidak' },
      ],
    },
    ACTIVE_FILTER,
  ],
});
