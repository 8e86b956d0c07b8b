import {
  PIR_DESCRIPTOR,
  PIR_FILTERS,
  ZCreatePirRequest,
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
  descriptor: PIR_DESCRIPTOR,
  contract: {
    create: ZCreatePirRequest,
    update: ZUpdatePirRequest,
    filters: PIR_FILTERS,
  },
  list: {
    searchable: ['source'],
    filterable: { is_active: 'is_active' },
  },
});
