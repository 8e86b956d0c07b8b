import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findUp } from '../lib/find-up.ts';
import { type Database, type Db, selectRows } from './client.ts';

const MIGRATIONS_FOLDER = findUp(import.meta.url, 'migrations/meta/_journal.json')?.replace(
  /[\\/]meta[\\/]_journal\.json$/,
  '',
);

function migrationsFolder(): string {
  if (!MIGRATIONS_FOLDER)
    throw new Error('The migrations folder was not found next to the server.');
  return MIGRATIONS_FOLDER;
}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

let journalEntries: Journal['entries'] | undefined;

/** The migrations this build ships, in order; read once, since a build never changes them. */
export function expectedMigrations(): Journal['entries'] {
  journalEntries ??= (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as Journal
  ).entries;
  return journalEntries;
}

/** Applies every pending migration; the same SQL files on PGlite and on PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}

/** How far the database is migrated, for the health endpoint. */
export async function migrationLevel(db: Db): Promise<{
  applied: number;
  expected: number;
  latest: string | null;
}> {
  const expected = expectedMigrations();
  let appliedCreatedAt: number[] = [];
  try {
    const rows = await selectRows<{ created_at: string }>(
      db,
      sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
    );
    appliedCreatedAt = rows.map((r) => Number(r.created_at));
  } catch {
    appliedCreatedAt = [];
  }
  const lastApplied = appliedCreatedAt.at(-1);
  const latest = expected.find((e) => e.when === lastApplied)?.tag ?? null;
  return { applied: appliedCreatedAt.length, expected: expected.length, latest };
}
