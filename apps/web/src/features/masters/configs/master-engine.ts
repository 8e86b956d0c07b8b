import {
  ENGINE_DESCRIPTOR,
  ZCreateEngineRequest,
  ZEngineRow,
  ZUpdateEngineRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/engine': aircraft engines and their running hours. */
export const masterScreen = defineResourceScreen({
  row: ZEngineRow,
  create: ZCreateEngineRequest,
  update: ZUpdateEngineRequest,
  noun: 'Mesin Pesawat',
  description: 'Mesin pesawat latih: tipe, nomor seri dan jam operasi.',
  itemLabel: (row) => `${row.engine_type} ${row.serial_number}`,
  columns: columnsOf(ENGINE_DESCRIPTOR, [
    { field: 'engine_type' },
    { field: 'serial_number', width: 180 },
    { field: 'hours', format: 'number', width: 140 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'engine_type', label: 'Tipe mesin', input: 'text', required: true },
    { name: 'serial_number', label: 'Nomor seri', input: 'text', required: true, width: 'half' },
    {
      name: 'hours',
      label: 'Jam operasi',
      input: 'number',
      required: true,
      min: 0,
      step: 0.1,
      suffix: 'jam',
      width: 'half',
    },
    { name: 'is_active', label: 'Aktif', input: 'switch' },
  ],
  defaults: { engine_type: '', serial_number: '', hours: 0, is_active: true },
  filters: [ACTIVE_FILTER],
});
