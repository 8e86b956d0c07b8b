import {
  LOKASI_ABSENSI_FILTERS,
  LOKASI_ABSENSI_SORT_KEYS,
  ZCreateLokasiAbsensiRequest,
  ZLokasiAbsensiRow,
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
  contract: {
    create: ZCreateLokasiAbsensiRequest,
    update: ZUpdateLokasiAbsensiRequest,
    row: ZLokasiAbsensiRow,
    sortKeys: LOKASI_ABSENSI_SORT_KEYS,
    filters: LOKASI_ABSENSI_FILTERS,
  },
  list: {
    searchable: ['name'],
    sortable: { name: 'name', radius_m: 'radius_m' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['name', 'asc']],
  },
  // The list and the export show unit names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    unit_names: sql.raw(
      "(select coalesce(array_agg(u.name order by u.name), '{}') from work_units u where u.id = any(attendance_locations.unit_ids))",
    ),
  },
  columns: [
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'latitude', label: 'Lintang', format: 'number' },
    { key: 'longitude', label: 'Bujur', format: 'number' },
    { key: 'radius_m', label: 'Radius (m)', format: 'number' },
    { key: 'unit_names', label: 'Unit Kerja', width: 48 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
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
