/**
 * Presensi as a kind of the monthly deduction summary: the recap's deduction (per occurrence or
 * by the month's accumulated minutes, institution_settings.attendance_deduction_mode), counting
 * the late, early-leaving and absent days.
 */
import { defineDeductionSource } from '../../platform/deductions/monthly-deductions.ts';
import { recapRows } from './rekap.service.ts';

const COUNTED = /^(TL|PSW|TK)/;

defineDeductionSource({
  kind: 'presensi',
  label: 'Presensi',
  countLabel: 'hari terlambat, pulang cepat, tanpa keterangan',
  order: 1,
  async monthly(db, scope) {
    if (scope.userIds.length === 0) return new Map();
    const rows = await recapRows(db, {
      year: scope.year,
      month: scope.month,
      userIds: scope.userIds,
    });
    return new Map(
      rows.map((r) => {
        const count = Object.entries(r.counts)
          .filter(([code]) => COUNTED.test(code))
          .reduce((n, [, days]) => n + days, 0);
        return [r.user_id, { count, pct: r.deduction_pct, rule: r.deduction_rule }];
      }),
    );
  },
});
