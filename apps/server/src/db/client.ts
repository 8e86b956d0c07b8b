import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The one database handle type the code uses, whichever driver is underneath. Without the
 * relational query API (`db.query.<table>`), which nothing uses: with a schema, every
 * transaction built a query builder for each of the 92 tables (about 0.1 ms a check-in under
 * load, docs/attendance.md "Check-in performance").
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A handle or a transaction: what query and service functions accept. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
}

/**
 * The PostgreSQL extensions the migrations create (accent-insensitive search with trigram
 * indexes, see docs/masters.md). A PostgreSQL server ships them in contrib; PGlite has to be
 * handed their bundles when it starts, or `create extension` fails.
 */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/** Starts PGlite with the extensions the schema needs; every PGlite in the project opens here. */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { ...PGLITE_EXTENSIONS, ...options.extensions } });
}

/** Wraps an open PGlite instance (used by main and by tests that clone a template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db;
  return { kind: 'pglite', db, close: () => client.close() };
}

/** Wraps a PostgreSQL connection pool. */
export function fromPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db;
  return { kind: 'postgres', db, close: () => pool.end() };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await createPglite({ dataDir: dir });
  return fromPglite(client);
}

/** Round-trip time of a trivial query, or null when the database does not answer. */
export async function pingDatabase(db: Db): Promise<number | null> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return Math.round((performance.now() - started) * 10) / 10;
  } catch {
    return null;
  }
}

/** Rows of a raw SQL query; both drivers answer with `rows`, typed differently. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
