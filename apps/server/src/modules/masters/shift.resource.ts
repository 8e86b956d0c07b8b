import {
  SHIFT_FILTERS,
  SHIFT_SORT_KEYS,
  ZCreateShiftRequest,
  ZShiftRow,
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
  contract: {
    create: ZCreateShiftRequest,
    update: ZUpdateShiftRequest,
    row: ZShiftRow,
    sortKeys: SHIFT_SORT_KEYS,
    filters: SHIFT_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { code: 'code', name: 'name', start_time: 'start_time' },
    filterable: { crosses_midnight: 'crosses_midnight', is_active: 'is_active' },
    defaultSort: [['start_time', 'asc']],
  },
  columns: [
    { key: 'code', label: 'Kode' },
    { key: 'name', label: 'Nama', width: 28 },
    { key: 'start_time', label: 'Jam Mulai' },
    { key: 'end_time', label: 'Jam Selesai' },
    { key: 'crosses_midnight', label: 'Lewat Tengah Malam', format: 'boolean' },
    { key: 'break_minutes', label: 'Istirahat (menit)', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
