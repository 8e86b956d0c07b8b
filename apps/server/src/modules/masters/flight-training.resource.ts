/**
 * The small flight-school registers: phases, engines, simulators. Each is a configuration of
 * the factory with no hooks; their rules (order unique per programme, hours ≥ 0) are in the
 * contract and the table.
 */
import {
  ENGINE_FILTERS,
  ENGINE_SORT_KEYS,
  PHASE_FILTERS,
  PHASE_SORT_KEYS,
  SIMULATOR_FILTERS,
  SIMULATOR_SORT_KEYS,
  ZCreateEngineRequest,
  ZCreatePhaseRequest,
  ZCreateSimulatorRequest,
  ZEngineRow,
  ZPhaseRow,
  ZSimulatorRow,
  ZUpdateEngineRequest,
  ZUpdatePhaseRequest,
  ZUpdateSimulatorRequest,
} from '@sikerja/contracts';
import { aircraftEngines, flightSimulators, trainingPhases } from '../../db/schema/masters-misc.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

const ACTIVE = { key: 'is_active', label: 'Aktif', format: 'boolean' } as const;

/** `/admin/master/phase`: training phases, in order within each programme. */
export const phaseResource = defineResource({
  path: '/admin/master/phase',
  label: 'Fase pelatihan',
  table: trainingPhases,
  contract: {
    create: ZCreatePhaseRequest,
    update: ZUpdatePhaseRequest,
    row: ZPhaseRow,
    sortKeys: PHASE_SORT_KEYS,
    filters: PHASE_FILTERS,
  },
  list: {
    searchable: ['programme', 'name'],
    sortable: { programme: 'programme', sort_order: 'sort_order', name: 'name' },
    filterable: { is_active: 'is_active' },
    defaultSort: [
      ['programme', 'asc'],
      ['sort_order', 'asc'],
    ],
  },
  columns: [
    { key: 'programme', label: 'Program', width: 32 },
    { key: 'sort_order', label: 'Urutan', format: 'number' },
    { key: 'name', label: 'Nama Fase', width: 32 },
    ACTIVE,
  ],
});

/** `/admin/master/engine`: aircraft engines and their hours. */
export const engineResource = defineResource({
  path: '/admin/master/engine',
  label: 'Mesin pesawat',
  table: aircraftEngines,
  contract: {
    create: ZCreateEngineRequest,
    update: ZUpdateEngineRequest,
    row: ZEngineRow,
    sortKeys: ENGINE_SORT_KEYS,
    filters: ENGINE_FILTERS,
  },
  list: {
    searchable: ['engine_type', 'serial_number'],
    sortable: { engine_type: 'engine_type', serial_number: 'serial_number', hours: 'hours' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['serial_number', 'asc']],
  },
  columns: [
    { key: 'engine_type', label: 'Tipe', width: 32 },
    { key: 'serial_number', label: 'Nomor Seri', width: 20 },
    { key: 'hours', label: 'Jam Operasi', format: 'number' },
    ACTIVE,
  ],
});

/** `/admin/master/simulator`: flight simulators. */
export const simulatorResource = defineResource({
  path: '/admin/master/simulator',
  label: 'Simulator',
  table: flightSimulators,
  contract: {
    create: ZCreateSimulatorRequest,
    update: ZUpdateSimulatorRequest,
    row: ZSimulatorRow,
    sortKeys: SIMULATOR_SORT_KEYS,
    filters: SIMULATOR_FILTERS,
  },
  list: {
    searchable: ['name', 'registration'],
    sortable: { name: 'name', simulator_type: 'simulator_type', registration: 'registration' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['name', 'asc']],
  },
  columns: [
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'simulator_type', label: 'Tipe', width: 20 },
    { key: 'registration', label: 'Registrasi', width: 20 },
    ACTIVE,
  ],
});
