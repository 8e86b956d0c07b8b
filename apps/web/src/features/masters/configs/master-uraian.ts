import {
  DUTY_KIND_LABELS,
  URAIAN_DESCRIPTOR,
  URAIAN_LIMITS,
  ZCreateUraianRequest,
  ZUpdateUraianRequest,
  ZUraianRow,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const DUTY_KINDS = optionsOf(DUTY_KIND_LABELS);
const KEGIATAN = {
  path: '/admin/master/kegiatan',
  label: (row: Record<string, unknown>) => `${String(row.code)} ${String(row.name)}`,
  filters: { is_active: true },
};

/**
 * '/admin/master/uraian': the activity catalogue a performance contract is built from
 * (docs/kinerja.md "Katalog kegiatan"). The positions' menus are kept on the position map;
 * the form may set them too, and the Excel import by position name.
 */
export const masterScreen = defineResourceScreen({
  row: ZUraianRow,
  create: ZCreateUraianRequest,
  update: ZUpdateUraianRequest,
  noun: 'Uraian Tugas',
  description:
    'Katalog kegiatan kontrak kinerja: satuan hasil, angka kredit, WPT, biaya, jenis tugas, point, dan jabatan yang memakainya.',
  itemLabel: (row) => row.description,
  canImport: true,
  columns: columnsOf(URAIAN_DESCRIPTOR, [
    { field: 'description' },
    { field: 'duty_kind', format: 'option', options: DUTY_KINDS, width: 110 },
    { field: 'unit_name', width: 120 },
    { field: 'activity_item_name', width: 200, empty: '-' },
    { field: 'credit_points', format: 'number', width: 120 },
    { field: 'work_hours', format: 'number', width: 110 },
    { field: 'cost', format: 'money', width: 140 },
    { field: 'points', format: 'number', width: 90 },
    { field: 'position_names', width: 240, empty: 'Belum ada jabatan' },
    { field: 'is_active', format: 'boolean', width: 100 },
  ]),
  fields: [
    { name: 'description', label: 'Uraian tugas', input: 'textarea', required: true },
    {
      name: 'duty_kind',
      label: 'Jenis tugas',
      input: 'select',
      options: DUTY_KINDS,
      required: true,
      width: 'half',
      description: 'Mandiri: tugas utama jabatan. Tambahan: tugas tambahan.',
    },
    {
      name: 'unit_id',
      label: 'Satuan hasil',
      input: 'reference',
      required: true,
      reference: { path: '/admin/master/satuan', filters: { is_active: true } },
      width: 'half',
    },
    {
      name: 'activity_item_id',
      label: 'Kegiatan',
      input: 'reference',
      reference: KEGIATAN,
      placeholder: 'Tanpa butir kegiatan',
      description: 'Butir kegiatan yang dilaporkan uraian ini (hanya kegiatan aktif).',
    },
    {
      name: 'credit_points',
      label: 'Angka kredit',
      input: 'number',
      min: 0,
      max: URAIAN_LIMITS.creditPoints,
      step: 0.001,
      width: 'half',
      description: 'Per satuan hasil; paling banyak 3 angka di belakang koma.',
    },
    {
      name: 'work_hours',
      label: 'WPT',
      input: 'number',
      min: 0,
      max: URAIAN_LIMITS.workHours,
      step: 0.25,
      suffix: 'jam',
      width: 'half',
      description: 'Waktu penyelesaian per satuan hasil.',
    },
    {
      name: 'cost',
      label: 'Biaya',
      input: 'money',
      min: 0,
      max: URAIAN_LIMITS.cost,
      width: 'half',
    },
    {
      name: 'points',
      label: 'Point',
      input: 'number',
      min: 0,
      max: URAIAN_LIMITS.points,
      step: 0.001,
      width: 'half',
      description: 'Nilai point per satuan hasil dalam capaian.',
    },
    {
      name: 'default_yearly_target',
      label: 'Target tahunan bawaan',
      input: 'number',
      min: 0,
      step: 1,
      width: 'half',
    },
    {
      name: 'position_ids',
      label: 'Jabatan',
      input: 'references',
      reference: {
        path: '/admin/master/jabatan',
        label: (row) => `${String(row.name)} — ${String(row.unit_name ?? '')}`,
        filters: { is_active: true },
      },
      placeholder: 'Belum ada jabatan',
      description: 'Jabatan yang dapat memilih uraian ini; juga diatur di Peta Jabatan.',
    },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    description: '',
    duty_kind: 'mandiri',
    unit_id: null,
    activity_item_id: null,
    credit_points: 0,
    work_hours: 0,
    cost: 0,
    points: 0,
    default_yearly_target: 0,
    position_ids: [],
    is_active: true,
  },
  filters: [
    { name: 'duty_kind', label: 'Jenis tugas', options: DUTY_KINDS },
    { name: 'activity_item_id', label: 'Kegiatan', reference: KEGIATAN },
    ACTIVE_FILTER,
  ],
});
