/**
 * The activity-element hierarchy (unsur → sub unsur → butir kegiatan) for performance contracts
 * and lecturer credit, on the urusan → program pattern: a child may only be put under an
 * active parent, and a parent with children cannot be deleted (409, from the foreign key).
 */
import {
  BUTIR_KEGIATAN_DESCRIPTOR,
  BUTIR_KEGIATAN_FILTERS,
  SUB_UNSUR_DESCRIPTOR,
  SUB_UNSUR_FILTERS,
  UNSUR_DESCRIPTOR,
  UNSUR_FILTERS,
  ZCreateButirKegiatanRequest,
  ZCreateSubUnsurRequest,
  ZCreateUnsurRequest,
  ZUpdateButirKegiatanRequest,
  ZUpdateSubUnsurRequest,
  ZUpdateUnsurRequest,
} from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { measurementUnits } from '../../db/schema/masters.ts';
import {
  activityElements,
  activityItems,
  activitySubElements,
} from '../../db/schema/masters-misc.ts';
import {
  type ActiveReference,
  requireActiveReferences,
} from '../../platform/resource/active-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** Satuan as a reference target; uraian tugas uses it too. */
export const activeSatuan: ActiveReference = {
  field: 'unit_id',
  label: 'Satuan',
  table: measurementUnits,
  id: measurementUnits.id,
  active: measurementUnits.isActive,
};

/** `/admin/master/unsur`: the top level (pendidikan, penelitian, pengabdian, penunjang). */
export const unsurResource = defineResource({
  path: '/admin/master/unsur',
  label: 'Unsur',
  table: activityElements,
  descriptor: UNSUR_DESCRIPTOR,
  contract: {
    create: ZCreateUnsurRequest,
    update: ZUpdateUnsurRequest,
    filters: UNSUR_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { is_active: 'is_active' },
  },
});

/** `/admin/master/sub_unsur`: groups of activities under an unsur. */
export const subUnsurResource = defineResource({
  path: '/admin/master/sub_unsur',
  label: 'Sub unsur',
  table: activitySubElements,
  descriptor: SUB_UNSUR_DESCRIPTOR,
  contract: {
    create: ZCreateSubUnsurRequest,
    update: ZUpdateSubUnsurRequest,
    filters: SUB_UNSUR_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { element_id: 'element_id', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    element_name: sql.raw(
      "(select e.code || ' ' || e.name from activity_elements e where e.id = activity_sub_elements.element_id)",
    ),
  },
  hooks: requireActiveReferences([
    {
      field: 'element_id',
      label: 'Unsur',
      table: activityElements,
      id: activityElements.id,
      active: activityElements.isActive,
    },
  ]),
});

/**
 * `/admin/master/kegiatan`: butir kegiatan with their satuan and credit points. Contracts will
 * keep referring to old activities, so one in use is switched off rather than deleted.
 */
export const butirKegiatanResource = defineResource({
  path: '/admin/master/kegiatan',
  label: 'Butir kegiatan',
  exportName: 'butir-kegiatan',
  table: activityItems,
  descriptor: BUTIR_KEGIATAN_DESCRIPTOR,
  contract: {
    create: ZCreateButirKegiatanRequest,
    update: ZUpdateButirKegiatanRequest,
    filters: BUTIR_KEGIATAN_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { sub_element_id: 'sub_element_id', unit_id: 'unit_id', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    sub_element_name: sql.raw(
      "(select s.code || ' ' || s.name from activity_sub_elements s where s.id = activity_items.sub_element_id)",
    ),
    unit_name: sql.raw(
      '(select m.name from measurement_units m where m.id = activity_items.unit_id)',
    ),
  },
  deactivateWhenUsed: true,
  hooks: requireActiveReferences([
    {
      field: 'sub_element_id',
      label: 'Sub unsur',
      table: activitySubElements,
      id: activitySubElements.id,
      active: activitySubElements.isActive,
    },
    activeSatuan,
  ]),
});
