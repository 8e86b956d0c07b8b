import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Excel imports between preview and commit (docs/masters.md "Import from Excel"): the rows the
 * preview validated, so the confirm step applies exactly what the admin saw without the client
 * sending the data again. A batch belongs to one user and one master, lives 30 minutes and is
 * used once. Rows are short-lived scratch data, so there is no foreign key to users.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    /** The master's screen path, e.g. '/admin/master/pangkat'. */
    resourcePath: text('resource_path').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('import_batches_expires_at_idx').on(t.expiresAt)],
);
