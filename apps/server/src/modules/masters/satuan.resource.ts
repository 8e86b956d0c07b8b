import {
  SATUAN_DESCRIPTOR,
  SATUAN_FILTERS,
  ZCreateSatuanRequest,
  ZUpdateSatuanRequest,
} from '@sikerja/contracts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/satuan`: units of measure for performance-contract targets. */
export const satuanResource = defineResource({
  path: '/admin/master/satuan',
  label: 'Satuan',
  table: measurementUnits,
  descriptor: SATUAN_DESCRIPTOR,
  contract: {
    create: ZCreateSatuanRequest,
    update: ZUpdateSatuanRequest,
    filters: SATUAN_FILTERS,
  },
  list: {
    searchable: ['name', 'description'],
    filterable: { is_active: 'is_active' },
  },
});
