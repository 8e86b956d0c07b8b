import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { runSeeds } from '../src/db/seed/index.ts';
import { testDatabaseUrl, withDatabaseName } from './database-url.ts';

/**
 * Two templates per run: the reference data only, and the same with the demo institution
 * (40 staff and the demo accounts), which 38 of the server's test files start from; seeding it
 * once here instead of in every file saves its hashing and inserts per file.
 */
export type DbTemplate =
  | { kind: 'pglite'; file: string; demoFile: string }
  | { kind: 'postgres'; serverUrl: string; template: string; demoTemplate: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

const SEED = { timeZone: 'Asia/Jakarta', seedDemo: false, demoHistory: false };

interface SharedTemplate {
  template: DbTemplate;
  users: number;
  teardown: () => void | Promise<void>;
}

/** Both server projects (shared and isolated modules) run in this one process: one build. */
const shared = globalThis as { sikerjaTemplate?: Promise<SharedTemplate> };

/**
 * Migrates and seeds one template database per run; each test file then clones it, which
 * is much faster than migrating per file and keeps files isolated from each other.
 */
export default async function setup(project: TestProject) {
  shared.sikerjaTemplate ??= buildTemplate().then((built) => ({ ...built, users: 0 }));
  const entry = await shared.sikerjaTemplate;
  entry.users += 1;
  project.provide('dbTemplate', entry.template);
  return async () => {
    entry.users -= 1;
    if (entry.users === 0) {
      shared.sikerjaTemplate = undefined;
      await entry.teardown();
    }
  };
}

async function buildTemplate(): Promise<Omit<SharedTemplate, 'users'>> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const client = await createPglite();
    const database = fromPglite(client);
    await runMigrations(database);
    await runSeeds(database, SEED);
    const dir = mkdtempSync(join(tmpdir(), 'sikerja-test-'));
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await runSeeds(database, { ...SEED, seedDemo: true });
    const demoFile = join(dir, 'template-demo.tar');
    writeFileSync(demoFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await client.close();
    return {
      template: { kind: 'pglite', file, demoFile },
      teardown: () => rmSync(dir, { recursive: true, force: true }),
    };
  }

  const template = `sikerja_tpl_${process.pid}`;
  const demoTemplate = `sikerja_tpl_demo_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of [template, demoTemplate]) {
    await admin.query(`drop database if exists "${name}" with (force)`);
  }
  await admin.query(`create database "${template}"`);
  const database = fromPostgres(withDatabaseName(serverUrl, template), 1);
  await runMigrations(database);
  await runSeeds(database, SEED);
  await database.close();
  await admin.query(`create database "${demoTemplate}" template "${template}"`);
  const demo = fromPostgres(withDatabaseName(serverUrl, demoTemplate), 1);
  await runSeeds(demo, { ...SEED, seedDemo: true });
  await demo.close();
  return {
    template: { kind: 'postgres', serverUrl, template, demoTemplate },
    teardown: async () => {
      for (const name of [template, demoTemplate]) {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }
      await admin.end();
    },
  };
}
