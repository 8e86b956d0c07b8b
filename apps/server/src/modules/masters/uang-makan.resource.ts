import {
  UANG_MAKAN_FILTERS,
  UANG_MAKAN_SORT_KEYS,
  ZCreateUangMakanRequest,
  ZUangMakanRow,
  ZUpdateUangMakanRequest,
} from '@sikerja/contracts';
import { mealAllowances } from '../../db/schema/masters-pay.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/**
 * `/admin/master/uang_makan`: meal allowance per PNS group and day present, with its final
 * PPh 21 rate, dated; seeded from db/seed/reference/pay-masters.ts.
 */
export const uangMakanResource = defineResource({
  path: '/admin/master/uang_makan',
  label: 'Uang makan',
  table: mealAllowances,
  contract: {
    create: ZCreateUangMakanRequest,
    update: ZUpdateUangMakanRequest,
    row: ZUangMakanRow,
    sortKeys: UANG_MAKAN_SORT_KEYS,
    filters: UANG_MAKAN_FILTERS,
  },
  list: {
    searchable: ['source'],
    sortable: { valid_from: 'valid_from', pns_group: 'pns_group', amount: 'amount' },
    filterable: { pns_group: 'pns_group', is_active: 'is_active' },
    // 'I' < 'II' < 'III' < 'IV' also as text.
    defaultSort: [
      ['valid_from', 'desc'],
      ['pns_group', 'asc'],
    ],
  },
  columns: [
    { key: 'pns_group', label: 'Golongan' },
    { key: 'valid_from', label: 'Berlaku Mulai' },
    { key: 'amount', label: 'Uang Makan per Hari', format: 'rupiah' },
    { key: 'tax_rate', label: 'PPh Final (%)', format: 'number' },
    { key: 'source', label: 'Dasar', width: 40 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
