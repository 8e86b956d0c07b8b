/**
 * `npm run bench:checkin`: check-in throughput of the built app on PostgreSQL, next to the
 * app's floor (the same requests without a position, refused with 422 before the handler) and
 * two baselines on the same machine and database server (checkin-baseline.ts, one Fastify
 * server and one pool of 10 in a process of its own): the same database work done by hand
 * (token by hash, transaction, advisory lock, punch insert, day upsert, commit) and the bare
 * single-row insert. It prints both ratios, p50/p99 of each, the load average before and after
 * each run, and the CPU time per request of each server and of its PostgreSQL backends (the
 * machine is shared: compare ratios within a run, not rates across runs).
 *
 * - A scratch database (`sikerja_bench_checkin` on 127.0.0.1:5432, user postgres, or
 *   BENCH_PG_URL) is migrated by the app itself; 2,000 people with a token each and 5 million
 *   punches (2,000 people × 1,250 past days × masuk/pulang) are generated set-based with
 *   generate_series the first time and kept, so later runs start at once.
 * - Each run is measured after a 3-s warm-up with the same requests.
 * - Each request is one person's punch, round-robin over the 2,000: the first visit is 'masuk',
 *   later ones 'pulang' (always a new punch and a recompute of the day). The same-work
 *   baseline sends the same requests (the same tokens and bodies).
 * - BENCH_DRIVERS=1 adds the same work on postgres.js (pipelined), for the driver question.
 * - Figures, not assertions; not part of CI.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'sikerja_bench_checkin';
const DB_URL = `${PG_BASE}/${DB_NAME}`;
const PEOPLE = 2000;
const DAYS = 1250;
const CONNECTIONS = 20;
const DURATION_S = 15;
const WARMUP_S = 3;
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

interface Server {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function startApp(): Promise<Server> {
  const port = await freePort();
  // BENCH_APP_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', to profile the app.
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_APP_MAIN: another build of the app to compare (default the built one).
  const main = process.env.BENCH_APP_MAIN ?? 'apps/server/dist/main.js';
  const child = spawn(process.execPath, [...nodeArgs, main], {
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
    pid: child.pid ?? 0,
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
  // The check-in window (docs/attendance.md "Check-in window"): 'pulang' seconds after
  // 'masuk' must be accepted, and 'masuk' opens as early as the settings allow (01:30 for a
  // 07:30 start; at any time on a day off). Otherwise the run would time refusals.
  await db.query(
    `update institution_settings set check_in_opens_before_minutes = 360, check_out_opens_after_minutes = 0`,
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
  /** The 1-minute load average before and after the run. */
  loadBefore: number;
  loadAfter: number;
  /** CPU time per request of the server process and of its PostgreSQL backends, in ms. */
  serverCpuMs: number;
  pgCpuMs: number;
}

/** CPU time (user + system) of a process so far, in ms; 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name: state, ppid, … utime and stime are the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** The PostgreSQL backends connected to the scratch database, and their CPU time so far. */
async function backendsCpu(): Promise<Map<number, number>> {
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [DB_NAME],
  );
  await db.end();
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}

/**
 * Runs autocannon against a server whose process is `serverPid`, after a warm-up of the same
 * requests (the same generator, so the round-robin goes on) that is not measured: JIT,
 * connections, each connection's prepared statements and the app's reference cache are then
 * what they are in a running server, for the app and the baselines alike.
 */
async function load(options: autocannon.Options, serverPid: number): Promise<Figures> {
  await autocannon({ connections: CONNECTIONS, duration: WARMUP_S, ...options });
  const loadBefore = loadavg()[0] ?? 0;
  const serverBefore = cpuMs(serverPid);
  // A backend opened during the run counts from zero (its start-up included).
  const pgBefore = await backendsCpu();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const serverCpu = cpuMs(serverPid) - serverBefore;
  let pgCpu = 0;
  for (const [pid, ms] of await backendsCpu()) pgCpu += ms - (pgBefore.get(pid) ?? 0);
  const requests = Math.max(result.requests.total, 1);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    loadBefore,
    loadAfter: loadavg()[0] ?? 0,
    serverCpuMs: serverCpu / requests,
    pgCpuMs: pgCpu / requests,
  };
}

