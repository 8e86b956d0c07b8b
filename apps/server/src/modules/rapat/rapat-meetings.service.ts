/**
 * Meetings (`/admin/rapat`, and an organiser's own from `/user/presensi_rapat`): list, create,
 * change, cancel, delete and the minutes. The participants chosen (people, units, positions) are
 * resolved to people when the meeting is saved; new participants get the invitation, people no
 * longer chosen leave unless their attendance is recorded. Every change is audited; a meeting
 * dated in a locked attendance month cannot be changed (409).
 */
import type {
  TCancelMeetingRequest,
  TMeetingListRequest,
  TMeetingMinutesRequest,
  TMeetingRow,
  ZSaveMeetingRequest,
} from '@sikerja/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { meetingParticipants, meetings } from '../../db/schema/rapat.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { attachFile, detachFile } from '../files/files.api.ts';
import { notify } from '../notifications/notifications.api.ts';
import { meetingPhase, participantChanges, resolveParticipants } from './rapat.rules.ts';

export type MeetingRecord = typeof meetings.$inferSelect;

/** Who manages: an admin (any meeting) or an organiser (their own only). */
export type ManageScope = { kind: 'admin' } | { kind: 'organiser'; userId: number };

const USER_LINK = '/user/presensi_rapat';

export async function loadMeeting(db: DbOrTx, id: number, lock = false): Promise<MeetingRecord> {
  const query = db.select().from(meetings).where(eq(meetings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Rapat tidak ditemukan.');
  return row;
}

/** An organiser manages only their own meetings: another's answers 403. */
export function assertCanManage(meeting: MeetingRecord, scope: ManageScope): void {
  if (scope.kind === 'organiser' && meeting.organiserId !== scope.userId) {
    throw AppError.forbidden('Anda bukan penyelenggara rapat ini.');
  }
}

export async function loadManaged(db: DbOrTx, id: number, scope: ManageScope, lock = false) {
  const meeting = await loadMeeting(db, id, lock);
  assertCanManage(meeting, scope);
  return meeting;
}

/** '2026-03-10' → '10-03-2026'. */
export const dmy = (date: string) => date.split('-').reverse().join('-');

/** The rows the screens show: names of the place, organiser and minutes file, and counts. */
export async function toMeetingRows(
  db: DbOrTx,
  rows: readonly MeetingRecord[],
  today: string,
): Promise<TMeetingRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const locationIds = rows.flatMap((r) => (r.locationId ? [r.locationId] : []));
  const fileIds = rows.flatMap((r) => (r.minutesFileId ? [r.minutesFileId] : []));
  const [people, places, documents, counts] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.organiserId),
        ),
      ),
    locationIds.length
      ? db
          .select({ id: attendanceLocations.id, name: attendanceLocations.name })
          .from(attendanceLocations)
          .where(inArray(attendanceLocations.id, locationIds))
      : Promise.resolve([]),
    fileIds.length
      ? db
          .select({ id: files.id, name: files.originalName })
          .from(files)
          .where(inArray(files.id, fileIds))
      : Promise.resolve([]),
    db
      .select({
        meetingId: meetingParticipants.meetingId,
        total: count(),
        attended: sql<number>`count(*) filter (where ${meetingParticipants.status} in ('hadir', 'terlambat'))`,
      })
      .from(meetingParticipants)
      .where(inArray(meetingParticipants.meetingId, ids))
      .groupBy(meetingParticipants.meetingId),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const placeOf = new Map(places.map((p) => [p.id, p.name]));
  const fileOf = new Map(documents.map((f) => [f.id, f.name]));
  const countOf = new Map(counts.map((c) => [c.meetingId, c]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    agenda: r.agenda,
    date: r.date,
    starts_at: r.startsAt,
    ends_at: r.endsAt,
    mode: r.mode as TMeetingRow['mode'],
    location_id: r.locationId,
    location_name: r.locationId ? (placeOf.get(r.locationId) ?? null) : null,
    online_link: r.onlineLink,
    organiser: { id: r.organiserId, name: nameOf.get(r.organiserId) ?? '' },
    user_ids: r.userIds,
    unit_ids: r.unitIds,
    position_ids: r.positionIds,
    mandatory: r.mandatory,
    requires_code: r.requiresCode,
    status: r.status as TMeetingRow['status'],
    cancel_reason: r.cancelReason,
    minutes_text: r.minutesText,
    minutes_file_id: r.minutesFileId,
    minutes_file_name: r.minutesFileId ? (fileOf.get(r.minutesFileId) ?? null) : null,
    phase: meetingPhase(today, r.date),
    participant_count: Number(countOf.get(r.id)?.total ?? 0),
    attended_count: Number(countOf.get(r.id)?.attended ?? 0),
  }));
}

