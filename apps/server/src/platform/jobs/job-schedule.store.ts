/**
 * The `job_schedules` rows, read and written only with single statements the database
 * serialises, so any number of processes (docs/operations.md "Background jobs") may call
 * these at once and still run each job once per period. Times are the database's `now()`,
 * never a process's clock, so hosts whose clocks differ agree on what is due.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client.ts';
import { jobSchedules } from '../../db/schema/jobs.ts';
import { durationMs, type JobDefinition } from './define-job.ts';

/** `now() + ms`, computed by the database. */
function fromNow(ms: number): SQL {
  return sql`now() + ${ms}::float8 * interval '1 millisecond'`;
}

/** Creates the schedule rows that do not exist yet; an existing schedule is left as it is. */
export async function ensureSchedules(db: Db, jobs: readonly JobDefinition[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(jobSchedules)
    .values(jobs.map((job) => ({ name: job.name, nextRunAt: fromNow(durationMs(job.firstAfter)) })))
    .onConflictDoNothing();
}

/**
 * Claims, for `owner`, every one of the given jobs that is due and not claimed by a live
 * process; answers the names claimed. Rows another process is claiming at this moment are
 * skipped, not waited for, and one whose claim has lapsed (its process died) is taken over.
 */
export async function claimDueJobs(
  db: Db,
  jobs: readonly JobDefinition[],
  owner: string,
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const leases = JSON.stringify(
    jobs.map((job) => ({ name: job.name, lease_ms: durationMs(job.lease) })),
  );
  const rows = await selectRows<{ name: string }>(
    db,
    sql`
      with due as (
        select s.name, l.lease_ms
          from job_schedules s
          join jsonb_to_recordset(${leases}::jsonb) as l(name text, lease_ms float8)
            on l.name = s.name
         where s.next_run_at <= now()
           and (s.claimed_until is null or s.claimed_until < now())
           for update of s skip locked)
      update job_schedules s
         set claimed_by = ${owner},
             claimed_until = now() + due.lease_ms * interval '1 millisecond',
             last_started_at = now()
        from due
       where s.name = due.name
      returning s.name`,
  );
  return rows.map((row) => row.name);
}

/** Extends a running job's claim; false when the claim was lost (it lapsed and was taken over). */
export async function renewClaim(db: Db, job: JobDefinition, owner: string): Promise<boolean> {
  const rows = await db
    .update(jobSchedules)
    .set({ claimedUntil: fromNow(durationMs(job.lease)) })
    .where(and(eq(jobSchedules.name, job.name), eq(jobSchedules.claimedBy, owner)))
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

/**
 * Releases the claim after a run. A success moves the schedule to the next period on the
 * job's fixed cadence (periods missed while no process ran are skipped, not caught up); a
 * failure makes it due again after `retryAfter`. False when the claim was no longer ours.
 */
export async function finishRun(
  db: Db,
  job: JobDefinition,
  owner: string,
  error: string | null,
): Promise<boolean> {
  const everySeconds = durationMs(job.every) / 1000;
  const retryMs = Math.min(durationMs(job.retryAfter), durationMs(job.every));
  const next =
    error === null
      ? sql`${jobSchedules.nextRunAt} + make_interval(secs => ${everySeconds}::float8 * (floor(
          extract(epoch from now() - ${jobSchedules.nextRunAt}) / ${everySeconds}::float8) + 1))`
      : fromNow(retryMs);
  const rows = await db
    .update(jobSchedules)
    .set({
      nextRunAt: next,
      claimedBy: null,
      claimedUntil: null,
      lastFinishedAt: sql`now()`,
      lastError: error,
      failures: error === null ? 0 : sql`${jobSchedules.failures} + 1`,
      runs: sql`${jobSchedules.runs} + 1`,
    })
    .where(and(eq(jobSchedules.name, job.name), eq(jobSchedules.claimedBy, owner)))
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

/** Makes a job due now, so the next tick of any process runs it; false for an unknown job. */
export async function markDue(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .update(jobSchedules)
    .set({ nextRunAt: sql`now()` })
    .where(eq(jobSchedules.name, name))
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}
