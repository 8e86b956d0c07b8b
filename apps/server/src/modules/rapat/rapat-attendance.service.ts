/**
 * Attendance at meetings: who was invited and their status (derived from the check-in or the
 * admin's correction, the excuse covering the day, and whether the meeting has ended), a
 * person's meetings with the check-in, the correction, and the monthly summary of mandatory
 * meetings missed with the `pemotongan_rapat` deduction.
 */
import type {
  TMeetingAttendanceListRequest,
  TMeetingAttendanceRow,
  TMeetingAttendanceStatus,
  TMeetingCheckInRequest,
  TMeetingCorrectionRequest,
  TMyMeetingListRequest,
  TMyMeetingRow,
} from '@sikerja/contracts';
import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { eventDeductions } from '../../db/schema/masters-pay.ts';
import { meetingParticipants, meetings } from '../../db/schema/rapat.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, paginate } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { rotatingCodeKey } from '../../platform/rotating-code/rotating-code.store.ts';
import { checkCode } from '../../platform/rotating-code/rotating-code.ts';
import {
  attendanceNow,
  checkFence,
  refusalMessage,
  toZonedIso,
  zonedInstantOf,
} from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import {
  attendanceStatus,
  type DeductionRule,
  meetingDeduction,
  meetingMoment,
  monthDeduction,
  opensAt,
} from './rapat.rules.ts';
import {
  dmy,
  loadManaged,
  loadMeeting,
  type ManageScope,
  type MeetingRecord,
  toMeetingRows,
} from './rapat-meetings.service.ts';

export const CODE_PURPOSE = 'rapat';
export const codeSubject = (meeting: { id: number }) => `meeting:${meeting.id}`;

export interface StatusContext {
  now: Date;
  timeZone: string;
  today: string;
  rule: DeductionRule | null;
}

/** `pemotongan_rapat`: the first active row in percent. */
export async function deductionRule(db: DbOrTx): Promise<DeductionRule | null> {
  const [row] = await db
    .select({
      code: eventDeductions.code,
      percentage: eventDeductions.percentage,
      monthlyCapPercentage: eventDeductions.monthlyCapPercentage,
    })
    .from(eventDeductions)
    .where(
      and(
        eq(eventDeductions.kind, 'rapat'),
        eq(eventDeductions.isActive, true),
        sql`${eventDeductions.percentage} is not null`,
      ),
    )
    .orderBy(asc(eventDeductions.id))
    .limit(1);
  return row
    ? {
        code: row.code,
        percentage: row.percentage === null ? null : Number(row.percentage),
        monthlyCapPercentage:
          row.monthlyCapPercentage === null ? null : Number(row.monthlyCapPercentage),
      }
    : null;
}

/** The clock and the rule, read once per request. */
export async function statusContext(db: DbOrTx): Promise<StatusContext> {
  const now = attendanceNow();
  const { timeZone } = await loadSettings(db);
  return { now, timeZone, today: zonedDate(now, timeZone), rule: await deductionRule(db) };
}

export function meetingEnded(m: MeetingRecord, ctx: StatusContext): boolean {
  return ctx.now.getTime() >= zonedInstantOf(m.date, m.endsAt, ctx.timeZone).getTime();
}

interface RosterRecord {
  userId: number;
  name: string;
  nip: string | null;
  unitName: string | null;
  recorded: 'hadir' | 'terlambat' | 'tidak_hadir' | 'berhalangan' | null;
  checkedInAt: string | null;
  source: string | null;
  note: string | null;
  distanceM: number | null;
  codeVerified: boolean;
  coveredBy: string | null;
}

/**
 * The participants of a meeting with their row and what covers the day: an excuse (CUTI, DL,
 * SAKIT, IZIN, …) or LIBUR for a day the attendance engine computed as a shift off or a unit's
 * holiday.
 */