export async function meetingRow(db: DbOrTx, meeting: MeetingRecord, today: string) {
  const [row] = await toMeetingRows(db, [meeting], today);
  if (!row) throw new Error('unreachable');
  return row;
}

function monthBounds(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** `POST admin/rapat/list`: newest first; an organiser sees their own. */
export async function findMeetings(
  db: DbOrTx,
  page: PageRequest,
  filter: TMeetingListRequest,
  scope: ManageScope,
  today: string,
) {
  const range = filter.month ? monthBounds(filter.month) : null;
  const search = filter.search?.trim();
  const where = and(
    scope.kind === 'organiser' ? eq(meetings.organiserId, scope.userId) : undefined,
    filter.status ? eq(meetings.status, filter.status) : undefined,
    range ? gte(meetings.date, range.from) : undefined,
    range ? lte(meetings.date, range.to) : undefined,
    search
      ? or(
          ilike(meetings.title, containsPattern(search)),
          ilike(meetings.agenda, containsPattern(search)),
        )
      : undefined,
  );
  return paginate(
    page,
    async () => {
      const [row] = await db.select({ n: count() }).from(meetings).where(where);
      return Number(row?.n ?? 0);
    },
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(meetings)
        .where(where)
        .orderBy(desc(meetings.date), desc(meetings.startsAt), desc(meetings.id))
        .limit(limit)
        .offset(offset);
      return toMeetingRows(db, rows, today);
    },
  );
}

type SaveInput = ReturnType<typeof ZSaveMeetingRequest.parse>;

/** The active people a selection resolves to (422 on user_ids when nobody). */
async function resolve(tx: DbOrTx, input: SaveInput): Promise<number[]> {
  const conditions = [
    input.user_ids.length ? inArray(users.id, input.user_ids) : undefined,
    input.unit_ids.length ? inArray(users.unitId, input.unit_ids) : undefined,
    input.position_ids.length ? inArray(users.positionId, input.position_ids) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const people = await tx
    .select({
      id: users.id,
      unitId: users.unitId,
      positionId: users.positionId,
      status: users.status,
    })
    .from(users)
    .where(or(...conditions));
  const resolved = resolveParticipants(
    people.map((p) => ({ ...p, active: p.status === 'active' })),
    input,
  );
  if (resolved.length === 0) {
    throw AppError.validation({
      user_ids: ['Tidak ada pegawai aktif pada pilihan peserta'],
    });
  }
  return resolved;
}

/** Checks the place and the organiser; answers the organiser's id. */
async function checkReferences(
  tx: DbOrTx,
  input: SaveInput,
  scope: ManageScope,
  actor: Actor,
  current?: MeetingRecord,
): Promise<number> {
  if (input.mode === 'onsite') {
    const [place] = await tx
      .select({ id: attendanceLocations.id, active: attendanceLocations.isActive })
      .from(attendanceLocations)
      .where(eq(attendanceLocations.id, input.location_id ?? 0));
    if (!place || (!place.active && place.id !== current?.locationId)) {
      throw AppError.validation({ location_id: ['Lokasi tidak ditemukan atau tidak aktif'] });
    }
  }
  if (scope.kind === 'organiser') return scope.userId;
  const organiserId =
    input.organiser_id ?? current?.organiserId ?? actor.actingAsUserId ?? actor.userId;
  const [organiser] = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.id, organiserId ?? 0));
  if (organiser?.status !== 'active') {
    throw AppError.validation({ organiser_id: ['Penyelenggara tidak ditemukan atau tidak aktif'] });
  }
  return organiser.id;
}

