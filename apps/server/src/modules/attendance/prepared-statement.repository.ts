/**
 * The check-in's statements as named prepared statements whose text drizzle builds once.
 *
 * A statement is written with drizzle (the `sql` template or the query builder) with
 * placeholders for its values, turned into text and parameters by drizzle's dialect the first
 * time it runs, and from then on run through the handle's drizzle session with the values
 * filled in (drizzle's `fillPlaceholders`, so columns still encode their values). node-postgres
 * parses and plans a named statement once per pooled connection; PGlite ignores the name.
 *
 * Why not `.prepare(name)` on the query at each call: that rebuilds the text from the query's
 * tree every time, which was about 15 % of the app's CPU in a check-in profile (the read and
 * the write; docs/attendance.md "Check-in performance").
 */
import { is, type Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

type Buildable = SQL | { toSQL(): Query };

export interface PreparedStatement<P> {
  /** Runs the statement on the handle (a transaction's connection, or the pool). */
  rows<T>(db: DbOrTx, values: P): Promise<T[]>;
}

/**
 * `build` gets a handle to build with (the query builder needs one; nothing runs on it) and
 * must give the same text every time: node-postgres refuses a second text under one name.
 */
export function preparedStatement<P extends Record<string, unknown>>(
  name: string,
  build: (db: DbOrTx) => Buildable,
): PreparedStatement<P> {
  let query: Query | undefined;
  return {
    async rows<T>(db: DbOrTx, values: P): Promise<T[]> {
      if (!query) {
        const built = build(db);
        query = is(built, SQL) ? dialect.sqlToQuery(built) : built.toSQL();
      }
      const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
      return (result as { rows: T[] }).rows;
    },
  };
}
