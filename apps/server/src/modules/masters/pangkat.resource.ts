import {
  PANGKAT_FILTERS,
  PANGKAT_SORT_KEYS,
  ZCreatePangkatRequest,
  ZPangkatRow,
  ZUpdatePangkatRequest,
} from '@sikerja/contracts';
import { ranks } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/pangkat`: PNS ranks and PPPK grades; seeded from db/seed/reference/pangkat.ts. */
export const pangkatResource = defineResource({
  path: '/admin/master/pangkat',
  label: 'Pangkat',
  table: ranks,
  contract: {
    create: ZCreatePangkatRequest,
    update: ZUpdatePangkatRequest,
    row: ZPangkatRow,
    sortKeys: PANGKAT_SORT_KEYS,
    filters: PANGKAT_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { sort_order: 'sort_order', code: 'code', name: 'name', kind: 'kind' },
    filterable: { kind: 'kind', pns_group: 'pns_group', is_active: 'is_active' },
    defaultSort: [['sort_order', 'asc']],
  },
  columns: [
    { key: 'kind', label: 'Jenis' },
    { key: 'code', label: 'Golongan' },
    { key: 'name', label: 'Pangkat', width: 28 },
    { key: 'pns_group', label: 'Setara Golongan PNS' },
    { key: 'sort_order', label: 'Urutan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
  import: { key: ['code'] },
  // Ranks sit on staff records for years; a retired rank is switched off, never lost.
  deactivateWhenUsed: true,
});
