import {
  TARIF_UKT_DESCRIPTOR,
  TARIF_UKT_FILTERS,
  ZCreateTarifUktRequest,
  ZUpdateTarifUktRequest,
} from '@sikerja/contracts';
import { tuitionFees } from '../../db/schema/masters-pay.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/tarif_ukt`: UKT per study programme, group and intake year. Not seeded. */
export const tarifUktResource = defineResource({
  path: '/admin/master/tarif_ukt',
  label: 'Tarif UKT',
  table: tuitionFees,
  descriptor: TARIF_UKT_DESCRIPTOR,
  contract: {
    create: ZCreateTarifUktRequest,
    update: ZUpdateTarifUktRequest,
    filters: TARIF_UKT_FILTERS,
  },
  list: {
    searchable: ['study_programme'],
    filterable: { ukt_group: 'ukt_group', intake_year: 'intake_year', is_active: 'is_active' },
  },
});
