import {
  JENIS_CUTI_DESCRIPTOR,
  JENIS_CUTI_FILTERS,
  ZCreateJenisCutiRequest,
  ZUpdateJenisCutiRequest,
} from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { staffTypes } from '../../db/schema/masters.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { JENIS_CUTI_SEED } from '../../db/seed/reference/jenis-cuti.ts';
import {
  assertAllChoosable,
  type ChoosableRef,
} from '../../platform/resource/choosable-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';
import { protectBuiltInCodes } from '../../platform/resource/resource-hooks.ts';

const STAFF_TYPE: ChoosableRef = {
  table: staffTypes,
  id: staffTypes.id,
  isActive: staffTypes.isActive,
  label: 'Jenis pegawai',
};

// The leave workflow applies the regulation's own rules by code (CT balances and carry-over,
// CB cancelling that year's CT, CBER added back to CT), so these codes must keep existing.
const builtIn = protectBuiltInCodes(new Set(JENIS_CUTI_SEED.map((s) => s.code)), 'Jenis cuti');

/** `/admin/master/jenis_cuti`: leave types; seeded from db/seed/reference/jenis-cuti.ts. */
export const jenisCutiResource = defineResource({
  path: '/admin/master/jenis_cuti',
  label: 'Jenis cuti',
  table: leaveTypes,
  descriptor: JENIS_CUTI_DESCRIPTOR,
  contract: {
    create: ZCreateJenisCutiRequest,
    update: ZUpdateJenisCutiRequest,
    filters: JENIS_CUTI_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { duration_unit: 'duration_unit', is_paid: 'is_paid', is_active: 'is_active' },
  },
  // The list and the export show staff type names, not ids (empty: every type). Plain SQL: the
  // outer row is named by table.
  derived: {
    staff_type_names: sql.raw(
      "(select coalesce(array_agg(s.name order by s.sort_order, s.name), '{}') from staff_types s where s.id = any(leave_types.staff_type_ids))",
    ),
  },
  // Leave types sit on years of leave records; a retired one is switched off, never lost.
  deactivateWhenUsed: true,
  hooks: {
    async beforeCreate(input, ctx) {
      await assertAllChoosable(ctx.tx, STAFF_TYPE, 'staff_type_ids', input.staff_type_ids);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await builtIn.beforeUpdate?.(input, before, ctx);
      await assertAllChoosable(
        ctx.tx,
        STAFF_TYPE,
        'staff_type_ids',
        input.staff_type_ids,
        before.staff_type_ids,
      );
      return input;
    },
    beforeDelete: builtIn.beforeDelete,
  },
});
