/**
 * Laporan capaian kinerja (docs/kinerja.md "Laporan capaian"): a person's year (twelve months
 * and their average) and the admin's list of everyone for a month or a year, paginated. Both
 * read `capaianForMonths` (set-based: the same six queries for a year as for a month); the list
 * first pages the people in SQL, then computes only the page's people.
 *
 * Decided here:
 * - Who is in the list: everyone with an approved contract of the year overlapping the period
 *   (the month, or the whole year), whatever their account's status (a person who left still
 *   has the months they worked). The unit filter matches the unit of such a contract.
 * - The year's figures: the mean of the counted months, i.e. months covered by an approved
 *   contract whose first day is not after today on the institution's clock (a month still to
 *   come would count as 0). Rounded to 2 decimals like every capaian figure.
 * - A year row's person, position, unit and category are those of the last month covered.
 */
import type {
  TCapaianAverage,
  TCapaianMonth,
  TCapaianReportFilter,
  TCapaianReportRow,
  TCapaianYear,
  TPaginated,
} from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { attendanceNow } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { round2 } from './capaian.rules.ts';
import { capaianForMonths, type PersonCapaianMonth } from './capaian.service.ts';

type Row = Record<string, unknown>;

/** People computed at once by the list and the export (bounds the rows held in memory). */
const CHUNK = 250;

/** Today on the institution's clock, 'YYYY-MM-DD'. */
export async function reportToday(db: DbOrTx): Promise<string> {
  return zonedDate(attendanceNow(), (await loadSettings(db)).timeZone);
}

const firstDay = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** The mean of the months begun by `today` (null when none is). */
export function averageOf(months: readonly TCapaianMonth[], today: string): TCapaianAverage | null {
  const counted = months.filter((m) => firstDay(m.year, m.month) <= today);
  if (counted.length === 0) return null;
  const mean = (pick: (m: TCapaianMonth) => number) =>
    round2(counted.reduce((sum, m) => sum + pick(m), 0) / counted.length);
  return {
    months_counted: counted.length,
    utama: mean((m) => m.utama),
    tambahan: mean((m) => m.tambahan),
    tambahan_counted: mean((m) => m.applied.tambahan_counted),
    reward_punishment: mean((m) => m.reward_punishment),
    total: mean((m) => m.total),
    capped_total: mean((m) => m.capped_total),
  };
}

/** A person's twelve months and their average; 404 for an unknown person. */
export async function capaianYear(db: DbOrTx, userId: number, year: number): Promise<TCapaianYear> {
  const [person] = await selectRows<Row>(
    db,
    sql`select id, name, nip from users where id = ${userId}`,
  );
  if (!person) throw AppError.notFound('Pegawai tidak ditemukan.');
  const [entries, today] = await Promise.all([
    capaianForMonths(db, { year, userIds: [userId] }),
    reportToday(db),
  ]);
  const byMonth = new Map(entries.map((e) => [e.month, e.capaian]));
  return {
    year,
    user: {
      user_id: Number(person.id),
      name: String(person.name),
      nip: person.nip === null ? null : String(person.nip),
    },
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      capaian: byMonth.get(i + 1) ?? null,
    })),
    average: averageOf(
      entries.map((e) => e.capaian),
      today,
    ),
  };
}

/** One person of the list with the months behind the row (the export's month columns). */
export interface ReportPerson {
  row: TCapaianReportRow;
  months: Map<number, TCapaianMonth>;
}

function toReportPerson(
  entries: readonly PersonCapaianMonth[],
  month: number | undefined,
  today: string,
): ReportPerson | null {
  const last = entries.at(-1);
  if (!last) return null;
  const months = new Map(entries.map((e) => [e.month, e.capaian]));
  const confirmed = entries.filter((e) => e.capaian.status === 'confirmed').length;
  const base = {
    user_id: last.user_id,
    name: last.name,
    nip: last.nip,
    position_name: last.position_name,
    unit_name: last.unit_name,
    category: last.capaian.category,
    months_confirmed: confirmed,
  };
  if (month !== undefined) {
    const c = last.capaian;
    return {
      months,
      row: {
        ...base,
        month,
        utama: c.utama,
        tambahan: c.tambahan,
        tambahan_counted: c.applied.tambahan_counted,
        reward_punishment: c.reward_punishment,
        total: c.total,
        capped_total: c.capped_total,
        status: c.status,
        months_counted: 1,
      },
    };
  }
  const average = averageOf(
    entries.map((e) => e.capaian),
    today,
  );
  return {
    months,
    row: {
      ...base,
      month: null,
      utama: average?.utama ?? null,
      tambahan: average?.tambahan ?? null,
      tambahan_counted: average?.tambahan_counted ?? null,
      reward_punishment: average?.reward_punishment ?? null,
      total: average?.total ?? null,
      capped_total: average?.capped_total ?? null,
      status: null,
      months_counted: average?.months_counted ?? 0,
    },
  };
}

/** The people of the report's period, unit and search, as a query body (`user_id, name`). */
function reportPeople(filter: TCapaianReportFilter & { search?: string }) {
  const first = filter.month ? firstDay(filter.year, filter.month) : `${filter.year}-01-01`;
  const last = filter.month
    ? sql`(${first}::date + interval '1 month' - interval '1 day')::date`
    : sql`${`${filter.year}-12-31`}::date`;
  const term = filter.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  return sql`
    select u.id as user_id, u.name
      from users u
     where exists (
             select 1 from kinerja_contracts c
              where c.user_id = u.id and c.year = ${filter.year} and c.status = 'approved'
                and c.period_start <= ${last} and c.period_end >= ${first}::date
                ${filter.unit_id === undefined ? sql`` : sql`and c.unit_id = ${filter.unit_id}`})
       ${pattern ? sql`and (u.name ilike ${pattern} or u.nip ilike ${pattern})` : sql``}`;
}

/** `POST admin/laporan/capaian_kinerja/list`: a page of people with their figures. */
export async function capaianReportPage(
  db: DbOrTx,
  page: PageRequest,
  filter: TCapaianReportFilter & { search?: string },
): Promise<TPaginated<ReportPerson>> {
  const people = reportPeople(filter);
  const today = await reportToday(db);
  return paginate(
    page,
    async () => {
      const [row] = await selectRows<Row>(db, sql`select count(*) as n from (${people}) p`);
      return Number(row?.n ?? 0);
    },
    async (limit, offset) => {
      const ids = (
        await selectRows<Row>(
          db,
          sql`select user_id from (${people}) p order by name, user_id
               limit ${limit} offset ${offset}`,
        )
      ).map((r) => Number(r.user_id));
      // In chunks: the export asks for everyone, and a year is ~140 rows a person.
      const entries: PersonCapaianMonth[] = [];
      for (let i = 0; i < ids.length; i += CHUNK) {
        entries.push(
          ...(await capaianForMonths(db, {
            year: filter.year,
            months: filter.month ? [filter.month] : undefined,
            userIds: ids.slice(i, i + CHUNK),
          })),
        );
      }
      const byUser = new Map<number, PersonCapaianMonth[]>();
      for (const e of entries) {
        const list = byUser.get(e.user_id);
        if (list) list.push(e);
        else byUser.set(e.user_id, [e]);
      }
      return ids.flatMap((id) => {
        const person = toReportPerson(byUser.get(id) ?? [], filter.month, today);
        return person ? [person] : [];
      });
    },
  );
}
