import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type Database, fromPglite, fromPostgres } from '../src/db/client.ts';
import { withDatabaseName } from './database-url.ts';

async function createPostgresDatabase(serverUrl: string, template?: string): Promise<Database> {
  const name = `sikerja_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
    );
  } finally {
    await admin.end();
  }
  const database = fromPostgres(withDatabaseName(serverUrl, name), 4);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database, migrated and holding reference data (and the demo institution when asked),
 * cloned from the run's template.
 */
export async function createTestDatabase(options: { demo?: boolean } = {}): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const file = options.demo ? template.demoFile : template.file;
    return fromPglite(await createPglite({ loadDataDir: new Blob([readFileSync(file)]) }));
  }
  return createPostgresDatabase(
    template.serverUrl,
    options.demo ? template.demoTemplate : template.template,
  );
}

/** An empty database with no tables, for testing migrations themselves. */
export async function createBlankDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') return fromPglite(await createPglite());
  return createPostgresDatabase(template.serverUrl);
}
