import {
  REKENING_DESCRIPTOR,
  ZCreateRekeningRequest,
  ZRekeningRow,
  ZUpdateRekeningRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master_pusat/rekening': account codes, under a kegiatan or standalone. */
export const masterScreen = defineResourceScreen({
  row: ZRekeningRow,
  create: ZCreateRekeningRequest,
  update: ZUpdateRekeningRequest,
  noun: 'Kode Rekening',
  description:
    'Kode rekening (akun): sebagai mata anggaran sebuah kegiatan, atau berdiri sendiri untuk jurnal.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(REKENING_DESCRIPTOR, [
    { field: 'code', width: 140 },
    { field: 'name' },
    { field: 'activity_name' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'activity_id',
      label: 'Kegiatan',
      input: 'reference',
      description: 'Kosongkan untuk rekening yang berdiri sendiri.',
      reference: {
        path: '/admin/master_pusat/kegiatan',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        filters: { is_active: true },
      },
    },
    {
      name: 'code',
      label: 'Kode rekening',
      input: 'text',
      required: true,
      placeholder: '524111',
      description: 'Angka, boleh dipisah titik.',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { activity_id: null, code: '', name: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
