import {
  JENIS_ABSENSI_FILTERS,
  JENIS_ABSENSI_SORT_KEYS,
  ZCreateJenisAbsensiRequest,
  ZJenisAbsensiRow,
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
  contract: {
    create: ZCreateJenisAbsensiRequest,
    update: ZUpdateJenisAbsensiRequest,
    row: ZJenisAbsensiRow,
    sortKeys: JENIS_ABSENSI_SORT_KEYS,
    filters: JENIS_ABSENSI_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { sort_order: 'sort_order', code: 'code', name: 'name' },
    filterable: { counts_as_present: 'counts_as_present', is_active: 'is_active' },
    defaultSort: [['sort_order', 'asc']],
  },
  columns: [
    { key: 'code', label: 'Kode' },
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'counts_as_present', label: 'Dihitung Hadir', format: 'boolean' },
    { key: 'gets_meal_allowance', label: 'Dapat Uang Makan', format: 'boolean' },
    { key: 'color', label: 'Warna' },
    { key: 'sort_order', label: 'Urutan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
  deactivateWhenUsed: true,
  hooks: protectBuiltInCodes(BUILT_IN_ATTENDANCE_CODES, 'Jenis absensi'),
});
