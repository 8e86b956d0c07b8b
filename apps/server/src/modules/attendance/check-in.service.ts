/**
 * Check-in (docs/attendance.md "Check-in"): today's card, the punch, and the person's days.
 *
 * A punch runs in one transaction serialised per person by an advisory lock, so two
 * simultaneous 'masuk' store one punch and the second answers the first. The refusal of a
 * punch outside every radius is committed before the 422 is thrown, so it is kept.
 */
import type {
  PunchType,
  TAttendanceDay,
  TCheckInRequest,
  TFindMyAttendanceDaysRequest,
  TPaginated,
  TTodayAttendance,
} from '@sikerja/contracts';
import { and, count, desc, eq, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  attendanceDays,
  attendancePunches,
  attendanceRefusals,
  remoteAttendancePermits,
} from '../../db/schema/attendance.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { paginate } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { monthRange } from '../calendar/working-days.service.ts';
import { loadSettings } from '../setting/setting.service.ts';
import { assertAttendanceOpen } from './attendance-lock.ts';
import { attendanceNow } from './check-in.clock.ts';
import {
  allowedLocations,
  checkFence,
  type FenceLocation,
  formatDistance,
  punchFlags,
} from './geofence.ts';
import { computeDay, rewriteDays } from './recompute.ts';
import {
  type AttendanceContext,
  loadContext,
  loadExcuses,
  loadPeople,
  loadPunches,
  type PersonRow,
  scheduleInputsOf,
} from './schedule.loader.ts';
import { inSequence } from './schedule.sequence.ts';
import { addDays, parseTimestamp, toZonedIso } from './schedule.time.ts';
import { businessDateOf, scheduleFor } from './schedule.ts';

export interface PunchMeta {
  ip: string | null;
  userAgent: string | null;
}

async function personOf(db: DbOrTx, userId: number): Promise<PersonRow> {
  const [person] = await loadPeople(db, { userIds: [userId] });
  if (!person) throw AppError.notFound('Pegawai tidak ditemukan.');
  return person;
}

async function activeLocations(db: DbOrTx, unitId: number | null) {
  const rows = await db
    .select({
      id: attendanceLocations.id,
      name: attendanceLocations.name,
      latitude: attendanceLocations.latitude,
      longitude: attendanceLocations.longitude,
      radius_m: attendanceLocations.radiusM,
      unit_ids: attendanceLocations.unitIds,
    })
    .from(attendanceLocations)
    .where(eq(attendanceLocations.isActive, true))
    .orderBy(attendanceLocations.name);
  return allowedLocations<FenceLocation>(rows, unitId);
}

/**
 * No geofence for the person today: the staff register's 'boleh presensi di mana saja', or an
 * active permit (`/admin/master/presensi_bebas`) whose dates cover the day.
 */
async function hasRemotePermit(db: DbOrTx, userId: number, date: string): Promise<boolean> {
  const t = remoteAttendancePermits;
  const [row] = await db
    .select({ anywhere: users.mayWorkAnywhere, permit: t.id })
    .from(users)
    .leftJoin(
      t,
      and(
        eq(t.userId, users.id),
        eq(t.isActive, true),
        lte(t.startDate, date),
        or(isNull(t.endDate), gte(t.endDate, date)),
      ),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row && (row.anywhere || row.permit !== null));
}

/**
 * The business date of a punch now (yesterday while an overnight shift is still on) and the
 * rows that decide it, which also cover that date's status.
 */
async function businessDate(db: DbOrTx, person: PersonRow, now: Date) {
  const today = zonedDate(now, (await loadSettings(db)).timeZone);
  const ctx = await loadContext(db, addDays(today, -1), today, [person.id]);
  const inputs = scheduleInputsOf(ctx, person.id);
  return { ctx, date: businessDateOf(now, today, (date) => scheduleFor(date, person, inputs)) };
}

/** One person's day as known at `now`, computed live (not read back from attendance_days). */
async function liveDay(
  db: DbOrTx,
  ctx: AttendanceContext,
  person: PersonRow,
  date: string,
  now: Date,
) {
  const [punches, excuses] = await inSequence([
    () => loadPunches(db, date, date, [person.id]),
    () => loadExcuses(db, date, date, [person.id]),
  ]);
  return computeDay(ctx, person, date, punches, excuses, now);
}

