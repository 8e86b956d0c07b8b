/**
 * The server's keys for rotating codes (platform/rotating-code): one random key per purpose
 * ('ceremony', later 'rapat'), created on first use and never sent to a browser.
 */
import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const rotatingCodeKeys = pgTable('rotating_code_keys', {
  purpose: varchar('purpose', { length: 32 }).primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
