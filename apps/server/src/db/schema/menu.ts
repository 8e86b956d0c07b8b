import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The side menu as data: seeded from MENU_TREE, editable by admins. A leaf names a route;
 * `GET routes/access` filters leaves by the user's permissions.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    routeName: varchar('route_name', { length: 128 }),
    icon: varchar('icon', { length: 64 }),
    isDivider: boolean('is_divider').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
  },
  (t) => [index('menu_items_parent_idx').on(t.parentId, t.position)],
);
