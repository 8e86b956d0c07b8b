/**
 * `npm run bench:iclock`: 50 fingerprint terminals pushing a morning's punches to the iClock
 * receiver (docs/attendance.md "Fingerprint machines"). Prints figures; asserts nothing; not
 * part of CI.
 *
 * - A scratch database `sikerja_bench_iclock` (on BENCH_DATABASE_URL's server, default
 *   postgres://postgres@127.0.0.1:5432/postgres) is made anew; the app runs in a process of its
 *   own (the TypeScript source through tsx, or BENCH_APP_MAIN, e.g. apps/server/dist/main.js),
 *   migrates and seeds it; then 2,000 people, 50 terminals and a PIN for each person on their
 *   terminal (read mode 'status') are inserted.
 * - Morning, real time: each terminal is one sequential client, as a terminal is: for each of
 *   its 40 people, in time order (06:30–08:00 today), one ATTLOG post of one line (Realtime=1),
 *   every 10th post sent twice (the terminal missed the answer), a getrequest poll every 5th.
 * - One terminal alone first: 40 posts one after another (the day before yesterday), the
 *   cost of a post without queueing.
 * - Backlog: each terminal posts yesterday's 40 punches in one batch (a terminal that was
 *   offline), all 50 at once.
 * - Afterwards the punches stored are counted against what was sent (duplicates stored once).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH = 'sikerja_bench_iclock';
const MACHINES = 50;
const PEOPLE = 2000;
const PER_MACHINE = PEOPLE / MACHINES;

const scratchUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${SCRATCH}`;
  return url.toString();
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startApp() {
  const port = await freePort();
  const main = process.env.BENCH_APP_MAIN;
  const args = main ? [main] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: scratchUrl(),
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
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

const serial = (m: number) => `BENCH${String(m).padStart(3, '0')}`;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today's, yesterday's and the day before's date on the institution's clock (WIB). */
function dates() {
  const format = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  return {
    today: format(new Date()),
    yesterday: format(new Date(Date.now() - 86_400_000)),
    dayBefore: format(new Date(Date.now() - 2 * 86_400_000)),
  };
}