const zoned = (d: Date | null, tz: string) => (d ? toZonedIso(d, tz) : null);

async function todayView(
  db: DbOrTx,
  ctx: AttendanceContext,
  person: PersonRow,
  date: string,
  now: Date,
  punch: TTodayAttendance['punch'] = null,
  known?: { remote: boolean; locations: FenceLocation[] },
): Promise<TTodayAttendance> {
  const day = await liveDay(db, ctx, person, date, now);
  const tz = ctx.timeZone;
  const remote = known?.remote ?? (await hasRemotePermit(db, person.id, date));
  const locations = known?.locations ?? (await activeLocations(db, person.unitId));
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
    server_time: toZonedIso(now, tz),
    time_zone: tz,
    remote_permit: remote,
    locations: locations.map(({ unit_ids: _u, ...l }) => l),
    punch,
  };
}

/** `GET user/presensi/today`. */
export async function getToday(db: Db, userId: number): Promise<TTodayAttendance> {
  const now = attendanceNow();
  const person = await personOf(db, userId);
  const { ctx, date } = await businessDate(db, person, now);
  return todayView(db, ctx, person, date, now);
}

type PunchOutcome =
  | { kind: 'accepted'; view: TTodayAttendance }
  | { kind: 'refused'; message: string };

async function lockPerson(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('presensi'), ${userId}::int)`);
}

/** `POST user/presensi`: records a punch and answers today's record. */
export async function checkIn(
  db: Db,
  userId: number,
  input: TCheckInRequest,
  meta: PunchMeta,
): Promise<TTodayAttendance> {
  const outcome = await db.transaction(async (tx): Promise<PunchOutcome> => {
    await lockPerson(tx, userId);
    // The clock is read after the lock, so punches are stored in the order they happened.
    const now = attendanceNow();
    const person = await personOf(tx, userId);
    const { ctx, date } = await businessDate(tx, person, now);
    await assertAttendanceOpen(tx, { from: date, to: date, userIds: [userId] });

    if (input.type === 'masuk') {
      const first = await firstMasuk(tx, userId, date, ctx.timeZone);
      if (first) {
        return {
          kind: 'accepted',
          view: await todayView(tx, ctx, person, date, now, { ...first, repeated: true }),
        };
      }
    }

    const remote = await hasRemotePermit(tx, userId, date);
    const point = { latitude: input.latitude, longitude: input.longitude };
    const accuracyM = Math.round(input.accuracy);
    const locations = await activeLocations(tx, person.unitId);
    const fence = remote ? null : checkFence(point, locations);
    if (fence && !fence.inside) {
      await tx.insert(attendanceRefusals).values({
        userId,
        at: now.toISOString(),
        type: input.type,
        latitude: input.latitude,
        longitude: input.longitude,
        accuracyM,
        nearestLocationId: fence.nearest?.id ?? null,
        distanceM: fence.distanceM,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return { kind: 'refused', message: refusalMessage(fence.nearest, fence.distanceM) };
    }

    const flags = punchFlags({
      point,
      accuracyM,
      at: now,
      location: fence?.nearest ?? null,
      ...(await priorFixes(tx, userId, now)),
    });
    const [row] = await tx
      .insert(attendancePunches)
      .values({
        userId,
        kind: 'presensi',
        date,
        at: now.toISOString(),
        type: input.type,
        source: 'web',
        latitude: input.latitude,
        longitude: input.longitude,
        accuracyM,
        locationId: fence?.nearest?.id ?? null,
        distanceM: fence?.distanceM ?? null,
        ip: meta.ip,
        userAgent: meta.userAgent,
        flags,
      })
      .returning({ at: attendancePunches.at });
    await rewriteDays(tx, ctx, [person], date, date, [userId]);
    return {
      kind: 'accepted',
      view: await todayView(
        tx,
        ctx,
        person,
        date,
        now,
        {
          type: input.type,
          at: toZonedIso(parseTimestamp(row?.at ?? now.toISOString()), ctx.timeZone),
          location_name: fence?.nearest?.name ?? null,
          distance_m: fence?.distanceM ?? null,
          flags,
          repeated: false,
        },
        { remote, locations },
      ),
    };
  });
  if (outcome.kind === 'refused') {
    throw AppError.validation({ latitude: [outcome.message] }, outcome.message);
  }
  return outcome.view;
}

function refusalMessage(nearest: FenceLocation | null, distanceM: number | null): string {
  if (!nearest || distanceM === null) {
    return 'Belum ada lokasi presensi yang berlaku untuk unit Anda. Hubungi admin kepegawaian.';
  }
  return `Anda berada di luar area presensi. Jarak ke lokasi terdekat (${nearest.name}) ${formatDistance(distanceM)}, radius ${formatDistance(nearest.radius_m)}.`;
}

async function firstMasuk(tx: DbOrTx, userId: number, date: string, tz: string) {
  const t = attendancePunches;
  const [row] = await tx
    .select({ at: t.at, distance_m: t.distanceM, flags: t.flags, location_id: t.locationId })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.kind, 'presensi'), eq(t.date, date), eq(t.type, 'masuk')))
    .orderBy(t.at)
    .limit(1);
  if (!row) return null;
  const [location] = row.location_id
    ? await tx
        .select({ name: attendanceLocations.name })
        .from(attendanceLocations)
        .where(eq(attendanceLocations.id, row.location_id))
    : [];
  return {
    type: 'masuk' as PunchType,
    at: toZonedIso(parseTimestamp(row.at), tz),
    location_name: location?.name ?? null,
    distance_m: row.distance_m,
    flags: row.flags,
  };
}

/** The person's last fix (punch or refusal with coordinates) and last refusal before now. */
async function priorFixes(tx: DbOrTx, userId: number, now: Date) {
  const p = attendancePunches;
  const r = attendanceRefusals;
  const [[punch], [refusal]] = await inSequence([
    () =>
      tx
        .select({ at: p.at, latitude: p.latitude, longitude: p.longitude })
        .from(p)
        .where(
          and(eq(p.userId, userId), sql`${p.latitude} is not null`, lte(p.at, now.toISOString())),
        )
        .orderBy(desc(p.at))
        .limit(1),
    () =>
      tx
        .select({ at: r.at, latitude: r.latitude, longitude: r.longitude })
        .from(r)
        .where(and(eq(r.userId, userId), lte(r.at, now.toISOString())))
        .orderBy(desc(r.at))
        .limit(1),
  ]);
  const fixes = [punch, refusal]
    .filter((f): f is NonNullable<typeof f> =>
      Boolean(f && f.latitude !== null && f.longitude !== null),
    )
    .map((f) => ({
      at: parseTimestamp(f.at),
      latitude: Number(f.latitude),
      longitude: Number(f.longitude),
    }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    previous: fixes[0] ?? null,
    lastRefusalAt: refusal ? parseTimestamp(refusal.at) : null,
  };
}

/** `POST user/presensi/list`: the person's own days, newest first. */
export async function findMyDays(
  db: Db,
  userId: number,
  request: TFindMyAttendanceDaysRequest & { page: number; path: string; per: number },
): Promise<TPaginated<TAttendanceDay>> {
  const t = attendanceDays;
  const range = request.month
    ? monthRange(Number(request.month.slice(0, 4)), Number(request.month.slice(5, 7)))
    : null;
  const search = request.search?.trim();
  const where = and(
    eq(t.userId, userId),
    range ? gte(t.date, range.from) : undefined,
    range ? lte(t.date, range.to) : undefined,
    search
      ? or(ilike(t.code, `%${search}%`), sql`${t.date}::text like ${`%${search}%`}`)
      : undefined,
  );
  const tz = (await loadSettings(db)).timeZone;
  const at = (v: string | null) => (v ? toZonedIso(parseTimestamp(v), tz) : null);
  return paginate(
    request,
    async () => (await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(t)
        .where(where)
        .orderBy(desc(t.date))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        date: r.date,
        is_working_day: r.isWorkingDay,
        day_off_kind: r.dayOffKind,
        scheduled_in: at(r.scheduledIn),
        scheduled_out: at(r.scheduledOut),
        check_in: at(r.checkIn),
        check_out: at(r.checkOut),
        late_minutes: r.lateMinutes,
        early_minutes: r.earlyMinutes,
        code: r.code,
        late_code: r.lateCode,
        early_code: r.earlyCode,
        deduction_pct: Number(r.deductionPct),
        flagged: r.flagged,
      }));
    },
  );
}
