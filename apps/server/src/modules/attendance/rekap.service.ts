/**
 * The monthly recapitulation (docs/attendance.md, "Monitoring and recap"): one row per person
 * with the code of each day, the count of each code, the month's minutes and the deduction.
 * One set-based query per chunk of people, never a query per person or per day, so a month of
 * 10,000 people streams in seconds (bench/recap.ts).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client.ts';

export interface RecapScope {
  year: number;
  month: number;
  /** The unit and every unit below it; omitted: everyone. */
  unitId?: number | null;
  userIds?: readonly number[];
}

export interface RecapRow {
  user_id: number;
  name: string;
  nip: string | null;
  unit_name: string | null;
  /** Day of the month → the day's code. */
  codes: Record<string, string>;
  /** Code → days (a late band counts besides the day's code: 'TL2' on an 'H' day is impossible, but 'PSW1' on a 'TL2' day counts both). */
  counts: Record<string, number>;
  late_minutes: number;
  early_minutes: number;
  deduction_pct: number;
  /**
   * What produced the deduction: 'Per kejadian: TL2×3, TK×1', or by the month's minutes
   * 'Akumulasi menit: <band code>' (plus the absences).
   */
  deduction_rule: string | null;
}

/** First day of the month and of the next one. */
export function monthRange(
  year: number,
  month: number,
): { from: string; to: string; days: number } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(days)}`, days };
}

/** The unit and its descendants, as a subquery of ids. */
export function unitTree(unitId: number) {
  return sql`(with recursive tree(id) as (
      select id from work_units where id = ${unitId}
      union select w.id from work_units w join tree t on w.parent_id = t.id)
    select id from tree)`;
}

/**
 * The recap rows of a chunk of people, ordered by unit and name. The deduction follows
 * institution_settings.attendance_deduction_mode: per occurrence, the sum of the days'
 * deduction_pct; by monthly minutes, the band of attendance_deductions (mode monthly_minutes,
 * late or early) holding the month's late + early minutes, plus the days' own deductions (the
 * engine leaves late and early at 0 in that mode, so only absences add). Capped at 100.
 */
export async function recapRows(
  db: DbOrTx,
  scope: RecapScope,
  chunk: { limit: number; offset: number } = { limit: 100_000, offset: 0 },
): Promise<RecapRow[]> {
  const { from, to } = monthRange(scope.year, scope.month);
  const unitFilter = scope.unitId ? sql`and u.unit_id in ${unitTree(scope.unitId)}` : sql``;
  const userFilter =
    scope.userIds && scope.userIds.length > 0
      ? sql`and u.id in (${sql.join(
          scope.userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const rows = await selectRows<
    Omit<RecapRow, 'deduction_rule'> & {
      late_minutes: string;
      deduction_pct: string;
      deduction_mode: string;
      band_code: string | null;
    }
  >(
    db,
    sql`
    with people as (
      select u.id, u.name, u.nip, wu.name as unit_name
        from users u left join work_units wu on wu.id = u.unit_id
       where u.status = 'active' ${unitFilter} ${userFilter}
       order by wu.name nulls last, u.name, u.id
       limit ${chunk.limit} offset ${chunk.offset}
    ),
    days as (
      select d.* from attendance_days d join people p on p.id = d.user_id
       where d.date between ${from}::date and ${to}::date
    ),
    per_person as (
      select user_id,
             jsonb_object_agg(extract(day from date)::int, code) as codes,
             coalesce(sum(late_minutes), 0)::int as late_minutes,
             coalesce(sum(early_minutes), 0)::int as early_minutes,
             coalesce(sum(deduction_pct), 0) as day_pct
        from days group by user_id
    ),
    per_code as (
      select user_id, jsonb_object_agg(c, n) as counts
        from (select d.user_id, v.c, count(*)::int as n
                from days d
                cross join lateral (
                  select distinct c from unnest(array[d.code, d.late_code, d.early_code]) as c
                   where c is not null) v
               group by d.user_id, v.c) x
       group by user_id
    ),
    mode as (
      select coalesce((select attendance_deduction_mode from institution_settings where id = 1),
                      'per_occurrence') as mode
    )
    select p.id as user_id, p.name, p.nip, p.unit_name,
           coalesce(pp.codes, '{}'::jsonb) as codes,
           coalesce(pc.counts, '{}'::jsonb) as counts,
           coalesce(pp.late_minutes, 0) as late_minutes,
           coalesce(pp.early_minutes, 0) as early_minutes,
           (select mode from mode) as deduction_mode,
           band.code as band_code,
           least(100, coalesce(pp.day_pct, 0) + coalesce(band.percentage, 0)) as deduction_pct
      from people p
      left join per_person pp on pp.user_id = p.id
      left join per_code pc on pc.user_id = p.id
      -- By monthly minutes: the band holding the month's late + early minutes.
      left join lateral (
        select b.code, b.percentage from attendance_deductions b
         where (select mode from mode) = 'monthly_minutes'
           and b.mode = 'monthly_minutes' and b.is_active and b.kind in ('late', 'early')
           and coalesce(pp.late_minutes, 0) + coalesce(pp.early_minutes, 0) >= coalesce(b.minutes_from, 0)
           and (b.minutes_to is null
                or coalesce(pp.late_minutes, 0) + coalesce(pp.early_minutes, 0) < b.minutes_to)
         order by b.percentage desc limit 1) band on true
     order by p.unit_name nulls last, p.name, p.id`,
  );
  return rows.map(({ deduction_mode, band_code, ...r }) => ({
    ...r,
    late_minutes: Number(r.late_minutes),
    early_minutes: Number(r.early_minutes),
    deduction_pct: Number(r.deduction_pct),
    deduction_rule: ruleOf(deduction_mode, band_code, r.counts),
  }));
}

const DEDUCTED = /^(TL|PSW|TK)/;

/** 'Per kejadian: TL2×3, TK×1' or 'Akumulasi menit: TLM2, TK×1'; null when nothing cost. */
export function ruleOf(
  mode: string,
  bandCode: string | null,
  counts: Readonly<Record<string, number>>,
): string | null {
  const codes = Object.entries(counts)
    .filter(([code, n]) => n > 0 && DEDUCTED.test(code))
    .filter(([code]) => mode !== 'monthly_minutes' || code === 'TK')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, n]) => `${code}×${n}`);
  if (mode === 'monthly_minutes') {
    const parts = [...(bandCode ? [bandCode] : []), ...codes];
    return parts.length > 0 ? `Akumulasi menit: ${parts.join(', ')}` : null;
  }
  return codes.length > 0 ? `Per kejadian: ${codes.join(', ')}` : null;
}
