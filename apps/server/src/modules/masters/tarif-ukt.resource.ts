import {
  TARIF_UKT_FILTERS,
  TARIF_UKT_SORT_KEYS,
  ZCreateTarifUktRequest,
  ZTarifUktRow,
  ZUpdateTarifUktRequest,
} from '@sikerja/contracts';
import { tuitionFees } from '../../db/schema/masters-pay.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/tarif_ukt`: UKT per study programme, group and intake year. Not seeded. */
export const tarifUktResource = defineResource({
  path: '/admin/master/tarif_ukt',
  label: 'Tarif UKT',
  table: tuitionFees,
  contract: {
    create: ZCreateTarifUktRequest,
    update: ZUpdateTarifUktRequest,
    row: ZTarifUktRow,
    sortKeys: TARIF_UKT_SORT_KEYS,
    filters: TARIF_UKT_FILTERS,
  },
  list: {
    searchable: ['study_programme'],
    sortable: {
      study_programme: 'study_programme',
      ukt_group: 'ukt_group',
      intake_year: 'intake_year',
      amount: 'amount',
    },
    filterable: { ukt_group: 'ukt_group', intake_year: 'intake_year', is_active: 'is_active' },
    defaultSort: [
      ['intake_year', 'desc'],
      ['study_programme', 'asc'],
      ['ukt_group', 'asc'],
    ],
  },
  columns: [
    { key: 'study_programme', label: 'Program Studi', width: 36 },
    { key: 'ukt_group', label: 'Kelompok UKT', format: 'number' },
    { key: 'intake_year', label: 'Angkatan', format: 'number' },
    { key: 'amount', label: 'Tarif per Semester', format: 'rupiah' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
