/**
 * `GET admin/absensi/ringkasan`: the monthly deduction summary (platform/deductions) for a page
 * of the month's people, in the recap's order (unit, then name).
 */
import type { TDeductionSummaryRow } from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client.ts';
import { type PageRequest, paginate } from '../../http/paginate.ts';
import {
  deductionSources,
  monthlyDeductions,
} from '../../platform/deductions/monthly-deductions.ts';
import './gerbang.deduction.ts';
import './presensi.deduction.ts';
import { unitTree } from './rekap.service.ts';

export async function deductionSummary(
  db: DbOrTx,
  page: PageRequest,
  q: { year: number; month: number; unit_id?: number | null },
) {
  const unitFilter = q.unit_id ? sql`and u.unit_id in ${unitTree(q.unit_id)}` : sql``;
  const result = await paginate<TDeductionSummaryRow>(
    page,
    async () => {
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from users u where u.status = 'active' ${unitFilter}`,
      );
      return row?.n ?? 0;
    },
    async (limit, offset) => {
      const people = await selectRows<{
        id: number;
        name: string;
        nip: string | null;
        unit_name: string | null;
      }>(
        db,
        sql`select u.id, u.name, u.nip, wu.name as unit_name
              from users u left join work_units wu on wu.id = u.unit_id
             where u.status = 'active' ${unitFilter}
             order by wu.name nulls last, u.name, u.id
             limit ${limit} offset ${offset}`,
      );
      const deductions = await monthlyDeductions(db, {
        year: q.year,
        month: q.month,
        userIds: people.map((p) => p.id),
      });
      return people.map((p) => {
        const d = deductions.get(p.id);
        return {
          user: { id: p.id, name: p.name, nip: p.nip },
          unit_name: p.unit_name,
          parts: d?.parts ?? {},
          total_pct: d?.total ?? 0,
        };
      });
    },
  );
  return { ...result, kinds: deductionSources().map(({ kind, label }) => ({ kind, label })) };
}
