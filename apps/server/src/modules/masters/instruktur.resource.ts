import {
  INSTRUKTUR_DESCRIPTOR,
  INSTRUKTUR_FILTERS,
  ZCreateInstrukturRequest,
  ZUpdateInstrukturRequest,
} from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import { instructors } from '../../db/schema/masters-misc.ts';
import { users } from '../../db/schema/users.ts';
import { requireActiveReferences } from '../../platform/resource/active-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/**
 * `/admin/master/instruktur`: staff registered as flight instructors, at most one record per
 * person. Only an active account can be registered; the person's name lives on the user.
 */
export const instrukturResource = defineResource({
  path: '/admin/master/instruktur',
  label: 'Instruktur',
  table: instructors,
  descriptor: INSTRUKTUR_DESCRIPTOR,
  contract: {
    create: ZCreateInstrukturRequest,
    update: ZUpdateInstrukturRequest,
    filters: INSTRUKTUR_FILTERS,
  },
  list: {
    searchable: ['licence_number', 'ratings'],
    filterable: { user_id: 'user_id', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    user_name: sql.raw('(select u.name from users u where u.id = instructors.user_id)'),
  },
  hooks: requireActiveReferences([
    {
      field: 'user_id',
      label: 'Pegawai',
      table: users,
      id: users.id,
      active: eq(users.status, 'active'),
    },
  ]),
});
