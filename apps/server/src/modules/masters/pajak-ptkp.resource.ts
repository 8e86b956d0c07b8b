import {
  PAJAK_PTKP_FILTERS,
  PAJAK_PTKP_SORT_KEYS,
  ZCreatePajakPtkpRequest,
  ZPajakPtkpRow,
  ZUpdatePajakPtkpRequest,
} from '@sikerja/contracts';
import { ptkpStatuses } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/**
 * `/admin/master/pajak_ptkp`: PTKP statuses. The contract admits only the statuses the law
 * defines; the amounts stay editable for when the minister changes them. A status staff still
 * hold is deactivated rather than deleted.
 */
export const pajakPtkpResource = defineResource({
  path: '/admin/master/pajak_ptkp',
  label: 'Status PTKP',
  exportName: 'pajak-ptkp',
  table: ptkpStatuses,
  contract: {
    create: ZCreatePajakPtkpRequest,
    update: ZUpdatePajakPtkpRequest,
    row: ZPajakPtkpRow,
    sortKeys: PAJAK_PTKP_SORT_KEYS,
    filters: PAJAK_PTKP_FILTERS,
  },
  list: {
    searchable: ['code', 'description'],
    sortable: { sort_order: 'sort_order', code: 'code', yearly_amount: 'yearly_amount' },
    filterable: { ter_category: 'ter_category', is_active: 'is_active' },
    defaultSort: [['sort_order', 'asc']],
  },
  columns: [
    { key: 'code', label: 'Status' },
    { key: 'description', label: 'Keterangan', width: 48 },
    { key: 'yearly_amount', label: 'PTKP per Tahun (Rp)', format: 'rupiah', width: 22 },
    { key: 'ter_category', label: 'Kategori TER' },
    { key: 'sort_order', label: 'Urutan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
  import: { key: ['code'] },
  deactivateWhenUsed: true,
});
