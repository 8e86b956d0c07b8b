/**
 * Check-in (docs/attendance.md "Check-in"): today's card, the punch, and the person's days.
 *
 * A punch runs in one transaction serialised per person by an advisory lock, so two
 * simultaneous 'masuk' store one punch and the second answers the first. The refusal of a
 * punch outside every radius is committed before the 422 is thrown, so it is kept.
 */
import type {
  TAttendanceDay,
  TCheckInRequest,
  TFindMyAttendanceDaysRequest,
  TPaginated,
  TTodayAttendance,
} from '@sikerja/contracts';
import { and, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendanceDays } from '../../db/schema/attendance.ts';
import { paginate } from '../../http/paginate.ts';
import { monthRange } from '../calendar/calendar.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { fastCheckIn, fastToday, type PunchMeta } from './check-in-fast.service.ts';
import { parseTimestamp, toZonedIso } from './schedule-time.rules.ts';

export type { PunchMeta };

/** `GET user/presensi/today`. */
export function getToday(db: Db, userId: number): Promise<TTodayAttendance> {
  return fastToday(db, userId);
}

/** `POST user/presensi`: records a punch and answers today's record (check-in-fast.service.ts). */
export function checkIn(
  db: Db,
  userId: number,
  input: TCheckInRequest,
  meta: PunchMeta,
): Promise<TTodayAttendance> {
  return fastCheckIn(db, userId, input, meta);
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
