/**
 * The kinerja monitors (docs/kinerja.md "Pemantauan"): one set of queries for contracts and
 * realisations, the kind a parameter.
 *
 * - kirim: everyone expected to send, with where their contract (of the year) or month stands.
 *   A contract is expected of every active person holding a position; a month's realisation
 *   of every approved contract whose period covers the month.
 * - konfirm: what was sent, waiting for the superior or decided, with how long it waited.
 */
import type {
  TKinerjaConfirmListRequest,
  TKinerjaConfirmRow,
  TKinerjaMonitorKind,
  TKinerjaMonitorScope,
  TKinerjaSendListRequest,
  TKinerjaSendRow,
  TKinerjaSendStatus,
  TKinerjaSuperiorRow,
} from '@sikerja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';

type Row = Record<string, unknown>;

async function rowsOf(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(String(v)).toISOString();

/** A month's first and last day, as SQL dates. */
function monthBounds(year: number, month: number) {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return { first, last: sql`(${first}::date + interval '1 month' - interval '1 day')::date` };
}

/** The realisation monitors need a month; answers it or a 422 on `month`. */
function requireMonth(kind: TKinerjaMonitorKind, scope: TKinerjaMonitorScope): number | null {
  if (kind === 'kontrak') return null;
  if (scope.month === undefined) {
    throw AppError.validation({ month: ['Bulan wajib dipilih'] });
  }
  return scope.month;
}

const SENT: Record<TKinerjaMonitorKind, string[]> = {
  kontrak: ['sent', 'approved'],
  realisasi: ['sent', 'confirmed'],
};

/**
 * The people expected to send, each with their status: `user_id, nip, name, position_name,
 * unit_name, unit_id, superior_name, status, updated_at`.
 */
function expected(kind: TKinerjaMonitorKind, scope: TKinerjaMonitorScope, month: number | null) {
  if (kind === 'kontrak') {
    // A person with two contracts in the year (a new position) counts as sent when one is.
    return sql`
      select u.id as user_id, u.nip, u.name, coalesce(c.unit_id, u.unit_id) as unit_id,
        p.name as position_name, wu.name as unit_name, su.name as superior_name,
        coalesce(c.status, 'belum_dibuat') as status, c.updated_at
      from users u
      left join lateral (
        select k.* from kinerja_contracts k
         where k.user_id = u.id and k.year = ${scope.year}
         order by (k.status in ('sent', 'approved')) desc, k.period_start desc, k.id desc
         limit 1) c on true
      left join positions p on p.id = coalesce(c.position_id, u.position_id)
      left join work_units wu on wu.id = coalesce(c.unit_id, u.unit_id)
      left join users su on su.id = c.superior_user_id
      where u.status = 'active' and u.position_id is not null`;
  }
  const { first, last } = monthBounds(scope.year, month ?? 1);
  return sql`
    select u.id as user_id, u.nip, u.name, c.unit_id, p.name as position_name,
      wu.name as unit_name, su.name as superior_name,
      coalesce(m.status, 'belum_dibuat') as status, m.updated_at
    from kinerja_contracts c
    join users u on u.id = c.user_id
    left join kinerja_months m on m.contract_id = c.id and m.month = ${month}
    left join positions p on p.id = c.position_id
    left join work_units wu on wu.id = c.unit_id
    left join users su on su.id = coalesce(m.superior_user_id, c.superior_user_id)
    where c.year = ${scope.year} and c.status = 'approved' and u.status = 'active'
      and c.period_start <= ${last} and c.period_end >= ${first}::date`;
}

function searchFilter(search: string | undefined, prefix: string): SQL {
  const term = search?.trim();
  if (!term) return sql``;
  const pattern = containsPattern(term);
  return sql`and (${sql.raw(prefix)}name ilike ${pattern} or ${sql.raw(prefix)}nip ilike ${pattern})`;
}

function sentCondition(kind: TKinerjaMonitorKind, sent: boolean): SQL {
  const list = sql.join(
    SENT[kind].map((s) => sql`${s}`),
    sql`, `,
  );
  return sent ? sql`status in (${list})` : sql`status not in (${list})`;
}

function toSendRow(r: Row): TKinerjaSendRow {
  return {
    user_id: Number(r.user_id),
    nip: text(r.nip),
    name: String(r.name),
    position_name: text(r.position_name),
    unit_name: text(r.unit_name),
    superior_name: text(r.superior_name),
    status: String(r.status) as TKinerjaSendStatus,
    updated_at: iso(r.updated_at),
  };
}

/** `POST admin/{kind}/kirim/list`. */
export async function sendList(
  db: DbOrTx,
  kind: TKinerjaMonitorKind,
  page: PageRequest,
  filter: TKinerjaSendListRequest,
) {
  const month = requireMonth(kind, filter);
  const where = sql`where ${sentCondition(kind, filter.tab === 'sudah')}
    ${filter.unit_id === undefined ? sql`` : sql`and unit_id = ${filter.unit_id}`}
    ${searchFilter(filter.search, '')}`;
  const base = expected(kind, filter, month);
  return paginate(
    page,
    async () => {
      const [row] = await rowsOf(db, sql`select count(*) as n from (${base}) e ${where}`);
      return Number(row?.n ?? 0);
    },
    async (limit, offset) =>
      (
        await rowsOf(
          db,
          sql`select * from (${base}) e ${where}
            order by name, user_id limit ${limit} offset ${offset}`,
        )
      ).map(toSendRow),
  );
}

/** The ids of everyone in the scope who has not sent (for the reminder). */
export async function notSentUserIds(
  db: DbOrTx,
  kind: TKinerjaMonitorKind,
  scope: TKinerjaMonitorScope,
): Promise<number[]> {
  const month = requireMonth(kind, scope);
  const rows = await rowsOf(
    db,
    sql`select distinct user_id from (${expected(kind, scope, month)}) e
      where ${sentCondition(kind, false)}
      ${scope.unit_id === undefined ? sql`` : sql`and unit_id = ${scope.unit_id}`}`,
  );
  return rows.map((r) => Number(r.user_id));
}

/** Everything sent in the scope: `id, user_id, ..., superior_id, sent_at, decided_at, status`. */
function sentItems(kind: TKinerjaMonitorKind, scope: TKinerjaMonitorScope, month: number | null) {
  if (kind === 'kontrak') {
    return sql`
      select c.id, c.user_id, u.nip, u.name, c.unit_id, p.name as position_name,
        c.superior_user_id as superior_id, c.status, c.sent_at, c.approved_at as decided_at,
        c.updated_at
      from kinerja_contracts c
      join users u on u.id = c.user_id
      left join positions p on p.id = c.position_id
      where c.year = ${scope.year}`;
  }
  return sql`
    select m.id, c.user_id, u.nip, u.name, c.unit_id, p.name as position_name,
      coalesce(m.superior_user_id, c.superior_user_id) as superior_id, m.status, m.sent_at,
      m.confirmed_at as decided_at, m.updated_at
    from kinerja_months m
    join kinerja_contracts c on c.id = m.contract_id
    join users u on u.id = c.user_id
    left join positions p on p.id = c.position_id
    where c.year = ${scope.year} and m.month = ${month}`;
}

const WAITING: Record<TKinerjaMonitorKind, { waiting: string; decided: string }> = {
  kontrak: { waiting: 'sent', decided: 'approved' },
  realisasi: { waiting: 'sent', decided: 'confirmed' },
};

/** Whole days from the send to `today` on the institution's clock. */
const waitedDays = (today: string) =>
  sql`(${today}::date - (i.sent_at at time zone (select time_zone from institution_settings where id = 1))::date)`;

/** `POST admin/{kind}/konfirm/list`. */
export async function confirmList(
  db: DbOrTx,
  kind: TKinerjaMonitorKind,
  page: PageRequest,
  filter: TKinerjaConfirmListRequest,
  today: string,
) {
  const month = requireMonth(kind, filter);
  const waiting = filter.tab === 'menunggu';
  const status = waiting ? WAITING[kind].waiting : WAITING[kind].decided;
  const where = sql`where i.status = ${status}
    ${filter.unit_id === undefined ? sql`` : sql`and i.unit_id = ${filter.unit_id}`}
    ${filter.superior_id === undefined ? sql`` : sql`and i.superior_id = ${filter.superior_id}`}
    ${searchFilter(filter.search, 'i.')}`;
  const base = sentItems(kind, filter, month);
  // What waits longest first; what was decided, newest first.
  const order = waiting
    ? sql`order by i.sent_at nulls last, i.name, i.id`
    : sql`order by i.decided_at desc nulls last, i.name, i.id`;
  return paginate(
    page,
    async () => {
      const [row] = await rowsOf(db, sql`select count(*) as n from (${base}) i ${where}`);
      return Number(row?.n ?? 0);
    },
    async (limit, offset) =>
      (
        await rowsOf(
          db,
          sql`select i.*, su.nip as superior_nip, su.name as superior_name,
              ${waitedDays(today)} as waited
            from (${base}) i left join users su on su.id = i.superior_id
            ${where} ${order} limit ${limit} offset ${offset}`,
        )
      ).map(
        (r): TKinerjaConfirmRow => ({
          id: Number(r.id),
          user_id: Number(r.user_id),
          nip: text(r.nip),
          name: String(r.name),
          position_name: text(r.position_name),
          superior_id: r.superior_id === null ? null : Number(r.superior_id),
          superior_nip: text(r.superior_nip),
          superior_name: text(r.superior_name),
          sent_at: iso(r.sent_at),
          decided_at: iso(r.decided_at),
          waiting_days: waiting && r.waited !== null ? Math.max(0, Number(r.waited)) : null,
          updated_at: iso(r.updated_at) ?? new Date(0).toISOString(),
        }),
      ),
  );
}

/** `POST admin/{kind}/konfirm/atasan`: what waits per superior, the longest wait first. */
export async function waitingPerSuperior(
  db: DbOrTx,
  kind: TKinerjaMonitorKind,
  page: PageRequest,
  filter: TKinerjaConfirmListRequest,
  today: string,
) {
  const month = requireMonth(kind, filter);
  const grouped = sql`
    select i.superior_id, count(*) as waiting, max(${waitedDays(today)}) as oldest
      from (${sentItems(kind, filter, month)}) i
     where i.status = ${WAITING[kind].waiting}
       ${filter.unit_id === undefined ? sql`` : sql`and i.unit_id = ${filter.unit_id}`}
     group by i.superior_id`;
  // The search finds a superior by name or NIP.
  const named = sql`select g.*, su.nip as superior_nip, su.name as superior_name
    from (${grouped}) g left join users su on su.id = g.superior_id
    where true ${searchFilter(filter.search, 'su.')}`;
  return paginate(
    page,
    async () => {
      const [row] = await rowsOf(db, sql`select count(*) as n from (${named}) n`);
      return Number(row?.n ?? 0);
    },
    async (limit, offset) =>
      (
        await rowsOf(
          db,
          sql`select * from (${named}) n
            order by n.oldest desc nulls last, n.waiting desc, n.superior_name
            limit ${limit} offset ${offset}`,
        )
      ).map(
        (r): TKinerjaSuperiorRow => ({
          superior_id: r.superior_id === null ? null : Number(r.superior_id),
          superior_nip: text(r.superior_nip),
          superior_name: text(r.superior_name),
          waiting: Number(r.waiting),
          oldest_days: Math.max(0, Number(r.oldest ?? 0)),
        }),
      ),
  );
}

/** How many have not sent, and how many wait for a superior, in a scope. */
export async function monitorCounts(
  db: DbOrTx,
  kind: TKinerjaMonitorKind,
  scope: TKinerjaMonitorScope,
): Promise<{ notSent: number; waiting: number }> {
  const month = requireMonth(kind, scope);
  const [notSent] = await rowsOf(
    db,
    sql`select count(*) as n from (${expected(kind, scope, month)}) e
      where ${sentCondition(kind, false)}`,
  );
  const [waiting] = await rowsOf(
    db,
    sql`select count(*) as n from (${sentItems(kind, scope, month)}) i
      where i.status = ${WAITING[kind].waiting}`,
  );
  return { notSent: Number(notSent?.n ?? 0), waiting: Number(waiting?.n ?? 0) };
}