/** One person's punch after another, round-robin, as the same requests for every server. */
function punches(
  ids: number[],
  headers: Record<string, string>,
  withPosition = true,
): autocannon.Request[] {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        const k = n++;
        const i = ids[k % ids.length] ?? 1;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            ...headers,
            authorization: `Bearer ${token(i)}`,
          },
          body: JSON.stringify(
            withPosition
              ? {
                  type: k < ids.length ? 'masuk' : 'pulang',
                  latitude: CAMPUS.latitude + ((k % 7) - 3) * 0.00001,
                  longitude: CAMPUS.longitude,
                  accuracy: 12,
                }
              : { type: 'masuk' },
          ),
        };
      },
    },
  ];
}

/**
 * The check-in, then the app's floor on the same route and process: the same requests without
 * a position, which the app refuses with 422 after everything a request goes through before
 * the handler (token query, XSRF, permission, body parsing and validation) and the error reply.
 */
async function benchCheckIn(ids: number[]): Promise<{ checkIn: Figures; floor: Figures }> {
  const app = await startApp();
  try {
    const setting = await fetch(`${app.url}/api/v1/setting`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(setting.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const headers = {
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: `XSRF-TOKEN=${xsrf}`,
    };
    const url = `${app.url}/api/v1/user/presensi`;
    const checkIn = await load({ url, method: 'POST', requests: punches(ids, headers) }, app.pid);
    const floor = await load(
      { url, method: 'POST', requests: punches(ids, headers, false) },
      app.pid,
    );
    return { checkIn, floor };
  } finally {
    await app.stop();
  }
}

/** checkin-baseline.ts in its own process (like the app), and its URL. */
async function startBaseline(): Promise<Server> {
  // BENCH_BASELINE_NODE_ARGS, like BENCH_APP_NODE_ARGS, to profile the baselines.
  const nodeArgs = process.env.BENCH_BASELINE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'checkin-baseline.ts'], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { ...process.env, BENCH_DB_URL: DB_URL },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (chunk: string) => resolve(chunk.trim()));
    child.once('exit', (code) => reject(new Error(`the baseline exited with code ${code}`)));
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Removes what a run wrote today, so the next run starts from the same state. */
async function clearToday() {
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  await db.query(
    `delete from attendance_punches where date >= current_date - 1 and user_id in (select id from users where email like 'bench-%@bench.test')`,
  );
  await db.query(`delete from attendance_days where date >= current_date - 1`);
  await db.end();
}

async function benchSameWork(ids: number[], server: Server, path: string): Promise<Figures> {
  await clearToday();
  return load(
    { url: `${server.url}${path}`, method: 'POST', requests: punches(ids, {}) },
    server.pid,
  );
}

/** The floor: Fastify and a pool of 10 (the app's size) inserting one row per request. */
async function benchBare(server: Server): Promise<Figures> {
  let n = 0;
  return load(
    {
      url: `${server.url}/punch`,
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
    },
    server.pid,
  );
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   load ${f.loadBefore.toFixed(1)}–${f.loadAfter.toFixed(1)}   CPU/request: server ${f.serverCpuMs.toFixed(2)} ms, PostgreSQL ${f.pgCpuMs.toFixed(2)} ms   errors ${f.errors}, non-2xx ${f.non2xx}`;

const ratio = (name: string, a: Figures, b: Figures) =>
  `${name.padEnd(34)} ${(a.rps / b.rps).toFixed(2)} of the throughput, p99 ${(a.p99 / b.p99).toFixed(1)}×`;

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

const { checkIn, floor } = await benchCheckIn(ids);
const baseline = await startBaseline();
let sameWork: Figures;
let pipelined: Figures | null = null;
let bare: Figures;
try {
  sameWork = await benchSameWork(ids, baseline, '/same-work');
  if (process.env.BENCH_DRIVERS === '1') {
    pipelined = await benchSameWork(ids, baseline, '/same-work-pipelined');
  }
  bare = await benchBare(baseline);
} finally {
  await baseline.stop();
}
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s each, ${PEOPLE} people, PostgreSQL at ${PG_BASE}`,
);
console.log(line('POST /api/v1/user/presensi', checkIn));
console.log(line('the app refusing the body (422)', floor));
console.log(line('same work by hand (pg)', sameWork));
if (pipelined) console.log(line('same work by hand (postgres.js)', pipelined));
console.log(line('bare Fastify + pg insert', bare));
console.log(ratio('check-in / same work', checkIn, sameWork));
console.log(ratio('check-in / bare', checkIn, bare));
if (pipelined) console.log(ratio('same work: pg / postgres.js', sameWork, pipelined));
