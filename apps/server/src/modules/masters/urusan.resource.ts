import {
  URUSAN_DESCRIPTOR,
  URUSAN_FILTERS,
  ZCreateUrusanRequest,
  ZUpdateUrusanRequest,
} from '@sikerja/contracts';
import { budgetAffairs } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master_pusat/urusan`: the top of the budget classification. */
export const urusanResource = defineResource({
  path: '/admin/master_pusat/urusan',
  label: 'Urusan',
  table: budgetAffairs,
  descriptor: URUSAN_DESCRIPTOR,
  contract: {
    create: ZCreateUrusanRequest,
    update: ZUpdateUrusanRequest,
    filters: URUSAN_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { is_active: 'is_active' },
  },
});
