import {
  TUNJANGAN_KINERJA_DESCRIPTOR,
  TUNJANGAN_KINERJA_FILTERS,
  ZCreateTunjanganKinerjaRequest,
  ZUpdateTunjanganKinerjaRequest,
} from '@sikerja/contracts';
import { performanceAllowances } from '../../db/schema/masters-pay.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/**
 * `/admin/master/tunjangan_kinerja`: the monthly tunjangan kinerja per job class, dated;
 * seeded from db/seed/reference/pay-masters.ts.
 */
export const tunjanganKinerjaResource = defineResource({
  path: '/admin/master/tunjangan_kinerja',
  label: 'Tunjangan kinerja',
  table: performanceAllowances,
  descriptor: TUNJANGAN_KINERJA_DESCRIPTOR,
  contract: {
    create: ZCreateTunjanganKinerjaRequest,
    update: ZUpdateTunjanganKinerjaRequest,
    filters: TUNJANGAN_KINERJA_FILTERS,
  },
  list: {
    searchable: ['source'],
    filterable: { job_class: 'job_class', is_active: 'is_active' },
  },
  // A new Perpres brings a whole table of classes at once.
  import: { key: ['job_class', 'valid_from'] },
});
