/**
 * Pemotongan gerbang as a kind of the monthly deduction summary: a day the person came to work
 * (the day has a check-in) without a punch on any campus gate terminal (fingerprint_machines
 * purpose 'gerbang') costs the `pemotongan_gerbang` percentage, at most its monthly cap. Off
 * unless the institution has an active gate terminal and an active pemotongan_gerbang row.
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client.ts';
import { defineDeductionSource } from '../../platform/deductions/monthly-deductions.ts';
import { monthRange } from './rekap.service.ts';

defineDeductionSource({
  kind: 'gerbang',
  label: 'Gerbang',
  countLabel: 'hari tanpa punch gerbang',
  order: 5,
  async monthly(db, scope) {
    if (scope.userIds.length === 0) return new Map();
    const [rule] = await selectRows<{ code: string; percentage: string; cap: string | null }>(
      db,
      sql`select code, percentage, monthly_cap_percentage as cap from event_deductions
           where kind = 'gerbang' and is_active and percentage is not null
             and exists (select 1 from fingerprint_machines where purpose = 'gerbang' and is_active)
           order by id limit 1`,
    );
    if (!rule) return new Map();
    const { from, to } = monthRange(scope.year, scope.month);
    const ids = sql.join(
      scope.userIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = await selectRows<{ user_id: number; days: number }>(
      db,
      sql`select d.user_id, count(*)::int as days
            from attendance_days d
           where d.user_id in (${ids}) and d.date between ${from}::date and ${to}::date
             and d.is_working_day and d.check_in is not null
             and not exists (
               select 1 from attendance_punches p
                 join fingerprint_machines m on m.id = p.machine_id and m.purpose = 'gerbang'
                where p.user_id = d.user_id and p.date = d.date)
           group by d.user_id`,
    );
    const per = Number(rule.percentage);
    const cap = rule.cap === null ? null : Number(rule.cap);
    return new Map(
      rows.map((r) => {
        const sum = r.days * per;
        const pct = Math.round((cap === null ? sum : Math.min(sum, cap)) * 10_000) / 10_000;
        return [r.user_id, { count: r.days, pct, rule: rule.code }];
      }),
    );
  },
});
