import {
  PROGRAM_DESCRIPTOR,
  ZCreateProgramRequest,
  ZProgramRow,
  ZUpdateProgramRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master_pusat/program': programmes, each under one urusan. */
export const masterScreen = defineResourceScreen({
  row: ZProgramRow,
  create: ZCreateProgramRequest,
  update: ZUpdateProgramRequest,
  noun: 'Program',
  description: 'Program anggaran di bawah urusan pemerintahan.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(PROGRAM_DESCRIPTOR, [
    { field: 'code', width: 140 },
    { field: 'name' },
    { field: 'affair_name' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'affair_id',
      label: 'Urusan',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master_pusat/urusan',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        // The server refuses a programme under an urusan that is switched off.
        filters: { is_active: true },
      },
    },
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'mis. 1.01.01',
      description: 'Angka dipisah titik.',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { affair_id: null, code: '', name: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
