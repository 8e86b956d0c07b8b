import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every email the system sends goes through this table first, so nothing is lost when the
 * mail server is down, and admins can read what was (or, with no SMTP, would have been) sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // pending, sending (claimed by a process), sent, failed, or logged (no SMTP configured:
    // written to the log instead)
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    // When a process claimed it for sending; a claim left behind by a crash is taken back.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status)],
);
