import {
  KEGIATAN_DESCRIPTOR,
  KEGIATAN_FILTERS,
  REKENING_DESCRIPTOR,
  REKENING_FILTERS,
  ZCreateKegiatanRequest,
  ZCreateRekeningRequest,
  ZUpdateKegiatanRequest,
  ZUpdateRekeningRequest,
} from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { budgetPrograms } from '../../db/schema/masters.ts';
import { budgetAccounts, budgetActivities } from '../../db/schema/masters-sbm.ts';
import { requireActiveReferences } from '../../platform/resource/active-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master_pusat/kegiatan`: activities under a program (urusan → program → kegiatan). */
export const kegiatanResource = defineResource({
  path: '/admin/master_pusat/kegiatan',
  label: 'Kegiatan',
  table: budgetActivities,
  descriptor: KEGIATAN_DESCRIPTOR,
  contract: {
    create: ZCreateKegiatanRequest,
    update: ZUpdateKegiatanRequest,
    filters: KEGIATAN_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { program_id: 'program_id', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    program_name: sql.raw(
      "(select p.code || ' ' || p.name from budget_programs p where p.id = budget_activities.program_id)",
    ),
  },
  hooks: requireActiveReferences([
    {
      field: 'program_id',
      label: 'Program',
      table: budgetPrograms,
      id: budgetPrograms.id,
      active: budgetPrograms.isActive,
    },
  ]),
});

/** `/admin/master_pusat/rekening`: account codes, under a kegiatan or standalone. */
export const rekeningResource = defineResource({
  path: '/admin/master_pusat/rekening',
  label: 'Kode rekening',
  table: budgetAccounts,
  descriptor: REKENING_DESCRIPTOR,
  contract: {
    create: ZCreateRekeningRequest,
    update: ZUpdateRekeningRequest,
    filters: REKENING_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { activity_id: 'activity_id', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    activity_name: sql.raw(
      "(select a.code || ' ' || a.name from budget_activities a where a.id = budget_accounts.activity_id)",
    ),
  },
  hooks: requireActiveReferences([
    {
      field: 'activity_id',
      label: 'Kegiatan',
      table: budgetActivities,
      id: budgetActivities.id,
      active: budgetActivities.isActive,
    },
  ]),
});
