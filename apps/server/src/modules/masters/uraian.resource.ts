import {
  URAIAN_FILTERS,
  URAIAN_SORT_KEYS,
  ZCreateUraianRequest,
  ZUpdateUraianRequest,
  ZUraianRow,
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
  contract: {
    create: ZCreateUraianRequest,
    update: ZUpdateUraianRequest,
    row: ZUraianRow,
    sortKeys: URAIAN_SORT_KEYS,
    filters: URAIAN_FILTERS,
  },
  list: {
    searchable: ['description'],
    sortable: { description: 'description', default_yearly_target: 'default_yearly_target' },
    filterable: { unit_id: 'unit_id', is_active: 'is_active' },
    defaultSort: [['description', 'asc']],
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    unit_name: sql.raw(
      '(select m.name from measurement_units m where m.id = task_descriptions.unit_id)',
    ),
  },
  columns: [
    { key: 'description', label: 'Uraian Tugas', width: 64 },
    { key: 'unit_name', label: 'Satuan', width: 20 },
    { key: 'default_yearly_target', label: 'Target Tahunan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
  deactivateWhenUsed: true,
  hooks: requireActiveReferences([activeSatuan]),
});
