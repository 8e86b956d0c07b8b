/**
 * The small flight-school registers: phases, engines, simulators. Each is a configuration of
 * the factory with no hooks; their rules (order unique per programme, hours ≥ 0) are in the
 * contract and the table.
 */
import {
  ENGINE_DESCRIPTOR,
  ENGINE_FILTERS,
  PHASE_DESCRIPTOR,
  PHASE_FILTERS,
  SIMULATOR_DESCRIPTOR,
  SIMULATOR_FILTERS,
  ZCreateEngineRequest,
  ZCreatePhaseRequest,
  ZCreateSimulatorRequest,
  ZUpdateEngineRequest,
  ZUpdatePhaseRequest,
  ZUpdateSimulatorRequest,
} from '@sikerja/contracts';
import { aircraftEngines, flightSimulators, trainingPhases } from '../../db/schema/masters-misc.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/phase`: training phases, in order within each programme. */
export const phaseResource = defineResource({
  path: '/admin/master/phase',
  label: 'Fase pelatihan',
  table: trainingPhases,
  descriptor: PHASE_DESCRIPTOR,
  contract: {
    create: ZCreatePhaseRequest,
    update: ZUpdatePhaseRequest,
    filters: PHASE_FILTERS,
  },
  list: {
    searchable: ['programme', 'name'],
    filterable: { is_active: 'is_active' },
  },
});

/** `/admin/master/engine`: aircraft engines and their hours. */
export const engineResource = defineResource({
  path: '/admin/master/engine',
  label: 'Mesin pesawat',
  table: aircraftEngines,
  descriptor: ENGINE_DESCRIPTOR,
  contract: {
    create: ZCreateEngineRequest,
    update: ZUpdateEngineRequest,
    filters: ENGINE_FILTERS,
  },
  list: {
    searchable: ['engine_type', 'serial_number'],
    filterable: { is_active: 'is_active' },
  },
});

/** `/admin/master/simulator`: flight simulators. */
export const simulatorResource = defineResource({
  path: '/admin/master/simulator',
  label: 'Simulator',
  table: flightSimulators,
  descriptor: SIMULATOR_DESCRIPTOR,
  contract: {
    create: ZCreateSimulatorRequest,
    update: ZUpdateSimulatorRequest,
    filters: SIMULATOR_FILTERS,
  },
  list: {
    searchable: ['name', 'registration'],
    filterable: { is_active: 'is_active' },
  },
});
