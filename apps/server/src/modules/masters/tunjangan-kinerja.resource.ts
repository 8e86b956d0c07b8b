import {
  TUNJANGAN_KINERJA_FILTERS,
  TUNJANGAN_KINERJA_SORT_KEYS,
  ZCreateTunjanganKinerjaRequest,
  ZTunjanganKinerjaRow,
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
  contract: {
    create: ZCreateTunjanganKinerjaRequest,
    update: ZUpdateTunjanganKinerjaRequest,
    row: ZTunjanganKinerjaRow,
    sortKeys: TUNJANGAN_KINERJA_SORT_KEYS,
    filters: TUNJANGAN_KINERJA_FILTERS,
  },
  list: {
    searchable: ['source'],
    sortable: { job_class: 'job_class', valid_from: 'valid_from', amount: 'amount' },
    filterable: { job_class: 'job_class', is_active: 'is_active' },
    // The newest table first, highest class on top as in the Perpres annex.
    defaultSort: [
      ['valid_from', 'desc'],
      ['job_class', 'desc'],
    ],
  },
  columns: [
    { key: 'job_class', label: 'Kelas Jabatan', format: 'number' },
    { key: 'valid_from', label: 'Berlaku Mulai' },
    { key: 'amount', label: 'Tunjangan per Bulan', format: 'rupiah' },
    { key: 'source', label: 'Dasar', width: 40 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
  // A new Perpres brings a whole table of classes at once.
  import: { key: ['job_class', 'valid_from'] },
});
