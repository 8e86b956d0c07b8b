/**
 * `/admin/master/presensi_bebas` ('Presensi Bebas Lokasi'): who may check in from anywhere
 * (no geofence) and for which dates, with the reason. Read by check-in.service.ts; it does not
 * change any day's status, so writes need no recompute.
 */
import {
  REMOTE_PERMIT_FILTERS,
  REMOTE_PERMIT_SORT_KEYS,
  ZCreateRemotePermitRequest,
  ZRemotePermitRow,
  ZUpdateRemotePermitRequest,
} from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import { remoteAttendancePermits } from '../../db/schema/attendance.ts';
import { users } from '../../db/schema/users.ts';
import { requireActiveReferences } from '../../platform/resource/active-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

export const remotePermitResource = defineResource({
  path: '/admin/master/presensi_bebas',
  label: 'Presensi bebas lokasi',
  table: remoteAttendancePermits,
  contract: {
    create: ZCreateRemotePermitRequest,
    update: ZUpdateRemotePermitRequest,
    row: ZRemotePermitRow,
    sortKeys: REMOTE_PERMIT_SORT_KEYS,
    filters: REMOTE_PERMIT_FILTERS,
  },
  list: {
    searchable: ['reason'],
    sortable: { start_date: 'start_date', end_date: 'end_date' },
    filterable: { user_id: 'user_id', is_active: 'is_active' },
    defaultSort: [['start_date', 'desc']],
  },
  derived: {
    user_name: sql.raw(
      '(select u.name from users u where u.id = remote_attendance_permits.user_id)',
    ),
  },
  columns: [
    { key: 'user_name', label: 'Pegawai', width: 36 },
    { key: 'reason', label: 'Alasan', width: 40 },
    { key: 'start_date', label: 'Mulai' },
    { key: 'end_date', label: 'Selesai' },
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
