import {
  KEGIATAN_DESCRIPTOR,
  ZCreateKegiatanRequest,
  ZKegiatanRow,
  ZUpdateKegiatanRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master_pusat/kegiatan': activities, each under one program. */
export const masterScreen = defineResourceScreen({
  row: ZKegiatanRow,
  create: ZCreateKegiatanRequest,
  update: ZUpdateKegiatanRequest,
  noun: 'Kegiatan',
  description: 'Kegiatan anggaran di bawah program (urusan → program → kegiatan → rekening).',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(KEGIATAN_DESCRIPTOR, [
    { field: 'code', width: 160 },
    { field: 'name' },
    { field: 'program_name' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'program_id',
      label: 'Program',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master_pusat/program',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        // The server refuses a kegiatan under a program that is switched off.
        filters: { is_active: true },
      },
    },
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: '1.01.01.2.01',
      description: 'Angka dipisah titik.',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { program_id: null, code: '', name: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
