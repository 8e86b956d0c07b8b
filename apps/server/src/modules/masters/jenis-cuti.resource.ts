import {
  JENIS_CUTI_FILTERS,
  JENIS_CUTI_SORT_KEYS,
  ZCreateJenisCutiRequest,
  ZJenisCutiRow,
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
  contract: {
    create: ZCreateJenisCutiRequest,
    update: ZUpdateJenisCutiRequest,
    row: ZJenisCutiRow,
    sortKeys: JENIS_CUTI_SORT_KEYS,
    filters: JENIS_CUTI_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { sort_order: 'sort_order', code: 'code', name: 'name' },
    filterable: { duration_unit: 'duration_unit', is_paid: 'is_paid', is_active: 'is_active' },
    defaultSort: [['sort_order', 'asc']],
  },
  // The list and the export show staff type names, not ids (empty: every type). Plain SQL: the
  // outer row is named by table.
  derived: {
    staff_type_names: sql.raw(
      "(select coalesce(array_agg(s.name order by s.sort_order, s.name), '{}') from staff_types s where s.id = any(leave_types.staff_type_ids))",
    ),
  },
  columns: [
    { key: 'code', label: 'Kode' },
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'duration_unit', label: 'Satuan' },
    { key: 'max_duration', label: 'Maksimal', format: 'number' },
    { key: 'min_service_months', label: 'Masa Kerja Minimal (bulan)', format: 'number' },
    { key: 'attachment_rule', label: 'Lampiran' },
    { key: 'attachment_above_days', label: 'Lampiran Bila Lebih Dari (hari)', format: 'number' },
    { key: 'staff_type_names', label: 'Jenis Pegawai', width: 40 },
    { key: 'approval_levels', label: 'Konfirmasi' },
    { key: 'is_paid', label: 'Tetap Dibayar', format: 'boolean' },
    { key: 'sort_order', label: 'Urutan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
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
