import {
  PANGKAT_DESCRIPTOR,
  PANGKAT_FILTERS,
  ZCreatePangkatRequest,
  ZUpdatePangkatRequest,
} from '@sikerja/contracts';
import { ranks } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/pangkat`: PNS ranks and PPPK grades; seeded from db/seed/reference/pangkat.ts. */
export const pangkatResource = defineResource({
  path: '/admin/master/pangkat',
  label: 'Pangkat',
  table: ranks,
  descriptor: PANGKAT_DESCRIPTOR,
  contract: {
    create: ZCreatePangkatRequest,
    update: ZUpdatePangkatRequest,
    filters: PANGKAT_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { kind: 'kind', pns_group: 'pns_group', is_active: 'is_active' },
  },
  import: { key: ['code'] },
  // Ranks sit on staff records for years; a retired rank is switched off, never lost.
  deactivateWhenUsed: true,
});
