/**
 * `npm run bench:saldo`: the annual-leave balance answer (`GET /user/cuti/saldo`, docs/cuti.md)
 * with 10,000 staff and ten years of leave history on PostgreSQL. A scratch database is
 * migrated, seeded with the reference data (leave types, staff types) and filled with
 * generate_series: 10,000 PNS with TMT between 1990 and 2016, and for each of 2017–2026 three
 * annual-leave requests (mostly approved, some pending, rejected or deferred), a sick leave
 * every few years, cuti bersama duty days and some opening balances. Then the balance of 2,000
 * random people is asked one after another, as the form does, and p50/p99 are printed. The
 * goal is under 50 ms. Prints figures; asserts nothing.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * the scratch database `sikerja_bench_saldo` is dropped and made again on it.
 */
import pg from 'pg';
import { fromPostgres } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { runSeeds } from '../apps/server/src/db/seed/index.ts';
import { loadBalance } from '../apps/server/src/modules/cuti/balance.repository.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH = 'sikerja_bench_saldo';
const PEOPLE = 10_000;
const SAMPLES = 2_000;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const scratchUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${SCRATCH}`;
  return url.toString();
};

async function fill(client: pg.Client) {
  await client.query(`insert into work_units (code, name)
    select 'U' || g, 'Unit Bench ' || g from generate_series(1, 20) g`);
  await client.query(
    `insert into users (name, nip, password_hash, unit_id, staff_type_id, tmt_cpns)
       select 'Pegawai ' || lpad(g::text, 5, '0'), 'B' || g, 'x', 1 + g % 20,
              (select id from staff_types where code = 'PNS'),
              date '1990-01-01' + (g * 97 % 9500)
         from generate_series(1, $1::int) g`,
    [PEOPLE],
  );
  await client.query(`insert into cuti_settings (year) values (2017)`);
  // Three annual-leave requests a year, Monday to Wednesday of weeks spread over the year.
  await client.query(`
    insert into cuti_requests (user_id, leave_type_id, year, start_date, end_date, days, reason,
                               address, phone)
    select u.id, ct.id, y, d, d + 2, 3,
           'Bench:' || case when (u.id + y + k) % 17 = 0 then 'rejected'
                when (u.id + y + k) % 23 = 0 then 'deferred'
                when y = 2026 and k = 3 then 'pending'
                else 'approved' end,
           'Alamat', '0812000000'
      from users u
      cross join generate_series(2017, 2026) y
      cross join generate_series(1, 3) k
      cross join lateral (select (make_date(y, 1, 5) + ((k * 15 + u.id % 10) * 7))::date as d) w
      cross join (select id from leave_types where code = 'CT') ct`);
  await client.query(`
    insert into cuti_requests (user_id, leave_type_id, year, start_date, end_date, days, reason,
                               address, phone)
    select u.id, cs.id, y, make_date(y, 3, 2), make_date(y, 3, 4), 3, 'Sakit:approved', 'Rumah', '0812000000'
      from users u cross join generate_series(2017, 2026) y
      cross join (select id from leave_types where code = 'CS') cs
     where (u.id + y) % 4 = 0`);
  // Where a request stands lives on its approval (docs/approval.md); the reason carried it here.
  await client.query(`
    insert into approvals (subject_type, subject_id, requester_id, levels, status, current_level,
                           org_date, decided_at)
    select 'cuti', r.id, r.user_id, '{penjabat}', split_part(r.reason, ':', 2),
           case when split_part(r.reason, ':', 2) = 'pending' then 'penjabat' end, r.start_date,
           case when split_part(r.reason, ':', 2) <> 'pending' then now() end
      from cuti_requests r`);
  await client.query(`
    update cuti_requests r set approval_id = a.id
      from approvals a where a.subject_type = 'cuti' and a.subject_id = r.id`);
  await client.query(`
    insert into cuti_bersama_duties (user_id, date, year)
    select u.id, make_date(y, 12, 24), y from users u cross join generate_series(2017, 2026) y
     where (u.id + y) % 9 = 0`);
  await client.query(`
    insert into cuti_opening_balances (user_id, year, carried_over, taken)
    select id, 2019, id % 7, id % 4 from users where id % 50 = 0`);
  await client.query('analyze');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

await admin(`drop database if exists ${SCRATCH}`);
await admin(`create database ${SCRATCH}`);
const database = fromPostgres(scratchUrl(), 4);
const client = new pg.Client({ connectionString: scratchUrl() });
try {
  await runMigrations(database);
  await runSeeds(database, { timeZone: 'Asia/Jakarta', seedDemo: false });
  await client.connect();
  const started = performance.now();
  await fill(client);
  const { rows } = await client.query('select count(*)::int as n from cuti_requests');
  console.log(
    `filled ${PEOPLE.toLocaleString('en')} people, ${rows[0].n.toLocaleString('en')} leave requests (2017–2026) in ${Math.round(performance.now() - started)} ms`,
  );
  const ids = (
    await client.query('select id from users order by random() limit $1', [SAMPLES])
  ).rows.map((r: { id: number }) => r.id);
  for (const id of ids.slice(0, 50)) await loadBalance(database.db, id, 2026); // warm the pool and plans
  const times: number[] = [];
  let sample = null as Awaited<ReturnType<typeof loadBalance>> | null;
  for (const id of ids) {
    const t = performance.now();
    sample = await loadBalance(database.db, id, 2026);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `balance answer (${SAMPLES} people, one after another): p50 ${percentile(times, 50).toFixed(2)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms (goal < 50 ms)`,
  );
  console.log('a sample answer:', JSON.stringify({ ...sample, others: sample?.others.length }));
} finally {
  await client.end();
  await database.close();
  await admin(`drop database if exists ${SCRATCH}`);
}
