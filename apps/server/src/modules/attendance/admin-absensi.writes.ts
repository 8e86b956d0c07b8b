/**
 * The only ways a correction reaches a day: a punch (source 'admin' or 'perubahan') or an
 * excuse. The day itself is never written here; the engine recomputes it from these rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceExcuses, attendancePunches } from '../../db/schema/attendance.ts';
import { loadSettings } from '../setting/setting.service.ts';

export interface ManualPunch {
  userId: number;
  /** The business date, 'YYYY-MM-DD'. */
  date: string;
  /** Wall-clock 'HH:MM' in the institution's time zone. */
  time: string;
  type: 'masuk' | 'pulang';
  source: 'admin' | 'perubahan';
  createdBy: number | null;
  note: string;
}

/** Inserts punches at date + time on the person's clock: their unit's zone, else the institution's. */
export async function insertManualPunches(tx: DbOrTx, punches: readonly ManualPunch[]) {
  if (punches.length === 0) return;
  const { timeZone } = await loadSettings(tx);
  await tx.insert(attendancePunches).values(
    punches.map((p) => ({
      userId: p.userId,
      date: p.date,
      // The person's campus may keep its own clock (WITA, WIT); Postgres does the conversion.
      at: sql`((${p.date}::date + ${p.time}::time) at time zone coalesce(
        (select wu.time_zone from users u join work_units wu on wu.id = u.unit_id
          where u.id = ${p.userId}), ${timeZone}))`,
      type: p.type,
      source: p.source,
      createdBy: p.createdBy,
      note: p.note,
    })),
  );
}

/** Puts one excuse of a source on a day, replacing what that source had put there. */
export async function replaceExcuse(
  tx: DbOrTx,
  input: {
    userId: number;
    date: string;
    code: string | null;
    sourceType: 'admin' | 'perubahan';
    sourceId: number;
    note: string | null;
    /** Replace every excuse of the source type on the day (admin), or only this source id. */
    wholeSourceType?: boolean;
  },
) {
  await tx
    .delete(attendanceExcuses)
    .where(
      and(
        eq(attendanceExcuses.userId, input.userId),
        eq(attendanceExcuses.date, input.date),
        eq(attendanceExcuses.sourceType, input.sourceType),
        input.wholeSourceType ? undefined : eq(attendanceExcuses.sourceId, input.sourceId),
      ),
    );
  if (input.code === null) return;
  await tx.insert(attendanceExcuses).values({
    userId: input.userId,
    date: input.date,
    code: input.code,
    sourceType: input.sourceType,
    sourceId: input.sourceId,
    note: input.note,
  });
}
