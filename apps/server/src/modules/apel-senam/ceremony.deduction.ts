/**
 * Apel and senam as kinds of the monthly deduction summary: the sessions a person missed
 * without cover, each costing the pemotongan_apel / pemotongan_senam percentage, at most the
 * monthly cap (ceremony.rules.ts monthDeduction).
 */
import { CEREMONY_KINDS, type TCeremonyKind } from '@sikerja/contracts';
import { defineDeductionSource } from '../../platform/deductions/monthly-deductions.ts';
import { attendanceNow } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { deductionRule, monthOf } from './ceremony-attendance.service.ts';

const LABELS: Record<TCeremonyKind, string> = { apel: 'Apel', senam: 'Senam' };

CEREMONY_KINDS.forEach((kind, i) => {
  defineDeductionSource({
    kind,
    label: LABELS[kind],
    countLabel: 'tidak hadir',
    order: 2 + i,
    async monthly(db, scope) {
      const asked = new Set(scope.userIds);
      if (asked.size === 0) return new Map();
      const rule = await deductionRule(db, kind);
      const { timeZone } = await loadSettings(db);
      const { rows } = await monthOf(db, kind, scope.year, scope.month, {
        now: attendanceNow(),
        timeZone,
        rule,
      });
      return new Map(
        rows
          .filter((r) => asked.has(r.userId))
          .map((r) => [
            r.userId,
            { count: r.absences, pct: r.pct, rule: r.absences > 0 ? (rule?.code ?? null) : null },
          ]),
      );
    },
  });
});
