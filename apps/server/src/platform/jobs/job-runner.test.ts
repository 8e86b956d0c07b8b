import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { jobSchedules } from '../../db/schema/jobs.ts';
import { defineJob, type JobDefinition } from './define-job.ts';
import { JobRunner } from './job-runner.ts';

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  err?: { message: string };
}

/** A deferred: a job that runs until the test lets it finish. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('the job runner', () => {
  let database: Database;
  const logs: LogLine[] = [];
  const log = Fastify({
    logger: {
      level: 'debug',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) },
    },
  }).log;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const runner = (...jobs: JobDefinition[]) =>
    new JobRunner({ db: database.db, config: testConfig(), log, jobs });

  const schedule = async (name: string) => {
    const [row] = await database.db
      .select({
        runs: jobSchedules.runs,
        failures: jobSchedules.failures,
        lastError: jobSchedules.lastError,
        claimedBy: jobSchedules.claimedBy,
        // Seconds from now until it is due again.
        dueIn: sql<number>`extract(epoch from ${jobSchedules.nextRunAt} - now())::float8`,
      })
      .from(jobSchedules)
      .where(eq(jobSchedules.name, name));
    return row;
  };

  it('runs a due job once per period and records the run', async () => {
    let runs = 0;
    const job = defineJob({
      name: 'test.count',
      every: { hours: 1 },
      firstAfter: { seconds: 0 },
      run: async () => {
        runs++;
      },
    });
    const jobs = runner(job);
    expect(await jobs.tick()).toEqual({ succeeded: ['test.count'], failed: [] });
    expect(await jobs.tick()).toEqual({ succeeded: [], failed: [] });
    expect(runs).toBe(1);
    const row = await schedule('test.count');
    expect(row).toMatchObject({ runs: 1, failures: 0, lastError: null, claimedBy: null });
    // The next period, an hour after the first was due.
    expect(row?.dueIn).toBeGreaterThan(3590);
    expect(row?.dueIn).toBeLessThanOrEqual(3600);
  });

  it('waits for `firstAfter` on a fresh schedule, and runs at once when triggered', async () => {
    let runs = 0;
    const job = defineJob({
      name: 'test.later',
      every: { hours: 1 },
      firstAfter: { minutes: 2 },
      run: async () => {
        runs++;
      },
    });
    const jobs = runner(job);
    expect((await jobs.tick()).succeeded).toEqual([]);
    expect((await schedule('test.later'))?.dueIn).toBeGreaterThan(100);
    await jobs.trigger('test.later');
    expect((await jobs.tick()).succeeded).toEqual(['test.later']);
    expect(runs).toBe(1);
  });

  it('logs a failing job and tries it again after `retryAfter`', async () => {
    let calls = 0;
    const job = defineJob({
      name: 'test.flaky',
      every: { hours: 1 },
      firstAfter: { seconds: 0 },
      retryAfter: { seconds: 1 },
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('SMTP sedang mati');
      },
    });
    const jobs = runner(job);
    expect(await jobs.tick()).toEqual({ succeeded: [], failed: ['test.flaky'] });
    const failure = logs.find((line) => line.job === 'test.flaky' && line.level === 50);
    expect(failure).toMatchObject({
      msg: 'background job failed; it will be tried again',
      err: { message: 'SMTP sedang mati' },
    });
    const failed = await schedule('test.flaky');
    expect(failed).toMatchObject({ failures: 1, lastError: 'Error: SMTP sedang mati' });
    expect(failed?.dueIn).toBeLessThanOrEqual(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await jobs.tick()).toEqual({ succeeded: ['test.flaky'], failed: [] });
    expect(calls).toBe(2);
    expect(await schedule('test.flaky')).toMatchObject({ failures: 0, lastError: null, runs: 2 });
  });

  it('runs a job once when several runners tick at the same time', async () => {
    let runs = 0;
    const job = defineJob({
      name: 'test.once',
      every: { hours: 1 },
      firstAfter: { seconds: 0 },
      run: async () => {
        runs++;
      },
    });
    const runners = [runner(job), runner(job), runner(job)];
    const results = await Promise.all(runners.flatMap((r) => [r.tick(), r.tick()]));
    expect(results.flatMap((r) => r.succeeded)).toEqual(['test.once']);
    expect(runs).toBe(1);
  });

  it('does not start a job again while it runs, here or in another runner', async () => {
    const { open, opened } = gate();
    let runs = 0;
    const job = defineJob({
      name: 'test.slow',
      every: { seconds: 1 },
      firstAfter: { seconds: 0 },
      run: async () => {
        runs++;
        await opened;
      },
    });
    const first = runner(job);
    const second = runner(job);
    const running = first.tick();
    // Let the first tick claim it, then make it due again: the claim still holds.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.trigger('test.slow');
    expect(await second.tick()).toEqual({ succeeded: [], failed: [] });
    expect(await first.tick()).toEqual({ succeeded: [], failed: [] });
    open();
    expect((await running).succeeded).toEqual(['test.slow']);
    expect(runs).toBe(1);
  });

  it('takes over a job whose process died: its claim lapses, and the late finish changes nothing', async () => {
    const { open, opened } = gate();
    let runs = 0;
    const job = defineJob({
      name: 'test.orphan',
      every: { hours: 1 },
      firstAfter: { seconds: 0 },
      run: async () => {
        runs++;
        if (runs === 1) await opened;
      },
    });
    const dying = runner(job);
    const survivor = runner(job);
    const stuck = dying.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await schedule('test.orphan'))?.claimedBy).toBe(dying.owner);
    // As if its process had died: the claim is no longer renewed and has run out.
    await database.db
      .update(jobSchedules)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobSchedules.name, 'test.orphan'));
    expect((await survivor.tick()).succeeded).toEqual(['test.orphan']);
    open();
    await stuck;
    expect(runs).toBe(2);
    expect(
      logs.some((line) => line.job === 'test.orphan' && line.msg.includes('claim had lapsed')),
    ).toBe(true);
    expect(await schedule('test.orphan')).toMatchObject({ claimedBy: null, runs: 1 });
  });

  it('ticks on its own once started, and stop() waits for the job under way', async () => {
    const { open, opened } = gate();
    let finished = false;
    const job = defineJob({
      name: 'test.timer',
      every: { hours: 1 },
      firstAfter: { seconds: 0 },
      run: async () => {
        await opened;
        finished = true;
      },
    });
    const jobs = new JobRunner({
      db: database.db,
      config: testConfig(),
      log,
      jobs: [job],
      tickMs: 20,
    });
    jobs.start();
    await expect.poll(async () => (await schedule('test.timer'))?.claimedBy).toBe(jobs.owner);
    const stopping = jobs.stop();
    open();
    await stopping;
    expect(finished).toBe(true);
    expect(await schedule('test.timer')).toMatchObject({ claimedBy: null, runs: 1 });
    expect(await jobs.tick()).toEqual({ succeeded: [], failed: [] });
  });

  it('refuses a badly named job, a period under a second, and a name used twice', () => {
    const run = async () => {};
    expect(() => defineJob({ name: 'NoModule', every: { hours: 1 }, run })).toThrow(/module/);
    expect(() => defineJob({ name: 'test.fast', every: { seconds: 0.5 }, run })).toThrow(/every/);
    const job = defineJob({ name: 'test.twice', every: { hours: 1 }, run });
    expect(() => runner(job, job)).toThrow(/twice/);
  });
});
