import {
  URAIAN_DESCRIPTOR,
  ZCreateUraianRequest,
  ZUpdateUraianRequest,
  ZUraianRow,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/uraian': job-task descriptions (the position link comes with jabatan). */
export const masterScreen = defineResourceScreen({
  row: ZUraianRow,
  create: ZCreateUraianRequest,
  update: ZUpdateUraianRequest,
  noun: 'Uraian Tugas',
  description: 'Uraian tugas dengan satuan hasil dan target tahunan bawaan untuk kontrak kinerja.',
  itemLabel: (row) => row.description,
  columns: columnsOf(URAIAN_DESCRIPTOR, [
    { field: 'description' },
    { field: 'default_yearly_target', format: 'number', width: 150 },
    { field: 'unit_name', width: 160 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'description', label: 'Uraian tugas', input: 'textarea', required: true },
    {
      name: 'unit_id',
      label: 'Satuan',
      input: 'reference',
      required: true,
      reference: { path: '/admin/master/satuan', filters: { is_active: true } },
      width: 'half',
    },
    {
      name: 'default_yearly_target',
      label: 'Target tahunan bawaan',
      input: 'number',
      required: true,
      min: 0,
      step: 1,
      width: 'half',
    },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { description: '', unit_id: null, default_yearly_target: 0, is_active: true },
  filters: [ACTIVE_FILTER],
});
