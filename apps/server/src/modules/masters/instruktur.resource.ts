import {
  INSTRUKTUR_FILTERS,
  INSTRUKTUR_SORT_KEYS,
  ZCreateInstrukturRequest,
  ZInstrukturRow,
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
  contract: {
    create: ZCreateInstrukturRequest,
    update: ZUpdateInstrukturRequest,
    row: ZInstrukturRow,
    sortKeys: INSTRUKTUR_SORT_KEYS,
    filters: INSTRUKTUR_FILTERS,
  },
  list: {
    searchable: ['licence_number', 'ratings'],
    sortable: { licence_number: 'licence_number', licence_expires_on: 'licence_expires_on' },
    filterable: { user_id: 'user_id', is_active: 'is_active' },
    defaultSort: [['licence_number', 'asc']],
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    user_name: sql.raw('(select u.name from users u where u.id = instructors.user_id)'),
  },
  columns: [
    { key: 'user_name', label: 'Pegawai', width: 36 },
    { key: 'licence_number', label: 'Nomor Lisensi', width: 24 },
    { key: 'licence_expires_on', label: 'Lisensi Berlaku s.d.' },
    { key: 'ratings', label: 'Rating', width: 32 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
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
