import {
  URAIAN_DESCRIPTOR,
  URAIAN_FILTERS,
  ZCreateUraianRequest,
  ZUpdateUraianRequest,
} from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { taskDescriptions } from '../../db/schema/masters-misc.ts';
import { requireActiveReferences } from '../../platform/resource/active-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';
import { activeSatuan } from './unsur.resource.ts';

/**
 * `/admin/master/uraian`: job-task descriptions. Contracts copy them and keep the reference, so
 * one in use is switched off rather than deleted.
 */
export const uraianResource = defineResource({
  path: '/admin/master/uraian',
  label: 'Uraian tugas',
  table: taskDescriptions,
  descriptor: URAIAN_DESCRIPTOR,
  contract: {
    create: ZCreateUraianRequest,
    update: ZUpdateUraianRequest,
    filters: URAIAN_FILTERS,
  },
  list: {
    searchable: ['description'],
    filterable: { unit_id: 'unit_id', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    unit_name: sql.raw(
      '(select m.name from measurement_units m where m.id = task_descriptions.unit_id)',
    ),
  },
  deactivateWhenUsed: true,
  hooks: requireActiveReferences([activeSatuan]),
});
