/**
 * The attendance write port (docs/attendance.md "Writing attendance"): the only code that
 * writes attendance_punches, attendance_excuses and attendance_days. Every change, whichever
 * module asks for it (a check-in, an import, an admin edit, an approved perubahan, leave,
 * a calendar or schedule edit, later surat tugas, diklat and apel), goes the same way in the
 * caller's transaction:
 *
 *   1. the attendance month lock (`assertPeriodOpen(tx, 'attendance', scope)`): 409 when locked;
 *   2. the inputs are written (punches, excuses);
 *   3. the scope's days are recomputed from all their inputs and their rows replaced.
 *
 * A day row is never written from anywhere else, so a day always equals what the engine makes
 * of its inputs.
 */
import {
  and,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';
import {
  attendanceDays,
  attendanceExcuses,
  attendancePunches,
} from '../../db/schema/attendance.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { loadSettings } from '../setting/setting.api.ts';
import type { LockScope } from './attendance.lock.ts';
// The attendance kind of the period lock is defined there.
import './attendance.lock.ts';
import { preparedStatement } from './prepared-statement.repository.ts';
import {
  type ComputedDay,
  computeDayRows,
  type DayRow,
  loadRecompute,
  toRow,
} from './recompute.service.ts';

/** The days a change touches: a date range for some people, a unit, or everyone. */
export type DaysScope = LockScope;

/** A punch at a wall-clock time on the person's clock (their unit's zone, else the institution's). */
export interface PunchRecord {
  userId: number;
  /** The business date the punch belongs to, 'YYYY-MM-DD'. */
  date: string;
  /** Wall-clock 'YYYY-MM-DD HH:MM[:SS]' in the person's zone. */
  local: string;
  type: 'masuk' | 'pulang' | null;
  source: 'admin' | 'perubahan' | 'fingerprint';
  machineId?: number | null;
  createdBy: number | null;
  note: string | null;
}

/** A code put on a day by a source (a leave request, a perubahan, an admin). */
export interface ExcuseRecord {
  userId: number;
  date: string;
  code: string;
  sourceType: string;
  sourceId: number;
  note?: string | null;
}

/** Which excuses to take off: a source's, optionally only for a person and from/to a date. */
export interface ExcuseFilter {
  sourceType: string;
  sourceId?: number;
  userId?: number;
  from?: string;
  to?: string;
}

export interface AttendanceChange {
  removeExcuses?: readonly ExcuseFilter[];
  excuses?: readonly ExcuseRecord[];
  punches?: readonly PunchRecord[];
  /** Leave a punch out when the person already has one at the same instant (an import). */
  skipDuplicatePunches?: boolean;
}

/**
 * Lock check → write → recompute, for a change whose scope the caller knows (a leave range,
 * an admin's day). Returns the number of punches stored.
 */
export async function writeAttendance(
  tx: DbOrTx,
  scope: DaysScope,
  change: AttendanceChange,
): Promise<{ punches: number }> {
  await assertPeriodOpen(tx, 'attendance', scope);
  for (const filter of change.removeExcuses ?? []) await deleteExcuses(tx, filter);
  if (change.excuses && change.excuses.length > 0) {
    await tx
      .insert(attendanceExcuses)
      .values(change.excuses.map((e) => ({ ...e, note: e.note ?? null })))
      .onConflictDoNothing();
  }
  const punches = await insertPunches(tx, change.punches ?? [], change.skipDuplicatePunches);
  await rewriteDays(tx, scope);
  return { punches };
}

/** Stores punches and recomputes their days; returns how many were stored. */
export async function recordPunches(
  tx: DbOrTx,
  punches: readonly PunchRecord[],
  options: { skipDuplicates?: boolean } = {},
): Promise<number> {
  const scope = scopeOf(punches);
  if (!scope) return 0;
  const result = await writeAttendance(tx, scope, {
    punches,
    skipDuplicatePunches: options.skipDuplicates,
  });
  return result.punches;
}

/** Puts excuses on days and recomputes them; the scope defaults to the excuses' own days. */
export async function recordExcuses(
  tx: DbOrTx,
  excuses: readonly ExcuseRecord[],
  scope: DaysScope | null = scopeOf(excuses),
): Promise<void> {
  if (!scope) return;
  await writeAttendance(tx, scope, { excuses });
}

/** Takes a source's excuses off the scope's days and recomputes them. */
export async function removeExcuses(
  tx: DbOrTx,
  filter: ExcuseFilter,
  scope: DaysScope,
): Promise<void> {
  await writeAttendance(tx, scope, { removeExcuses: [filter] });
}

/**
 * Recomputes the scope's days after a change to what they are computed from (the calendar,
 * a work pattern, a jam kerja); refused like any write when the month is locked.
 */
export async function recomputeDays(tx: DbOrTx, scope: DaysScope): Promise<void> {
  await writeAttendance(tx, scope, {});
}

/**
 * Recomputes days without the lock check, for the day close, which skips locked days itself
 * (a locked day stays as it was locked).
 */
export async function closeDays(tx: DbOrTx, scope: DaysScope): Promise<void> {
  await rewriteDays(tx, scope);
}

function scopeOf(rows: readonly { userId: number; date: string }[]): DaysScope | null {
  if (rows.length === 0) return null;
  const dates = rows.map((r) => r.date).sort();
  return {
    from: dates[0] as string,
    to: dates.at(-1) as string,
    userIds: [...new Set(rows.map((r) => r.userId))],
  };
}

async function deleteExcuses(tx: DbOrTx, filter: ExcuseFilter): Promise<void> {
  const where: (SQL | undefined)[] = [
    eq(attendanceExcuses.sourceType, filter.sourceType),
    filter.sourceId === undefined ? undefined : eq(attendanceExcuses.sourceId, filter.sourceId),
    filter.userId === undefined ? undefined : eq(attendanceExcuses.userId, filter.userId),
    filter.from === undefined ? undefined : gte(attendanceExcuses.date, filter.from),
    filter.to === undefined ? undefined : lte(attendanceExcuses.date, filter.to),
  ];
  await tx.delete(attendanceExcuses).where(and(...where));
}

/**
 * One statement for any number of punches: the rows as a recordset, each at its wall clock on
 * the person's zone (a campus may keep WITA or WIT; PostgreSQL does the conversion).
 */
async function insertPunches(
  tx: DbOrTx,
  punches: readonly PunchRecord[],
  skipDuplicates = false,
): Promise<number> {
  if (punches.length === 0) return 0;
  const { timeZone } = await loadSettings(tx);
  const values = punches.map((p) => ({
    user_id: p.userId,
    date: p.date,
    local: p.local,
    type: p.type,
    source: p.source,
    machine_id: p.machineId ?? null,
    created_by: p.createdBy,
    note: p.note,
  }));
  const at = sql`v.local::timestamp at time zone coalesce(wu.time_zone, ${timeZone})`;
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`insert into attendance_punches (user_id, kind, date, at, type, source, machine_id, created_by, note)
        select ${skipDuplicates ? sql`distinct on (v.user_id, v.local)` : sql``}
               v.user_id, 'presensi', v.date::date, ${at}, v.type, v.source, v.machine_id,
               v.created_by, v.note
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
               as v(user_id int, date text, local text, type text, source text, machine_id int,
                    created_by int, note text)
          join users u on u.id = v.user_id
          left join work_units wu on wu.id = u.unit_id
         ${
           skipDuplicates
             ? sql`where not exists (
                 select 1 from attendance_punches p
                  where p.user_id = v.user_id and p.kind = 'presensi' and p.at = ${at})`
             : sql``
         }
        returning id`,
  );
  return rows.length;
}

