import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlankDatabase } from '../../test/database.ts';
import { type Database, selectRows } from './client.ts';
import { expectedMigrations, migrationLevel, runMigrations } from './migrate.ts';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createBlankDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reports an empty database as not migrated', async () => {
    const level = await migrationLevel(database.db);
    expect(level.applied).toBe(0);
    expect(level.expected).toBe(expectedMigrations().length);
    expect(level.latest).toBeNull();
  });

  it('creates every table of the foundation on an empty database', async () => {
    await runMigrations(database);
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual(
      expect.arrayContaining([
        'audit_log',
        'auth_tokens',
        'files',
        'group_permissions',
        'institution_settings',
        'user_group_members',
        'user_groups',
        'users',
        'work_units',
      ]),
    );
    const level = await migrationLevel(database.db);
    expect(level).toEqual({
      applied: expectedMigrations().length,
      expected: expectedMigrations().length,
      latest: expectedMigrations().at(-1)?.tag,
    });
  });

  it('is a no-op when run again', async () => {
    await runMigrations(database);
    const level = await migrationLevel(database.db);
    expect(level.applied).toBe(expectedMigrations().length);
  });
});
