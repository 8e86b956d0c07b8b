import {
  SATUAN_FILTERS,
  SATUAN_SORT_KEYS,
  ZCreateSatuanRequest,
  ZSatuanRow,
  ZUpdateSatuanRequest,
} from '@sikerja/contracts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/satuan`: units of measure for performance-contract targets. */
export const satuanResource = defineResource({
  path: '/admin/master/satuan',
  label: 'Satuan',
  table: measurementUnits,
  contract: {
    create: ZCreateSatuanRequest,
    update: ZUpdateSatuanRequest,
    row: ZSatuanRow,
    sortKeys: SATUAN_SORT_KEYS,
    filters: SATUAN_FILTERS,
  },
  list: {
    searchable: ['name', 'description'],
    sortable: { name: 'name' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['name', 'asc']],
  },
  columns: [
    { key: 'name', label: 'Nama' },
    { key: 'description', label: 'Keterangan', width: 40 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