/** Person p's punch on a date: between 06:30 and 08:00, spread deterministically. */
function punchLine(p: number, date: string) {
  const minutes = 6 * 60 + 30 + ((p * 37) % 90);
  const seconds = (p * 13) % 60;
  const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(seconds)}`;
  return `${p}\t${date} ${time}\t0\t1\t0\t0\t0`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function send(url: string, init?: RequestInit) {
  const t = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - t };
}

await admin(`drop database if exists ${SCRATCH}`);
await admin(`create database ${SCRATCH}`);
const app = await startApp();
const client = new pg.Client({ connectionString: scratchUrl() });
try {
  await client.connect();
  await client.query(
    `insert into users (name, nip, password_hash)
     select 'Pegawai ' || g, 'IC' || g, 'x' from generate_series(1, $1::int) g`,
    [PEOPLE],
  );
  await client.query(
    `insert into fingerprint_machines (name, serial_number)
     select 'Mesin ' || g, 'BENCH' || lpad(g::text, 3, '0') from generate_series(0, $1::int - 1) g`,
    [MACHINES],
  );
  // Person with NIP 'IC<p>' holds PIN p on terminal p % 50.
  await client.query(
    `insert into fingerprint_pins (pin, machine_id, user_id, read_mode)
     select substring(u.nip from 3), m.id, u.id, 'status'
       from users u
       join fingerprint_machines m
         on m.serial_number = 'BENCH' || lpad((substring(u.nip from 3)::int % $1)::text, 3, '0')
      where u.nip like 'IC%'`,
    [MACHINES],
  );
  await client.query('analyze');
  const { today, yesterday, dayBefore } = dates();
  const timeOf = (p: number) => punchLine(p, today).split('\t')[1] ?? '';
  const peopleOf = (m: number) =>
    Array.from({ length: PER_MACHINE }, (_, k) => m + k * MACHINES + (m === 0 ? MACHINES : 0))
      .filter((p) => p >= 1 && p <= PEOPLE)
      .sort((a, b) => timeOf(a).localeCompare(timeOf(b)));

  // Each terminal's handshake first.
  for (let m = 0; m < MACHINES; m++) {
    await send(`${app.url}/iclock/cdata?SN=${serial(m)}&options=all&pushver=2.4.1&language=69`);
  }

  // One terminal alone first (the day before yesterday): a post's own cost, without queueing.
  const alone: number[] = [];
  for (const p of peopleOf(1)) {
    const res = await send(`${app.url}/iclock/cdata?SN=${serial(1)}&table=ATTLOG&Stamp=1`, {
      method: 'POST',
      body: `${punchLine(p, dayBefore)}\n`,
      headers: { 'content-type': 'text/plain' },
    });
    alone.push(res.ms);
  }
  alone.sort((a, b) => a - b);
  console.log(
    `one terminal alone: ${alone.length} posts one after another, p50 ${percentile(alone, 50).toFixed(1)} ms, ` +
      `max ${(alone.at(-1) ?? 0).toFixed(1)} ms`,
  );

  // Morning, in real time.
  const latencies: number[] = [];
  let posts = 0;
  let polls = 0;
  let failures = 0;
  let sent = 0;
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: MACHINES }, async (_, m) => {
      let i = 0;
      for (const p of peopleOf(m)) {
        i += 1;
        const line = `${punchLine(p, today)}\n`;
        const url = `${app.url}/iclock/cdata?SN=${serial(m)}&table=ATTLOG&Stamp=${i}`;
        const times = i % 10 === 0 ? 2 : 1;
        for (let t = 0; t < times; t++) {
          const res = await send(url, {
            method: 'POST',
            body: line,
            headers: { 'content-type': 'text/plain' },
          });
          posts += 1;
          latencies.push(res.ms);
          if (!res.body.startsWith('OK')) failures += 1;
        }
        sent += 1;
        if (i % 5 === 0) {
          await send(`${app.url}/iclock/getrequest?SN=${serial(m)}`);
          polls += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `morning, real time: ${MACHINES} terminals, ${sent} punches in ${posts} ATTLOG posts ` +
      `(+${polls} polls) in ${elapsed.toFixed(1)} s: ${(posts / elapsed).toFixed(0)} posts/s, ` +
      `${((posts + polls) / elapsed).toFixed(0)} requests/s; post p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms; not OK ${failures}; ` +
      `load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );

  // Backlog: yesterday's punches, one batch per terminal, all at once.
  const batchStarted = performance.now();
  const batches = await Promise.all(
    Array.from({ length: MACHINES }, (_, m) =>
      send(`${app.url}/iclock/cdata?SN=${serial(m)}&table=ATTLOG&Stamp=100000`, {
        method: 'POST',
        body: `${peopleOf(m)
          .map((p) => punchLine(p, yesterday))
          .join('\n')}\n`,
        headers: { 'content-type': 'text/plain' },
      }),
    ),
  );
  const batchElapsed = (performance.now() - batchStarted) / 1000;
  const batchMs = batches.map((b) => b.ms).sort((a, b) => a - b);
  console.log(
    `backlog: ${MACHINES} batches of ${PER_MACHINE} punches at once in ${batchElapsed.toFixed(1)} s: ` +
      `${((MACHINES * PER_MACHINE) / batchElapsed).toFixed(0)} punches/s; batch p50 ` +
      `${percentile(batchMs, 50).toFixed(0)} ms, max ${(batchMs.at(-1) ?? 0).toFixed(0)} ms; ` +
      `not OK ${batches.filter((b) => !b.body.startsWith('OK')).length}`,
  );

  const stored = await client.query(
    `select date::text, count(*)::int as n from attendance_punches
      where source = 'fingerprint' group by date order by date`,
  );
  const counted = await client.query('select sum(punch_count)::int as n from fingerprint_machines');
  console.log(
    `stored: ${stored.rows.map((r: { date: string; n: number }) => `${r.date} ${r.n}`).join(', ')} ` +
      `(sent ${PEOPLE} a day, ${posts - sent} repeated posts); machine punch counts sum to ${counted.rows[0]?.n}`,
  );
} finally {
  await client.end();
  await app.stop();
  await admin(`drop database if exists ${SCRATCH}`);
}
