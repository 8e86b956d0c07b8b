import {
  TARUNA_DESCRIPTOR,
  TARUNA_FILTERS,
  ZCreateTarunaRequest,
  ZUpdateTarunaRequest,
} from '@sikerja/contracts';
import { cadets } from '../../db/schema/masters-misc.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/taruna`: cadets, found by NIT or name. */
export const tarunaResource = defineResource({
  path: '/admin/master/taruna',
  label: 'Taruna',
  table: cadets,
  descriptor: TARUNA_DESCRIPTOR,
  contract: {
    create: ZCreateTarunaRequest,
    update: ZUpdateTarunaRequest,
    filters: TARUNA_FILTERS,
  },
  list: {
    searchable: ['nit', 'name'],
    filterable: { status: 'status', intake_year: 'intake_year', is_active: 'is_active' },
  },
});
