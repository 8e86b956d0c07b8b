import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled background job (docs/operations.md "Background jobs"). The row is
 * the schedule shared by every server process: a process runs a job only after claiming its
 * row (`claimed_by`, `claimed_until`), so a job runs once per period however many serve.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: varchar('name', { length: 100 }).primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  // The process running it now, and until when its claim holds (renewed while it runs).
  claimedBy: text('claimed_by'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  // Failures in a row; a success resets it.
  failures: integer('failures').notNull().default(0),
  runs: integer('runs').notNull().default(0),
});
