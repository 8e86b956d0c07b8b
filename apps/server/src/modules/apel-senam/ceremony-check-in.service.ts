/**
 * A person's apel / senam check-in (`/user/presensi_apel`, `/user/presensi_senam`): today's
 * session on the server clock, and the check-in, geofenced at the session's locations (or the
 * person's attendance locations) and, when the session asks, with the current rotating code.
 *
 * A second check-in answers the first (the unique row per session and person decides, so two
 * presses at once store one row). Refusals are 422 on the field concerned.
 */
import {
  CEREMONY_KIND_LABELS,
  type TCeremonyCheckInRequest,
  type TCeremonyKind,
  type TCeremonyToday,
} from '@sikerja/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ceremonyAttendance } from '../../db/schema/apel-senam.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { zonedDate } from '../../lib/time.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { rotatingCodeKey } from '../../platform/rotating-code/rotating-code.store.ts';
import { checkCode } from '../../platform/rotating-code/rotating-code.ts';
import {
  allowedLocations,
  attendanceNow,
  checkFence,
  type FenceLocation,
  refusalMessage,
  toZonedIso,
} from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { checkInMoment, isExpected } from './ceremony.rules.ts';
import {
  deductionRule,
  personOnSession,
  type StatusContext,
} from './ceremony-attendance.service.ts';
import { type SessionRow, todaysSession } from './ceremony-days.service.ts';

/** A 422 on one field whose message is also the answer's message (the screen shows it). */
function refuse(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] }, message);
}

export const CODE_PURPOSE = 'ceremony';
export const codeSubject = (session: { id: number }) => `ceremony:${session.id}`;

async function locationsFor(
  db: DbOrTx,
  session: SessionRow,
  unitId: number | null,
): Promise<FenceLocation[]> {
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
    .where(
      and(
        eq(attendanceLocations.isActive, true),
        session.locationIds.length
          ? inArray(attendanceLocations.id, session.locationIds)
          : undefined,
      ),
    );
  return session.locationIds.length ? rows : allowedLocations(rows, unitId);
}

async function personOf(db: DbOrTx, userId: number) {
  const [person] = await db
    .select({ unitId: users.unitId, staffTypeId: users.staffTypeId })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw AppError.notFound('Pengguna tidak ditemukan.');
  return person;
}

async function view(
  db: DbOrTx,
  kind: TCeremonyKind,
  userId: number,
  now: Date,
  repeated?: boolean,
): Promise<TCeremonyToday> {
  const { timeZone } = await loadSettings(db);
  const date = zonedDate(now, timeZone);
  const session = await todaysSession(db, kind, date);
  const person = await personOf(db, userId);
  const base = {
    kind,
    server_time: toZonedIso(now, timeZone),
    time_zone: timeZone,
    date,
  };
  if (!session) {
    return {
      ...base,
      session: null,
      expected: false,
      status: null,
      covered_by: null,
      checked_in_at: null,
      location_name: null,
      locations: [],
    };
  }
  const ctx: StatusContext = { now, timeZone, rule: await deductionRule(db, kind) };
  const mine = await personOnSession(db, session, userId, ctx);
  const locations = await locationsFor(db, session, person.unitId);
  return {
    ...base,
    session: {
      id: session.id,
      name: session.name,
      opens_at: session.opensAt,
      on_time_until: session.onTimeUntil,
      closes_at: session.closesAt,
      requires_code: session.requiresCode,
    },
    expected: mine !== null,
    status: mine?.status ?? null,
    covered_by: mine?.covered_by ?? null,
    checked_in_at: mine?.checked_in_at ? toZonedIso(new Date(mine.checked_in_at), timeZone) : null,
    location_name: mine?.location_name ?? null,
    locations: locations.map(({ unit_ids: _u, ...l }) => l),
    ...(repeated === undefined ? {} : { repeated }),
  };
}

/** `GET user/presensi_apel/today`. */
export function ceremonyToday(db: Db, kind: TCeremonyKind, userId: number) {
  return view(db, kind, userId, attendanceNow());
}

/** `POST user/presensi_apel`. */
export async function ceremonyCheckIn(
  db: Db,
  kind: TCeremonyKind,
  userId: number,
  input: TCeremonyCheckInRequest,
): Promise<TCeremonyToday> {
  const label = CEREMONY_KIND_LABELS[kind].toLowerCase();
  const now = attendanceNow();
  const repeated = await db.transaction(async (tx) => {
    const { timeZone } = await loadSettings(tx);
    const date = zonedDate(now, timeZone);
    const session = await todaysSession(tx, kind, date);
    if (!session) {
      throw AppError.conflict(`Tidak ada ${label} hari ini`);
    }
    const person = await personOf(tx, userId);
    if (!isExpected(person, { unit_ids: session.unitIds, staff_type_ids: session.staffTypeIds })) {
      throw AppError.conflict(`Anda tidak termasuk peserta ${label} hari ini`);
    }
    await assertPeriodOpen(tx, 'attendance', { from: date, to: date, userIds: [userId] });
    const [existing] = await tx
      .select({ id: ceremonyAttendance.id })
      .from(ceremonyAttendance)
      .where(
        and(eq(ceremonyAttendance.sessionId, session.id), eq(ceremonyAttendance.userId, userId)),
      );
    if (existing) return true;

    const clock = toZonedIso(now, timeZone).slice(11, 19);
    const moment = checkInMoment(clock, {
      opens_at: session.opensAt,
      on_time_until: session.onTimeUntil,
      closes_at: session.closesAt,
    });
    if (moment === 'early') {
      throw AppError.conflict(`Presensi ${label} dibuka pukul ${session.opensAt}`);
    }
    if (moment === 'closed') {
      throw AppError.conflict(`Presensi ${label} sudah ditutup pukul ${session.closesAt}`);
    }

    if (session.requiresCode) {
      if (!input.code) {
        throw refuse('code', `Pindai kode QR yang ditampilkan di lokasi ${label}`);
      }
      const key = await rotatingCodeKey(tx, CODE_PURPOSE);
      const verdict = checkCode({ key, subject: codeSubject(session) }, input.code, now);
      if (verdict === 'expired') {
        throw refuse('code', 'Kode QR sudah kedaluwarsa; pindai kode yang sedang ditampilkan');
      }
      if (verdict === 'invalid') {
        throw refuse('code', `Kode QR tidak valid untuk ${label} hari ini`);
      }
    }

    const locations = await locationsFor(tx, session, person.unitId);
    const fence = checkFence({ latitude: input.latitude, longitude: input.longitude }, locations);
    if (!fence.inside) {
      throw refuse('latitude', refusalMessage(fence.nearest, fence.distanceM));
    }
    const inserted = await tx
      .insert(ceremonyAttendance)
      .values({
        sessionId: session.id,
        userId,
        status: moment,
        source: 'presensi',
        checkedInAt: now.toISOString(),
        latitude: input.latitude,
        longitude: input.longitude,
        accuracyM: Math.round(input.accuracy),
        locationId: fence.nearest?.id ?? null,
        distanceM: fence.distanceM,
        codeVerified: session.requiresCode,
        updatedBy: userId,
      })
      .onConflictDoNothing()
      .returning({ id: ceremonyAttendance.id });
    return inserted.length === 0;
  });
  return view(db, kind, userId, now, repeated);
}
