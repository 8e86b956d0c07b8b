import {
  JABATAN_DESCRIPTOR,
  JABATAN_FILTERS,
  ZCreateJabatanRequest,
  ZUpdateJabatanRequest,
} from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { positions, workUnits } from '../../db/schema/org.ts';
import {
  type ActiveReference,
  requireActiveReferences,
} from '../../platform/resource/active-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';
import { assertNoCycle, type TreeLinks } from '../../platform/resource/tree-rules.ts';

/** The position map's links, shared with the map's own move route. */
export const POSITION_TREE: TreeLinks = {
  table: positions,
  id: positions.id,
  parent: positions.superiorPositionId,
};
export const POSITION_CYCLE_MESSAGE =
  'Jabatan atasan tidak boleh jabatan ini sendiri atau jabatan di bawahnya';

const REFERENCES: readonly ActiveReference[] = [
  {
    field: 'unit_id',
    label: 'Unit kerja',
    table: workUnits,
    id: workUnits.id,
    active: workUnits.isActive,
  },
  {
    field: 'superior_position_id',
    label: 'Jabatan atasan',
    table: positions,
    id: positions.id,
    active: positions.isActive,
  },
];
const references = requireActiveReferences(REFERENCES);

/** `/admin/master/jabatan`: positions with job class, echelon and their superior position. */
export const jabatanResource = defineResource({
  path: '/admin/master/jabatan',
  label: 'Jabatan',
  table: positions,
  descriptor: JABATAN_DESCRIPTOR,
  contract: {
    create: ZCreateJabatanRequest,
    update: ZUpdateJabatanRequest,
    filters: JABATAN_FILTERS,
  },
  list: {
    searchable: ['name'],
    filterable: {
      kind: 'kind',
      job_class: 'job_class',
      unit_id: 'unit_id',
      is_lecturer: 'is_lecturer',
      is_active: 'is_active',
    },
  },
  // Plain SQL: a single-table select leaves its columns unqualified, so the outer row is named.
  derived: {
    unit_name: sql.raw('(select u.name from work_units u where u.id = positions.unit_id)'),
    superior_position_name: sql.raw(
      '(select s.name from positions s where s.id = positions.superior_position_id)',
    ),
  },
  hooks: {
    beforeCreate: references.beforeCreate,
    async beforeUpdate(input, before, ctx) {
      await references.beforeUpdate?.(input, before, ctx);
      await assertNoCycle(
        ctx.tx,
        POSITION_TREE,
        before.id,
        input.superior_position_id,
        'superior_position_id',
        POSITION_CYCLE_MESSAGE,
      );
      return input;
    },
  },
});
