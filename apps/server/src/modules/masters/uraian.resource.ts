import {
  URAIAN_FILTERS,
  URAIAN_SORT_KEYS,
  ZCreateUraianRequest,
  ZUpdateUraianRequest,
  ZUraianRow,
} from '@sikerja/contracts';
import { taskDescriptions } from '../../db/schema/masters-misc.ts';
import { requireActiveReferences } from './active-references.ts';
import { defineResource } from './resource-factory.ts';
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
  columns: [
    { key: 'description', label: 'Uraian Tugas', width: 64 },
    { key: 'unit_id', label: 'ID Satuan', format: 'number' },
    { key: 'default_yearly_target', label: 'Target Tahunan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
  deactivateWhenUsed: true,
  hooks: requireActiveReferences([activeSatuan]),
});