export function describeMeeting(m: MeetingRecord, place: string | null): string {
  const where = m.mode === 'online' ? `Daring: ${m.onlineLink ?? ''}` : (place ?? '-');
  return [
    `Rapat: ${m.title}`,
    `Tanggal: ${dmy(m.date)}, pukul ${m.startsAt}–${m.endsAt}`,
    `Tempat: ${where}`,
    `Agenda: ${m.agenda}`,
    m.mandatory ? 'Kehadiran wajib.' : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export async function placeName(tx: DbOrTx, m: MeetingRecord): Promise<string | null> {
  if (!m.locationId) return null;
  const [row] = await tx
    .select({ name: attendanceLocations.name })
    .from(attendanceLocations)
    .where(eq(attendanceLocations.id, m.locationId));
  return row?.name ?? null;
}

/** The invitation (in-app and by mail through the outbox), unless the meeting is over. */
async function invite(tx: DbOrTx, m: MeetingRecord, userIds: number[], today: string) {
  if (userIds.length === 0 || m.date < today) return;
  await notify(tx, userIds, {
    title: `Undangan rapat: ${m.title}`,
    body: describeMeeting(m, await placeName(tx, m)),
    link: USER_LINK,
  });
}

async function participantsOf(tx: DbOrTx, meetingId: number) {
  return tx
    .select({ userId: meetingParticipants.userId, status: meetingParticipants.status })
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, meetingId));
}

const snapshot = (m: MeetingRecord) => ({
  title: m.title,
  agenda: m.agenda,
  date: m.date,
  starts_at: m.startsAt,
  ends_at: m.endsAt,
  mode: m.mode,
  location_id: m.locationId,
  online_link: m.onlineLink,
  organiser_id: m.organiserId,
  user_ids: m.userIds,
  unit_ids: m.unitIds,
  position_ids: m.positionIds,
  mandatory: m.mandatory,
  requires_code: m.requiresCode,
  status: m.status,
});

function valuesOf(input: SaveInput, organiserId: number) {
  return {
    title: input.title,
    agenda: input.agenda,
    date: input.date,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    mode: input.mode,
    locationId: input.mode === 'onsite' ? (input.location_id ?? null) : null,
    onlineLink: input.mode === 'online' ? (input.online_link ?? null) : null,
    organiserId,
    userIds: input.user_ids,
    unitIds: input.unit_ids,
    positionIds: input.position_ids,
    mandatory: input.mandatory,
    requiresCode: input.requires_code,
  };
}

/** `POST admin/rapat`: the meeting, its participants, the invitations, the audit row. */
export async function createMeeting(
  db: DbOrTx,
  input: SaveInput,
  scope: ManageScope,
  actor: Actor,
  today: string,
): Promise<TMeetingRow> {
  return db.transaction(async (tx) => {
    const organiserId = await checkReferences(tx, input, scope, actor);
    const people = await resolve(tx, input);
    await assertPeriodOpen(tx, 'attendance', { from: input.date, to: input.date, userIds: people });
    const [meeting] = await tx
      .insert(meetings)
      .values({ ...valuesOf(input, organiserId), updatedBy: actor.userId })
      .returning();
    if (!meeting) throw new Error('meeting insert returned nothing');
    await tx
      .insert(meetingParticipants)
      .values(people.map((userId) => ({ meetingId: meeting.id, userId })));
    await writeAudit(tx, actor, {
      action: 'create',
      tableName: 'meetings',
      rowId: meeting.id,
      after: { ...snapshot(meeting), participants: people },
    });
    await invite(tx, meeting, people, today);
    return meetingRow(tx, meeting, today);
  });
}

