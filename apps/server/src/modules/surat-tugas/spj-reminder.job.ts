import { defineJob } from '../../platform/jobs/define-job.ts';
import { sendSpjReminders } from './spj-reminder.service.ts';

/** Once an hour, the SPJ reminders due (`spj-reminder.service.ts`); each trip is reminded once. */
export const spjReminderJob = defineJob({
  name: 'surat-tugas.spj-reminder',
  every: { hours: 1 },
  firstAfter: { minutes: 3 },
  retryAfter: { minutes: 10 },
  run: async ({ db, log }) => {
    const reminded = await sendSpjReminders(db);
    if (reminded.length) log.info({ trips: reminded }, 'SPJ reminders sent');
  },
});
