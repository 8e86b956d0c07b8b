import {
  LOKASI_ABSENSI_DESCRIPTOR,
  LOKASI_ABSENSI_FILTERS,
  ZCreateLokasiAbsensiRequest,
  ZUpdateLokasiAbsensiRequest,
} from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import {
  assertAllChoosable,
  type ChoosableRef,
} from '../../platform/resource/choosable-references.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

const UNIT: ChoosableRef = {
  table: workUnits,
  id: workUnits.id,
  isActive: workUnits.isActive,
  label: 'Unit kerja',
};

/** `/admin/master/lokasiabsensi`: where mobile check-ins are accepted. */
export const lokasiAbsensiResource = defineResource({
  path: '/admin/master/lokasiabsensi',
  label: 'Lokasi absensi',
  table: attendanceLocations,
  descriptor: LOKASI_ABSENSI_DESCRIPTOR,
  contract: {
    create: ZCreateLokasiAbsensiRequest,
    update: ZUpdateLokasiAbsensiRequest,
    filters: LOKASI_ABSENSI_FILTERS,
  },
  list: {
    searchable: ['name'],
    filterable: { is_active: 'is_active' },
  },
  // The list and the export show unit names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    unit_names: sql.raw(
      "(select coalesce(array_agg(u.name order by u.name), '{}') from work_units u where u.id = any(attendance_locations.unit_ids))",
    ),
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertAllChoosable(ctx.tx, UNIT, 'unit_ids', input.unit_ids);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertAllChoosable(ctx.tx, UNIT, 'unit_ids', input.unit_ids, before.unit_ids);
      return input;
    },
  },
});
