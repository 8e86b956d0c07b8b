import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { Database, DbOrTx } from '../client.ts';
import { groupPermissions, userGroupMembers, userGroups } from '../schema/access.ts';
import { auditLog } from '../schema/audit.ts';
import { institutionSettings } from '../schema/settings.ts';
import { users } from '../schema/users.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { runSeeds } from './index.ts';

async function counts(db: DbOrTx) {
  const [u] = await db.select({ n: count() }).from(users);
  const [g] = await db.select({ n: count() }).from(userGroups);
  const [p] = await db.select({ n: count() }).from(groupPermissions);
  const [m] = await db.select({ n: count() }).from(userGroupMembers);
  return { users: u?.n, groups: g?.n, permissions: p?.n, members: m?.n };
}

describe('seeds', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('skips demo data when it is turned off', async () => {
    const result = await runSeeds(database, { timeZone: 'Asia/Jakarta', seedDemo: false });
    expect(result.demo).toBe('skipped-disabled');
    expect((await counts(database.db)).users).toBe(0);
  });

  it('writes the demo institution into an empty database', async () => {
    const result = await runSeeds(database, {
      timeZone: 'Asia/Jakarta',
      seedDemo: true,
      demoHistory: false,
    });
    expect(result).toEqual({ demo: 'seeded', users: 40 });
    const [settings] = await database.db.select().from(institutionSettings);
    expect(settings?.name).toBe('Politeknik Penerbangan Nusantara');
  });

  it.each([
    ['admin@sikerja.test', 'admin'],
    ['pegawai@sikerja.test', 'user'],
    ['atasan@sikerja.test', 'user'],
    ['kabag@sikerja.test', 'user'],
    ['kepegawaian@sikerja.test', 'user'],
    ['direktur@sikerja.test', 'user'],
    ['dosen@sikerja.test', 'user'],
    ['kabagumum@sikerja.test', 'user'],
  ])('creates the demo account %s (level %s) with the demo password', async (email, level) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.level).toBe(level);
    expect(user?.status).toBe('active');
    expect(user?.nip).toMatch(/^\d{18}$/);
    expect(await verifyPassword(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('puts the admin in the Administrator group, which holds every permission', async () => {
    const rows = await database.db
      .select({ permission: groupPermissions.permission })
      .from(users)
      .innerJoin(userGroupMembers, eq(userGroupMembers.userId, users.id))
      .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
      .innerJoin(groupPermissions, eq(groupPermissions.groupId, userGroups.id))
      .where(eq(users.email, 'admin@sikerja.test'));
    expect(rows.map((r) => r.permission)).toContain('admin.setting');
  });

  it('spreads the staff over several units', async () => {
    const [row] = await database.db
      .select({ units: sql<number>`count(distinct ${users.unitId})::int` })
      .from(users);
    expect(row?.units).toBeGreaterThanOrEqual(5);
  });

  it('is idempotent: running again adds nothing', async () => {
    const before = await counts(database.db);
    const [auditBefore] = await database.db.select({ n: count() }).from(auditLog);
    const result = await runSeeds(database, {
      timeZone: 'Asia/Jakarta',
      seedDemo: true,
      demoHistory: false,
    });
    expect(result.demo).toBe('skipped-not-empty');
    expect(await counts(database.db)).toEqual(before);
    const [auditAfter] = await database.db.select({ n: count() }).from(auditLog);
    expect(auditAfter?.n).toBe(auditBefore?.n);
  });

  it('restores a permission removed from the Administrator group at the next start', async () => {
    await database.db
      .delete(groupPermissions)
      .where(eq(groupPermissions.permission, 'admin.setting'));
    await runSeeds(database, { timeZone: 'Asia/Jakarta', seedDemo: false });
    const rows = await database.db
      .select()
      .from(groupPermissions)
      .where(eq(groupPermissions.permission, 'admin.setting'));
    expect(rows).toHaveLength(1);
  });
});
