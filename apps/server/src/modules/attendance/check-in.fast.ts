/**
 * The check-in hot path (docs/attendance.md "Check-in" and "Check-in performance"): one
 * person's punch in two messages to PostgreSQL (BEGIN, the per-person advisory lock and one read;
 * one write and COMMIT), with the same rules as a recompute: the same `scheduleFor`, `businessDateOf`,
 * `dayStatus` (through `computeDay`), geofence and flag functions.
 *
 * - Reference rows (settings, calendar, jam kerja, shifts, patterns, bands, locations) come
 *   from reference-cache.ts; the read returns their version, and a different version reloads
 *   them before anything is decided.
 * - The read (`readPerson`) returns in one statement the person, their pattern assignments,
 *   the punches and excuses of yesterday and today, the remote permits covering them, the
 *   previous fix and refusal, and any month lock of yesterday's or today's month for everyone
 *   or the person's unit. The lock is always read from the database, never cached; when one
 *   covers the business date, `assertAttendanceOpen` answers the 409 with its usual message.
 * - The write is one statement: the punch, and the day row upserted (or removed when the day
 *   has no code yet) from the punches read plus the new one.
 */
import type { TCheckInRequest, TTodayAttendance } from '@sikerja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, type DbOrTx, selectRows } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import './attendance-lock.ts';
import { attendanceNow } from './check-in.clock.ts';
import {
  allowedLocations,
  checkFence,
  type FenceLocation,
  formatDistance,
  MAX_SPEED_KMH,
  type PriorFix,
  punchFlags,
} from './geofence.ts';
import type { ComputedDay } from './recompute.ts';
import {
  type CachedReference,
  cachedReference,
  loadReferenceCache,
  referenceVersionSql,
} from './reference-cache.ts';
import type { AttendanceContext, PersonRow } from './schedule.loader.ts';
import { scheduleInputsOf } from './schedule.loader.ts';
import { addDays, parseTimestamp, toZonedIso } from './schedule.time.ts';
import { businessDateOf, type DaySchedule, scheduleFor } from './schedule.ts';
import { dayStatus, type PunchInput } from './status-engine.ts';

export interface PunchMeta {
  ip: string | null;
  userAgent: string | null;
}

interface PunchJson {
  date: string;
  at: string;
  type: string | null;
  flags: string[];
  distance_m: number | null;
  location_name: string | null;
}

interface FixJson {
  at: string;
  latitude: number | string | null;
  longitude: number | string | null;
}

interface PersonState {
  unit_id: number | null;
  staff_type_id: number | null;
  may_work_anywhere: boolean;
  assignments: { id: number; pattern_id: number | null; start_date: string }[];
  punches: PunchJson[];
  excuses: { date: string; code: string }[];
  permits: { start_date: string; end_date: string | null }[];
  last_fix: FixJson | null;
  last_refusal: FixJson | null;
  locks: { year: number; month: number }[];
  version: string;
}

/**
 * No fix older than this can make a 'travel' flag: even half the Earth's circumference
 * (20,015 km) in 67 hours is under 300 km/h. So the previous punch is searched only among the
 * last 72 hours (and, to use the (user_id, kind, date) index, business dates from five days
 * back: a web punch's business date is its local date or the day before), which gives the
 * same flags as the person's whole history.
 */
const FIX_WINDOW_MS = 72 * 3_600_000;
const FIX_WINDOW_DAYS = 5;
if ((Math.PI * 6_371_008.8) / 1000 / (FIX_WINDOW_MS / 3_600_000) > MAX_SPEED_KMH) {
  throw new Error('FIX_WINDOW_MS is too short for the travel rule');
}

const json = (query: ReturnType<typeof sql>) => sql`coalesce((${query}), '[]'::json)`;

/**
 * Where the hot path's statements go. Outside a transaction (today's card) on PostgreSQL they
 * are named prepared statements on the pool; inside a punch's transaction see
 * `transactionSession`; on PGlite (in-process, no round trips) through drizzle.
 */
interface Session {
  /** A drizzle handle on the same transaction, for the rare paths (a lock's 409, a reload). */
  readonly tx: DbOrTx;
  rows<T>(name: string, query: SQL): Promise<T[]>;
  /** The transaction's last statement: on PostgreSQL it goes out in one message with COMMIT. */
  last(name: string, query: SQL): Promise<void>;
  /** Sends what waits to go out with the next statement (BEGIN and the lock), before `tx`. */
  flush(): Promise<void>;
}

