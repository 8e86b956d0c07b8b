import {
  BUTIR_KEGIATAN_DESCRIPTOR,
  URAIAN_LIMITS,
  ZButirKegiatanRow,
  ZCreateButirKegiatanRequest,
  ZUpdateButirKegiatanRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/kegiatan': butir kegiatan with their satuan and credit points. */
export const masterScreen = defineResourceScreen({
  row: ZButirKegiatanRow,
  create: ZCreateButirKegiatanRequest,
  update: ZUpdateButirKegiatanRequest,
  noun: 'Butir Kegiatan',
  description:
    'Butir kegiatan di bawah sub unsur, dengan satuan hasil, angka kredit, dan point capaiannya.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(BUTIR_KEGIATAN_DESCRIPTOR, [
    { field: 'code', width: 130 },
    { field: 'name' },
    { field: 'sub_element_name' },
    { field: 'unit_name', width: 130 },
    { field: 'credit_points', format: 'number', width: 130 },
    { field: 'points', format: 'number', width: 100 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'sub_element_id',
      label: 'Sub unsur',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master/sub_unsur',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        filters: { is_active: true },
      },
    },
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'A.1.1',
      width: 'half',
    },
    {
      name: 'credit_points',
      label: 'Angka kredit',
      input: 'number',
      required: true,
      min: 0,
      step: 0.001,
      description: 'Per satuan hasil; paling banyak 3 angka di belakang koma.',
      width: 'half',
    },
    {
      name: 'points',
      label: 'Point',
      input: 'number',
      min: 0,
      max: URAIAN_LIMITS.points,
      step: 0.001,
      description: 'Nilai point kegiatan dalam capaian kinerja.',
      width: 'half',
    },
    { name: 'name', label: 'Nama kegiatan', input: 'textarea', required: true },
    {
      name: 'unit_id',
      label: 'Satuan',
      input: 'reference',
      required: true,
      reference: { path: '/admin/master/satuan', filters: { is_active: true } },
      width: 'half',
    },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    sub_element_id: null,
    code: '',
    name: '',
    unit_id: null,
    credit_points: 0,
    points: 0,
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
