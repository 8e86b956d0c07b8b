/**
 * `npm run bench:recap`: the monthly attendance recapitulation (docs/attendance.md) for 2,000
 * and 10,000 people on PostgreSQL. A scratch database is migrated and filled with
 * generate_series (people in 20 units, a day row for every person and date of March 2026 with
 * a spread of codes), then the recap's set-based query is timed over all people in the export's
 * chunks, and the whole .xlsx stream is timed too. Prints figures; asserts nothing.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * the scratch database `sikerja_bench_recap` is dropped and made again on it.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { fromPostgres } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { streamRecap } from '../apps/server/src/modules/attendance/rekap.export.ts';
import { recapRows } from '../apps/server/src/modules/attendance/rekap.service.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH = 'sikerja_bench_recap';
const SIZES = [2_000, 10_000];
const YEAR = 2026;
const MONTH = 3;
const CHUNK = 1000;

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

async function fill(client: pg.Client, people: number) {
  await client.query('truncate attendance_days, users, work_units restart identity cascade');
  await client.query(`insert into work_units (code, name)
    select 'U' || g, 'Unit Bench ' || g from generate_series(1, 20) g`);
  await client.query(
    `insert into users (name, nip, password_hash, unit_id)
       select 'Pegawai ' || lpad(g::text, 5, '0'), 'B' || g, 'x', 1 + g % 20
         from generate_series(1, $1::int) g`,
    [people],
  );
  // Every person, every date of the month: weekends LIBUR, else a spread of codes.
  await client.query(
    `insert into attendance_days (user_id, date, unit_id, is_working_day, code, late_code, early_code,
                                  late_minutes, early_minutes, deduction_pct)
     select u.id, d::date, u.unit_id, extract(isodow from d) < 6,
            c.code, case when c.code like 'TL%' then c.code end, null,
            case c.code when 'TL1' then 12 when 'TL2' then 45 else 0 end, 0,
            case c.code when 'TL1' then 0.5 when 'TL2' then 1 when 'TK' then 5 else 0 end
       from users u
       cross join generate_series($1::date, ($1::date + interval '1 month' - interval '1 day'), interval '1 day') d
       cross join lateral (select case
            when extract(isodow from d) >= 6 then 'LIBUR'
            when (u.id + extract(day from d)::int) % 23 = 0 then 'TK'
            when (u.id + extract(day from d)::int) % 11 = 0 then 'TL2'
            when (u.id + extract(day from d)::int) % 7 = 0 then 'TL1'
            when (u.id + extract(day from d)::int) % 29 = 0 then 'CUTI'
            else 'H' end as code) c`,
    [`${YEAR}-${String(MONTH).padStart(2, '0')}-01`],
  );
  await client.query('analyze users; analyze attendance_days; analyze work_units');
}

await admin(`drop database if exists ${SCRATCH}`);
await admin(`create database ${SCRATCH}`);
const database = fromPostgres(scratchUrl(), 4);
const client = new pg.Client({ connectionString: scratchUrl() });
try {
  await runMigrations(database);
  await client.connect();
  for (const people of SIZES) {
    const started = performance.now();
    await fill(client, people);
    const filled = performance.now();
    const { rows } = await client.query('select count(*)::int as n from attendance_days');

    let recapped = 0;
    const sqlStart = performance.now();
    for (let offset = 0; ; offset += CHUNK) {
      const chunk = await recapRows(
        database.db,
        { year: YEAR, month: MONTH },
        { limit: CHUNK, offset },
      );
      recapped += chunk.length;
      if (chunk.length < CHUNK) break;
    }
    const sqlMs = performance.now() - sqlStart;

    let bytes = 0;
    const xlsxStart = performance.now();
    await pipeline(
      streamRecap(database.db, { year: YEAR, month: MONTH }, (error) => {
        throw error;
      }),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    const xlsxMs = performance.now() - xlsxStart;
    console.log(
      `recap ${people.toLocaleString('en')} people (${rows[0].n.toLocaleString('en')} day rows, filled in ${Math.round(filled - started)} ms): ` +
        `SQL ${Math.round(sqlMs)} ms for ${recapped} rows; .xlsx stream ${Math.round(xlsxMs)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
    );
  }
} finally {
  await client.end();
  await database.close();
  await admin(`drop database if exists ${SCRATCH}`);
}
