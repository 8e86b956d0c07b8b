import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDefinition } from './define-job.ts';
import { JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this process (docs/operations.md "Background jobs"). */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  jobs: readonly JobDefinition[];
}

/**
 * Registers the one job runner of the app. It ticks once the app is ready when `RUN_JOBS` is
 * on (the default; tests turn it off and call `app.jobs.tick()` themselves), and stops before
 * the app closes its database, waiting for the jobs under way.
 */
const jobs: FastifyPluginAsync<JobsPluginOptions> = async (app, options) => {
  const runner = new JobRunner({
    db: app.db,
    config: app.config,
    log: app.log,
    jobs: options.jobs,
  });
  app.decorate('jobs', runner);
  if (app.config.runJobs) app.addHook('onReady', async () => runner.start());
  // preClose, not onClose: onClose hooks added later (main's, closing the database) run first.
  app.addHook('preClose', async () => runner.stop());
};

export const jobsPlugin = fp(jobs, { name: 'jobs' });
