import {
  SIMULATOR_DESCRIPTOR,
  ZCreateSimulatorRequest,
  ZSimulatorRow,
  ZUpdateSimulatorRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/simulator': flight simulators. */
export const masterScreen = defineResourceScreen({
  row: ZSimulatorRow,
  create: ZCreateSimulatorRequest,
  update: ZUpdateSimulatorRequest,
  noun: 'Simulator',
  description: 'Simulator penerbangan: nama, tipe dan registrasi.',
  columns: columnsOf(SIMULATOR_DESCRIPTOR, [
    { field: 'name' },
    { field: 'simulator_type', width: 180 },
    { field: 'registration', width: 180 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'simulator_type', label: 'Tipe', input: 'text', required: true, width: 'half' },
    { name: 'registration', label: 'Registrasi', input: 'text', required: true, width: 'half' },
    { name: 'is_active', label: 'Aktif', input: 'switch' },
  ],
  defaults: { name: '', simulator_type: '', registration: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
