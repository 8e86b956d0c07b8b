import {
  BULAN_TAHUN_DESCRIPTOR,
  BULAN_TAHUN_FILTERS,
  payrollPeriodName,
  ZCreateBulanTahunRequest,
  ZUpdateBulanTahunRequest,
} from '@sikerja/contracts';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { payrollPeriods } from '../../db/schema/masters-attendance.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource, type HookContext } from '../../platform/resource/resource-factory.ts';

type Values = Record<string, unknown>;

const nameOf = (row: Values) =>
  payrollPeriodName({ month: Number(row.month), year: Number(row.year) });

/** A day belongs to one payroll period only, or attendance would be paid twice. */
async function assertNoOverlap(input: Values, ctx: HookContext, id?: number) {
  const [same] = await ctx.tx
    .select({ id: payrollPeriods.id })
    .from(payrollPeriods)
    .where(
      and(
        id === undefined ? undefined : ne(payrollPeriods.id, id),
        eq(payrollPeriods.month, Number(input.month)),
        eq(payrollPeriods.year, Number(input.year)),
      ),
    )
    .limit(1);
  if (same) throw AppError.validation({ month: ['Periode bulan dan tahun ini sudah terdaftar'] });
  const [clash] = await ctx.tx
    .select({ month: payrollPeriods.month, year: payrollPeriods.year })
    .from(payrollPeriods)
    .where(
      and(
        id === undefined ? undefined : ne(payrollPeriods.id, id),
        lte(payrollPeriods.periodStart, String(input.period_end)),
        gte(payrollPeriods.periodEnd, String(input.period_start)),
      ),
    )
    .limit(1);
  if (clash) {
    throw AppError.validation({
      period_start: [`Tanggal periode bentrok dengan periode ${nameOf(clash)}`],
    });
  }
}

/** Fields a locked period keeps; only its status (unlocking) may change. */
const LOCKED_FIELDS = ['month', 'year', 'period_start', 'period_end', 'note', 'is_active'] as const;

/**
 * `/admin/master/bulan_tahun`: payroll periods. Once payroll for a period is final it is
 * locked, so the numbers paid cannot drift; unlocking is a deliberate, audited update.
 */
export const bulanTahunResource = defineResource({
  path: '/admin/master/bulan_tahun',
  label: 'Periode',
  table: payrollPeriods,
  descriptor: BULAN_TAHUN_DESCRIPTOR,
  contract: {
    create: ZCreateBulanTahunRequest,
    update: ZUpdateBulanTahunRequest,
    filters: BULAN_TAHUN_FILTERS,
  },
  list: {
    searchable: ['note'],
    filterable: { year: 'year', status: 'status', is_active: 'is_active' },
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertNoOverlap(input, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      if (before.status === 'locked' && input.status === 'locked') {
        const changed = LOCKED_FIELDS.some((field) => (input[field] ?? null) !== before[field]);
        if (changed) {
          throw AppError.validation({
            status: [`Periode ${nameOf(before)} terkunci. Buka kuncinya dulu untuk mengubahnya.`],
          });
        }
      }
      await assertNoOverlap(input, ctx, before.id);
      return input;
    },
    beforeDelete(before) {
      if (before.status === 'locked') {
        throw AppError.conflict(
          `Periode ${nameOf(before)} terkunci dan tidak dapat dihapus. Buka kuncinya dulu.`,
        );
      }
    },
  },
});