/** `PUT admin/rapat/:id`: a changed selection adds and removes people; both audited. */
export async function updateMeeting(
  db: DbOrTx,
  id: number,
  input: SaveInput,
  scope: ManageScope,
  actor: Actor,
  today: string,
): Promise<TMeetingRow> {
  return db.transaction(async (tx) => {
    const before = await loadManaged(tx, id, scope, true);
    if (before.status === 'cancelled') {
      throw AppError.validation({ title: ['Rapat sudah dibatalkan dan tidak dapat diubah'] });
    }
    const organiserId = await checkReferences(tx, input, scope, actor, before);
    const people = await resolve(tx, input);
    const current = await participantsOf(tx, id);
    const changes = participantChanges(
      current.map((c) => ({ userId: c.userId, recorded: c.status !== null })),
      people,
    );
    const everyone = [...new Set([...current.map((c) => c.userId), ...changes.add])];
    await assertPeriodOpen(tx, 'attendance', {
      from: before.date,
      to: before.date,
      userIds: everyone,
    });
    if (input.date !== before.date) {
      await assertPeriodOpen(tx, 'attendance', {
        from: input.date,
        to: input.date,
        userIds: everyone,
      });
      if (current.some((c) => c.status !== null)) {
        throw AppError.validation({
          date: ['Tanggal tidak dapat diubah: presensi rapat ini sudah tercatat'],
        });
      }
    }
    const [after] = await tx
      .update(meetings)
      .set({ ...valuesOf(input, organiserId), updatedBy: actor.userId })
      .where(eq(meetings.id, id))
      .returning();
    if (!after) throw new Error('meeting update returned nothing');
    if (changes.remove.length) {
      await tx
        .delete(meetingParticipants)
        .where(
          and(
            eq(meetingParticipants.meetingId, id),
            inArray(meetingParticipants.userId, changes.remove),
          ),
        );
    }
    if (changes.add.length) {
      await tx
        .insert(meetingParticipants)
        .values(changes.add.map((userId) => ({ meetingId: id, userId })))
        .onConflictDoNothing();
    }
    await writeAudit(tx, actor, {
      action: 'update',
      tableName: 'meetings',
      rowId: id,
      before: snapshot(before),
      after: { ...snapshot(after), added: changes.add, removed: changes.remove },
    });
    await invite(tx, after, changes.add, today);
    const moved =
      before.date !== after.date ||
      before.startsAt !== after.startsAt ||
      before.endsAt !== after.endsAt ||
      before.mode !== after.mode ||
      before.locationId !== after.locationId ||
      before.onlineLink !== after.onlineLink;
    const stayed = changes.keep.filter((u) => people.includes(u));
    if (moved && stayed.length && after.date >= today) {
      await notify(tx, stayed, {
        title: `Perubahan jadwal rapat: ${after.title}`,
        body: describeMeeting(after, await placeName(tx, after)),
        link: USER_LINK,
      });
    }
    return meetingRow(tx, after, today);
  });
}

/** `POST admin/rapat/:id/cancel`: with a reason; the participants are told. */
export async function cancelMeeting(
  db: DbOrTx,
  id: number,
  input: TCancelMeetingRequest,
  scope: ManageScope,
  actor: Actor,
  today: string,
): Promise<TMeetingRow> {
  return db.transaction(async (tx) => {
    const before = await loadManaged(tx, id, scope, true);
    if (before.status === 'cancelled') {
      throw AppError.validation({ reason: ['Rapat sudah dibatalkan'] });
    }
    const people = (await participantsOf(tx, id)).map((p) => p.userId);
    await assertPeriodOpen(tx, 'attendance', {
      from: before.date,
      to: before.date,
      userIds: people,
    });
    const [after] = await tx
      .update(meetings)
      .set({ status: 'cancelled', cancelReason: input.reason, updatedBy: actor.userId })
      .where(eq(meetings.id, id))
      .returning();
    if (!after) throw new Error('meeting update returned nothing');
    await writeAudit(tx, actor, {
      action: 'cancel',
      tableName: 'meetings',
      rowId: id,
      before: { status: before.status },
      after: { status: after.status, reason: input.reason },
    });
    if (after.date >= today) {
      await notify(tx, people, {
        title: `Rapat dibatalkan: ${after.title}`,
        body: `Rapat tanggal ${dmy(after.date)} pukul ${after.startsAt} dibatalkan.\nAlasan: ${input.reason}`,
        link: USER_LINK,
      });
    }
    return meetingRow(tx, after, today);
  });
}

