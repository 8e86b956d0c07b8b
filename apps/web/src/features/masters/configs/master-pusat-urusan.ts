import { ZCreateUrusanRequest, ZUpdateUrusanRequest, ZUrusanRow } from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
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
  columns: [
    { key: 'code', label: 'Kode', sortKey: 'code', width: 140 },
    { key: 'name', label: 'Nama', sortKey: 'name' },
    { key: 'is_active', label: 'Status', format: 'boolean', width: 110 },
  ],
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
