/**
 * The activity-element hierarchy (unsur → sub unsur → butir kegiatan) for performance contracts
 * and lecturer credit, on the urusan → program pattern: a child may only be put under an
 * active parent, and a parent with children cannot be deleted (409, from the foreign key).
 */
import {
  BUTIR_KEGIATAN_FILTERS,
  BUTIR_KEGIATAN_SORT_KEYS,
  SUB_UNSUR_FILTERS,
  SUB_UNSUR_SORT_KEYS,
  UNSUR_FILTERS,
  UNSUR_SORT_KEYS,
  ZButirKegiatanRow,
  ZCreateButirKegiatanRequest,
  ZCreateSubUnsurRequest,
  ZCreateUnsurRequest,
  ZSubUnsurRow,
  ZUnsurRow,
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
  contract: {
    create: ZCreateUnsurRequest,
    update: ZUpdateUnsurRequest,
    row: ZUnsurRow,
    sortKeys: UNSUR_SORT_KEYS,
    filters: UNSUR_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { sort_order: 'sort_order', code: 'code', name: 'name' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['sort_order', 'asc']],
  },
  columns: [
    { key: 'code', label: 'Kode' },
    { key: 'name', label: 'Nama', width: 40 },
    { key: 'sort_order', label: 'Urutan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});

/** `/admin/master/sub_unsur`: groups of activities under an unsur. */
export const subUnsurResource = defineResource({
  path: '/admin/master/sub_unsur',
  label: 'Sub unsur',
  table: activitySubElements,
  contract: {
    create: ZCreateSubUnsurRequest,
    update: ZUpdateSubUnsurRequest,
    row: ZSubUnsurRow,
    sortKeys: SUB_UNSUR_SORT_KEYS,
    filters: SUB_UNSUR_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { sort_order: 'sort_order', code: 'code', name: 'name' },
    filterable: { element_id: 'element_id', is_active: 'is_active' },
    defaultSort: [
      ['sort_order', 'asc'],
      ['code', 'asc'],
    ],
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    element_name: sql.raw(
      "(select e.code || ' ' || e.name from activity_elements e where e.id = activity_sub_elements.element_id)",
    ),
  },
  columns: [
    { key: 'element_name', label: 'Unsur', width: 40 },
    { key: 'code', label: 'Kode' },
    { key: 'name', label: 'Nama', width: 48 },
    { key: 'sort_order', label: 'Urutan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
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
  contract: {
    create: ZCreateButirKegiatanRequest,
    update: ZUpdateButirKegiatanRequest,
    row: ZButirKegiatanRow,
    sortKeys: BUTIR_KEGIATAN_SORT_KEYS,
    filters: BUTIR_KEGIATAN_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { code: 'code', name: 'name', credit_points: 'credit_points' },
    filterable: { sub_element_id: 'sub_element_id', unit_id: 'unit_id', is_active: 'is_active' },
    defaultSort: [['code', 'asc']],
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
  columns: [
    { key: 'sub_element_name', label: 'Sub Unsur', width: 40 },
    { key: 'code', label: 'Kode' },
    { key: 'name', label: 'Nama Kegiatan', width: 56 },
    { key: 'unit_name', label: 'Satuan', width: 20 },
    { key: 'credit_points', label: 'Angka Kredit', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
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
