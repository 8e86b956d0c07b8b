import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { files } from './files.ts';
import { positions, workUnits } from './org.ts';

/** Everyone who logs in. NIP is 18 digits for civil servants; contract staff may have none. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nip: varchar('nip', { length: 32 }),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    level: varchar('level', { length: 16 }).notNull().default('user'),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    unitId: integer('unit_id').references(() => workUnits.id, { onDelete: 'restrict' }),
    // The position held; its superior position's holder is this person's superior.
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'restrict' }),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_nip_unique').on(t.nip),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_unit_idx').on(t.unitId),
    index('users_position_idx').on(t.positionId),
    check('users_level_check', sql`${t.level} in ('admin', 'user')`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive', 'pending')`),
  ],
);