/** A punch from the check-in screen: the server's instant and the browser's position. */
export interface WebPunchRecord {
  userId: number;
  /** The business date the punch belongs to, 'YYYY-MM-DD'. */
  date: string;
  /** The instant, ISO 8601. */
  at: string;
  type: 'masuk' | 'pulang';
  latitude: number;
  longitude: number;
  accuracyM: number;
  /** The matched location and the distance to it; null without a geofence. */
  locationId: number | null;
  distanceM: number | null;
  ip: string | null;
  userAgent: string | null;
  flags: readonly string[];
}

/** Month locks as `monthLocksSql` reads them. */
export type MonthLocks = readonly { year: number; month: number }[];

/**
 * The attendance month locks of the given dates' months for everyone or for `unitId`, as one
 * json array expression, for a caller that reads everything of a punch in one statement in its
 * transaction (the check-in). Handing what it found to `recordCheckIn` saves the period lock's
 * own query when nothing is locked, which is almost always. The months are compared with
 * equality, so a prepared statement's generic plan estimates it as well as a custom one.
 */
export function monthLocksSql(unitId: SQL, dates: readonly (string | Placeholder)[]): SQL {
  const months = dates.map(
    (d) =>
      sql`(k.year = extract(year from ${d}::date)::int and k.month = extract(month from ${d}::date)::int)`,
  );
  return sql`coalesce((select json_agg(json_build_object('year', k.year, 'month', k.month))
      from attendance_locks k
     where (${sql.join(months, sql` or `)})
       and (k.unit_id is null or k.unit_id = ${unitId})), '[]'::json)`;
}

/**
 * The period lock for one person's date, given the locks the caller read with `monthLocksSql`
 * after taking the person's advisory lock: asked (for its 409) only when one of them covers
 * the date's month; none covering it means the month is open for this person.
 */
