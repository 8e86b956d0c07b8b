import { defineJob } from '../../platform/jobs/define-job.ts';
import { closeAttendanceDays } from './day-close.service.ts';

/** Closes yesterday and today (`day-close.ts`) hourly, the first time a little after install. */
export const dayCloseJob = defineJob({
  name: 'attendance.day-close',
  every: { hours: 1 },
  firstAfter: { minutes: 2 },
  retryAfter: { minutes: 5 },
  lease: { minutes: 10 },
  run: async ({ db, log }) => {
    const { dates } = await db.transaction((tx) => closeAttendanceDays(tx));
    log.debug({ dates }, 'attendance days closed');
  },
});
