import {
  SUB_UNSUR_DESCRIPTOR,
  ZCreateSubUnsurRequest,
  ZSubUnsurRow,
  ZUpdateSubUnsurRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/sub_unsur': groups of activities, each under one unsur. */
export const masterScreen = defineResourceScreen({
  row: ZSubUnsurRow,
  create: ZCreateSubUnsurRequest,
  update: ZUpdateSubUnsurRequest,
  noun: 'Sub Unsur',
  description: 'Sub unsur di bawah unsur (unsur → sub unsur → butir kegiatan).',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(SUB_UNSUR_DESCRIPTOR, [
    { field: 'code', width: 120 },
    { field: 'name' },
    { field: 'element_name' },
    { field: 'sort_order', format: 'number', width: 100 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'element_id',
      label: 'Unsur',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master/unsur',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        // The server refuses a sub unsur under an unsur that is switched off.
        filters: { is_active: true },
      },
    },
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'A.1',
      width: 'half',
    },
    { name: 'sort_order', label: 'Urutan', input: 'number', min: 0, max: 999, width: 'half' },
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { element_id: null, code: '', name: '', sort_order: 0, is_active: true },
  filters: [ACTIVE_FILTER],
});
