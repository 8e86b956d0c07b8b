import {
  PAJAK_PTKP_DESCRIPTOR,
  PAJAK_PTKP_FILTERS,
  ZCreatePajakPtkpRequest,
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
  descriptor: PAJAK_PTKP_DESCRIPTOR,
  contract: {
    create: ZCreatePajakPtkpRequest,
    update: ZUpdatePajakPtkpRequest,
    filters: PAJAK_PTKP_FILTERS,
  },
  list: {
    searchable: ['code', 'description'],
    filterable: { ter_category: 'ter_category', is_active: 'is_active' },
  },
  import: { key: ['code'] },
  deactivateWhenUsed: true,
});
