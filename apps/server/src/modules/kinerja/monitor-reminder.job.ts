import type { DbOrTx } from '../../db/client.ts';
import { kinerjaMonthSettings } from '../../db/schema/kinerja-settings.ts';
import { zonedDate } from '../../lib/time.ts';
import { SYSTEM_ACTOR } from '../../platform/audit/audit.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { attendanceNow } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { deadlineOf, resolveCapaianRules } from './capaian.rules.ts';
import { type DeadlineOf, remindersDue } from './monitor-reminder.rules.ts';
import { lastKinerjaReminder, sendKinerjaReminder } from './monitor-reminder.service.ts';

/** Each month's deadline from the tugas tambahan settings (the month's row, else the default). */
async function settingsDeadlines(db: DbOrTx): Promise<DeadlineOf> {
  const rows = await db.select().from(kinerjaMonthSettings);
  const months = rows.map((r) => ({
    year: r.year,
    month: r.month,
    additional_max_percent: r.additionalMaxPercent,
    main_required: r.mainRequired,
    main_min_percent: r.mainMinPercent,
    deadline_day: r.deadlineDay,
    deadline_next_month: r.deadlineNextMonth,
    reward_percent: r.rewardPercent,
    punishment_per_day_percent: r.punishmentPerDayPercent,
    punishment_max_percent: r.punishmentMaxPercent,
    is_active: r.isActive,
  }));
  return (year, month) =>
    deadlineOf(year, month, resolveCapaianRules([], months, { year, month, category: 'pegawai' }));
}

/**
 * Once a day, the reminders `remindersDue` names for today; a scope already reminded today
 * (by the job or an admin) is left alone, so a retry or a second run never reminds twice.
 */
export const kinerjaReminderJob = defineJob({
  name: 'kinerja.reminder',
  every: { hours: 24 },
  firstAfter: { minutes: 2 },
  retryAfter: { minutes: 10 },
  run: async ({ db, log }) => {
    const { timeZone } = await loadSettings(db);
    const today = zonedDate(attendanceNow(), timeZone);
    for (const { kind, scope } of remindersDue(today, await settingsDeadlines(db))) {
      const last = await lastKinerjaReminder(db, kind, scope);
      if (last && zonedDate(new Date(last.at), timeZone) === today) continue;
      const count = await sendKinerjaReminder(db, kind, scope, SYSTEM_ACTOR);
      log.info({ kind, scope, count }, 'kinerja reminders sent');
    }
  },
});
