import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** User groups grant permissions, named after the route names of the screens. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stable key for groups the system relies on (e.g. 'admin'); null for groups admins create.
    systemKey: varchar('system_key', { length: 32 }),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_groups_system_key_unique').on(t.systemKey),
    uniqueIndex('user_groups_name_unique').on(t.name),
  ],
);

export const groupPermissions = pgTable(
  'group_permissions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 128 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permission] })],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);
