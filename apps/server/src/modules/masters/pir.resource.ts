import {
  PIR_FILTERS,
  PIR_SORT_KEYS,
  ZCreatePirRequest,
  ZPirRow,
  ZUpdatePirRequest,
} from '@sikerja/contracts';
import { pointValues } from '../../db/schema/masters-pay.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/**
 * `/admin/master/pir`: the rupiah value of one job-value point for BLU remunerasi, dated. Not
 * seeded: it comes from the polytechnic's own KMK/director's decree (regulations.md 6.1).
 */
export const pirResource = defineResource({
  path: '/admin/master/pir',
  label: 'PIR',
  table: pointValues,
  contract: {
    create: ZCreatePirRequest,
    update: ZUpdatePirRequest,
    row: ZPirRow,
    sortKeys: PIR_SORT_KEYS,
    filters: PIR_FILTERS,
  },
  list: {
    searchable: ['source'],
    sortable: { valid_from: 'valid_from', amount: 'amount' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['valid_from', 'desc']],
  },
  columns: [
    { key: 'valid_from', label: 'Berlaku Mulai' },
    { key: 'amount', label: 'Nilai per Poin', format: 'rupiah' },
    { key: 'source', label: 'Dasar', width: 40 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
