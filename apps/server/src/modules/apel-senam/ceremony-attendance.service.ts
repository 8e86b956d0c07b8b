/**
 * Attendance per session (`/admin/absensi/apel`, `/admin/absensi/senam`, a person's history):
 * everyone who must attend a session, with the status derived from their check-in or the
 * admin's correction, the excuse covering the day, and the deduction it costs.
 */
import {
  CEREMONY_KIND_LABELS,
  type TCeremonyAttendanceListRequest,
  type TCeremonyAttendanceRow,
  type TCeremonyCorrectionRequest,
  type TCeremonyKind,
  type TCeremonySessionSummary,
  type TCeremonyStatus,
  type TMyCeremonyRow,
} from '@sikerja/contracts';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ceremonyAttendance, ceremonySessions } from '../../db/schema/apel-senam.ts';
import { eventDeductions } from '../../db/schema/masters-pay.ts';
import { AppError } from '../../http/app-error.ts';
import type { PageRequest } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { toZonedIso, zonedInstantOf } from '../attendance/attendance.api.ts';
import {
  ceremonyStatus,
  type DeductionRule,
  isExpected,
  monthDeduction,
  sessionDeduction,
} from './ceremony.rules.ts';
import {
  loadSession,
  monthBounds,
  type SessionRow,
  syncDays,
  toSessionRows,
} from './ceremony-days.service.ts';

