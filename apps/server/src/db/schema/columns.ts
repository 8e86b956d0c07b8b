/**
 * Column helpers shared by every table file. This file imports no table: the tables reference
 * each other (users ↔ units ↔ masters) through lazy callbacks, which is safe in an import
 * cycle, but a helper called at load time must not sit inside that cycle. A helper that points
 * at users takes the reference as a callback from its caller.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at pair used by every mutable table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** The real person behind the last change (the impersonating admin while impersonating). */
export const updatedByColumn = (usersId: () => AnyPgColumn) =>
  integer('updated_by').references(usersId, { onDelete: 'set null' });

/** id, is_active, timestamps and updated_by: the columns every master table starts with. */
export const masterColumns = (usersId: () => AnyPgColumn) => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
  updatedBy: updatedByColumn(usersId),
});

/** The expression the list search compares with; see the migration creating the function. */
export const unaccented = (column: AnyPgColumn): SQL => sql`immutable_unaccent(${column})`;

/** A trigram index for a column searched with contains, matching `unaccented(column)`. */
export const searchIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`immutable_unaccent(${column}) gin_trgm_ops`);
