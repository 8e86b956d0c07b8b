import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../test/database-url.ts';
import { freePort, spawnServer, waitForHealth, waitForOutput } from '../test/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sikerja-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens the stopped server's data folder directly and counts the accounts in it. */
async function countUsers(): Promise<number> {
  const client = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const result = await client.query<{ n: number }>('select count(*)::int as n from users');
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.close();
  }
}

// A real process starts twice here, from the TypeScript sources, seeding demo data (with its
// three months of history) once; on a busy two-core machine the first start has taken over
// 60 s (about 11 s of it the history, docs/demo-data.md).
describe('the server process', { timeout: 240_000 }, () => {
  it('refuses a bad PORT at once with one line naming it', async () => {
    const server = spawnServer({ PORT: 'abc', DATA_DIR: dataDir });
    const code = await server.exited;
    expect(code).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
    expect(lines[0]).toContain('a whole number from 1 to 65535');
  });

  it('starts on the embedded database with demo data, keeps it across a restart, and stops on SIGTERM', async () => {
    const port = await freePort();
    const first = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
    const health = (await waitForHealth(port, 150_000)) as {
      data: { database: { kind: string } };
    };
    expect(health.data.database.kind).toBe('pglite');
    expect(first.output()).toContain('"demo":"seeded"');
    expect(first.output()).toContain(
      `Sikerja siap di http://localhost:${port} — basis data: PGlite`,
    );
    // At the default level a request writes no log line (they are at debug).
    expect(first.output()).not.toContain('"url":"/api/v1/health"');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'debug',
    });
    await waitForHealth(port);
    // Asked for readable lines: no JSON, and a request line at debug.
    expect(await waitForOutput(second, /DEBUG.*request.*\/api\/v1\/health/)).toMatch(
      /DEBUG.*request.*\/api\/v1\/health/,
    );
    expect(second.output()).toMatch(/\d\d:\d\d:\d\d.*Sikerja siap di/);
    // The demo users written by the first run are still there, so the seed does not repeat.
    expect(second.output()).toContain('"demo":"skipped-not-empty"');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await countUsers()).toBe(40);
  });

  it.runIf(inject('dbTemplate').kind === 'postgres')(
    'runs the same migrations and seeds against an empty PostgreSQL database',
    async () => {
      const template = inject('dbTemplate');
      if (template.kind !== 'postgres') return;
      const name = `sikerja_main_${process.pid}`;
      const admin = new pg.Client({ connectionString: template.serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      try {
        const port = await freePort();
        const server = spawnServer({
          PORT: String(port),
          DATABASE_URL: withDatabaseName(template.serverUrl, name),
          SEED_DEMO: 'true',
        });
        const health = (await waitForHealth(port)) as {
          data: { database: { kind: string }; migrations: { up_to_date: boolean } };
        };
        expect(health.data.database.kind).toBe('postgres');
        expect(health.data.migrations.up_to_date).toBe(true);
        expect(server.output()).toContain('"demo":"seeded"');
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
