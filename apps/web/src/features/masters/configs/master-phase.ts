import {
  PHASE_DESCRIPTOR,
  ZCreatePhaseRequest,
  ZPhaseRow,
  ZUpdatePhaseRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/phase': training phases, in order within each programme. */
export const masterScreen = defineResourceScreen({
  row: ZPhaseRow,
  create: ZCreatePhaseRequest,
  update: ZUpdatePhaseRequest,
  noun: 'Fase Pelatihan',
  description: 'Fase pelatihan terbang per program, berurutan.',
  columns: columnsOf(PHASE_DESCRIPTOR, [
    { field: 'programme' },
    { field: 'sort_order', format: 'number', width: 100 },
    { field: 'name' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'programme', label: 'Program', input: 'text', required: true },
    { name: 'sort_order', label: 'Urutan', input: 'number', required: true, min: 1, width: 'half' },
    { name: 'is_active', label: 'Aktif', input: 'switch', width: 'half' },
    { name: 'name', label: 'Nama fase', input: 'text', required: true },
  ],
  defaults: { programme: '', sort_order: 1, name: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
