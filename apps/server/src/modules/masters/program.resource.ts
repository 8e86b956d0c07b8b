import {
  PROGRAM_DESCRIPTOR,
  PROGRAM_FILTERS,
  ZCreateProgramRequest,
  ZUpdateProgramRequest,
} from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import { budgetAffairs, budgetPrograms } from '../../db/schema/masters.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource, type HookContext } from '../../platform/resource/resource-factory.ts';

/**
 * "Active" means choosable in new records (masters.md): a programme may keep an urusan that was
 * switched off later, but may not be put under one that is off now.
 */
async function assertActiveUrusan(affairId: unknown, ctx: HookContext, previous?: unknown) {
  if (affairId === previous) return;
  const [affair] = await ctx.tx
    .select({ isActive: budgetAffairs.isActive })
    .from(budgetAffairs)
    .where(eq(budgetAffairs.id, Number(affairId)));
  if (!affair) throw AppError.validation({ affair_id: ['Urusan tidak ditemukan'] });
  if (!affair.isActive) throw AppError.validation({ affair_id: ['Urusan sudah tidak aktif'] });
}

/** `/admin/master_pusat/program`: programmes under an urusan. */
export const programResource = defineResource({
  path: '/admin/master_pusat/program',
  label: 'Program',
  table: budgetPrograms,
  descriptor: PROGRAM_DESCRIPTOR,
  contract: {
    create: ZCreateProgramRequest,
    update: ZUpdateProgramRequest,
    filters: PROGRAM_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { affair_id: 'affair_id', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    affair_name: sql.raw(
      "(select a.code || ' ' || a.name from budget_affairs a where a.id = budget_programs.affair_id)",
    ),
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertActiveUrusan(input.affair_id, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertActiveUrusan(input.affair_id, ctx, before.affair_id);
      return input;
    },
  },
});