async function roster(db: DbOrTx, m: MeetingRecord, userId?: number): Promise<RosterRecord[]> {
  const result = await db.execute(sql`
    select u.id as user_id, u.name, u.nip, wu.name as unit_name,
      p.status as recorded, p.checked_in_at, p.source, p.note, p.distance_m, p.code_verified,
      coalesce(
        (select e.code from attendance_excuses e
          where e.user_id = u.id and e.date = ${m.date} order by e.id limit 1),
        (select 'LIBUR' from attendance_days d
          where d.user_id = u.id and d.date = ${m.date}
            and d.day_off_kind in ('shift_off', 'libur_unit'))
      ) as covered_by
    from meeting_participants p
    join users u on u.id = p.user_id
    left join work_units wu on wu.id = u.unit_id
    where p.meeting_id = ${m.id}
      ${userId === undefined ? sql`` : sql`and p.user_id = ${userId}`}
    order by u.name, u.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    userId: Number(r.user_id),
    name: String(r.name),
    nip: (r.nip as string | null) ?? null,
    unitName: (r.unit_name as string | null) ?? null,
    recorded: (r.recorded as RosterRecord['recorded']) ?? null,
    checkedInAt: r.checked_in_at ? new Date(String(r.checked_in_at)).toISOString() : null,
    source: (r.source as string | null) ?? null,
    note: (r.note as string | null) ?? null,
    distanceM: r.distance_m === null || r.distance_m === undefined ? null : Number(r.distance_m),
    codeVerified: Boolean(r.code_verified),
    coveredBy: (r.covered_by as string | null) ?? null,
  }));
}

function statusOf(r: RosterRecord, m: MeetingRecord, ctx: StatusContext): TMeetingAttendanceStatus {
  return attendanceStatus({
    recorded: r.recorded,
    coveredBy: r.coveredBy,
    // A cancelled meeting never makes anyone absent.
    ended: m.status === 'scheduled' && meetingEnded(m, ctx),
  });
}

function toAttendanceRow(
  r: RosterRecord,
  m: MeetingRecord,
  ctx: StatusContext,
  locationName: string | null,
): TMeetingAttendanceRow {
  const status = statusOf(r, m, ctx);
  return {
    user: { id: r.userId, name: r.name, nip: r.nip },
    unit_name: r.unitName,
    status,
    covered_by: r.coveredBy,
    checked_in_at: r.checkedInAt ? toZonedIso(new Date(r.checkedInAt), ctx.timeZone) : null,
    location_name: r.recorded && r.source === 'presensi' ? locationName : null,
    distance_m: r.distanceM,
    code_verified: r.codeVerified,
    source: r.source,
    note: r.note,
    deduction_pct: meetingDeduction(status, m.mandatory, ctx.rule),
  };
}

async function locationName(db: DbOrTx, m: MeetingRecord): Promise<string | null> {
  if (m.mode === 'online') return 'Daring';
  const [row] = await db
    .select({ name: attendanceLocations.name })
    .from(attendanceLocations)
    .where(eq(attendanceLocations.id, m.locationId ?? 0));
  return row?.name ?? null;
}

/** Everyone invited with their status (filters: status, search). */
export async function meetingAttendance(
  db: DbOrTx,
  m: MeetingRecord,
  ctx: StatusContext,
  filter?: Partial<TMeetingAttendanceListRequest>,
): Promise<TMeetingAttendanceRow[]> {
  const search = filter?.search?.trim().toLowerCase();
  const place = await locationName(db, m);
  return (await roster(db, m))
    .filter(
      (r) => !search || r.name.toLowerCase().includes(search) || (r.nip ?? '').includes(search),
    )
    .map((r) => toAttendanceRow(r, m, ctx, place))
    .filter((r) => !filter?.status || r.status === filter.status);
}

/** The paginator's shape over rows already in memory. */
export function pageOf<T>(page: PageRequest, rows: T[]) {
  return paginate(
    page,
    async () => rows.length,
    async (limit, offset) => rows.slice(offset, offset + limit),
  );
}

/** `POST admin/rapat/:id/attendance/list` (and the organiser's, polled while the meeting runs). */
export async function attendanceList(
  db: Db,
  id: number,
  scope: ManageScope,
  page: PageRequest,
  filter: TMeetingAttendanceListRequest,
) {
  const m = await loadManaged(db, id, scope);
  const ctx = await statusContext(db);
  return pageOf(page, await meetingAttendance(db, m, ctx, filter));
}

/** `PUT admin/rapat/:id/attendance/:userId`: the admin's correction, audited. */
export async function correctAttendance(
  db: Db,
  id: number,
  userId: number,
  input: TMeetingCorrectionRequest,
  actor: Actor,
): Promise<TMeetingAttendanceRow> {
  return db.transaction(async (tx) => {
    const m = await loadMeeting(tx, id, true);
    const ctx = await statusContext(tx);
    if (m.status !== 'scheduled') {
      throw AppError.validation({ status: ['Rapat ini dibatalkan'] });
    }
    if (m.date > ctx.today) {
      throw AppError.validation({
        status: ['Rapat belum berlangsung; presensi belum dapat diubah'],
      });
    }
    const [before] = await tx
      .select()
      .from(meetingParticipants)
      .where(and(eq(meetingParticipants.meetingId, id), eq(meetingParticipants.userId, userId)));
    if (!before) throw AppError.notFound('Pegawai tidak termasuk peserta rapat ini.');
    await assertPeriodOpen(tx, 'attendance', { from: m.date, to: m.date, userIds: [userId] });
    await tx
      .update(meetingParticipants)
      .set({ status: input.status, source: 'admin', note: input.note, updatedBy: actor.userId })
      .where(eq(meetingParticipants.id, before.id));
    await writeAudit(tx, actor, {
      action: 'correct',
      tableName: 'meeting_participants',
      rowId: before.id,
      before: { status: before.status, source: before.source, note: before.note },
      after: { meeting_id: id, user_id: userId, status: input.status, note: input.note },
    });
    const [fresh] = await roster(tx, m, userId);
    if (!fresh) throw new Error('unreachable');
    return toAttendanceRow(fresh, m, ctx, await locationName(tx, m));
  });
}

async function fenceLocations(db: DbOrTx, m: MeetingRecord) {
  if (m.mode !== 'onsite' || !m.locationId) return [];
  return db
    .select({
      id: attendanceLocations.id,
      name: attendanceLocations.name,
      latitude: attendanceLocations.latitude,
      longitude: attendanceLocations.longitude,
      radius_m: attendanceLocations.radiusM,
      unit_ids: attendanceLocations.unitIds,
    })
    .from(attendanceLocations)
    .where(eq(attendanceLocations.id, m.locationId));
}

async function myRows(
  db: DbOrTx,
  userId: number,
  records: MeetingRecord[],
  ctx: StatusContext,
): Promise<TMyMeetingRow[]> {
  const rows = await toMeetingRows(db, records, ctx.today);
  const clock = toZonedIso(ctx.now, ctx.timeZone).slice(11, 19);
  const out: TMyMeetingRow[] = [];
  for (const [i, row] of rows.entries()) {
    const m = records[i] as MeetingRecord;
    const [me] = await roster(db, m, userId);
    const status = me ? statusOf(me, m, ctx) : 'belum';
    const moment = meetingMoment(ctx.today, clock, {
      date: m.date,
      starts_at: m.startsAt,
      ends_at: m.endsAt,
    });
    out.push({
      ...row,
      my_status: status,
      covered_by: me?.coveredBy ?? null,
      checked_in_at: me?.checkedInAt ? toZonedIso(new Date(me.checkedInAt), ctx.timeZone) : null,
      can_check_in:
        m.status === 'scheduled' && !me?.recorded && (moment === 'hadir' || moment === 'terlambat'),
      locations: (await fenceLocations(db, m)).map(({ unit_ids: _u, ...l }) => l),
    });
  }
  return out;
}

/** `POST user/presensi_rapat/list`: my meetings (upcoming, today, past, or all). */
export async function myMeetings(
  db: Db,
  userId: number,
  page: PageRequest,
  filter: TMyMeetingListRequest,
) {
  const ctx = await statusContext(db);
  const where = and(
    eq(meetingParticipants.userId, userId),
    filter.phase === 'upcoming' ? gt(meetings.date, ctx.today) : undefined,
    filter.phase === 'today' ? eq(meetings.date, ctx.today) : undefined,
    filter.phase === 'past' ? lt(meetings.date, ctx.today) : undefined,
  );
  const ascending = filter.phase === 'upcoming' || filter.phase === 'today';
  return paginate(
    page,
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .where(where);
      return Number(row?.n ?? 0);
    },
    async (limit, offset) => {
      const order = ascending
        ? [asc(meetings.date), asc(meetings.startsAt), asc(meetings.id)]
        : [desc(meetings.date), desc(meetings.startsAt), desc(meetings.id)];
      const found = await db
        .select({ meeting: meetings })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return myRows(
        db,
        userId,
        found.map((f) => f.meeting),
        ctx,
      );
    },
  );
}

/** A 422 on one field whose message is also the answer's message (the screen shows it). */
function refuse(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] }, message);
}

/**
 * `POST user/presensi_rapat/:id/check-in`: during the window, at the place (on site) and with
 * the current code (when asked). A second or simultaneous check-in answers the first: the row
 * is claimed by `status is null`, so two presses store one check-in.
 */
export async function checkIn(
  db: Db,
  id: number,
  userId: number,
  input: TMeetingCheckInRequest,
): Promise<{ row: TMyMeetingRow; repeated: boolean }> {
  const ctx = await statusContext(db);
  const { now } = ctx;
  const repeated = await db.transaction(async (tx) => {
    const m = await loadMeeting(tx, id);
    const [mine] = await tx
      .select({ id: meetingParticipants.id, status: meetingParticipants.status })
      .from(meetingParticipants)
      .where(and(eq(meetingParticipants.meetingId, id), eq(meetingParticipants.userId, userId)));
    if (!mine) throw refuse('meeting', 'Anda tidak termasuk peserta rapat ini');
    if (m.status !== 'scheduled') throw refuse('meeting', 'Rapat ini dibatalkan');
    await assertPeriodOpen(tx, 'attendance', { from: m.date, to: m.date, userIds: [userId] });
    if (mine.status !== null) return true;

    const clock = toZonedIso(now, ctx.timeZone).slice(11, 19);
    const moment = meetingMoment(ctx.today, clock, {
      date: m.date,
      starts_at: m.startsAt,
      ends_at: m.endsAt,
    });
    if (moment === 'not_today') {
      throw refuse('meeting', `Presensi rapat hanya pada tanggal rapat (${dmy(m.date)})`);
    }
    if (moment === 'early') {
      throw refuse('meeting', `Presensi rapat dibuka pukul ${opensAt(m.startsAt)}`);
    }
    if (moment === 'closed') {
      throw refuse('meeting', `Presensi rapat sudah ditutup pukul ${m.endsAt}`);
    }

    if (m.requiresCode) {
      if (!input.code) throw refuse('code', 'Pindai kode QR yang ditampilkan penyelenggara rapat');
      const key = await rotatingCodeKey(tx, CODE_PURPOSE);
      const verdict = checkCode({ key, subject: codeSubject(m) }, input.code, now);
      if (verdict === 'expired') {
        throw refuse('code', 'Kode QR sudah kedaluwarsa; pindai kode yang sedang ditampilkan');
      }
      if (verdict === 'invalid') throw refuse('code', 'Kode QR tidak valid untuk rapat ini');
    }

    let distanceM: number | null = null;
    if (m.mode === 'onsite') {
      if (input.latitude == null || input.longitude == null) {
        throw refuse('latitude', 'Lokasi wajib dikirim');
      }
      const fence = checkFence(
        { latitude: input.latitude, longitude: input.longitude },
        await fenceLocations(tx, m),
      );
      if (!fence.inside) throw refuse('latitude', refusalMessage(fence.nearest, fence.distanceM));
      distanceM = fence.distanceM;
    }
    const claimed = await tx
      .update(meetingParticipants)
      .set({
        status: moment,
        source: 'presensi',
        checkedInAt: now.toISOString(),
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        accuracyM: input.accuracy == null ? null : Math.round(input.accuracy),
        distanceM,
        codeVerified: m.requiresCode,
        updatedBy: userId,
      })
      .where(and(eq(meetingParticipants.id, mine.id), isNull(meetingParticipants.status)))
      .returning({ id: meetingParticipants.id });
    return claimed.length === 0;
  });
  const m = await loadMeeting(db, id);
  const [row] = await myRows(db, userId, [m], ctx);
  if (!row) throw new Error('unreachable');
  return { row, repeated };
}

export interface RapatMonthRow {
  userId: number;
  /** Mandatory meetings held in the month that the person was invited to. */
  mandatory: number;
  /** Of those, the ones missed (tidak hadir; covered days are not missed). */
  missed: number;
  /** The month's deduction in percent, capped by the rule's monthly cap. */
  pct: number;
  /** The `pemotongan_rapat` row that produced it (null: none active). */
  rule: string | null;
}

/**
 * Per person and month: the mandatory meetings missed and the deduction percentage. The
 * monthly deduction summary reads this (only scheduled, mandatory meetings count).
 */
export async function rapatMonthSummary(
  db: DbOrTx,
  year: number,
  month: number,
  options: { userIds?: readonly number[]; now?: Date } = {},
): Promise<RapatMonthRow[]> {
  const base = await statusContext(db);
  const ctx = options.now
    ? { ...base, now: options.now, today: zonedDate(options.now, base.timeZone) }
    : base;
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const to = `${year}-${String(month).padStart(2, '0')}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
  const held = await db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.status, 'scheduled'),
        eq(meetings.mandatory, true),
        gte(meetings.date, from),
        lte(meetings.date, to),
      ),
    )
    .orderBy(asc(meetings.date));
  const wanted = options.userIds ? new Set(options.userIds) : null;
  const people = new Map<number, { status: TMeetingAttendanceStatus; mandatory: boolean }[]>();
  for (const m of held) {
    for (const r of await roster(db, m)) {
      if (wanted && !wanted.has(r.userId)) continue;
      const list = people.get(r.userId) ?? [];
      list.push({ status: statusOf(r, m, ctx), mandatory: true });
      people.set(r.userId, list);
    }
  }
  return [...people.entries()]
    .map(([userId, list]) => {
      const d = monthDeduction(list, ctx.rule);
      return {
        userId,
        mandatory: d.mandatory,
        missed: d.missed,
        pct: d.pct,
        rule: ctx.rule?.code ?? null,
      };
    })
    .sort((a, b) => a.userId - b.userId);
}
