import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what: every change to money, attendance, leave, contracts and letters
 * writes one row in the same transaction. Users are plain ids (no foreign key) so the
 * trail outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // The real person at the keyboard; differs from actingAsUserId while impersonating.
    actorUserId: integer('actor_user_id'),
    actingAsUserId: integer('acting_as_user_id'),
    action: text('action').notNull(),
    tableName: text('table_name').notNull(),
    rowId: text('row_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_table_row_idx').on(t.tableName, t.rowId),
    index('audit_log_actor_idx').on(t.actorUserId),
    index('audit_log_at_idx').on(t.at),
  ],
);
