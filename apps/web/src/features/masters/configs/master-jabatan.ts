import {
  ECHELONS,
  JABATAN_DESCRIPTOR,
  POSITION_KIND_LABELS,
  ZCreateJabatanRequest,
  ZJabatanRow,
  ZUpdateJabatanRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const KINDS = optionsOf(POSITION_KIND_LABELS);
const ECHELON_OPTIONS = ECHELONS.map((e) => ({ value: e, label: `Eselon ${e}` }));
const JOB_CLASSES = Array.from({ length: 17 }, (_, i) => ({
  value: String(17 - i),
  label: `Kelas ${17 - i}`,
}));

/** '/admin/master/jabatan': positions with job class, echelon and their superior position. */
export const masterScreen = defineResourceScreen({
  row: ZJabatanRow,
  create: ZCreateJabatanRequest,
  update: ZUpdateJabatanRequest,
  noun: 'Jabatan',
  description:
    'Jabatan struktural, fungsional dan pelaksana dengan kelas jabatan (1–17), eselon, nilai jabatan dan jabatan atasannya.',
  columns: columnsOf(JABATAN_DESCRIPTOR, [
    { field: 'name' },
    { field: 'kind', format: 'option', options: KINDS, width: 120 },
    { field: 'job_class', format: 'number', align: 'right', width: 90 },
    { field: 'echelon', width: 90 },
    { field: 'job_value_points', format: 'number', align: 'right', width: 130 },
    { field: 'unit_name' },
    { field: 'superior_position_name' },
    { field: 'is_lecturer', format: 'boolean', width: 90 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'name', label: 'Nama jabatan', input: 'text', required: true },
    {
      name: 'kind',
      label: 'Jenis jabatan',
      input: 'select',
      options: KINDS,
      required: true,
      width: 'half',
    },
    {
      name: 'echelon',
      label: 'Eselon',
      input: 'select',
      options: ECHELON_OPTIONS,
      width: 'half',
      description: 'Hanya untuk jabatan struktural.',
    },
    {
      name: 'job_class',
      label: 'Kelas jabatan',
      input: 'number',
      min: 1,
      max: 17,
      required: true,
      width: 'half',
      description: 'Dasar tunjangan kinerja.',
    },
    {
      name: 'job_value_points',
      label: 'Nilai jabatan',
      input: 'number',
      min: 0,
      max: 100_000,
      width: 'half',
      description: 'Poin evaluasi jabatan untuk remunerasi.',
    },
    {
      name: 'unit_id',
      label: 'Unit kerja',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master/unit_kerja',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        filters: { is_active: true },
      },
    },
    {
      name: 'superior_position_id',
      label: 'Jabatan atasan',
      input: 'reference',
      reference: {
        path: '/admin/master/jabatan',
        label: (row) => `${String(row.name)} — ${String(row.unit_name ?? '')}`,
        filters: { is_active: true },
      },
      description: 'Pemegang jabatan atasan menjadi atasan langsung pemegang jabatan ini.',
    },
    { name: 'is_lecturer', label: 'Jabatan dosen', input: 'switch', width: 'half' },
    {
      name: 'is_active',
      label: 'Aktif (dapat dipilih pada data baru)',
      input: 'switch',
      width: 'half',
    },
  ],
  defaults: {
    name: '',
    kind: 'pelaksana',
    job_class: 5,
    echelon: null,
    job_value_points: null,
    unit_id: null,
    superior_position_id: null,
    is_lecturer: false,
    is_active: true,
  },
  filters: [
    { name: 'kind', label: 'Jenis', options: KINDS },
    { name: 'job_class', label: 'Kelas', options: JOB_CLASSES },
    {
      name: 'is_lecturer',
      label: 'Dosen',
      options: [
        { value: 'true', label: 'Jabatan dosen' },
        { value: 'false', label: 'Bukan dosen' },
      ],
    },
    ACTIVE_FILTER,
  ],
});
