import { defineJob } from '../../platform/jobs/define-job.ts';
import { sendReminders } from './rapat-reminder.service.ts';

/** Reminds the participants of meetings starting within the hour (`rapat-reminder.service.ts`). */
export const rapatReminderJob = defineJob({
  name: 'rapat.reminder',
  every: { minutes: 5 },
  firstAfter: { minutes: 1 },
  retryAfter: { minutes: 1 },
  lease: { minutes: 5 },
  run: async ({ db, log }) => {
    const reminded = await sendReminders(db);
    if (reminded.length) log.info({ meetings: reminded }, 'meeting reminders sent');
  },
});