/** `DELETE admin/rapat/:id`: only a meeting nobody's attendance is recorded on. */
export async function deleteMeeting(db: Db, id: number, scope: ManageScope, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await loadManaged(tx, id, scope, true);
    const people = await participantsOf(tx, id);
    if (people.some((p) => p.status !== null)) {
      throw AppError.conflict(
        'Rapat yang sudah memiliki presensi tidak dapat dihapus; batalkan rapat ini.',
      );
    }
    await assertPeriodOpen(tx, 'attendance', {
      from: before.date,
      to: before.date,
      userIds: people.map((p) => p.userId),
    });
    await tx.delete(meetings).where(eq(meetings.id, id));
    if (before.minutesFileId) await detachFile(tx, before.minutesFileId);
    await writeAudit(tx, actor, {
      action: 'delete',
      tableName: 'meetings',
      rowId: id,
      before: { ...snapshot(before), participants: people.map((p) => p.userId) },
    });
  });
}

/** `PUT admin/rapat/:id/minutes`: the notulen text and file, once the meeting has begun. */
export async function saveMinutes(
  db: DbOrTx,
  id: number,
  input: TMeetingMinutesRequest,
  scope: ManageScope,
  actor: Actor,
  today: string,
  authUserId: number,
): Promise<TMeetingRow> {
  return db.transaction(async (tx) => {
    const before = await loadManaged(tx, id, scope, true);
    if (before.status === 'cancelled') {
      throw AppError.validation({ minutes_text: ['Rapat ini dibatalkan'] });
    }
    if (before.date > today) {
      throw AppError.validation({
        minutes_text: ['Notulen diisi pada hari rapat atau sesudahnya'],
      });
    }
    const fileId = input.minutes_file_id ?? null;
    if (fileId) {
      await attachFile(tx, fileId, {
        actorUserId: authUserId,
        ownerUserId: null,
        field: 'minutes_file_id',
        previousFileId: before.minutesFileId,
      });
    } else if (before.minutesFileId) {
      await detachFile(tx, before.minutesFileId);
    }
    const [after] = await tx
      .update(meetings)
      .set({ minutesText: input.minutes_text, minutesFileId: fileId, updatedBy: actor.userId })
      .where(eq(meetings.id, id))
      .returning();
    if (!after) throw new Error('meeting update returned nothing');
    await writeAudit(tx, actor, {
      action: 'minutes',
      tableName: 'meetings',
      rowId: id,
      before: { minutes_text: before.minutesText, minutes_file_id: before.minutesFileId },
      after: { minutes_text: after.minutesText, minutes_file_id: after.minutesFileId },
    });
    return meetingRow(tx, after, today);
  });
}

/** `GET user/presensi_rapat/options`: people, units, positions and places to choose from. */
export async function meetingOptions(db: Db) {
  const [people, units, posts, places] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, nip: users.nip, unit_name: workUnits.name })
      .from(users)
      .leftJoin(workUnits, eq(workUnits.id, users.unitId))
      .where(eq(users.status, 'active'))
      .orderBy(asc(users.name))
      .limit(5000),
    db
      .select({ id: workUnits.id, name: workUnits.name })
      .from(workUnits)
      .where(eq(workUnits.isActive, true))
      .orderBy(asc(workUnits.name)),
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.isActive, true))
      .orderBy(asc(positions.name))
      .limit(5000),
    db
      .select({ id: attendanceLocations.id, name: attendanceLocations.name })
      .from(attendanceLocations)
      .where(eq(attendanceLocations.isActive, true))
      .orderBy(asc(attendanceLocations.name)),
  ]);
  return { people, units, positions: posts, locations: places };
}
