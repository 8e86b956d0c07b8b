import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { runSeeds } from '../src/db/seed/index.ts';
import { testDatabaseUrl, withDatabaseName } from './database-url.ts';

export type DbTemplate =
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

const SEED = { timeZone: 'Asia/Jakarta', seedDemo: false };

/**
 * Migrates and seeds one template database per run; each test file then clones it, which
 * is much faster than migrating per file and keeps files isolated from each other.
 */
export default async function setup(project: TestProject) {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const client = await createPglite();
    const database = fromPglite(client);
    await runMigrations(database);
    await runSeeds(database, SEED);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = mkdtempSync(join(tmpdir(), 'sikerja-test-'));
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbTemplate', { kind: 'pglite', file });
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const template = `sikerja_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${template}" with (force)`);
  await admin.query(`create database "${template}"`);
  const database = fromPostgres(withDatabaseName(serverUrl, template), 1);
  await runMigrations(database);
  await runSeeds(database, SEED);
  await database.close();
  project.provide('dbTemplate', { kind: 'postgres', serverUrl, template });
  return async () => {
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
  };
}
