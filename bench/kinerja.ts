/**
 * `npm run bench:kinerja`: a month's capaian kinerja of 2,000 people (`capaianForMonth`,
 * docs/kinerja.md "Capaian: dari data ke angka"). On the embedded database (PGlite, in memory)
 * by default, or on PostgreSQL when BENCH_DATABASE_URL is set (a scratch database
 * `sikerja_bench_kinerja` is dropped and made again there). The schema is migrated and filled
 * with generate_series: 2,000 people in 20 units, each with an approved contract of the year of
 * 8–12 main lines (a quarter cumulative) with 12 monthly targets, approved realisations and a
 * month row for January–June, a tugas tambahan in June for every third person, and the month's
 * settings. Then June is computed for everyone, a few times, and the figures printed (time,
 * rows loaded, memory). The goal is under 1 s. Then the year (`capaianForMonths`, the twelve
 * months of the laporan capaian) for everyone, for a page of 10 people and for one person.
 * Prints figures; asserts nothing.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  createPglite,
  type Database,
  fromPglite,
  fromPostgres,
} from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { runSeeds } from '../apps/server/src/db/seed/index.ts';
import {
  type CapaianLoadStats,
  capaianForMonth,
  capaianForMonths,
} from '../apps/server/src/modules/kinerja/kinerja.api.ts';

const PG_URL = process.env.BENCH_DATABASE_URL;
const SCRATCH = 'sikerja_bench_kinerja';
const PEOPLE = 2_000;
const YEAR = 2030;
const MONTH = 6;
const RUNS = Number(process.env.RUNS ?? 5);

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function open(): Promise<Database> {
  if (!PG_URL) return fromPglite(await createPglite());
  await admin(`drop database if exists ${SCRATCH}`);
  await admin(`create database ${SCRATCH}`);
  const url = new URL(PG_URL);
  url.pathname = `/${SCRATCH}`;
  return fromPostgres(url.toString(), 8);
}

async function fill(database: Database) {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run(`insert into work_units (code, name)
    select 'KB' || g, 'Unit Bench ' || g from generate_series(1, 20) g`);
  await run(`insert into positions (name, kind, job_class, unit_id, is_lecturer)
    select 'Jabatan ' || g, 'pelaksana', 6, (select min(id) from work_units where code like 'KB%') + g % 20,
           g % 5 = 0
      from generate_series(1, 40) g`);
  await run(`insert into users (name, nip, password_hash, unit_id)
    select 'Pegawai ' || lpad(g::text, 5, '0'), 'K' || g, 'x',
           (select min(id) from work_units where code like 'KB%') + g % 20
      from generate_series(1, ${PEOPLE}) g`);
  await run(`insert into kinerja_contracts (user_id, year, position_id, unit_id, superior_user_id,
                                           period_start, period_end, status, approved_at)
    select u.id, ${YEAR}, p.id, u.unit_id, case when u.id % 500 = 0 then null else u.id end,
           make_date(${YEAR}, 1, 1), make_date(${YEAR}, 12, 31), 'approved', now()
      from users u
      join lateral (select id from positions order by id offset u.id % 40 limit 1) p on true
     where u.nip like 'K%'`);
  // 8–12 main lines a contract, weights adding up to 100, a quarter of them cumulative.
  await run(`insert into kinerja_lines (contract_id, proposed_name, duty_kind, weight, quality,
                                       points, is_cumulative, sort_order)
    select c.id, 'Kegiatan ' || k, 'utama', round(100.0 / n, 2), 90 + (k % 3) * 5, 1 + k % 3,
           (c.id + k) % 4 = 0, k
      from kinerja_contracts c
      cross join lateral (select 8 + c.id % 5 as n) w
      cross join lateral generate_series(1, w.n) k`);
  await run(`insert into kinerja_lines (contract_id, proposed_name, duty_kind, points, extra_month,
                                       sort_order)
    select c.id, 'Tugas tambahan', 'tambahan', 1.5, ${MONTH}, 99
      from kinerja_contracts c where c.id % 3 = 0`);
  await run(`insert into kinerja_targets (line_id, month, quantity)
    select l.id, m, 1 + (l.id + m) % 4
      from kinerja_lines l cross join generate_series(1, 12) m where l.duty_kind = 'utama'`);
  await run(`insert into kinerja_realisations (line_id, month, proposed_quantity, approved_quantity,
                                              approved_quality)
    select l.id, m, 1 + (l.id * m) % 5,
           case when (l.id + m) % 7 = 0 then null else 1 + (l.id * m) % 5 end,
           case when (l.id + m) % 3 = 0 then null else 80 + (l.id + m) % 21 end
      from kinerja_lines l cross join generate_series(1, ${MONTH}) m
     where l.duty_kind = 'utama' or m = ${MONTH}`);
  await run(`insert into kinerja_months (contract_id, month, status, first_sent_at, sent_at)
    select c.id, m, case when m = ${MONTH} and c.id % 4 = 0 then 'sent' else 'confirmed' end,
           make_timestamptz(${YEAR}, m + 1, 1 + c.id % 10, 3, 0, 0, 'UTC'),
           make_timestamptz(${YEAR}, m + 1, 1 + c.id % 10, 3, 0, 0, 'UTC')
      from kinerja_contracts c cross join generate_series(1, ${MONTH}) m`);
  await run(`insert into capaian_caps (category, year, month, max_percent)
    values ('pegawai', null, null, 100), ('dosen', null, null, 110), ('direktur', null, null, 120)
    on conflict do nothing`);
  await run(`insert into kinerja_month_settings (year, month, additional_max_percent, main_required,
              main_min_percent, deadline_day, deadline_next_month, reward_percent,
              punishment_per_day_percent, punishment_max_percent)
    values (${YEAR}, ${MONTH}, 10, true, 60, 5, true, 2, 1, 5) on conflict do nothing`);
  await run('vacuum analyze');
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const database = await open();
try {
  await runMigrations(database);
  await runSeeds(database, { timeZone: 'Asia/Jakarta', seedDemo: false });
  const filling = performance.now();
  await fill(database);
  const counts = (await database.db.execute(
    sql.raw(`select (select count(*) from kinerja_contracts)::int as contracts,
                    (select count(*) from kinerja_lines)::int as lines,
                    (select count(*) from kinerja_targets)::int as targets,
                    (select count(*) from kinerja_realisations)::int as realisations`),
  )) as unknown as { rows: Record<string, number>[] };
  console.log(
    `${database.kind}: filled in ${Math.round(performance.now() - filling)} ms:`,
    JSON.stringify(counts.rows[0]),
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${new Date().toISOString()}`,
  );

  await capaianForMonth(database.db, { year: YEAR, month: MONTH }); // warm plans and JIT
  const times: number[] = [];
  let stats = {} as CapaianLoadStats;
  let people = 0;
  let heapPeak = 0;
  for (let i = 0; i < RUNS; i++) {
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const runStats = {} as CapaianLoadStats;
    const started = performance.now();
    const result = await capaianForMonth(database.db, { year: YEAR, month: MONTH }, runStats);
    times.push(performance.now() - started);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed - heapBefore);
    stats = runStats;
    people = result.length;
    if (i === RUNS - 1) {
      const sample = result[1]?.capaian;
      console.log(
        'a sample:',
        JSON.stringify({ ...sample, lines: sample?.lines.length, applied: sample?.applied }),
      );
    }
  }
  times.sort((a, b) => a - b);
  const rows = stats.lines + stats.months + stats.contracts;
  console.log(
    `capaianForMonth ${YEAR}-${MONTH} for ${people} people, ${RUNS} runs: ` +
      `min ${times[0]?.toFixed(0)} ms, median ${times[Math.floor(RUNS / 2)]?.toFixed(0)} ms, ` +
      `max ${times.at(-1)?.toFixed(0)} ms (goal < 1000 ms)`,
  );
  console.log(
    `rows loaded: ${rows.toLocaleString('en')} in ${stats.queries} queries (${JSON.stringify(stats)})`,
  );
  console.log(
    `memory: heap grew ${mb(heapPeak)} during a run (without --expose-gc: approximate), ` +
      `rss ${mb(process.memoryUsage().rss)}`,
  );

  // The year: everyone, a page of ten (the laporan list), one person (the year endpoint).
  const ids = (
    (await database.db.execute(
      sql.raw(`select user_id from kinerja_contracts order by user_id limit 10`),
    )) as unknown as { rows: { user_id: number }[] }
  ).rows.map((r) => Number(r.user_id));
  for (const [label, userIds] of [
    [`everyone (${PEOPLE})`, undefined],
    ['a page of 10', ids],
    ['one person', ids.slice(0, 1)],
  ] as const) {
    const yearTimes: number[] = [];
    let yearStats = {} as CapaianLoadStats;
    let entries = 0;
    const yearRuns = userIds ? RUNS : Math.min(RUNS, 3);
    for (let i = 0; i < yearRuns; i++) {
      const runStats = {} as CapaianLoadStats;
      const started = performance.now();
      const result = await capaianForMonths(database.db, { year: YEAR, userIds }, runStats);
      yearTimes.push(performance.now() - started);
      yearStats = runStats;
      entries = result.length;
    }
    yearTimes.sort((a, b) => a - b);
    console.log(
      `capaianForMonths ${YEAR} (12 months), ${label}, ${yearRuns} runs: ` +
        `min ${yearTimes[0]?.toFixed(0)} ms, median ${yearTimes[Math.floor(yearRuns / 2)]?.toFixed(0)} ms, ` +
        `max ${yearTimes.at(-1)?.toFixed(0)} ms; ${entries} person-months, ` +
        `${(yearStats.lines + yearStats.months + yearStats.contracts).toLocaleString('en')} rows`,
    );
  }
} finally {
  await database.close();
  if (PG_URL && !process.env.BENCH_KEEP) await admin(`drop database if exists ${SCRATCH}`);
}
