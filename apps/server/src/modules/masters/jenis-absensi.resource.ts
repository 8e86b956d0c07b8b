import {
  JENIS_ABSENSI_DESCRIPTOR,
  JENIS_ABSENSI_FILTERS,
  ZCreateJenisAbsensiRequest,
  ZUpdateJenisAbsensiRequest,
} from '@sikerja/contracts';
import { attendanceCodes } from '../../db/schema/masters.ts';
import { BUILT_IN_ATTENDANCE_CODES } from '../../db/seed/reference/jenis-absensi.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';
import { protectBuiltInCodes } from '../../platform/resource/resource-hooks.ts';

/** `/admin/master/jenis_absensi`: attendance codes; seeded from db/seed/reference/jenis-absensi.ts. */
export const jenisAbsensiResource = defineResource({
  path: '/admin/master/jenis_absensi',
  label: 'Jenis absensi',
  table: attendanceCodes,
  descriptor: JENIS_ABSENSI_DESCRIPTOR,
  contract: {
    create: ZCreateJenisAbsensiRequest,
    update: ZUpdateJenisAbsensiRequest,
    filters: JENIS_ABSENSI_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { counts_as_present: 'counts_as_present', is_active: 'is_active' },
  },
  deactivateWhenUsed: true,
  hooks: protectBuiltInCodes(BUILT_IN_ATTENDANCE_CODES, 'Jenis absensi'),
});
