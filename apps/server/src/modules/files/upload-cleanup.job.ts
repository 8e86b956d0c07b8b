import { defineJob } from '../../platform/jobs/define-job.ts';
import { cleanupUploads } from './file-cleanup.service.ts';

/** Removes uploads never attached, and old transfers (`file-cleanup.ts`), hourly. */
export const uploadCleanupJob = defineJob({
  name: 'files.upload-cleanup',
  every: { hours: 1 },
  firstAfter: { minutes: 1 },
  retryAfter: { minutes: 10 },
  lease: { minutes: 10 },
  run: async ({ db, config, log }) => {
    const result = await cleanupUploads(db, config);
    if (result.files || result.transfers) log.info(result, 'removed unattached uploads');
  },
});
