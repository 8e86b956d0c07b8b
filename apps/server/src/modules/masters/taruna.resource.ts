import {
  TARUNA_FILTERS,
  TARUNA_SORT_KEYS,
  ZCreateTarunaRequest,
  ZTarunaRow,
  ZUpdateTarunaRequest,
} from '@sikerja/contracts';
import { cadets } from '../../db/schema/masters-misc.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/taruna`: cadets, found by NIT or name. */
export const tarunaResource = defineResource({
  path: '/admin/master/taruna',
  label: 'Taruna',
  table: cadets,
  contract: {
    create: ZCreateTarunaRequest,
    update: ZUpdateTarunaRequest,
    row: ZTarunaRow,
    sortKeys: TARUNA_SORT_KEYS,
    filters: TARUNA_FILTERS,
  },
  list: {
    searchable: ['nit', 'name'],
    sortable: { nit: 'nit', name: 'name', intake_year: 'intake_year', programme: 'programme' },
    filterable: { status: 'status', intake_year: 'intake_year', is_active: 'is_active' },
    defaultSort: [['nit', 'asc']],
  },
  columns: [
    { key: 'nit', label: 'NIT' },
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'programme', label: 'Program Studi', width: 32 },
    { key: 'intake_year', label: 'Angkatan', format: 'number' },
    { key: 'class_name', label: 'Kelas' },
    { key: 'status', label: 'Status' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
