/**
 * Capaian kinerja from the database (docs/kinerja.md, "Capaian: dari data ke angka"): loads,
 * set-based, everything `computeCapaian` needs for one month or several months (a year) of
 * everyone (or of the given people) and computes each person's month with the pure function.
 * Six queries whatever the number of people and months: the chosen contracts (one a person and
 * month), their lines of each month with their targets and approved realisations aggregated
 * (one row a line and month), the month rows, the two settings tables and the institution's
 * settings (for the time zone).
 *
 * Loading rules (decided here, documented in docs/kinerja.md):
 * - Contract: an approved contract of the year whose period overlaps the month. With two (a
 *   position change within the month) the one whose period covers more days of the month
 *   counts; on a tie the later one (the assignment active at month end).
 * - Main lines: `duty_kind = 'utama'` and `extra_month is null`; their targets and approved
 *   realisations of the month, and for a cumulative line those of the months before it too.
 * - Additional duties of the month: lines with `extra_month = M` (added in the month's
 *   realisation), and `duty_kind = 'tambahan'` lines without a month that have a realisation
 *   row in M; what counts is the approved quantity of month M.
 * - Status: the month row's status, `belum_diisi` without one; `sent_on` is the date of
 *   `first_sent_at` in the institution's time zone (the first send decides early or late).
 * - Category: the contract's head of the institution (no superior) 'direktur', a lecturer
 *   position 'dosen', else 'pegawai' (staffCategoryOf, from the contract's position).
 */
import { CAPAIAN_NO_MONTH_STATUS, type TCapaianMonth } from '@sikerja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client.ts';
import { zonedDate } from '../../lib/time.ts';
import { loadSettings } from '../setting/setting.api.ts';
import {
  type ApprovedRealisation,
  type CapaianAdditionalInput,
  type CapaianCapRow,
  type CapaianMainLineInput,
  type CapaianMonthInput,
  computeCapaian,
  type KinerjaMonthRow,
  type MonthQuantity,
  resolveCapaianRules,
  staffCategoryOf,
} from './capaian.rules.ts';

export interface CapaianForMonthQuery {
  year: number;
  month: number;
  /** Only these people; all people with an approved contract covering the month when absent. */
  userIds?: readonly number[];
}

export interface CapaianForMonthsQuery {
  year: number;
  /** The months (1–12) to compute; the whole year when absent. */
  months?: readonly number[];
  /** Only these people; all people with an approved contract covering a month when absent. */
  userIds?: readonly number[];
}

/** One person's month: who, which contract, and the computed capaian. */
export interface PersonCapaian {
  user_id: number;
  name: string;
  nip: string | null;
  contract_id: number;
  position_name: string;
  unit_id: number;
  unit_name: string;
  capaian: TCapaianMonth;
}

/** One person's month of a year (`capaianForMonths`). */
export interface PersonCapaianMonth extends PersonCapaian {
  month: number;
}

/** What a run loaded, for the benchmark's figures. */
export interface CapaianLoadStats {
  contracts: number;
  lines: number;
  /** One row a line, its targets and realisations aggregated in the database. */
  months: number;
  queries: number;
}

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const numOr0 = (v: unknown) => num(v) ?? 0;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The months asked, validated and sorted: 1–12, no repeats. */
function monthsOf(q: CapaianForMonthsQuery): number[] {
  const months = [...new Set(q.months ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])]
    .map(Number)
    .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12);
  return months.sort((a, b) => a - b);
}

/**
 * The chosen contract of each person for each month asked, as a CTE body (`month` a column):
 * approved, of the year, overlapping the month; the one covering most days of it, else the
 * later one.
 */
function chosenContracts(q: CapaianForMonthsQuery, months: readonly number[]): SQL {
  const ids = q.userIds ? [...q.userIds] : null;
  const monthList = sql.raw(`'{${months.join(',')}}'`);
  return sql`
    select distinct on (c.user_id, mo.month) mo.month, c.id, c.user_id, c.position_id,
           c.unit_id, c.superior_user_id
      from kinerja_contracts c
      join (select m as month, make_date(${q.year}::int, m, 1) as first_day,
                   (make_date(${q.year}::int, m, 1) + interval '1 month' - interval '1 day')::date
                     as last_day
              from unnest(${monthList}::int[]) as u(m)) mo
        on c.period_start <= mo.last_day and c.period_end >= mo.first_day
     where c.year = ${q.year} and c.status = 'approved'
       ${ids ? sql`and c.user_id = any(${sql.raw(`'{${ids.map(Number).join(',')}}'`)}::int[])` : sql``}
     order by c.user_id, mo.month,
       (least(c.period_end, mo.last_day) - greatest(c.period_start, mo.first_day)) desc,
       c.period_start desc, c.id desc`;
}

/**
 * The lines that count in each month, one row a line and month, with what the month needs of
 * their targets and approved realisations, aggregated in the database: the month's target and
 * realisation, and for a cumulative main line the sums of the months before it (quantity, and
 * quantity × quality for the quantity-weighted mean quality). One row per line and month keeps
 * the rows loaded at about ten a person and month.
 */