const dialect = new PgDialect({ casing: 'snake_case' });

function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

function clientSession(client: pg.Pool | pg.PoolClient, drizzleTx?: DbOrTx): Session {
  let tx = drizzleTx;
  const rows = async <T>(name: string, query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name, text, values: params as unknown[] });
    return result.rows as T[];
  };
  return {
    get tx() {
      tx ??= drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as DbOrTx;
      return tx;
    },
    rows,
    last: async (name, query) => {
      await rows(name, query);
    },
    flush: async () => {},
  };
}

const drizzleSession = (tx: DbOrTx): Session => ({
  tx,
  rows: <T>(_name: string, query: SQL) => selectRows<T>(tx, query),
  last: async (_name, query) => {
    await selectRows(tx, query);
  },
  flush: async () => {},
});

/** A session outside a transaction (today's card). */
function plainSession(db: Db): Session {
  const pool = poolOf(db);
  return pool ? clientSession(pool, db) : drizzleSession(db);
}

/**
 * The SQL-level prepared statements (PREPARE … / EXECUTE …) made on each connection. They
 * share a namespace with the protocol-level named statements of `clientSession`, hence the
 * `tx_` prefix; they survive a rollback, and go with the connection when it is closed.
 */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * A parameter as an SQL literal for EXECUTE: quoted text, as the extended protocol sends it
 * (node-postgres sends every parameter as text too), so PostgreSQL coerces it to the same
 * inferred type. Only the types the hot path binds are accepted.
 */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return client.escapeLiteral(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite parameter: ${value}`);
    return `'${value}'`;
  }
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  throw new Error(`unexpected parameter type: ${typeof value}`);
}

/**
 * A punch's transaction on one pooled connection, in as few messages as the protocol allows.
 * node-postgres waits for each message's answer before sending the next, and a message of the
 * extended protocol holds one statement; a simple-protocol message may hold several. So every
 * statement is prepared once per connection (PREPARE, parsed and planned as a named statement
 * would be) and run with EXECUTE and its parameters as literals: `BEGIN`, the advisory lock and
 * the read go out as one message, the write and `COMMIT` as another.
 */
function transactionSession(client: pg.PoolClient, opening: string) {
  let pending: string | null = opening;
  let committed = false;
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  let tx: DbOrTx | undefined;

  async function execute(name: string, query: SQL, before: string | null, after: string | null) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const statement = `tx_${name}`;
    if (!prepared.has(statement)) {
      // Its own message, once per connection: a failure of the main message never leaves it
      // half-known whether the statement exists.
      await client.query(`prepare ${statement} as ${text}`);
      prepared.add(statement);
    }
    const args = params.length
      ? `(${(params as unknown[]).map((v) => literal(client, v)).join(', ')})`
      : '';
    const parts = [before, `execute ${statement}${args}`, after].filter((p) => p !== null);
    const results = (await client.query(parts.join('; '))) as unknown as
      | pg.QueryResult
      | pg.QueryResult[];
    // One result per statement; the EXECUTE's is the last, or the one before the COMMIT.
    const list = Array.isArray(results) ? results : [results];
    return list[list.length - (after === null ? 1 : 2)];
  }

  const session: Session = {
    get tx() {
      if (pending !== null) throw new Error('flush the session before using tx');
      tx ??= drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as DbOrTx;
      return tx;
    },
    async rows<T>(name: string, query: SQL) {
      const before = pending;
      pending = null;
      const result = await execute(name, query, before, null);
      return (result?.rows ?? []) as T[];
    },
    async last(name: string, query: SQL) {
      const before = pending;
      pending = null;
      await execute(name, query, before, 'commit');
      committed = true;
    },
    async flush() {
      if (pending === null) return;
      const before = pending;
      pending = null;
      await client.query(before);
    },
  };
  return {
    session,
    /** COMMIT, unless `last` sent it (nothing to do when nothing was sent at all). */
    async commit() {
      if (committed || pending !== null) return;
      await client.query('commit');
      committed = true;
    },
  };
}

/**
 * One transaction serialised per person by `pg_advisory_xact_lock(hashtext('presensi'), id)`,
 * taken before anything is read.
 */
async function punchTransaction<T>(
  db: Db,
  userId: number,
  body: (session: Session) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('presensi'), ${userId}::int)`);
      return body(drizzleSession(tx));
    });
  }
  if (!Number.isSafeInteger(userId)) throw new Error(`not a user id: ${userId}`);
  const client = await pool.connect();
  let broken: Error | undefined;
  // Sent with the first statement (simple protocol, so no parameter: the id is an integer).
  const { session, commit } = transactionSession(
    client,
    `begin; select pg_advisory_xact_lock(hashtext('presensi'), ${userId})`,
  );
  try {
    const result = await body(session);
    await commit();
    return result;
  } catch (error) {
    await client.query('rollback').catch((e: Error) => {
      broken = e;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Everything one person's punch depends on that is not reference data, in one statement. */
async function readPerson(
  session: Session,
  userId: number,
  now: Date,
  today: string,
  ref: CachedReference,
): Promise<PersonState | undefined> {
  const yesterday = addDays(today, -1);
  const nowIso = now.toISOString();
  const months = [yesterday, today].map((d) => [Number(d.slice(0, 4)), Number(d.slice(5, 7))]);
  const [y0, m0] = months[0] ?? [0, 0];
  const [y1, m1] = months[1] ?? [0, 0];
  const rows = await session.rows<PersonState>(
    'checkin_read_person',
    sql`select u.unit_id, u.staff_type_id, u.may_work_anywhere,
      ${json(sql`select json_agg(json_build_object('id', a.id, 'pattern_id', a.pattern_id, 'start_date', a.start_date))
          from work_pattern_assignments a
         where a.user_id = u.id and a.effective and a.start_date <= ${today}::date`)} as assignments,
      ${json(sql`select json_agg(json_build_object('date', p.date, 'at', p.at::text, 'type', p.type,
                 'flags', p.flags, 'distance_m', p.distance_m, 'location_name', l.name) order by p.at, p.id)
          from attendance_punches p left join attendance_locations l on l.id = p.location_id
         where p.user_id = u.id and p.kind = 'presensi'
           and p.date between ${yesterday}::date and ${today}::date`)} as punches,
      ${json(sql`select json_agg(json_build_object('date', e.date, 'code', e.code))
          from attendance_excuses e
         where e.user_id = u.id and e.date between ${yesterday}::date and ${today}::date`)} as excuses,
      ${json(sql`select json_agg(json_build_object('start_date', r.start_date, 'end_date', r.end_date))
          from remote_attendance_permits r
         where r.user_id = u.id and r.is_active and r.start_date <= ${today}::date
           and (r.end_date is null or r.end_date >= ${yesterday}::date)`)} as permits,
      (select json_build_object('at', f.at::text, 'latitude', f.latitude, 'longitude', f.longitude)
         from attendance_punches f
        where f.user_id = u.id and f.latitude is not null
          and f.date >= ${addDays(today, -FIX_WINDOW_DAYS)}::date
          and f.at <= ${nowIso}::timestamptz
          and f.at >= ${new Date(now.getTime() - FIX_WINDOW_MS).toISOString()}::timestamptz
        order by f.at desc limit 1) as last_fix,
      (select json_build_object('at', r.at::text, 'latitude', r.latitude, 'longitude', r.longitude)
         from attendance_refusals r
        where r.user_id = u.id and r.at <= ${nowIso}::timestamptz
        order by r.at desc limit 1) as last_refusal,
      ${json(sql`select json_agg(json_build_object('year', k.year, 'month', k.month))
          from attendance_locks k
         where ((k.year = ${y0}::int and k.month = ${m0}::int) or (k.year = ${y1}::int and k.month = ${m1}::int))
           and (k.unit_id is null or k.unit_id = u.unit_id)`)} as locks,
      ${referenceVersionSql(ref.from, ref.to)} as version
    from users u where u.id = ${userId}::int`,
  );
  return rows[0];
}

interface Loaded {
  ref: CachedReference;
  state: PersonState;
  today: string;
}

/**
 * The reference rows and the person's state, consistent: when the version the read returns is
 * not the cached one (or nothing is cached), the rows are read again and so is the person.
 */
async function load(
  cacheKey: object,
  session: Session,
  userId: number,
  now: Date,
): Promise<Loaded> {
  let ref = cachedReference(cacheKey, now);
  if (!ref) {
    await session.flush();
    ref = await loadReferenceCache(cacheKey, session.tx, now);
  }
  for (let attempt = 0; ; attempt++) {
    // The date part of the zoned clock (zonedDate), without a second trip through Intl.
    const today = zonedIso(now, ref.timeZone).slice(0, 10);
    const state = await readPerson(session, userId, now, today, ref);
    if (!state) throw AppError.notFound('Pegawai tidak ditemukan.');
    // A second mismatch in a row means the tables are changing now: the rows just read are
    // at least as new as the version, so they are used.
    if (state.version === ref.version || attempt === 1) return { ref, state, today };
    await session.flush();
    ref = await loadReferenceCache(cacheKey, session.tx, now);
  }
}

/**
 * `scheduleFor` results, per reference rows (so a reload starts afresh) and per what decides a
 * schedule besides them: the date, the unit, the staff type and the pattern assignments. The
 * 2,000 people of a unit share a handful of entries; the function is pure, so a hit is the
 * same schedule.
 */
const scheduleMemo = new WeakMap<CachedReference, Map<string, DaySchedule>>();
const MEMO_LIMIT = 10_000;

function memoisedSchedule(ref: CachedReference, ctx: AttendanceContext, person: PersonRow) {
  let memo = scheduleMemo.get(ref);
  if (!memo || memo.size > MEMO_LIMIT) {
    memo = new Map();
    scheduleMemo.set(ref, memo);
  }
  const inputs = scheduleInputsOf(ctx, person.id);
  const who = `${person.unitId}|${person.staffTypeId}|${inputs.assignments
    .map((a) => `${a.id}:${a.patternId}:${a.startDate}`)
    .join(',')}`;
  const cache = memo;
  return (date: string): DaySchedule => {
    const key = `${date}|${who}`;
    let schedule = cache.get(key);
    if (!schedule) {
      schedule = scheduleFor(date, person, inputs);
      cache.set(key, schedule);
    }
    return schedule;
  };
}

/** The person's day on `date` with the given punches, as a recompute computes it (computeDay). */
function dayOf(
  ctx: AttendanceContext,
  person: PersonRow,
  schedule: DaySchedule,
  date: string,
  punches: readonly PunchJson[],
  extra: PunchInput | null,
  excuses: PersonState['excuses'],
  now: Date,
): ComputedDay {
  const inputs: PunchInput[] = punches
    .filter((p) => p.date === date)
    .map((p) => ({
      at: parseTimestamp(p.at),
      type: p.type === 'masuk' || p.type === 'pulang' ? p.type : null,
      flags: p.flags,
    }));
  if (extra) inputs.push(extra);
  const status = dayStatus({
    schedule,
    punches: inputs,
    excuses: excuses.filter((e) => e.date === date).map((e) => e.code),
    bands: ctx.bands,
    mode: ctx.mode,
    now,
  });
  return { userId: person.id, unitId: person.unitId, schedule, status };
}

/** toZonedIso of the same few instants (schedule bounds, now) again and again, remembered. */
const zonedMemo = new Map<string, string>();
function zonedIso(d: Date, tz: string): string {
  const key = `${tz}|${d.getTime()}`;
  let out = zonedMemo.get(key);
  if (out === undefined) {
    if (zonedMemo.size > MEMO_LIMIT) zonedMemo.clear();
    out = toZonedIso(d, tz);
    zonedMemo.set(key, out);
  }
  return out;
}

const zoned = (d: Date | null, tz: string) => (d ? zonedIso(d, tz) : null);

/** Today's record as the API answers it. */
export function todayRecord(
  day: ComputedDay,
  date: string,
  now: Date,
  tz: string,
  remote: boolean,
  locations: readonly FenceLocation[],
  punch: TTodayAttendance['punch'],
): TTodayAttendance {
  return {
    date,
    is_working_day: day.schedule.isWorkingDay,
    day_off_kind: day.schedule.dayOffKind,
    day_off_name: day.schedule.dayOffName,
    scheduled_in: zoned(day.schedule.scheduledIn, tz),
    scheduled_out: zoned(day.schedule.scheduledOut, tz),
    check_in: zoned(day.status.checkIn, tz),
    check_out: zoned(day.status.checkOut, tz),
    late_minutes: day.status.lateMinutes,
    early_minutes: day.status.earlyMinutes,
    code: day.status.code,
    late_code: day.status.lateCode,
    early_code: day.status.earlyCode,
    deduction_pct: day.status.deductionPct,
    flagged: day.status.flagged,
    server_time: zonedIso(now, tz),
    time_zone: tz,
    remote_permit: remote,
    locations: locations.map(({ unit_ids: _u, ...l }) => l),
    punch,
  };
}

export function refusalMessage(nearest: FenceLocation | null, distanceM: number | null): string {
  if (!nearest || distanceM === null) {
    return 'Belum ada lokasi presensi yang berlaku untuk unit Anda. Hubungi admin kepegawaian.';
  }
  return `Anda berada di luar area presensi. Jarak ke lokasi terdekat (${nearest.name}) ${formatDistance(distanceM)}, radius ${formatDistance(nearest.radius_m)}.`;
}

/** What the loaded state says about the person on their business date. */
function situation({ ref, state, today }: Loaded, userId: number, now: Date) {
  const person: PersonRow = {
    id: userId,
    unitId: state.unit_id,
    staffTypeId: state.staff_type_id,
  };
  const ctx: AttendanceContext = {
    ...ref,
    assignmentsByUser: new Map([
      [
        userId,
        state.assignments.map((a) => ({
          id: a.id,
          patternId: a.pattern_id,
          startDate: a.start_date,
        })),
      ],
    ]),
  };
  const scheduleOf = memoisedSchedule(ref, ctx, person);
  const date = businessDateOf(now, today, scheduleOf);
  const remote =
    state.may_work_anywhere ||
    state.permits.some((p) => p.start_date <= date && (p.end_date === null || p.end_date >= date));
  const locations = allowedLocations(ref.locations, person.unitId);
  const locked = state.locks.some(
    (l) => l.year === Number(date.slice(0, 4)) && l.month === Number(date.slice(5, 7)),
  );
  return { person, ctx, date, schedule: scheduleOf(date), remote, locations, locked };
}

/** `GET user/presensi/today`: the same read as a punch, without the lock and the write. */
export async function fastToday(
  db: Db,
  userId: number,
  cacheKey: object = db,
): Promise<TTodayAttendance> {
  const now = attendanceNow();
  const loaded = await load(cacheKey, plainSession(db), userId, now);
  const { person, ctx, date, schedule, remote, locations } = situation(loaded, userId, now);
  const { punches, excuses } = loaded.state;
  const day = dayOf(ctx, person, schedule, date, punches, null, excuses, now);
  return todayRecord(day, date, now, ctx.timeZone, remote, locations, null);
}

const toFix = (f: FixJson | null): PriorFix | null =>
  f && f.latitude !== null && f.longitude !== null
    ? { at: parseTimestamp(f.at), latitude: Number(f.latitude), longitude: Number(f.longitude) }
    : null;

type PunchOutcome =
  | { kind: 'accepted'; view: TTodayAttendance }
  | { kind: 'refused'; message: string };

/** `POST user/presensi`: records a punch and answers today's record. */
export async function fastCheckIn(
  db: Db,
  userId: number,
  input: TCheckInRequest,
  meta: PunchMeta,
  cacheKey: object = db,
): Promise<TTodayAttendance> {
  const outcome = await punchTransaction(db, userId, async (session): Promise<PunchOutcome> => {
    // The clock is read after the lock, so punches are stored in the order they happened.
    const now = attendanceNow();
    const loaded = await load(cacheKey, session, userId, now);
    const { state } = loaded;
    const { person, ctx, date, schedule, remote, locations, locked } = situation(
      loaded,
      userId,
      now,
    );
    const tz = ctx.timeZone;
    // The lock rows were read with the person; the usual check gives the usual 409.
    if (locked) {
      await assertPeriodOpen(session.tx, 'attendance', { from: date, to: date, userIds: [userId] });
    }

    if (input.type === 'masuk') {
      const first = state.punches.find((p) => p.date === date && p.type === 'masuk');
      if (first) {
        const day = dayOf(ctx, person, schedule, date, state.punches, null, state.excuses, now);
        return {
          kind: 'accepted',
          view: todayRecord(day, date, now, tz, remote, locations, {
            type: 'masuk',
            at: zonedIso(parseTimestamp(first.at), tz),
            location_name: first.location_name,
            distance_m: first.distance_m,
            flags: first.flags,
            repeated: true,
          }),
        };
      }
    }

    const point = { latitude: input.latitude, longitude: input.longitude };
    const accuracyM = Math.round(input.accuracy);
    const fence = remote ? null : checkFence(point, locations);
    const nowIso = now.toISOString();
    if (fence && !fence.inside) {
      await session.last(
        'checkin_refusal',
        sql`insert into attendance_refusals (user_id, at, type, latitude, longitude, accuracy_m,
              nearest_location_id, distance_m, ip, user_agent)
            values (${userId}::int, ${nowIso}::timestamptz, ${input.type}, ${input.latitude},
              ${input.longitude}, ${accuracyM}::int, ${fence.nearest?.id ?? null}::int,
              ${fence.distanceM}::int, ${meta.ip}, ${meta.userAgent})`,
      );
      return { kind: 'refused', message: refusalMessage(fence.nearest, fence.distanceM) };
    }

    const fixes = [toFix(state.last_fix), toFix(state.last_refusal)]
      .filter((f): f is PriorFix => f !== null)
      .sort((a, b) => b.at.getTime() - a.at.getTime());
    const flags = punchFlags({
      point,
      accuracyM,
      at: now,
      location: fence?.nearest ?? null,
      previous: fixes[0] ?? null,
      lastRefusalAt: state.last_refusal ? parseTimestamp(state.last_refusal.at) : null,
    });
    const punch: PunchInput = { at: now, type: input.type, flags };
    const day = dayOf(ctx, person, schedule, date, state.punches, punch, state.excuses, now);
    const write = writePunch(userId, date, nowIso, input, accuracyM, fence, flags, meta, day, now);
    await session.last(write.name, write.query);
    return {
      kind: 'accepted',
      view: todayRecord(day, date, now, tz, remote, locations, {
        type: input.type,
        at: zonedIso(now, tz),
        location_name: fence?.nearest?.name ?? null,
        distance_m: fence?.distanceM ?? null,
        flags,
        repeated: false,
      }),
    };
  });
  if (outcome.kind === 'refused') {
    throw AppError.validation({ latitude: [outcome.message] }, outcome.message);
  }
  return outcome.view;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The punch and the day row (as rewriteDays writes it) in one statement. */
function writePunch(
  userId: number,
  date: string,
  nowIso: string,
  input: TCheckInRequest,
  accuracyM: number,
  fence: { nearest: FenceLocation | null; distanceM: number | null } | null,
  flags: string[],
  meta: PunchMeta,
  day: ComputedDay,
  now: Date,
) {
  const punch = sql`insert into attendance_punches (user_id, kind, date, at, type, source, latitude,
      longitude, accuracy_m, location_id, distance_m, ip, user_agent, flags)
    values (${userId}::int, 'presensi', ${date}::date, ${nowIso}::timestamptz, ${input.type}, 'web',
      ${input.latitude}, ${input.longitude}, ${accuracyM}::int, ${fence?.nearest?.id ?? null}::int,
      ${fence?.distanceM ?? null}::int, ${meta.ip}, ${meta.userAgent},
      coalesce(string_to_array(${flags.join(',')}, ','), '{}')::varchar[])`;
  const { schedule: s, status: t } = day;
  if (t.code === null) {
    return {
      name: 'checkin_punch_no_day',
      query: sql`with p as (${punch})
        delete from attendance_days where user_id = ${userId}::int and date = ${date}::date`,
    };
  }
  const query = sql`with p as (${punch})
    insert into attendance_days (user_id, date, unit_id, is_working_day, day_off_kind, shift_id,
      scheduled_in, scheduled_out, check_in, check_out, late_minutes, early_minutes, code,
      late_code, early_code, deduction_pct, flagged, computed_at)
    values (${userId}::int, ${date}::date, ${day.unitId}::int, ${s.isWorkingDay}::boolean,
      ${s.dayOffKind}, ${s.shiftId}::int, ${iso(s.scheduledIn)}::timestamptz,
      ${iso(s.scheduledOut)}::timestamptz, ${iso(t.checkIn)}::timestamptz,
      ${iso(t.checkOut)}::timestamptz, ${t.lateMinutes}::int, ${t.earlyMinutes}::int, ${t.code},
      ${t.lateCode}, ${t.earlyCode}, ${t.deductionPct}::numeric, ${t.flagged}::boolean,
      ${now.toISOString()}::timestamptz)
    on conflict (user_id, date) do update set unit_id = excluded.unit_id,
      is_working_day = excluded.is_working_day, day_off_kind = excluded.day_off_kind,
      shift_id = excluded.shift_id, scheduled_in = excluded.scheduled_in,
      scheduled_out = excluded.scheduled_out, check_in = excluded.check_in,
      check_out = excluded.check_out, late_minutes = excluded.late_minutes,
      early_minutes = excluded.early_minutes, code = excluded.code,
      late_code = excluded.late_code, early_code = excluded.early_code,
      deduction_pct = excluded.deduction_pct, flagged = excluded.flagged,
      computed_at = excluded.computed_at`;
  return { name: 'checkin_punch_day', query };
}
