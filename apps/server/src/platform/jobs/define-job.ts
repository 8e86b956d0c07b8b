import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** A length of time, written as people say it: `{ hours: 1 }`, `{ minutes: 2 }`, `{ seconds: 30 }`. */
export interface Duration {
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}

export function durationMs(duration: Duration): number {
  const { days = 0, hours = 0, minutes = 0, seconds = 0 } = duration;
  return (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}

/** What a job gets when it runs. */
export interface JobContext {
  db: Db;
  config: AppConfig;
  /** The app's logger with the job's name on every line. */
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Unique, `<module>.<job>`, e.g. `attendance.day-close`; the key of its `job_schedules` row. */
  name: string;
  /** How often it runs: once per this period across every process. */
  every: Duration;
  /** After the schedule is first created (a fresh database), when the first run is due. */
  firstAfter: Duration;
  /** After a failure, when it is tried again (never later than `every`). Default: a minute. */
  retryAfter: Duration;
  /** How long a claim holds without renewal; the runner renews it while the job runs, so
   * this only matters when a process dies mid-run: another process takes over after it. */
  lease: Duration;
  run(context: JobContext): Promise<unknown>;
}

export type JobInput = Pick<JobDefinition, 'name' | 'every' | 'run'> &
  Partial<Pick<JobDefinition, 'firstAfter' | 'retryAfter' | 'lease'>>;

const NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/**
 * Declares a background job, in a module's `<name>.job.ts`; `JOBS` in app.ts lists them.
 * The returned value is what the runner schedules.
 */
export function defineJob(input: JobInput): JobDefinition {
  if (!NAME.test(input.name) || input.name.length > 100) {
    throw new Error(`job name "${input.name}" must look like "module.job-name"`);
  }
  const job: JobDefinition = {
    firstAfter: { minutes: 1 },
    retryAfter: { minutes: 1 },
    lease: { minutes: 5 },
    ...input,
  };
  for (const key of ['every', 'firstAfter', 'retryAfter', 'lease'] as const) {
    const ms = durationMs(job[key]);
    const least = key === 'firstAfter' ? 0 : 1000;
    if (!Number.isFinite(ms) || ms < least) {
      throw new Error(`job "${job.name}": ${key} must be at least ${least / 1000} s`);
    }
  }
  return job;
}
