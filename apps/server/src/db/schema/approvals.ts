/**
 * The approval workflow every request shares (docs/approval.md): leave, leave cancellation,
 * attendance corrections, shift-pattern changes, and later performance contracts and surat
 * tugas. A subject table (cuti_requests, attendance_changes, ...) points at one approval row;
 * the row carries where the request stands, who may decide it now, and the decisions taken.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const approvals = pgTable(
  'approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Which workflow: 'cuti', 'cuti_pembatalan', 'presensi_perubahan', 'pola_kerja', ... */
    subjectType: varchar('subject_type', { length: 32 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The levels this request goes through, in order ('kepegawaian', 'atasan', 'kabag', 'penjabat', 'admin'). */
    levels: varchar('levels', { length: 16 }).array().notNull(),
    /** pending | approved | rejected | deferred (ditangguhkan) | withdrawn */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The level waiting for a decision; null once decided. */
    currentLevel: varchar('current_level', { length: 16 }),
    /** Who may decide the current level (resolved from the organisation when it was reached). */
    assigneeIds: integer('assignee_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The date the organisation is read on (the request's first day, or the day it was made). */
    orgDate: date('org_date', { mode: 'string' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('approvals_subject_idx').on(t.subjectType, t.subjectId),
    index('approvals_requester_idx').on(t.requesterId),
    index('approvals_assignees_idx').using('gin', t.assigneeIds),
    index('approvals_pending_idx')
      .on(t.subjectType, t.currentLevel)
      .where(sql`${t.status} = 'pending'`),
    check(
      'approvals_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'deferred', 'withdrawn')`,
    ),
    check(
      'approvals_level_check',
      sql`(${t.status} = 'pending') = (${t.currentLevel} is not null)`,
    ),
  ],
);

/** One row per decision taken on an approval: the history a request shows. */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    approvalId: integer('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    level: varchar('level', { length: 16 }).notNull(),
    /** submit | approve | reject | defer | change | withdraw | skip */
    decision: varchar('decision', { length: 16 }).notNull(),
    note: text('note'),
    /** The decider (null for 'skip', when nobody holds a level). */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The impersonating admin, when there was one. */
    actorUserId: integer('actor_user_id'),
    /** 'a.n.': the approver the decider stands in for (delegation), if any. */
    onBehalfOf: integer('on_behalf_of').references(() => users.id, { onDelete: 'set null' }),
    /** Decision-specific details (a changed date range, a deferral). */
    details: jsonb('details'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_decisions_approval_idx').on(t.approvalId)],
);

/** In-app notifications: the count in the menu and the list behind it. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The screen to open ('/user/cuti/konfirm_atasan'). */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);
