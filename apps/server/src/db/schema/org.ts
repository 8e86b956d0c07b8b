import { type AnyPgColumn, boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Work units (unit kerja) as a tree; the organisation issue adds heads and the position map. */
export const workUnits = pgTable('work_units', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => workUnits.id, {
    onDelete: 'restrict',
  }),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});
