/**
 * `/admin/master/jabatan/plt` (acting holders) and `/admin/master/delegasi` (approvers'
 * delegations): two small dated tables the approver service reads, kept on the master-data
 * resource factory like every other admin list.
 */
import {
  ACTING_ASSIGNMENT_FILTERS,
  ACTING_ASSIGNMENT_SORT_KEYS,
  DELEGATION_FILTERS,
  DELEGATION_SORT_KEYS,
  ZActingAssignmentRow,
  ZCreateActingAssignmentRequest,
  ZCreateDelegationRequest,
  ZDelegationRow,
  ZUpdateActingAssignmentRequest,
  ZUpdateDelegationRequest,
} from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import { actingAssignments, approverDelegations, positions } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import {
  type ActiveReference,
  requireActiveReferences,
} from '../../platform/resource/active-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

const PERSON = (field: string, label: string): ActiveReference => ({
  field,
  label,
  table: users,
  id: users.id,
  active: eq(users.status, 'active'),
});

const actingReferences = requireActiveReferences([
  PERSON('user_id', 'Pegawai'),
  {
    field: 'position_id',
    label: 'Jabatan',
    table: positions,
    id: positions.id,
    active: positions.isActive,
  },
]);

export const actingAssignmentResource = defineResource({
  path: '/admin/master/jabatan/plt',
  label: 'Pelaksana tugas',
  exportName: 'plt_plh',
  table: actingAssignments,
  contract: {
    create: ZCreateActingAssignmentRequest,
    update: ZUpdateActingAssignmentRequest,
    row: ZActingAssignmentRow,
    sortKeys: ACTING_ASSIGNMENT_SORT_KEYS,
    filters: ACTING_ASSIGNMENT_FILTERS,
  },
  list: {
    searchable: ['decree_number', 'note'],
    sortable: { start_date: 'start_date', end_date: 'end_date' },
    filterable: { user_id: 'user_id', position_id: 'position_id', kind: 'kind' },
    defaultSort: [['start_date', 'desc']],
  },
  derived: {
    user_name: sql.raw('(select u.name from users u where u.id = acting_assignments.user_id)'),
    position_name: sql.raw(
      '(select p.name from positions p where p.id = acting_assignments.position_id)',
    ),
  },
  columns: [
    { key: 'user_name', label: 'Pegawai', width: 36 },
    { key: 'position_name', label: 'Jabatan', width: 40 },
    { key: 'kind', label: 'Jenis' },
    { key: 'start_date', label: 'Mulai' },
    { key: 'end_date', label: 'Selesai' },
    { key: 'decree_number', label: 'Nomor SK', width: 28 },
    { key: 'note', label: 'Keterangan', width: 40 },
  ],
  hooks: actingReferences,
});

const delegationReferences = requireActiveReferences([
  PERSON('user_id', 'Pejabat'),
  PERSON('substitute_user_id', 'Pengganti'),
]);

export const delegationResource = defineResource({
  path: '/admin/master/delegasi',
  label: 'Pelimpahan persetujuan',
  table: approverDelegations,
  contract: {
    create: ZCreateDelegationRequest,
    update: ZUpdateDelegationRequest,
    row: ZDelegationRow,
    sortKeys: DELEGATION_SORT_KEYS,
    filters: DELEGATION_FILTERS,
  },
  list: {
    searchable: ['reason'],
    sortable: { start_date: 'start_date', end_date: 'end_date' },
    filterable: { user_id: 'user_id', substitute_user_id: 'substitute_user_id' },
    defaultSort: [['start_date', 'desc']],
  },
  derived: {
    user_name: sql.raw('(select u.name from users u where u.id = approver_delegations.user_id)'),
    substitute_name: sql.raw(
      '(select u.name from users u where u.id = approver_delegations.substitute_user_id)',
    ),
  },
  columns: [
    { key: 'user_name', label: 'Pejabat', width: 36 },
    { key: 'substitute_name', label: 'Pengganti', width: 36 },
    { key: 'start_date', label: 'Mulai' },
    { key: 'end_date', label: 'Selesai' },
    { key: 'reason', label: 'Alasan', width: 40 },
  ],
  hooks: delegationReferences,
});
