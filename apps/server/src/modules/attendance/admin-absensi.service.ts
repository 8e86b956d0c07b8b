/**
 * `/admin/absensi`: everyone's day on a date, one day's details, the admin's edit and a
 * person's month (docs/attendance.md, "Monitoring and recap"). Every person active today is
 * listed, with or without a computed day, so nobody disappears from the view.
 */
import type {
  TAbsensiDayDetail,
  TAbsensiDayListRequest,
  TAbsensiDayRow,
  TAbsensiEditRequest,
  TAbsensiMonth,
  TAbsensiSummary,
} from '@sikerja/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, selectRows } from '../../db/client.ts';
import { attendanceExcuses, attendancePunches } from '../../db/schema/attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { type PunchRecord, writeAttendance } from './attendance-write.port.ts';
import { manualPunch } from './manual-punch.rules.ts';
import { monthRange, recapRows, unitTree } from './rekap.service.ts';

type Raw = Record<string, unknown>;

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
const num = (v: unknown) => (v == null ? null : Number(v));

function toDayRow(r: Raw): TAbsensiDayRow {
  return {
    user_id: Number(r.user_id),
    name: String(r.name),
    nip: (r.nip as string | null) ?? null,
    unit_name: (r.unit_name as string | null) ?? null,
    date: String(r.date),
    code: (r.code as string | null) ?? null,
    late_code: (r.late_code as string | null) ?? null,
    early_code: (r.early_code as string | null) ?? null,
    check_in: iso(r.check_in),
    check_out: iso(r.check_out),
    check_in_time: (r.check_in_time as string | null) ?? null,
    check_out_time: (r.check_out_time as string | null) ?? null,
    late_minutes: num(r.late_minutes),
    early_minutes: num(r.early_minutes),
    is_working_day: (r.is_working_day as boolean | null) ?? null,
    deduction_pct: num(r.deduction_pct),
    flagged: Boolean(r.flagged),
  };
}

/** The person's clock: their unit's zone (a WITA or WIT campus), else the institution's. */
const PERSON_ZONE = sql`coalesce(wu.time_zone,
  (select time_zone from institution_settings where id = 1), 'Asia/Jakarta')`;

/** The columns of a person's day on a date `dateSql` (people `u`, days `d`). */
const dayColumns = (date: ReturnType<typeof sql>) => sql`
  u.id as user_id, u.name, u.nip, wu.name as unit_name, ${date}::text as date,
  d.code, d.late_code, d.early_code, d.check_in, d.check_out, d.late_minutes, d.early_minutes,
  d.is_working_day, d.deduction_pct,
  to_char(d.check_in at time zone ${PERSON_ZONE}, 'HH24:MI') as check_in_time,
  to_char(d.check_out at time zone ${PERSON_ZONE}, 'HH24:MI') as check_out_time,
  (coalesce(d.flagged, false) or exists (
     select 1 from attendance_punches p where p.user_id = u.id and p.kind = 'presensi'
        and p.date = ${date}::date and cardinality(p.flags) > 0)) as flagged`;

function codeFilter(code: TAbsensiDayListRequest['code']) {
  switch (code) {
    case undefined:
      return sql``;
    case 'BELUM':
      return sql`and d.user_id is null`;
    case 'TL':
      return sql`and (d.late_code is not null or d.code like 'TL%')`;
    case 'PSW':
      return sql`and (d.early_code is not null or d.code like 'PSW%')`;
    default:
      return sql`and d.code = ${code}`;
  }
}

