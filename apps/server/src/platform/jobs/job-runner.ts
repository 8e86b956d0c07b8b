import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { durationMs, type JobDefinition } from './define-job.ts';
import {
  claimDueJobs,
  ensureSchedules,
  finishRun,
  markDue,
  renewClaim,
} from './job-schedule.store.ts';

/** How often a process looks for due jobs: one small query when nothing is due. */
export const TICK_MS = 10_000;

export interface JobRunnerOptions {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  jobs: readonly JobDefinition[];
  tickMs?: number;
}

export interface TickResult {
  /** Jobs this tick claimed and ran to the end. */
  succeeded: string[];
  /** Jobs this tick claimed that threw; each is logged and tried again after its `retryAfter`. */
  failed: string[];
}

/**
 * Runs the app's background jobs (docs/operations.md "Background jobs"). Every process has
 * one; each tick claims the due jobs in `job_schedules` and runs them, so whichever process
 * claims a job first runs it and the others skip it. A job is never run twice at once in a
 * process either: a tick passes over a job this process is still running.
 */
export class JobRunner {
  /** This process (and runner) as it appears in `job_schedules.claimed_by`. */
  readonly owner = `${hostname()}#${process.pid}#${randomBytes(4).toString('hex')}`;
  private readonly jobs: ReadonlyMap<string, JobDefinition>;
  private readonly running = new Set<string>();
  private readonly ticks = new Set<Promise<TickResult>>();
  private schedulesReady: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions) {
    const jobs = new Map<string, JobDefinition>();
    for (const job of options.jobs) {
      if (jobs.has(job.name)) throw new Error(`job "${job.name}" is defined twice`);
      jobs.set(job.name, job);
    }
    this.jobs = jobs;
  }

  /** Ticks on a timer that never keeps the process alive. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) =>
        this.options.log.error({ err: error }, 'background job tick failed'),
      );
    }, this.options.tickMs ?? TICK_MS);
    this.timer.unref();
  }

  /** Stops ticking and waits for the jobs under way, which release their claims. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.ticks]);
  }

  /** Claims and runs every due job; resolves when they have finished. */
  tick(): Promise<TickResult> {
    if (this.stopped) return Promise.resolve({ succeeded: [], failed: [] });
    const tick = this.claimAndRun();
    this.ticks.add(tick);
    const forget = () => this.ticks.delete(tick);
    tick.then(forget, forget);
    return tick;
  }

  /** Makes a job due now: the next tick of any process runs it (once). */
  async trigger(name: string): Promise<void> {
    if (!this.jobs.has(name)) throw new Error(`no job "${name}"`);
    await this.ensureSchedules();
    await markDue(this.options.db, name);
  }

  private ensureSchedules(): Promise<void> {
    this.schedulesReady ??= ensureSchedules(this.options.db, [...this.jobs.values()]).catch(
      (error: unknown) => {
        this.schedulesReady = undefined;
        throw error;
      },
    );
    return this.schedulesReady;
  }

  private async claimAndRun(): Promise<TickResult> {
    await this.ensureSchedules();
    const idle = [...this.jobs.values()].filter((job) => !this.running.has(job.name));
    // Marked running before the claim so an overlapping tick in this process cannot claim too.
    for (const job of idle) this.running.add(job.name);
    let claimed: string[] = [];
    try {
      claimed = await claimDueJobs(this.options.db, idle, this.owner);
    } finally {
      for (const job of idle) if (!claimed.includes(job.name)) this.running.delete(job.name);
    }
    const result: TickResult = { succeeded: [], failed: [] };
    await Promise.all(
      claimed.map(async (name) => {
        const job = this.jobs.get(name);
        if (!job) return;
        const ok = await this.runClaimed(job);
        (ok ? result.succeeded : result.failed).push(name);
      }),
    );
    return result;
  }

  /** Runs a claimed job, renewing the claim meanwhile; true when it succeeded. */
  private async runClaimed(job: JobDefinition): Promise<boolean> {
    const { db, config } = this.options;
    const log = this.options.log.child({ job: job.name });
    const heartbeat = setInterval(() => {
      renewClaim(db, job, this.owner)
        .then((held) => {
          if (!held) log.warn('background job lost its claim while running');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'renewing a job claim failed'));
    }, durationMs(job.lease) / 3);
    heartbeat.unref();
    const started = performance.now();
    let failure: { error: unknown } | null = null;
    try {
      await job.run({ db, config, log });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    const ms = Math.round(performance.now() - started);
    if (failure === null) log.debug({ ms }, 'background job finished');
    else log.error({ err: failure.error, ms }, 'background job failed; it will be tried again');
    try {
      const error = failure === null ? null : describe(failure.error);
      const held = await finishRun(db, job, this.owner, error);
      if (!held) log.warn('background job finished after its claim had lapsed');
    } catch (finishError) {
      log.error({ err: finishError }, 'recording a background job run failed');
    } finally {
      this.running.delete(job.name);
    }
    return failure === null;
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
    0,
    1000,
  );
}
