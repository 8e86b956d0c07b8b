/**
 * The baselines of `npm run bench:checkin`, one Fastify server with a pool of 10 connections
 * (the app's size), run in its own process like the app so that autocannon does not share its
 * thread:
 *
 * - `POST /punch`: the bare single-row insert into a table of its own (the floor).
 * - `POST /same-work`: by hand, the database work of a check-in: the token looked up by its
 *   hash, then in one transaction the per-person advisory lock, the punch inserted into
 *   attendance_punches and the day row upserted into attendance_days, and COMMIT; each a named
 *   prepared statement on node-postgres, so one round trip each (BEGIN included). It reads
 *   nothing and computes nothing: what it costs is what the database work costs.
 * - `POST /same-work-pipelined` (only with BENCH_DRIVERS=1): the same work on postgres.js, which
 *   pipelines the statements of a transaction issued together, to see what a driver that
 *   pipelines would save.
 *
 * Prints its URL on stdout once listening. Not part of the app.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import postgres from 'postgres';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is not set');

const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(
  `create table if not exists bench_bare_punches (
     id bigint generated always as identity primary key, user_id int not null,
     at timestamptz not null, latitude numeric(9,6), longitude numeric(9,6), accuracy_m int)`,
);

interface PunchBody {
  type: 'masuk' | 'pulang';
  latitude: number;
  longitude: number;
  accuracy: number;
}

const TOKEN = `select t.user_id from auth_tokens t join users u on u.id = t.user_id and u.status = 'active'
  where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()`;
const LOCK = `select pg_advisory_xact_lock(hashtext('presensi'), $1::int)`;
const PUNCH = `insert into attendance_punches (user_id, kind, date, at, type, source, latitude,
    longitude, accuracy_m, location_id, distance_m, ip, user_agent, flags)
  values ($1, 'presensi', current_date, now(), $2, 'web', $3, $4, $5, null, 3, $6, $7, '{}')
  returning id`;
const DAY = `insert into attendance_days (user_id, date, unit_id, is_working_day, day_off_kind,
    shift_id, scheduled_in, scheduled_out, check_in, check_out, late_minutes, early_minutes, code,
    late_code, early_code, deduction_pct, flagged, computed_at)
  values ($1, current_date, null, true, null, null, current_date + time '07:30',
    current_date + time '16:00', now(), $2, 0, 0, 'H', null, null, 0, false, now())
  on conflict (user_id, date) do update set unit_id = excluded.unit_id,
    is_working_day = excluded.is_working_day, day_off_kind = excluded.day_off_kind,
    shift_id = excluded.shift_id, scheduled_in = excluded.scheduled_in,
    scheduled_out = excluded.scheduled_out, check_in = excluded.check_in,
    check_out = excluded.check_out, late_minutes = excluded.late_minutes,
    early_minutes = excluded.early_minutes, code = excluded.code,
    late_code = excluded.late_code, early_code = excluded.early_code,
    deduction_pct = excluded.deduction_pct, flagged = excluded.flagged,
    computed_at = excluded.computed_at`;

const hash = (authorization: string | undefined) =>
  createHash('sha256')
    .update((authorization ?? '').replace(/^Bearer /, ''))
    .digest('hex');

const app = Fastify({ logger: false });

app.post<{ Body: { user_id: number; latitude: number; longitude: number; accuracy: number } }>(
  '/punch',
  async (request) => {
    const { rows } = await pool.query(
      'insert into bench_bare_punches (user_id, at, latitude, longitude, accuracy_m) values ($1, now(), $2, $3, $4) returning id',
      [request.body.user_id, request.body.latitude, request.body.longitude, request.body.accuracy],
    );
    return { data: rows[0] };
  },
);

app.post<{ Body: PunchBody }>('/same-work', async (request, reply) => {
  const token = await pool.query<{ user_id: number }>({
    name: 'token',
    text: TOKEN,
    values: [hash(request.headers.authorization)],
  });
  const userId = token.rows[0]?.user_id;
  if (userId === undefined) return reply.code(401).send({ message: 'token' });
  const body = request.body;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query({ name: 'lock', text: LOCK, values: [userId] });
    const punch = await client.query<{ id: string }>({
      name: 'punch',
      text: PUNCH,
      values: [
        userId,
        body.type,
        body.latitude,
        body.longitude,
        Math.round(body.accuracy),
        request.ip,
        request.headers['user-agent'] ?? null,
      ],
    });
    await client.query({
      name: 'day',
      text: DAY,
      values: [userId, body.type === 'pulang' ? new Date().toISOString() : null],
    });
    await client.query('commit');
    return { data: { user_id: userId, punch_id: punch.rows[0]?.id } };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});

if (process.env.BENCH_DRIVERS === '1') {
  const sql = postgres(url, { max: 10 });
  app.post<{ Body: PunchBody }>('/same-work-pipelined', async (request, reply) => {
    const [token] = await sql.unsafe<{ user_id: number }[]>(
      TOKEN,
      [hash(request.headers.authorization)],
      { prepare: true },
    );
    if (!token) return reply.code(401).send({ message: 'token' });
    const userId = token.user_id;
    const body = request.body;
    const values = [
      userId,
      body.type,
      body.latitude,
      body.longitude,
      Math.round(body.accuracy),
      request.ip,
      request.headers['user-agent'] ?? null,
    ];
    const punchId = await sql.begin(async (tx) => {
      // Issued together: postgres.js sends them back to back without waiting for each answer.
      const [, punch] = await Promise.all([
        tx.unsafe(LOCK, [userId], { prepare: true }),
        tx.unsafe<{ id: string }[]>(PUNCH, values, { prepare: true }),
        tx.unsafe(DAY, [userId, body.type === 'pulang' ? new Date().toISOString() : null], {
          prepare: true,
        }),
      ]);
      return punch[0]?.id;
    });
    return { data: { user_id: userId, punch_id: punchId } };
  });
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