/** The kind's deduction rule: its first active row in percent (pemotongan_apel / _senam). */
export async function deductionRule(
  db: DbOrTx,
  kind: TCeremonyKind,
): Promise<DeductionRule | null> {
  const [row] = await db
    .select({
      code: eventDeductions.code,
      percentage: eventDeductions.percentage,
      monthlyCapPercentage: eventDeductions.monthlyCapPercentage,
    })
    .from(eventDeductions)
    .where(
      and(
        eq(eventDeductions.kind, kind),
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

interface RosterRecord {
  userId: number;
  name: string;
  nip: string | null;
  unitId: number | null;
  unitName: string | null;
  staffTypeId: number | null;
  recorded: 'hadir' | 'terlambat' | 'tidak_hadir' | 'berhalangan' | null;
  checkedInAt: string | null;
  source: string | null;
  note: string | null;
  distanceM: number | null;
  codeVerified: boolean;
  locationName: string | null;
  coveredBy: string | null;
}

/**
 * Everyone active who must attend, with their row and what covers the day: an excuse (CUTI,
 * DL, SAKIT, IZIN, ...) or, for a day the attendance engine computed as a shift off or a unit's
 * holiday, LIBUR.
 */
async function roster(db: DbOrTx, session: SessionRow, userId?: number): Promise<RosterRecord[]> {
  const result = await db.execute(sql`
    select u.id as user_id, u.name, u.nip, u.unit_id, wu.name as unit_name, u.staff_type_id,
      coalesce(a.status, case when fp.at is null then null
        when (fp.at at time zone coalesce(wu.time_zone, s.time_zone))::time <= ${session.onTimeUntil}::time
          then 'hadir' else 'terlambat' end) as recorded,
      coalesce(a.checked_in_at, fp.at) as checked_in_at,
      coalesce(a.source, case when fp.at is null then null else 'fingerprint' end) as source,
      coalesce(a.note, fp.machine_name) as note, a.distance_m,
      coalesce(a.code_verified, false) as code_verified, coalesce(l.name, fp.location_name) as location_name,
      coalesce(
        (select e.code from attendance_excuses e
          where e.user_id = u.id and e.date = ${session.date} order by e.id limit 1),
        (select 'LIBUR' from attendance_days d
          where d.user_id = u.id and d.date = ${session.date}
            and d.day_off_kind in ('shift_off', 'libur_unit'))
      ) as covered_by
    from users u
    left join work_units wu on wu.id = u.unit_id
    left join ceremony_attendance a on a.session_id = ${session.id} and a.user_id = u.id
    left join attendance_locations l on l.id = a.location_id
    cross join institution_settings s
    -- A punch on a terminal of the ceremony ground inside the window is a check-in too
    -- (fingerprint_machines.purpose 'apel'); a check-in or correction stored here comes first.
    left join lateral (
      select p.at, m.name as machine_name, ml.name as location_name
        from attendance_punches p
        join fingerprint_machines m on m.id = p.machine_id and m.purpose = 'apel'
        left join attendance_locations ml on ml.id = m.location_id
       where p.user_id = u.id and p.date = ${session.date}::date
         and (p.at at time zone coalesce(wu.time_zone, s.time_zone))::time
             between ${session.opensAt}::time and ${session.closesAt}::time
       order by p.at limit 1) fp on a.status is null
    where u.status = 'active' and s.id = 1
      ${userId === undefined ? sql`` : sql`and u.id = ${userId}`}
    order by u.name, u.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows
    .map((r) => ({
      userId: Number(r.user_id),
      name: String(r.name),
      nip: (r.nip as string | null) ?? null,
      unitId: r.unit_id === null ? null : Number(r.unit_id),
      unitName: (r.unit_name as string | null) ?? null,
      staffTypeId: r.staff_type_id === null ? null : Number(r.staff_type_id),
      recorded: (r.recorded as RosterRecord['recorded']) ?? null,
      checkedInAt: r.checked_in_at ? new Date(String(r.checked_in_at)).toISOString() : null,
      source: (r.source as string | null) ?? null,
      note: (r.note as string | null) ?? null,
      distanceM: r.distance_m === null || r.distance_m === undefined ? null : Number(r.distance_m),
      codeVerified: Boolean(r.code_verified),
      locationName: (r.location_name as string | null) ?? null,
      coveredBy: (r.covered_by as string | null) ?? null,
    }))
    .filter((r) =>
      isExpected(r, { unit_ids: session.unitIds, staff_type_ids: session.staffTypeIds }),
    );
}

/** Whether a session has closed at `now`. */
export function sessionClosed(session: SessionRow, now: Date, timeZone: string): boolean {
  return now.getTime() >= zonedInstantOf(session.date, session.closesAt, timeZone).getTime();
}

export interface StatusContext {
  now: Date;
  timeZone: string;
  rule: DeductionRule | null;
}

function toAttendanceRow(
  r: RosterRecord,
  session: SessionRow,
  ctx: StatusContext,
): TCeremonyAttendanceRow {
  const status =
    session.status === 'held'
      ? ceremonyStatus({
          recorded: r.recorded,
          coveredBy: r.coveredBy,
          closed: sessionClosed(session, ctx.now, ctx.timeZone),
        })
      : 'berhalangan';
  return {
    user: { id: r.userId, name: r.name, nip: r.nip },
    unit_name: r.unitName,
    status,
    covered_by: r.coveredBy,
    checked_in_at: r.checkedInAt ? toZonedIso(new Date(r.checkedInAt), ctx.timeZone) : null,
    location_name: r.locationName,
    distance_m: r.distanceM,
    code_verified: r.codeVerified,
    source: r.source,
    note: r.note,
    deduction_pct: sessionDeduction(status, ctx.rule),
  };
}

/** Everyone expected at a session with their status (filters: unit, status, search). */
export async function sessionAttendance(
  db: DbOrTx,
  session: SessionRow,
  ctx: StatusContext,
  filter?: Partial<TCeremonyAttendanceListRequest>,
): Promise<TCeremonyAttendanceRow[]> {
  const search = filter?.search?.trim().toLowerCase();
  return (await roster(db, session))
    .filter((r) => !filter?.unit_id || r.unitId === filter.unit_id)
    .filter(
      (r) => !search || r.name.toLowerCase().includes(search) || (r.nip ?? '').includes(search),
    )
    .map((r) => toAttendanceRow(r, session, ctx))
    .filter((r) => !filter?.status || r.status === filter.status);
}

/** The paginator's shape over rows already in memory. */
export function pageOf<T>(page: PageRequest, rows: T[]) {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / page.per));
  const current = Math.min(Math.max(1, page.page), lastPage);
  const start = (current - 1) * page.per;
  const data = rows.slice(start, start + page.per);
  const url = (n: number) => `${page.path}?page=${n}`;
  return {
    data,
    current_page: current,
    last_page: lastPage,
    per_page: page.per,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    total,
    path: page.path,
    prev_page_url: current > 1 ? url(current - 1) : null,
    next_page_url: current < lastPage ? url(current + 1) : null,
  };
}

const EMPTY_COUNTS: Record<TCeremonyStatus, number> = {
  hadir: 0,
  terlambat: 0,
  tidak_hadir: 0,
  berhalangan: 0,
  belum: 0,
};

/** `POST admin/absensi/apel/list`: the month's held sessions up to today, with their counts. */
export async function findSessions(
  db: Db,
  kind: TCeremonyKind,
  page: PageRequest,
  month: string | undefined,
  today: string,
  ctx: StatusContext,
): Promise<ReturnType<typeof pageOf<TCeremonySessionSummary>>> {
  const range = month ? monthBounds(month) : null;
  if (range) await db.transaction((tx) => syncDays(tx, kind, range.from, range.to, today));
  const sessions = await db
    .select()
    .from(ceremonySessions)
    .where(
      and(
        eq(ceremonySessions.kind, kind),
        eq(ceremonySessions.status, 'held'),
        lte(ceremonySessions.date, today),
        range ? gte(ceremonySessions.date, range.from) : undefined,
        range ? lte(ceremonySessions.date, range.to) : undefined,
      ),
    )
    .orderBy(desc(ceremonySessions.date));
  const paged = pageOf(page, sessions);
  const described = await toSessionRows(db, paged.data);
  const data: TCeremonySessionSummary[] = [];
  for (const [i, row] of described.entries()) {
    const session = paged.data[i] as SessionRow;
    const counts = { ...EMPTY_COUNTS };
    const people = await sessionAttendance(db, session, ctx);
    for (const p of people) counts[p.status] += 1;
    data.push({ ...row, expected: people.length, ...counts });
  }
  return { ...paged, data };
}

/** A person's own sessions (held, up to today), newest first. */
export async function mySessions(
  db: Db,
  kind: TCeremonyKind,
  userId: number,
  page: PageRequest,
  month: string | undefined,
  today: string,
  ctx: StatusContext,
) {
  const range = month ? monthBounds(month) : null;
  const sessions = await db
    .select()
    .from(ceremonySessions)
    .where(
      and(
        eq(ceremonySessions.kind, kind),
        eq(ceremonySessions.status, 'held'),
        lte(ceremonySessions.date, today),
        range ? gte(ceremonySessions.date, range.from) : undefined,
        range ? lte(ceremonySessions.date, range.to) : undefined,
      ),
    )
    .orderBy(desc(ceremonySessions.date))
    .limit(400);
  const rows: TMyCeremonyRow[] = [];
  for (const session of sessions) {
    const [me] = await roster(db, session, userId);
    if (!me) continue;
    const row = toAttendanceRow(me, session, ctx);
    rows.push({
      session_id: session.id,
      date: session.date,
      name: session.name,
      status: row.status,
      covered_by: row.covered_by,
      checked_in_at: row.checked_in_at,
      deduction_pct: row.deduction_pct,
    });
  }
  return pageOf(page, rows);
}

/** A person's month: each session's status and the month's deduction (capped). */
export async function monthOf(
  db: DbOrTx,
  kind: TCeremonyKind,
  year: number,
  month: number,
  ctx: StatusContext,
  unitId?: number,
) {
  const { from, to } = monthBounds(`${year}-${String(month).padStart(2, '0')}`);
  const sessions = await db
    .select()
    .from(ceremonySessions)
    .where(
      and(
        eq(ceremonySessions.kind, kind),
        eq(ceremonySessions.status, 'held'),
        gte(ceremonySessions.date, from),
        lte(ceremonySessions.date, to),
      ),
    )
    .orderBy(asc(ceremonySessions.date));
  const people = new Map<
    number,
    {
      name: string;
      nip: string | null;
      unit: string | null;
      unitId: number | null;
      statuses: Map<number, TCeremonyStatus>;
    }
  >();
  for (const session of sessions) {
    for (const r of await roster(db, session)) {
      if (unitId && r.unitId !== unitId) continue;
      const person = people.get(r.userId) ?? {
        name: r.name,
        nip: r.nip,
        unit: r.unitName,
        unitId: r.unitId,
        statuses: new Map(),
      };
      person.statuses.set(session.id, toAttendanceRow(r, session, ctx).status);
      people.set(r.userId, person);
    }
  }
  const rows = [...people.entries()]
    .map(([userId, p]) => ({
      userId,
      ...p,
      ...monthDeduction([...p.statuses.values()], ctx.rule),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return { sessions, rows };
}

/** Stores a person's status on a session (insert or update) with one audit row. */
async function writeStatus(
  tx: DbOrTx,
  session: SessionRow,
  userId: number,
  input: { status: string; source: 'admin' | 'perubahan'; note: string | null },
  actor: Actor,
  action: 'correct' | 'perubahan',
): Promise<void> {
  const [before] = await tx
    .select()
    .from(ceremonyAttendance)
    .where(
      and(eq(ceremonyAttendance.sessionId, session.id), eq(ceremonyAttendance.userId, userId)),
    );
  const values = { ...input, updatedBy: actor.userId };
  const [after] = before
    ? await tx
        .update(ceremonyAttendance)
        .set(values)
        .where(eq(ceremonyAttendance.id, before.id))
        .returning()
    : await tx
        .insert(ceremonyAttendance)
        .values({ sessionId: session.id, userId, ...values })
        .returning();
  if (!after) throw new Error('ceremony attendance write returned nothing');
  await writeAudit(tx, actor, {
    action,
    tableName: 'ceremony_attendance',
    rowId: after.id,
    before: before ? { status: before.status, source: before.source, note: before.note } : null,
    after: { session_id: session.id, user_id: userId, status: after.status, note: after.note },
  });
}

/**
 * An approved change request (perubahan presensi apel / senam) sets the person's status on its
 * session: hadir, or berhalangan with the reason in the note. Refused with 409 when the session
 * was cancelled or moved away meanwhile, or its attendance month is locked. Audited.
 */
export async function setStatusFromChange(
  tx: DbOrTx,
  kind: TCeremonyKind,
  change: { sessionId: number; userId: number; status: 'hadir' | 'berhalangan'; note: string },
  actor: Actor,
): Promise<void> {
  const [session] = await tx
    .select()
    .from(ceremonySessions)
    .where(and(eq(ceremonySessions.id, change.sessionId), eq(ceremonySessions.kind, kind)));
  if (session?.status !== 'held') {
    throw AppError.conflict(
      `Hari ${CEREMONY_KIND_LABELS[kind].toLowerCase()} ini sudah dibatalkan atau dipindahkan; perubahan tidak dapat diterapkan.`,
    );
  }
  await assertPeriodOpen(tx, 'attendance', {
    from: session.date,
    to: session.date,
    userIds: [change.userId],
  });
  await writeStatus(
    tx,
    session,
    change.userId,
    { status: change.status, source: 'perubahan', note: change.note },
    actor,
    'perubahan',
  );
}

/** `PUT admin/absensi/apel/:id/attendance/:userId`: the admin's correction, audited. */
export async function correctAttendance(
  db: Db,
  kind: TCeremonyKind,
  sessionId: number,
  userId: number,
  input: TCeremonyCorrectionRequest,
  actor: Actor,
  today: string,
  ctx: StatusContext,
): Promise<TCeremonyAttendanceRow> {
  return db.transaction(async (tx) => {
    const session = await loadSession(tx, kind, sessionId);
    if (session.status !== 'held') {
      throw AppError.validation({ status: ['Hari ini dibatalkan atau dipindahkan'] });
    }
    if (session.date > today) {
      throw AppError.validation({
        status: ['Hari ini belum terjadi; presensi belum dapat diubah'],
      });
    }
    const [person] = await roster(tx, session, userId);
    if (!person) throw AppError.notFound('Pegawai tidak termasuk peserta hari ini.');
    await assertPeriodOpen(tx, 'attendance', {
      from: session.date,
      to: session.date,
      userIds: [userId],
    });
    await writeStatus(
      tx,
      session,
      userId,
      { status: input.status, source: 'admin', note: input.note },
      actor,
      'correct',
    );
    const [fresh] = await roster(tx, session, userId);
    if (!fresh) throw new Error('unreachable');
    return toAttendanceRow(fresh, session, ctx);
  });
}

/** The status a person has on a session now (for the check-in screen). */
export async function personOnSession(
  db: DbOrTx,
  session: SessionRow,
  userId: number,
  ctx: StatusContext,
): Promise<TCeremonyAttendanceRow | null> {
  const [me] = await roster(db, session, userId);
  return me ? toAttendanceRow(me, session, ctx) : null;
}
