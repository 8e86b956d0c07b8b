/**
 * The check-in (docs/attendance.md "Check-in" and "Check-in performance"): one person's punch
 * in one transaction of four statements (the per-person advisory lock, one read, one write,
 * and COMMIT after BEGIN), with the same rules as a recompute: the same `scheduleFor`,
 * `businessDateOf`, `dayStatus`, geofence and flag functions.
 *
 * - Reference rows (settings, calendar, jam kerja, shifts, patterns, bands, locations) come
 *   from reference-cache.repository.ts; the read returns their version, and a different version reloads
 *   them before anything is decided.
 * - The read (`personRead`, a named prepared statement built once) returns the person, their pattern
 *   assignments, the punches and excuses of yesterday and today, the remote permits covering
 *   them, the previous fix and refusal, and any month lock of yesterday's or today's month for
 *   everyone or the person's unit (`monthLocksSql` of the write port). The lock is always read
 *   from the database, never cached; when one covers the business date, the period lock
 *   answers the 409 with its usual message.
 * - The write is the attendance write port's `recordCheckIn`: the punch, and the day row the
 *   engine computed from the punches read plus the new one.
 */
import type { TCheckInRequest, TTodayAttendance } from '@sikerja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attendanceRefusals } from '../../db/schema/attendance.ts';
import { AppError } from '../../http/app-error.ts';
import {
  assertCheckInOpen,
  type MonthLocks,
  monthLocksSql,
  recordCheckIn,
} from './attendance-write.port.ts';
import { attendanceNow } from './check-in-clock.adapter.ts';
import { type PunchWindow, punchWindow, windowRefusal } from './check-in-window.rules.ts';
import {
  allowedLocations,
  checkFence,
  type FenceLocation,
  formatDistance,
  MAX_SPEED_KMH,
  type PriorFix,
  punchFlags,
} from './geofence.rules.ts';
import { preparedStatement } from './prepared-statement.repository.ts';
import type { ComputedDay } from './recompute.service.ts';
import {
  type CachedReference,
  cachedReference,
  loadReferenceCache,
  referenceVersionSql,
  sharedReferenceLoad,
} from './reference-cache.repository.ts';
import type { AttendanceContext, PersonRow } from './schedule.repository.ts';
import { scheduleInputsOf } from './schedule.repository.ts';
import { businessDateOf, type DaySchedule, scheduleFor } from './schedule.rules.ts';
import { addDays, parseTimestamp, toZonedIso } from './schedule-time.rules.ts';
import { dayStatus, type PunchInput } from './status-engine.rules.ts';

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
  locks: MonthLocks;
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

const json = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;
const param = (name: keyof ReadParams & string) => sql.placeholder(name);

/** The values the read's placeholders take. */
interface ReadParams extends Record<string, unknown> {
  userId: number;
  today: string;
  yesterday: string;
  fixFromDate: string;
  fixFrom: string;
  now: string;
  refFrom: string;
  refTo: string;
}

/**
 * Everything one person's punch depends on that is not reference data, in one statement.
 *
 * Its conditions are written so that PostgreSQL's generic plan (planned once per connection)
 * is estimated about as cheap as a plan for the actual values: dates as lists rather than
 * ranges, and the previous fix's dates bounded on both sides. Otherwise the plan cache plans
 * the statement afresh at every execution, about 1 ms of PostgreSQL CPU per check-in (its
 * fifteen subqueries), twice its execution time (docs/attendance.md "Check-in performance").
 */
const personRead = preparedStatement<ReadParams>('check_in_read', () => {
  const userId = sql`u.id`;
  const today = param('today');
  const yesterday = param('yesterday');
  const now = param('now');
  return sql`select u.unit_id, u.staff_type_id, u.may_work_anywhere,
    ${json(sql`select json_agg(json_build_object('id', a.id, 'pattern_id', a.pattern_id,
          'start_date', a.start_date))
        from work_pattern_assignments a
       where a.user_id = ${userId} and a.effective and a.start_date <= ${today}::date`)} as assignments,
    ${json(sql`select json_agg(json_build_object('date', p.date, 'at', p.at::text, 'type', p.type,
          'flags', p.flags, 'distance_m', p.distance_m, 'location_name', l.name) order by p.at, p.id)
        from attendance_punches p left join attendance_locations l on l.id = p.location_id
       where p.user_id = ${userId} and p.kind = 'presensi'
         and p.date in (${yesterday}::date, ${today}::date)`)} as punches,
    ${json(sql`select json_agg(json_build_object('date', e.date, 'code', e.code))
        from attendance_excuses e
       where e.user_id = ${userId} and e.date in (${yesterday}::date, ${today}::date)`)} as excuses,
    ${json(sql`select json_agg(json_build_object('start_date', r.start_date, 'end_date', r.end_date))
        from remote_attendance_permits r
       where r.user_id = ${userId} and r.is_active and r.start_date <= ${today}::date
         and (r.end_date is null or r.end_date >= ${yesterday}::date)`)} as permits,
    (select json_build_object('at', f.at::text, 'latitude', f.latitude, 'longitude', f.longitude)
       from attendance_punches f
      where f.user_id = ${userId} and f.latitude is not null
        and f.date between ${param('fixFromDate')}::date and ${today}::date
        and f.at <= ${now}::timestamptz
        and f.at >= ${param('fixFrom')}::timestamptz
      order by f.at desc limit 1) as last_fix,
    (select json_build_object('at', r.at::text, 'latitude', r.latitude, 'longitude', r.longitude)
       from attendance_refusals r
      where r.user_id = ${userId} and r.at <= ${now}::timestamptz
      order by r.at desc limit 1) as last_refusal,
    ${monthLocksSql(sql`u.unit_id`, [yesterday, today])} as locks,
    ${referenceVersionSql(param('refFrom'), param('refTo'))} as version
  from users u where u.id = ${param('userId')}::int`;
});

