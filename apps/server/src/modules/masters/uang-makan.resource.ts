import {
  UANG_MAKAN_DESCRIPTOR,
  UANG_MAKAN_FILTERS,
  ZCreateUangMakanRequest,
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
  descriptor: UANG_MAKAN_DESCRIPTOR,
  contract: {
    create: ZCreateUangMakanRequest,
    update: ZUpdateUangMakanRequest,
    filters: UANG_MAKAN_FILTERS,
  },
  list: {
    searchable: ['source'],
    filterable: { pns_group: 'pns_group', is_active: 'is_active' },
  },
});
