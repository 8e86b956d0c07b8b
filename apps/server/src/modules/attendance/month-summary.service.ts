import type { TMyMonthSummary } from '@sikerja/contracts';
import type { Db } from '../../db/client.ts';
import { zonedDate } from '../../lib/time.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { attendanceNow } from './check-in-clock.adapter.ts';
import { recapRows } from './rekap.service.ts';

/**
 * One person's month so far, counted exactly as their row of the monthly recap (so the home
 * page and the admin's workbook never disagree). `month` defaults to this month in the
 * institution's time zone.
 */
export async function myMonthSummary(
  db: Db,
  userId: number,
  month: string | undefined,
): Promise<TMyMonthSummary> {
  const ym = month ?? zonedDate(attendanceNow(), (await loadSettings(db)).timeZone).slice(0, 7);
  const [row] = await recapRows(db, {
    year: Number(ym.slice(0, 4)),
    month: Number(ym.slice(5, 7)),
    userIds: [userId],
  });
  return {
    month: ym,
    days: Object.keys(row?.codes ?? {}).length,
    counts: row?.counts ?? {},
    late_minutes: row?.late_minutes ?? 0,
    early_minutes: row?.early_minutes ?? 0,
    deduction_pct: row?.deduction_pct ?? 0,
  };
}