/** `POST admin/absensi/list`: active staff on a date with their day, filtered. */
export async function findDays(db: Db, page: PageRequest, filter: TAbsensiDayListRequest) {
  const date = sql`${filter.date}`;
  const search = filter.search ? containsPattern(filter.search) : null;
  const from = sql`
      from users u
      left join work_units wu on wu.id = u.unit_id
      left join attendance_days d on d.user_id = u.id and d.date = ${filter.date}::date
     where u.status = 'active'
       ${filter.unit_id ? sql`and u.unit_id in ${unitTree(filter.unit_id)}` : sql``}
       ${search ? sql`and (u.name ilike ${search} or u.nip ilike ${search})` : sql``}
       ${codeFilter(filter.code)}`;
  const flaggedOnly = filter.flagged
    ? sql`where x.flagged`
    : filter.flagged === false
      ? sql`where not x.flagged`
      : sql``;
  return paginate(
    page,
    async () => {
      const [row] = await selectRows<{ n: string }>(
        db,
        sql`select count(*) as n from (select ${dayColumns(date)} ${from}) x ${flaggedOnly}`,
      );
      return Number(row?.n ?? 0);
    },
    async (limit, offset) =>
      (
        await selectRows<Raw>(
          db,
          sql`select * from (select ${dayColumns(date)} ${from}) x ${flaggedOnly}
               order by x.unit_name nulls last, x.name, x.user_id limit ${limit} offset ${offset}`,
        )
      ).map(toDayRow),
  );
}

async function dayRow(db: DbOrTx, userId: number, date: string): Promise<TAbsensiDayRow> {
  const [row] = await selectRows<Raw>(
    db,
    sql`select ${dayColumns(sql`${date}`)}
          from users u
          left join work_units wu on wu.id = u.unit_id
          left join attendance_days d on d.user_id = u.id and d.date = ${date}::date
         where u.id = ${userId}`,
  );
  if (!row) throw AppError.notFound('Pegawai tidak ditemukan.');
  return toDayRow(row);
}

/** A day with the punches and excuses it is computed from. */
export async function getDayDetail(
  db: DbOrTx,
  userId: number,
  date: string,
): Promise<TAbsensiDayDetail> {
  const day = await dayRow(db, userId, date);
  const creator = sql<
    string | null
  >`(select name from users c where c.id = ${attendancePunches.createdBy})`;
  const punches = await db
    .select({
      id: attendancePunches.id,
      at: attendancePunches.at,
      time: sql<string>`to_char(${attendancePunches.at} at time zone coalesce(
        (select wu.time_zone from users u join work_units wu on wu.id = u.unit_id where u.id = ${userId}),
        (select time_zone from institution_settings where id = 1), 'Asia/Jakarta'), 'HH24:MI')`,
      type: attendancePunches.type,
      source: attendancePunches.source,
      latitude: attendancePunches.latitude,
      longitude: attendancePunches.longitude,
      accuracy_m: attendancePunches.accuracyM,
      distance_m: attendancePunches.distanceM,
      ip: attendancePunches.ip,
      flags: attendancePunches.flags,
      note: attendancePunches.note,
      created_by_name: creator,
    })
    .from(attendancePunches)
    .where(
      and(
        eq(attendancePunches.userId, userId),
        eq(attendancePunches.kind, 'presensi'),
        eq(attendancePunches.date, date),
      ),
    )
    .orderBy(asc(attendancePunches.at));
  const excuses = await db
    .select({
      id: attendanceExcuses.id,
      code: attendanceExcuses.code,
      source_type: attendanceExcuses.sourceType,
      note: attendanceExcuses.note,
    })
    .from(attendanceExcuses)
    .where(and(eq(attendanceExcuses.userId, userId), eq(attendanceExcuses.date, date)))
    .orderBy(asc(attendanceExcuses.id));
  return {
    day,
    punches: punches.map((p) => ({ ...p, at: new Date(p.at).toISOString() })),
    excuses,
  };
}

/**
 * The admin corrects a day: the times become admin punches, the excuse an admin excuse, the
 * reason goes with them and into the audit; then the engine recomputes the day.
 */
