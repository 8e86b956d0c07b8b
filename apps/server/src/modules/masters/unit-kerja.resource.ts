import {
  UNIT_KERJA_DESCRIPTOR,
  UNIT_KERJA_FILTERS,
  ZCreateUnitKerjaRequest,
  ZUpdateUnitKerjaRequest,
} from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import {
  type ActiveReference,
  requireActiveReferences,
} from '../../platform/resource/active-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';
import { assertNoCycle } from '../../platform/resource/tree-rules.ts';

const REFERENCES: readonly ActiveReference[] = [
  {
    field: 'parent_id',
    label: 'Unit induk',
    table: workUnits,
    id: workUnits.id,
    active: workUnits.isActive,
  },
  {
    field: 'head_user_id',
    label: 'Kepala unit',
    table: users,
    id: users.id,
    active: sql`${users.status} = 'active'`,
  },
];
const references = requireActiveReferences(REFERENCES);

/** `/admin/master/unit_kerja`: work units as a tree, with their head and campus time zone. */
export const unitKerjaResource = defineResource({
  path: '/admin/master/unit_kerja',
  label: 'Unit kerja',
  table: workUnits,
  descriptor: UNIT_KERJA_DESCRIPTOR,
  contract: {
    create: ZCreateUnitKerjaRequest,
    update: ZUpdateUnitKerjaRequest,
    filters: UNIT_KERJA_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { parent_id: 'parent_id', is_active: 'is_active' },
  },
  // Plain SQL: a single-table select leaves its columns unqualified, so the outer row is named.
  derived: {
    parent_name: sql.raw('(select p.name from work_units p where p.id = work_units.parent_id)'),
    head_name: sql.raw('(select u.name from users u where u.id = work_units.head_user_id)'),
  },
  hooks: {
    beforeCreate: references.beforeCreate,
    async beforeUpdate(input, before, ctx) {
      await references.beforeUpdate?.(input, before, ctx);
      await assertNoCycle(
        ctx.tx,
        { table: workUnits, id: workUnits.id, parent: workUnits.parentId },
        before.id,
        input.parent_id,
        'parent_id',
        'Unit induk tidak boleh unit ini sendiri atau salah satu sub-unitnya',
      );
      return input;
    },
  },
});
