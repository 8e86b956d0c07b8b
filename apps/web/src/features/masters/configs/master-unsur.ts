import {
  UNSUR_DESCRIPTOR,
  ZCreateUnsurRequest,
  ZUnsurRow,
  ZUpdateUnsurRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/unsur': the top of the activity hierarchy (unsur → sub unsur → kegiatan). */
export const masterScreen = defineResourceScreen({
  row: ZUnsurRow,
  create: ZCreateUnsurRequest,
  update: ZUpdateUnsurRequest,
  noun: 'Unsur',
  description:
    'Unsur kegiatan kinerja dan beban kerja dosen: pendidikan, penelitian, pengabdian, penunjang.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(UNSUR_DESCRIPTOR, [
    { field: 'code', width: 110 },
    { field: 'name' },
    { field: 'sort_order', format: 'number', width: 100 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'code', label: 'Kode', input: 'text', required: true, placeholder: 'A', width: 'half' },
    { name: 'sort_order', label: 'Urutan', input: 'number', min: 0, max: 999, width: 'half' },
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { code: '', name: '', sort_order: 0, is_active: true },
  filters: [ACTIVE_FILTER],
});
