import {
  ZCreateSimulatorRequest,
  ZSimulatorRow,
  ZUpdateSimulatorRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/simulator': flight simulators. */
export const masterScreen = defineResourceScreen({
  row: ZSimulatorRow,
  create: ZCreateSimulatorRequest,
  update: ZUpdateSimulatorRequest,
  noun: 'Simulator',
  description: 'Simulator penerbangan: nama, tipe dan registrasi.',
  columns: [
    { key: 'name', label: 'Nama', sortKey: 'name' },
    { key: 'simulator_type', label: 'Tipe', sortKey: 'simulator_type', width: 180 },
    { key: 'registration', label: 'Registrasi', sortKey: 'registration', width: 180 },
    { key: 'is_active', label: 'Status', format: 'boolean', width: 110 },
  ],
  fields: [
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'simulator_type', label: 'Tipe', input: 'text', required: true, width: 'half' },
    { name: 'registration', label: 'Registrasi', input: 'text', required: true, width: 'half' },
    { name: 'is_active', label: 'Aktif', input: 'switch' },
  ],
  defaults: { name: '', simulator_type: '', registration: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