function monthLines(): SQL {
  return sql`
    with ml as (
      select ch.month, l.id, l.contract_id, l.duty_kind, l.extra_month, l.is_cumulative,
             l.task_description_id, l.proposed_name, l.weight, l.points, l.quality, l.sort_order,
             (l.duty_kind = 'utama' and l.extra_month is null) as is_main
        from kinerja_lines l
        join chosen ch on ch.id = l.contract_id
       where (l.extra_month is null and l.duty_kind in ('utama', 'tambahan'))
          or l.extra_month = ch.month
    ),
    t as (
      select ml.month, x.line_id, sum(x.quantity) as t_month
        from ml join kinerja_targets x on x.line_id = ml.id and x.month = ml.month
       where ml.is_main
       group by ml.month, x.line_id
    ),
    tb as (
      select ml.month, x.line_id, sum(x.quantity) as t_before
        from ml join kinerja_targets x on x.line_id = ml.id and x.month < ml.month
       where ml.is_main and ml.is_cumulative
       group by ml.month, x.line_id
    ),
    r as (
      select ml.month, x.line_id, true as r_exists,
             max(x.approved_quantity) as r_qty, max(x.approved_quality) as r_quality
        from ml join kinerja_realisations x on x.line_id = ml.id and x.month = ml.month
       group by ml.month, x.line_id
    ),
    rb as (
      select ml.month, x.line_id,
             count(x.approved_quantity) as b_n,
             sum(x.approved_quantity) as b_qty,
             sum(x.approved_quantity * coalesce(x.approved_quality,
                   case when ml.quality > 0 then ml.quality else 100 end)) as b_qq
        from ml join kinerja_realisations x on x.line_id = ml.id and x.month < ml.month
       where ml.is_main and ml.is_cumulative
       group by ml.month, x.line_id
    )
    select ml.month, ml.id, ml.contract_id, ml.is_main, ml.is_cumulative,
           coalesce(td.description, ml.proposed_name) as name, ml.weight, ml.points, ml.quality,
           t.t_month, tb.t_before, r.r_exists, r.r_qty, r.r_quality, rb.b_n, rb.b_qty, rb.b_qq
      from ml
      left join t on t.line_id = ml.id and t.month = ml.month
      left join tb on tb.line_id = ml.id and tb.month = ml.month
      left join r on r.line_id = ml.id and r.month = ml.month
      left join rb on rb.line_id = ml.id and rb.month = ml.month
      left join task_descriptions td on td.id = ml.task_description_id
     where ml.is_main or ml.extra_month = ml.month or r.r_exists
     order by ml.contract_id, ml.month, ml.sort_order, ml.id`;
}

/** Loads the inputs of everyone's month. */
async function loadInputs(db: DbOrTx, q: CapaianForMonthsQuery, months: readonly number[]) {
  const chosen = chosenContracts(q, months);
  const [contracts, lineRows, monthRows, capRows, settingRows] = await Promise.all([
    selectRows<Row>(
      db,
      sql`with chosen as (${chosen})
          select ch.month, ch.id, ch.user_id, ch.superior_user_id, ch.unit_id,
                 u.name, u.nip, p.name as position_name, p.is_lecturer,
                 wu.name as unit_name
            from chosen ch
            join users u on u.id = ch.user_id
            join positions p on p.id = ch.position_id
            join work_units wu on wu.id = ch.unit_id
           order by u.name, ch.user_id, ch.month`,
    ),
    selectRows<Row>(
      db,
      sql`with chosen as (${chosen}), lines as (${monthLines()}) select * from lines`,
    ),
    selectRows<Row>(
      db,
      sql`with chosen as (${chosen})
          select m.contract_id, m.month, m.status, m.first_sent_at
            from kinerja_months m
            join chosen ch on ch.id = m.contract_id and m.month = ch.month`,
    ),
    selectRows<Row>(
      db,
      sql`select category, year, month, max_percent, is_active from capaian_caps where is_active`,
    ),
    selectRows<Row>(
      db,
      sql`select year, month, additional_max_percent, main_required, main_min_percent,
                 deadline_day, deadline_next_month, reward_percent,
                 punishment_per_day_percent, punishment_max_percent, is_active
            from kinerja_month_settings where is_active`,
    ),
  ]);
  return { contracts, lineRows, monthRows, capRows, settingRows };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Everyone's (or the given people's) capaian of a month, ordered by name. */
export async function capaianForMonth(
  db: DbOrTx,
  query: CapaianForMonthQuery,
  stats?: CapaianLoadStats,
): Promise<PersonCapaian[]> {
  const rows = await capaianForMonths(
    db,
    { year: query.year, months: [query.month], userIds: query.userIds },
    stats,
  );
  return rows.map(({ month: _month, ...person }) => person);
}

