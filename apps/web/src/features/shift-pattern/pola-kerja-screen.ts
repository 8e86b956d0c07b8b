import {
  WORK_PATTERN_DESCRIPTOR,
  ZCreateWorkPatternRequest,
  ZUpdateWorkPatternRequest,
  ZWorkPatternRow,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../platform/resource-screen/resource-screen.api.ts';
import { CycleCell } from './cycle-chips.tsx';

/** '/admin/master/pola_kerja': repeating cycles of shifts and days off. */
export const masterScreen = defineResourceScreen({
  row: ZWorkPatternRow,
  create: ZCreateWorkPatternRequest,
  update: ZUpdateWorkPatternRequest,
  noun: 'Pola Kerja',
  description: 'Siklus shift yang berulang, satu kode per hari mulai tanggal penugasan. L = libur.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(WORK_PATTERN_DESCRIPTOR, [
    { field: 'code', width: 100 },
    { field: 'name' },
    { field: 'cycle', cell: CycleCell },
    { field: 'description' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'ROT8',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true, width: 'half' },
    {
      name: 'cycle',
      label: 'Siklus',
      input: 'text',
      required: true,
      placeholder: 'P-P-S-S-M-M-L-L',
      description:
        'Kode shift aktif dipisah tanda hubung (atau koma), satu per hari; L = libur. Paling banyak 62 hari.',
      listSeparator: '-',
    },
    { name: 'description', label: 'Keterangan', input: 'textarea' },
    { name: 'is_active', label: 'Aktif (dapat dipilih untuk penugasan baru)', input: 'switch' },
  ],
  defaults: { code: '', name: '', cycle: '', description: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
