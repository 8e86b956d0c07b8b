import { defineJob } from '../../platform/jobs/define-job.ts';
import { deliverPendingMail } from './outbox.service.ts';

/**
 * Sends what workflows queued (notifications are queued inside the deciding transaction and
 * can only go out after it commits) every 30 seconds, in order; messages are claimed before
 * sending, so several processes never send one twice.
 */
export const outboxJob = defineJob({
  name: 'mail.outbox',
  every: { seconds: 30 },
  firstAfter: { seconds: 0 },
  retryAfter: { seconds: 30 },
  run: async ({ db, config, log }) => {
    const handled = await deliverPendingMail(db, config, log);
    if (handled > 0) log.info({ handled }, 'outbox delivered');
  },
});
