import {
  SHIFT_DESCRIPTOR,
  SHIFT_FILTERS,
  ZCreateShiftRequest,
  ZUpdateShiftRequest,
} from '@sikerja/contracts';
import { shifts } from '../../db/schema/masters-attendance.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/**
 * `/admin/master/shift`: shifts. Crossing midnight is derived by the contract from the times
 * (and checked again by the table), so no hook is needed.
 */
export const shiftResource = defineResource({
  path: '/admin/master/shift',
  label: 'Shift',
  table: shifts,
  descriptor: SHIFT_DESCRIPTOR,
  contract: {
    create: ZCreateShiftRequest,
    update: ZUpdateShiftRequest,
    filters: SHIFT_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { crosses_midnight: 'crosses_midnight', is_active: 'is_active' },
  },
});
