/**
 * The payroll month as a kind of the platform's period lock (docs/architecture.md "Period
 * lock"): a month whose payroll period (`/admin/master/bulan_tahun`) has status 'locked' is
 * final, so whatever is paid from it (overtime now, remunerasi later) refuses changes with the
 * one 409 `PERIOD_LOCKED`. Writers call `assertPeriodOpen(tx, 'payroll', { year, month })`.
 */
import { monthName } from '@sikerja/contracts';
import { and, eq } from 'drizzle-orm';
import { payrollPeriods } from '../../db/schema/masters-attendance.ts';
import { definePeriodLock } from '../../platform/period-lock/period-lock.ts';

export interface PayrollLockScope {
  year: number;
  month: number;
}

declare module '../../platform/period-lock/period-lock.ts' {
  interface PeriodScopes {
    payroll: PayrollLockScope;
  }
}

definePeriodLock('payroll', {
  async find(tx, scope) {
    const [row] = await tx
      .select({ id: payrollPeriods.id })
      .from(payrollPeriods)
      .where(
        and(
          eq(payrollPeriods.year, scope.year),
          eq(payrollPeriods.month, scope.month),
          eq(payrollPeriods.status, 'locked'),
        ),
      )
      .limit(1);
    return row ? { subject: `Penggajian bulan ${monthName(scope.month)} ${scope.year}` } : null;
  },
});
