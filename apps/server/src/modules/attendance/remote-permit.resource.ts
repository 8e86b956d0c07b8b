/**
 * `/admin/master/presensi_bebas` ('Presensi Bebas Lokasi'): who may check in from anywhere
 * (no geofence) and for which dates, with the reason. Read by check-in.service.ts; it does not
 * change any day's status, so writes need no recompute.
 */
import {
  REMOTE_PERMIT_DESCRIPTOR,
  REMOTE_PERMIT_FILTERS,
  ZCreateRemotePermitRequest,
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
  descriptor: REMOTE_PERMIT_DESCRIPTOR,
  contract: {
    create: ZCreateRemotePermitRequest,
    update: ZUpdateRemotePermitRequest,
    filters: REMOTE_PERMIT_FILTERS,
  },
  list: {
    searchable: ['reason'],
    filterable: { user_id: 'user_id', is_active: 'is_active' },
  },
  derived: {
    user_name: sql.raw(
      '(select u.name from users u where u.id = remote_attendance_permits.user_id)',
    ),
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