/**
 * Everyone's (or the given people's) capaian of the given months of a year (all twelve when
 * none are given), one entry a person and month covered by an approved contract, ordered by
 * name, person and month. The same six queries as one month: the month is a column of the
 * chosen-contract CTE, so a year costs no per-month round trip.
 */
export async function capaianForMonths(
  db: DbOrTx,
  query: CapaianForMonthsQuery,
  stats?: CapaianLoadStats,
): Promise<PersonCapaianMonth[]> {
  if (query.userIds && query.userIds.length === 0) return [];
  const months = monthsOf(query);
  if (months.length === 0) return [];
  const [loaded, settings] = await Promise.all([loadInputs(db, query, months), loadSettings(db)]);
  const { contracts, lineRows, monthRows } = loaded;
  if (stats) {
    Object.assign(stats, {
      contracts: contracts.length,
      lines: lineRows.length,
      months: monthRows.length,
      queries: 6,
    } satisfies CapaianLoadStats);
  }

  const caps: CapaianCapRow[] = loaded.capRows.map((r) => ({
    category: String(r.category) as CapaianCapRow['category'],
    year: num(r.year),
    month: num(r.month),
    max_percent: numOr0(r.max_percent),
    is_active: Boolean(r.is_active),
  }));
  const monthSettings: KinerjaMonthRow[] = loaded.settingRows.map((r) => ({
    year: num(r.year),
    month: num(r.month),
    additional_max_percent: numOr0(r.additional_max_percent),
    main_required: Boolean(r.main_required),
    main_min_percent: numOr0(r.main_min_percent),
    deadline_day: num(r.deadline_day),
    deadline_next_month: Boolean(r.deadline_next_month),
    reward_percent: numOr0(r.reward_percent),
    punishment_per_day_percent: numOr0(r.punishment_per_day_percent),
    punishment_max_percent: num(r.punishment_max_percent),
    is_active: Boolean(r.is_active),
  }));

  // A contract may be chosen for several months: key everything by contract and month.
  const key = (contractId: unknown, month: unknown) => Number(contractId) * 16 + Number(month);
  const linesByContractMonth = groupBy(lineRows, (r) => key(r.contract_id, r.month));
  const monthByContractMonth = new Map(monthRows.map((r) => [key(r.contract_id, r.month), r]));

  return contracts.map((c) => {
    const contractId = Number(c.id);
    const month = Number(c.month);
    const main: CapaianMainLineInput[] = [];
    const additional: CapaianAdditionalInput[] = [];
    for (const line of linesByContractMonth.get(key(contractId, month)) ?? []) {
      const lineId = Number(line.id);
      const name = str(line.name) ?? '';
      const exists = Boolean(line.r_exists);
      if (line.is_main) {
        const targets: MonthQuantity[] = [];
        if (line.t_month !== null) targets.push({ month, quantity: numOr0(line.t_month) });
        // The months before, summed: the pure function only adds them up.
        if (line.t_before !== null) targets.push({ month: 0, quantity: numOr0(line.t_before) });
        const realisations: ApprovedRealisation[] = [];
        if (exists) {
          realisations.push({
            month,
            approved_quantity: num(line.r_qty),
            approved_quality: num(line.r_quality),
          });
        }
        const beforeQuantity = numOr0(line.b_qty);
        if (numOr0(line.b_n) > 0) {
          realisations.push({
            month: 0,
            approved_quantity: beforeQuantity,
            // The months' quantity-weighted mean quality; nothing delivered has none.
            approved_quality: beforeQuantity > 0 ? numOr0(line.b_qq) / beforeQuantity : 0,
          });
        }
        main.push({
          line_id: lineId,
          name,
          bobot: numOr0(line.weight),
          points: num(line.points),
          is_cumulative: Boolean(line.is_cumulative),
          target_quality: numOr0(line.quality),
          targets,
          realisations,
        });
      } else {
        additional.push({
          line_id: lineId,
          name,
          points: numOr0(line.points),
          approved_quantity: exists ? num(line.r_qty) : null,
        });
      }
    }
    const monthRow = monthByContractMonth.get(key(contractId, month));
    const firstSent = monthRow?.first_sent_at;
    const category = staffCategoryOf({
      is_head_of_institution: c.superior_user_id === null,
      is_lecturer: Boolean(c.is_lecturer),
    });
    const input: CapaianMonthInput = {
      year: query.year,
      month,
      category,
      status: monthRow ? String(monthRow.status) : CAPAIAN_NO_MONTH_STATUS,
      sent_on: firstSent
        ? zonedDate(
            firstSent instanceof Date ? firstSent : new Date(String(firstSent)),
            settings.timeZone,
          )
        : null,
      main_lines: main,
      additional_lines: additional,
      rules: resolveCapaianRules(caps, monthSettings, { year: query.year, month, category }),
    };
    return {
      user_id: Number(c.user_id),
      name: String(c.name),
      nip: str(c.nip),
      contract_id: contractId,
      position_name: String(c.position_name),
      unit_id: Number(c.unit_id),
      unit_name: String(c.unit_name),
      month,
      capaian: computeCapaian(input),
    };
  });
}