async function readPerson(
  db: DbOrTx,
  userId: number,
  now: Date,
  today: string,
  ref: CachedReference,
): Promise<PersonState | undefined> {
  const rows = await personRead.rows<PersonState>(db, {
    userId,
    today,
    yesterday: addDays(today, -1),
    fixFromDate: addDays(today, -FIX_WINDOW_DAYS),
    fixFrom: new Date(now.getTime() - FIX_WINDOW_MS).toISOString(),
    now: now.toISOString(),
    refFrom: ref.from,
    refTo: ref.to,
  });
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
  db: DbOrTx,
  userId: number,
  now: Date,
  inTransaction: boolean,
): Promise<Loaded> {
  let ref =
    cachedReference(cacheKey, now) ?? (await sharedReferenceLoad(cacheKey, db, now, inTransaction));
  for (let attempt = 0; ; attempt++) {
    // The date part of the zoned clock (zonedDate), without a second trip through Intl.
    const today = zonedIso(now, ref.timeZone).slice(0, 10);
    const state = await readPerson(db, userId, now, today, ref);
    if (!state) throw AppError.notFound('Pegawai tidak ditemukan.');
    // A second mismatch in a row means the tables are changing now: the rows just read are
    // at least as new as the version, so they are used.
    if (state.version === ref.version || attempt === 1) return { ref, state, today };
    ref = await loadReferenceCache(cacheKey, db, now);
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

/**
 * toZonedIso, with Intl asked once per zone and quarter hour instead of twice per instant
 * (about 2 % of a check-in's CPU): every UTC offset in use is a multiple of 15 minutes and
 * changes at a whole local hour or half hour, so at a quarter hour of UTC, and the offset found
 * for an instant's quarter hour holds for all of it.
 */
const QUARTER_MS = 900_000;
const offsetMemo = new Map<string, { text: string; ms: number }>();
function zonedIso(d: Date, tz: string): string {
  const quarter = Math.floor(d.getTime() / QUARTER_MS);
  const key = `${tz}|${quarter}`;
  let offset = offsetMemo.get(key);
  if (offset === undefined) {
    if (offsetMemo.size > MEMO_LIMIT) offsetMemo.clear();
    const text = toZonedIso(new Date(quarter * QUARTER_MS), tz).slice(19);
    const minutes = Number(text.slice(1, 3)) * 60 + Number(text.slice(4, 6));
    offset = { text, ms: (text.startsWith('-') ? -minutes : minutes) * 60_000 };
    offsetMemo.set(key, offset);
  }
  return new Date(d.getTime() + offset.ms).toISOString().slice(0, 19) + offset.text;
}

const zoned = (d: Date | null, tz: string) => (d ? zonedIso(d, tz) : null);

/** When each punch opens on the day as computed (check-in-window.rules.ts). */
function windowOf(ctx: AttendanceContext, day: ComputedDay): PunchWindow {
  return punchWindow(day.schedule, day.status.checkIn, ctx.checkInWindow);
}

/** Today's record as the API answers it. */
export function todayRecord(
  day: ComputedDay,
  date: string,
  now: Date,
  tz: string,
  remote: boolean,
  locations: readonly FenceLocation[],
  punch: TTodayAttendance['punch'],
  window: PunchWindow,
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
    check_in_opens_at: zoned(window.masukOpensAt, tz),
    check_out_opens_at: zoned(window.pulangOpensAt, tz),
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
  return { person, ctx, date, schedule: scheduleOf(date), remote, locations };
}

/** `GET user/presensi/today`: the same read as a punch, without the lock and the write. */
export async function fastToday(
  db: Db,
  userId: number,
  cacheKey: object = db,
): Promise<TTodayAttendance> {
  const now = attendanceNow();
  const loaded = await load(cacheKey, db, userId, now, false);
  const { person, ctx, date, schedule, remote, locations } = situation(loaded, userId, now);
  const { punches, excuses } = loaded.state;
  const day = dayOf(ctx, person, schedule, date, punches, null, excuses, now);
  return todayRecord(day, date, now, ctx.timeZone, remote, locations, null, windowOf(ctx, day));
}

const toFix = (f: FixJson | null): PriorFix | null =>
  f && f.latitude !== null && f.longitude !== null
    ? { at: parseTimestamp(f.at), latitude: Number(f.latitude), longitude: Number(f.longitude) }
    : null;

type PunchOutcome =
  | { kind: 'accepted'; view: TTodayAttendance }
  | { kind: 'refused'; field: 'type' | 'latitude'; message: string };

/**
 * One transaction serialised per person by `pg_advisory_xact_lock(hashtext('presensi'), id)`,
 * taken before anything is read: in READ COMMITTED the read that follows (its own statement,
 * so its own snapshot) sees every punch of the person committed before.
 */
function punchTransaction<T>(db: Db, userId: number, body: (tx: DbOrTx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await personLock.rows(tx, { userId });
    return body(tx);
  });
}

const personLock = preparedStatement<{ userId: number }>(
  'check_in_lock',
  () => sql`select pg_advisory_xact_lock(hashtext('presensi'), ${sql.placeholder('userId')}::int)`,
);

/** `POST user/presensi`: records a punch and answers today's record. */
export async function fastCheckIn(
  db: Db,
  userId: number,
  input: TCheckInRequest,
  meta: PunchMeta,
  cacheKey: object = db,
): Promise<TTodayAttendance> {
  const outcome = await punchTransaction(db, userId, async (tx): Promise<PunchOutcome> => {
    // The clock is read after the lock, so punches are stored in the order they happened.
    const now = attendanceNow();
    const loaded = await load(cacheKey, tx, userId, now, true);
    const { state } = loaded;
    const { person, ctx, date, schedule, remote, locations } = situation(loaded, userId, now);
    const tz = ctx.timeZone;
    // Before anything else, so a locked month answers 409 even for a repeat or a refusal.
    await assertCheckInOpen(tx, userId, date, state.locks);

    const before = dayOf(ctx, person, schedule, date, state.punches, null, state.excuses, now);
    if (input.type === 'masuk') {
      const first = state.punches.find((p) => p.date === date && p.type === 'masuk');
      if (first) {
        return {
          kind: 'accepted',
          view: todayRecord(
            before,
            date,
            now,
            tz,
            remote,
            locations,
            {
              type: 'masuk',
              at: zonedIso(parseTimestamp(first.at), tz),
              location_name: first.location_name,
              distance_m: first.distance_m,
              flags: first.flags,
              repeated: true,
            },
            windowOf(ctx, before),
          ),
        };
      }
    }

    // Outside the window nothing is written, not even a refusal: it is no attempt from
    // somewhere, only too early (docs/attendance.md "Check-in window").
    const early = windowRefusal(input.type, now, windowOf(ctx, before), (at) =>
      zonedIso(at, tz).slice(11, 16),
    );
    if (early) return { kind: 'refused', field: 'type', message: early };

    const point = { latitude: input.latitude, longitude: input.longitude };
    const accuracyM = Math.round(input.accuracy);
    const fence = remote ? null : checkFence(point, locations);
    const nowIso = now.toISOString();
    if (fence && !fence.inside) {
      await tx.insert(attendanceRefusals).values({
        userId,
        at: nowIso,
        type: input.type,
        latitude: input.latitude,
        longitude: input.longitude,
        accuracyM,
        nearestLocationId: fence.nearest?.id ?? null,
        distanceM: fence.distanceM,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return {
        kind: 'refused',
        field: 'latitude',
        message: refusalMessage(fence.nearest, fence.distanceM),
      };
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
    await recordCheckIn(
      tx,
      {
        userId,
        date,
        at: nowIso,
        type: input.type,
        latitude: input.latitude,
        longitude: input.longitude,
        accuracyM,
        locationId: fence?.nearest?.id ?? null,
        distanceM: fence?.distanceM ?? null,
        ip: meta.ip,
        userAgent: meta.userAgent,
        flags,
      },
      day,
      state.locks,
      now,
    );
    return {
      kind: 'accepted',
      view: todayRecord(
        day,
        date,
        now,
        tz,
        remote,
        locations,
        {
          type: input.type,
          at: zonedIso(now, tz),
          location_name: fence?.nearest?.name ?? null,
          distance_m: fence?.distanceM ?? null,
          flags,
          repeated: false,
        },
        windowOf(ctx, day),
      ),
    };
  });
  if (outcome.kind === 'refused') {
    throw AppError.validation({ [outcome.field]: [outcome.message] }, outcome.message);
  }
  return outcome.view;
}
