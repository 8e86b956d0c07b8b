/**
 * `npm run bench:checkin`: check-in throughput of the built app on PostgreSQL, next to a bare
 * Fastify + pg single-row insert on the same machine and database server, and the ratio.
 *
 * - A scratch database (`sikerja_bench_checkin` on 127.0.0.1:5432, user postgres, or
 *   BENCH_PG_URL) is migrated by the app itself; 2,000 people with a token each and 5 million
 *   punches (2,000 people × 1,250 past days × masuk/pulang) are generated set-based with
 *   generate_series the first time and kept, so later runs start at once.
 * - Each request is one person's punch, round-robin over the 2,000: the first visit is 'masuk',
 *   later ones 'pulang' (always a new punch and a recompute of the day).
 * - Figures, not assertions; not part of CI.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'sikerja_bench_checkin';
const DB_URL = `${PG_BASE}/${DB_NAME}`;
const PEOPLE = 2000;
const DAYS = 1250;
const CONNECTIONS = 20;
const DURATION_S = 15;
const CAMPUS = { latitude: -6.2, longitude: 106.8 };

const token = (i: number) => `bench-checkin-token-${i}`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (!rowCount) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
}

async function startApp(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // BENCH_APP_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', to profile the app.
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: DB_URL,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the app did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** People, their tokens and group, a location, and 5 million past punches, once. */
async function generateData(db: pg.Client) {
  const started = Date.now();
  const { rows } = await db.query(
    `select count(*)::int as n from users where email like 'bench-%@bench.test'`,
  );
  if ((rows[0]?.n ?? 0) < PEOPLE) {
    await db.query('begin');
    await db.query(
      `insert into users (name, email, password_hash, level, status)
       select 'Pegawai Bench ' || i, 'bench-' || i || '@bench.test', 'x', 'user', 'active'
       from generate_series(1, $1::int) i`,
      [PEOPLE],
    );
    const group = await db.query(
      `insert into user_groups (name) values ('Bench Presensi') returning id`,
    );
    const groupId = group.rows[0].id;
    await db.query(
      `insert into group_permissions (group_id, permission) values ($1, 'user.presensi')`,
      [groupId],
    );
    await db.query(
      `insert into user_group_members (user_id, group_id)
       select id, $1 from users where email like 'bench-%@bench.test'`,
      [groupId],
    );
    await db.query(
      `insert into attendance_locations (name, latitude, longitude, radius_m)
       values ('Kampus Bench', $1, $2, 200) on conflict do nothing`,
      [CAMPUS.latitude, CAMPUS.longitude],
    );
    await db.query('commit');
  }
  // Tokens are re-issued each run (they expire); the server stores only their SHA-256.
  await db.query(
    `delete from auth_tokens where user_id in (select id from users where email like 'bench-%@bench.test')`,
  );
  const people = await db.query(
    `select id, substring(email from 'bench-(\\d+)@')::int as i from users where email like 'bench-%@bench.test'`,
  );
  const values = people.rows.map((p: { id: number; i: number }) => [
    p.id,
    createHash('sha256').update(token(p.i)).digest('hex'),
  ]);
  await db.query(
    `insert into auth_tokens (user_id, token_hash, remember, expires_at)
     select (t->>0)::int, t->>1, false, now() + interval '12 hours' from jsonb_array_elements($1::jsonb) t`,
    [JSON.stringify(values)],
  );
  // Each run starts from no punch today, so the first visit of each person is a real 'masuk'.
  await db.query(
    `delete from attendance_punches where date >= current_date - 1 and user_id in (select id from users where email like 'bench-%@bench.test')`,
  );
  await db.query(`delete from attendance_days where date >= current_date - 1`);

  const count = await db.query(`select count(*)::int as n from attendance_punches`);
  if ((count.rows[0]?.n ?? 0) < PEOPLE * DAYS * 2) {
    console.log(`generating ${PEOPLE * DAYS * 2} punches…`);
    await db.query('set synchronous_commit = off');
    await db.query(
      `insert into attendance_punches (user_id, kind, date, at, type, source, latitude, longitude, accuracy_m)
       select u.id, 'presensi', d::date, d + t.off, t.type, 'web', $1, $2, 12
       from (select id from users where email like 'bench-%@bench.test') u
       cross join generate_series(current_date - $3::int, current_date - 2, interval '1 day') d
       cross join (values ('masuk', interval '7 hours 25 minutes'), ('pulang', interval '16 hours 5 minutes')) t(type, off)`,
      [CAMPUS.latitude, CAMPUS.longitude, DAYS + 1],
    );
    await db.query('analyze attendance_punches');
  }
  const total = await db.query(`select count(*)::int as n from attendance_punches`);
  console.log(
    `database ready: ${total.rows[0].n.toLocaleString('en')} punches (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function benchCheckIn(ids: number[]): Promise<Figures> {
  const app = await startApp();
  try {
    const setting = await fetch(`${app.url}/api/v1/setting`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(setting.headers.get('set-cookie') ?? '')?.[1] ?? '';
    let n = 0;
    return await load({
      url: `${app.url}/api/v1/user/presensi`,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const k = n++;
            const i = ids[k % ids.length] ?? 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-requested-with': 'XMLHttpRequest',
                'x-xsrf-token': decodeURIComponent(xsrf),
                cookie: `XSRF-TOKEN=${xsrf}`,
                authorization: `Bearer ${token(i)}`,
              },
              body: JSON.stringify({
                type: k < ids.length ? 'masuk' : 'pulang',
                latitude: CAMPUS.latitude + ((k % 7) - 3) * 0.00001,
                longitude: CAMPUS.longitude,
                accuracy: 12,
              }),
            };
          },
        },
      ],
    });
  } finally {
    await app.stop();
  }
}

/** The floor: Fastify and a pool of 10 (the app's size) inserting one row per request. */
async function benchBare(): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: DB_URL, max: 10 });
  await pool.query(
    `create table if not exists bench_bare_punches (
       id bigint generated always as identity primary key, user_id int not null,
       at timestamptz not null, latitude numeric(9,6), longitude numeric(9,6), accuracy_m int)`,
  );
  const app = Fastify({ logger: false });
  app.post<{ Body: { user_id: number; latitude: number; longitude: number; accuracy: number } }>(
    '/punch',
    async (request) => {
      const { rows } = await pool.query(
        'insert into bench_bare_punches (user_id, at, latitude, longitude, accuracy_m) values ($1, now(), $2, $3, $4) returning id',
        [
          request.body.user_id,
          request.body.latitude,
          request.body.longitude,
          request.body.accuracy,
        ],
      );
      return { data: rows[0] };
    },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let n = 0;
  try {
    return await load({
      url: `${url}/punch`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ user_id: (n++ % PEOPLE) + 1, ...CAMPUS, accuracy: 12 }),
          }),
        },
      ],
    });
  } finally {
    await app.close();
    await pool.end();
  }
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}, non-2xx ${f.non2xx}`;

await ensureDatabase();
// The app migrates the scratch database on start; data is generated once it has its tables.
const migrate = await startApp();
await migrate.stop();
const db = new pg.Client({ connectionString: DB_URL });
await db.connect();
await generateData(db);
const ids = (
  await db.query(
    `select substring(email from 'bench-(\\d+)@')::int as i from users where email like 'bench-%@bench.test' order by id`,
  )
).rows.map((r: { i: number }) => r.i);
await db.end();

const checkIn = await benchCheckIn(ids);
const bare = await benchBare();
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s each, ${PEOPLE} people, PostgreSQL at ${PG_BASE}`,
);
console.log(line('POST /api/v1/user/presensi', checkIn));
console.log(line('bare Fastify + pg insert', bare));
console.log(
  `ratio (check-in / bare): ${((checkIn.rps / bare.rps) * 100).toFixed(1)} % of the throughput`,
);
