/**
 * `/admin/master/jabatan/plt` (acting holders) and `/admin/master/delegasi` (approvers'
 * delegations): two small dated tables the approver service reads, kept on the master-data
 * resource factory like every other admin list.
 */
import {
  ACTING_ASSIGNMENT_DESCRIPTOR,
  ACTING_ASSIGNMENT_FILTERS,
  DELEGATION_DESCRIPTOR,
  DELEGATION_FILTERS,
  ZCreateActingAssignmentRequest,
  ZCreateDelegationRequest,
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
  descriptor: ACTING_ASSIGNMENT_DESCRIPTOR,
  contract: {
    create: ZCreateActingAssignmentRequest,
    update: ZUpdateActingAssignmentRequest,
    filters: ACTING_ASSIGNMENT_FILTERS,
  },
  list: {
    searchable: ['decree_number', 'note'],
    filterable: { user_id: 'user_id', position_id: 'position_id', kind: 'kind' },
  },
  derived: {
    user_name: sql.raw('(select u.name from users u where u.id = acting_assignments.user_id)'),
    position_name: sql.raw(
      '(select p.name from positions p where p.id = acting_assignments.position_id)',
    ),
  },
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
  descriptor: DELEGATION_DESCRIPTOR,
  contract: {
    create: ZCreateDelegationRequest,
    update: ZUpdateDelegationRequest,
    filters: DELEGATION_FILTERS,
  },
  list: {
    searchable: ['reason'],
    filterable: { user_id: 'user_id', substitute_user_id: 'substitute_user_id' },
  },
  derived: {
    user_name: sql.raw('(select u.name from users u where u.id = approver_delegations.user_id)'),
    substitute_name: sql.raw(
      '(select u.name from users u where u.id = approver_delegations.substitute_user_id)',
    ),
  },
  hooks: delegationReferences,
});
