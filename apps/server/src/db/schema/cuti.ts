/**
 * Leave (docs/cuti.md): requests and their cancellations, the year's parameters, opening
 * balances recorded when the system starts mid-year, and the people who had to work on a cuti
 * bersama day. The annual-leave balance is never stored: it is computed from these rows.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { approvals } from './approvals.ts';
import { timestamps } from './columns.ts';
import { files } from './files.ts';
import { leaveTypes } from './masters-attendance.ts';
import { users } from './users.ts';

/**
 * A leave request. `year` is the year of the first day (a request is counted in one year);
 * `days` the length in the type's counting unit (working days for cuti tahunan, calendar days
 * otherwise), lowered by an approved partial cancellation. Where the request stands lives only
 * on its approval (`approval_id`); the status the API shows is that, or 'cancelled' once
 * `cancelled_from` reaches the first day (modules/cuti/cuti-status.rules.ts).
 */
export const cutiRequests = pgTable(
  'cuti_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaveTypeId: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    reason: text('reason').notNull(),
    address: text('address').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    approvalId: integer('approval_id').references(() => approvals.id, { onDelete: 'restrict' }),
    /**
     * Set by an approved cancellation from a date: days from here on are not taken. Domain
     * state, not approval state: the leave's approval stays 'approved'; on the first day it
     * means the whole leave is cancelled.
     */
    cancelledFrom: date('cancelled_from', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('cuti_requests_user_year_idx').on(t.userId, t.year),
    index('cuti_requests_user_dates_idx').on(t.userId, t.startDate),
    index('cuti_requests_type_idx').on(t.leaveTypeId, t.year),
    index('cuti_requests_approval_idx').on(t.approvalId),
    check('cuti_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('cuti_requests_days_check', sql`${t.days} >= 0`),
  ],
);

/** A request to cancel approved leave, whole (from its first day) or from a date. */
export const cutiCancellations = pgTable(
  'cuti_cancellations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cutiId: integer('cuti_id')
      .notNull()
      .references(() => cutiRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The days given back, computed when the cancellation is asked. */
    days: integer('days').notNull(),
    /** Where it stands lives on the approval (approvals.status). */
    approvalId: integer('approval_id').references(() => approvals.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('cuti_cancellations_cuti_idx').on(t.cutiId),
    index('cuti_cancellations_user_idx').on(t.userId),
    index('cuti_cancellations_approval_idx').on(t.approvalId),
  ],
);

/** The annual-leave parameters of a year; a year without a row uses the regulation's figures. */
export const cutiSettings = pgTable(
  'cuti_settings',
  {
    year: smallint('year').primaryKey(),
    /** Working days of cuti tahunan a year (12). */
    entitlement: smallint('entitlement').notNull().default(12),
    /** The most one earlier year may pass on (6). */
    maxCarryPerYear: smallint('max_carry_per_year').notNull().default(6),
    /** The year's total, own days included, when leave was used last year (18). */
    maxTotal: smallint('max_total').notNull().default(18),
    /** The total when cuti tahunan went unused two years running (24). */
    maxTotalLong: smallint('max_total_long').notNull().default(24),
    note: text('note'),
    updatedBy: integer('updated_by'),
    ...timestamps,
  },
  (t) => [
    check('cuti_settings_values_check', sql`${t.entitlement} >= 0 and ${t.maxCarryPerYear} >= 0`),
  ],
);

/**
 * What a person had when the system started mid-year: the annual leave carried into `year`
 * and the days already taken that year on paper. Earlier years are not folded for them.
 */
export const cutiOpeningBalances = pgTable(
  'cuti_opening_balances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    carriedOver: smallint('carried_over').notNull().default(0),
    taken: smallint('taken').notNull().default(0),
    note: text('note'),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cuti_opening_balances_user_year_unique').on(t.userId, t.year),
    check('cuti_opening_balances_values_check', sql`${t.carriedOver} >= 0 and ${t.taken} >= 0`),
  ],
);

/** A person who had to work on a cuti bersama day: the day is added to that year's cuti tahunan. */
export const cutiBersamaDuties = pgTable(
  'cuti_bersama_duties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    year: smallint('year').notNull(),
    note: text('note'),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cuti_bersama_duties_user_date_unique').on(t.userId, t.date),
    index('cuti_bersama_duties_user_year_idx').on(t.userId, t.year),
  ],
);
