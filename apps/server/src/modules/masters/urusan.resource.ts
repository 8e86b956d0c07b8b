import {
  URUSAN_FILTERS,
  URUSAN_SORT_KEYS,
  ZCreateUrusanRequest,
  ZUpdateUrusanRequest,
  ZUrusanRow,
} from '@sikerja/contracts';
import { budgetAffairs } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master_pusat/urusan`: the top of the budget classification. */
export const urusanResource = defineResource({
  path: '/admin/master_pusat/urusan',
  label: 'Urusan',
  table: budgetAffairs,
  contract: {
    create: ZCreateUrusanRequest,
    update: ZUpdateUrusanRequest,
    row: ZUrusanRow,
    sortKeys: URUSAN_SORT_KEYS,
    filters: URUSAN_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { code: 'code', name: 'name' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['code', 'asc']],
  },
  columns: [
    { key: 'code', label: 'Kode' },
    { key: 'name', label: 'Nama', width: 48 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
