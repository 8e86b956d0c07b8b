import {
  WORK_PATTERN_DESCRIPTOR,
  WORK_PATTERN_FILTERS,
  WORK_PATTERN_OFF,
  ZCreateWorkPatternRequest,
  ZUpdateWorkPatternRequest,
} from '@sikerja/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { workPatternAssignments, workPatterns } from '../../db/schema/attendance.ts';
import { shifts } from '../../db/schema/masters-attendance.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/**
 * Every code of a cycle must be an active shift or 'L' (libur); checked against the shift
 * master on each write, so a cycle never names a shift that cannot be scheduled. A shift
 * switched off later stays in the patterns that already use it (the engine still reads it).
 */
export async function assertCycleCodes(tx: DbOrTx, cycle: readonly string[]): Promise<void> {
  const codes = [...new Set(cycle.filter((c) => c !== WORK_PATTERN_OFF))];
  if (codes.length === 0) return;
  const found = await tx
    .select({ code: shifts.code })
    .from(shifts)
    .where(and(inArray(shifts.code, codes), eq(shifts.isActive, true)));
  const known = new Set(found.map((f) => f.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length > 0) {
    throw AppError.validation({
      cycle: [
        `Kode shift tidak dikenal atau nonaktif: ${unknown.join(', ')}. Gunakan kode shift aktif atau L untuk libur.`,
      ],
    });
  }
}

/**
 * A cycle in force for someone is not rewritten: it would silently change their recorded past
 * days (the cycle has no dates of its own). A new pattern, assigned from a date, does that.
 */
async function refuseCycleChangeInUse(
  tx: DbOrTx,
  before: Record<string, unknown>,
  cycle: readonly string[],
): Promise<void> {
  if ((before.cycle as string[]).join('-') === cycle.join('-')) return;
  const [used] = await tx
    .select({ id: workPatternAssignments.id })
    .from(workPatternAssignments)
    .where(
      and(
        eq(workPatternAssignments.patternId, before.id as number),
        eq(workPatternAssignments.effective, true),
      ),
    )
    .limit(1);
  if (used) {
    throw AppError.validation({
      cycle: [
        'Siklus pola kerja yang sedang dipakai pegawai tidak dapat diubah. Buat pola baru dan tugaskan mulai tanggal tertentu.',
      ],
    });
  }
}

/** `/admin/master/pola_kerja`: work patterns, a repeating cycle of shift codes and days off. */
export const workPatternResource = defineResource({
  path: '/admin/master/pola_kerja',
  label: 'Pola kerja',
  table: workPatterns,
  descriptor: WORK_PATTERN_DESCRIPTOR,
  contract: {
    create: ZCreateWorkPatternRequest,
    update: ZUpdateWorkPatternRequest,
    filters: WORK_PATTERN_FILTERS,
  },
  list: {
    searchable: ['code', 'name', 'description'],
    filterable: { is_active: 'is_active' },
  },
  // Still assigned to someone: switched off rather than deleted, so schedules keep reading it.
  deactivateWhenUsed: true,
  hooks: {
    async beforeCreate(input, { tx }) {
      await assertCycleCodes(tx, input.cycle as string[]);
      return input;
    },
    async beforeUpdate(input, before, { tx }) {
      await assertCycleCodes(tx, input.cycle as string[]);
      await refuseCycleChangeInUse(tx, before, input.cycle as string[]);
      return input;
    },
  },
});
