import {
  URUSAN_DESCRIPTOR,
  ZCreateUrusanRequest,
  ZUpdateUrusanRequest,
  ZUrusanRow,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master_pusat/urusan': the top of the budget classification. */
export const masterScreen = defineResourceScreen({
  row: ZUrusanRow,
  create: ZCreateUrusanRequest,
  update: ZUpdateUrusanRequest,
  noun: 'Urusan',
  description:
    'Urusan pemerintahan, tingkat teratas klasifikasi anggaran (urusan → program → kegiatan → rekening).',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(URUSAN_DESCRIPTOR, [
    { field: 'code', width: 140 },
    { field: 'name' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'mis. 1.01',
      description: 'Angka dipisah titik.',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { code: '', name: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