export async function assertCheckInOpen(
  tx: DbOrTx,
  userId: number,
  date: string,
  locks: MonthLocks,
): Promise<void> {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (locks.some((l) => l.year === year && l.month === month)) {
    await assertPeriodOpen(tx, 'attendance', { from: date, to: date, userIds: [userId] });
  }
}

const dayColumns = getTableColumns(attendanceDays);
const dayKeys = Object.keys(dayColumns) as (keyof typeof dayColumns)[];
// The placeholders take the names of the row's keys (toRow's) and of the punch's; the two
// share only userId and date, which recordCheckIn checks are the same.
const dayParam = (key: string) => sql.placeholder(key);

/**
 * The check-in's punch (every column a placeholder but its kind and source) as the CTE of the
 * statement that writes its day.
 */
function webPunchCte(db: DbOrTx) {
  const p = (key: keyof WebPunchRecord) => sql.placeholder(key);
  return db.$with('punch').as(
    db
      .insert(attendancePunches)
      .values({
        userId: p('userId'),
        kind: 'presensi',
        date: p('date'),
        at: p('at'),
        type: p('type'),
        source: 'web',
        latitude: p('latitude'),
        longitude: p('longitude'),
        accuracyM: p('accuracyM'),
        locationId: p('locationId'),
        distanceM: p('distanceM'),
        ip: p('ip'),
        userAgent: p('userAgent'),
        flags: p('flags'),
      })
      .returning({ id: attendancePunches.id }),
  );
}

/** The punch, and the day row upserted: on a conflict every column takes the new value. */
const checkInWithDay = preparedStatement<Record<string, unknown>>('attendance_check_in', (db) =>
  db
    .with(webPunchCte(db))
    .insert(attendanceDays)
    .values(
      Object.fromEntries(dayKeys.map((key) => [key, dayParam(key)])) as Record<
        keyof DayRow,
        Placeholder
      >,
    )
    .onConflictDoUpdate({
      target: [attendanceDays.userId, attendanceDays.date],
      set: Object.fromEntries(
        dayKeys
          .filter((key) => key !== 'userId' && key !== 'date')
          .map((key) => [key, sql`excluded.${sql.identifier(dayColumns[key].name)}`]),
      ),
    }),
);

/** The punch, and the day's row removed (a day with no code yet has none). */
const checkInWithoutDay = preparedStatement<Record<string, unknown>>(
  'attendance_check_in_no_day',
  (db) =>
    db
      .with(webPunchCte(db))
      .delete(attendanceDays)
      .where(
        and(
          eq(attendanceDays.userId, dayParam('userId')),
          eq(attendanceDays.date, dayParam('date')),
        ),
      ),
);

/**
 * A check-in: the lock check, its punch, and its day. The caller computed `day` with the
 * engine (dayStatus over the day's punches read in this transaction after the person's
 * advisory lock, this one included), so the row is what `recomputeDays` would write for it
 * (`toRow`); it is stored with the punch in one statement. A day with no code yet has no row,
 * as after a recompute.
 */
export async function recordCheckIn(
  tx: DbOrTx,
  punch: WebPunchRecord,
  day: ComputedDay,
  locks: MonthLocks,
  computedAt: Date,
): Promise<void> {
  if (day.userId !== punch.userId || day.schedule.date !== punch.date) {
    throw new Error('recordCheckIn: the day is not the punch’s day');
  }
  await assertCheckInOpen(tx, punch.userId, punch.date, locks);
  const values = { ...punch, flags: [...punch.flags] };
  if (day.status.code === null) {
    await checkInWithoutDay.rows(tx, values);
    return;
  }
  await checkInWithDay.rows(tx, { ...toRow(day, computedAt), ...values });
}

const BATCH = 1000;

/** Recomputes the scope's days and replaces their rows (days after today are removed). */
async function rewriteDays(tx: DbOrTx, scope: DaysScope): Promise<void> {
  const loaded = await loadRecompute(tx, scope);
  if (!loaded) return;
  const { people, ctx, userIds } = loaded;
  const rows = await computeDayRows(tx, ctx, people, scope.from, scope.to, userIds);
  await replaceDayRows(
    tx,
    people.map((p) => p.id),
    scope.from,
    scope.to,
    rows,
  );
}

async function replaceDayRows(
  tx: DbOrTx,
  ids: readonly number[],
  from: string,
  to: string,
  rows: readonly DayRow[],
): Promise<void> {
  for (let i = 0; i < ids.length; i += 5000) {
    await tx
      .delete(attendanceDays)
      .where(
        and(
          inArray(attendanceDays.userId, ids.slice(i, i + 5000)),
          gte(attendanceDays.date, from),
          lte(attendanceDays.date, to),
        ),
      );
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(attendanceDays).values(rows.slice(i, i + BATCH));
  }
}
