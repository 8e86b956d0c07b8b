/**
 * Mandatory meetings as a kind of the monthly deduction summary: those missed without cover,
 * each costing the pemotongan_rapat percentage, at most its monthly cap (docs/rapat.md).
 */
import { defineDeductionSource } from '../../platform/deductions/monthly-deductions.ts';
import { rapatMonthSummary } from './rapat-attendance.service.ts';

defineDeductionSource({
  kind: 'rapat',
  label: 'Rapat',
  countLabel: 'tidak hadir',
  order: 4,
  async monthly(db, scope) {
    if (scope.userIds.length === 0) return new Map();
    const rows = await rapatMonthSummary(db, scope.year, scope.month, { userIds: scope.userIds });
    return new Map(
      rows.map((r) => [
        r.userId,
        { count: r.missed, pct: r.pct, rule: r.missed > 0 ? r.rule : null },
      ]),
    );
  },
});