export async function editDay(
  db: Db,
  input: TAbsensiEditRequest,
  adminId: number,
  actor: Actor,
): Promise<TAbsensiDayDetail> {
  if (!input.check_in && !input.check_out && input.excuse_code === undefined) {
    throw AppError.validation({ check_in: ['Isi jam masuk, jam pulang atau keterangan'] });
  }
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.user_id));
    if (!person) throw AppError.notFound('Pegawai tidak ditemukan.');
    const scope = { from: input.date, to: input.date, userIds: [input.user_id] };
    await assertPeriodOpen(tx, 'attendance', scope);
    const before = await getDayDetail(tx, input.user_id, input.date);
    const base = {
      userId: input.user_id,
      date: input.date,
      source: 'admin' as const,
      createdBy: adminId,
      note: input.reason,
    };
    const punches: PunchRecord[] = [];
    if (input.check_in) punches.push(manualPunch(base, input.check_in, 'masuk'));
    if (input.check_out) punches.push(manualPunch(base, input.check_out, 'pulang'));
    // The admin's excuse replaces whatever an admin had put on the day; null clears it.
    const excuse = input.excuse_code;
    await writeAttendance(tx, scope, {
      punches,
      removeExcuses:
        excuse === undefined
          ? []
          : [{ sourceType: 'admin', userId: input.user_id, from: input.date, to: input.date }],
      excuses:
        excuse == null
          ? []
          : [
              {
                userId: input.user_id,
                date: input.date,
                code: excuse,
                sourceType: 'admin',
                sourceId: adminId,
                note: input.reason,
              },
            ],
    });
    const after = await getDayDetail(tx, input.user_id, input.date);
    await writeAudit(tx, actor, {
      action: 'attendance.admin_edit',
      tableName: 'attendance_days',
      rowId: `${input.user_id}:${input.date}`,
      before,
      after: { ...after, reason: input.reason },
    });
    return after;
  });
}

/** A person's month: every date with its day, and the totals the recap would show. */
export async function getMonth(
  db: Db,
  userId: number,
  year: number,
  month: number,
): Promise<TAbsensiMonth> {
  const { from, to } = monthRange(year, month);
  const rows = await selectRows<Raw>(
    db,
    sql`select ${dayColumns(sql`g.date`)}
          from users u
          cross join (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as date) g
          left join work_units wu on wu.id = u.unit_id
          left join attendance_days d on d.user_id = u.id and d.date = g.date
         where u.id = ${userId}
         order by g.date`,
  );
  const [first] = rows;
  if (!first) throw AppError.notFound('Pegawai tidak ditemukan.');
  const [recap] = await recapRows(db, { year, month, userIds: [userId] });
  return {
    user: { id: userId, name: String(first.name), nip: (first.nip as string | null) ?? null },
    year,
    month,
    days: rows.map(toDayRow),
    totals: recap?.counts ?? {},
    late_minutes: recap?.late_minutes ?? 0,
    early_minutes: recap?.early_minutes ?? 0,
    deduction_pct: recap?.deduction_pct ?? 0,
  };
}

/** The admin home's counts for a date. */
export async function getSummary(db: Db, date: string): Promise<TAbsensiSummary> {
  const [row] = await selectRows<Record<string, string>>(
    db,
    sql`select count(*) as staff,
               count(*) filter (where d.check_in is not null) as present,
               count(*) filter (where d.late_minutes > 0) as late,
               count(*) filter (where d.code = 'TK') as absent,
               count(*) filter (where d.code = 'CUTI') as leave,
               count(*) filter (where d.code in ('DL', 'IZIN', 'SAKIT')) as excused,
               count(*) filter (where d.flagged or exists (
                 select 1 from attendance_punches p where p.user_id = u.id and p.kind = 'presensi'
                    and p.date = ${date}::date and cardinality(p.flags) > 0)) as flagged
          from users u
          left join attendance_days d on d.user_id = u.id and d.date = ${date}::date
         where u.status = 'active'`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    date,
    staff: n('staff'),
    present: n('present'),
    late: n('late'),
    absent: n('absent'),
    leave: n('leave'),
    excused: n('excused'),
    flagged: n('flagged'),
  };
}
