import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { groupPermissions, userGroupMembers, userGroups } from '../src/db/schema/access.ts';
import { users } from '../src/db/schema/users.ts';
import { hashPassword } from '../src/lib/password.ts';

export const TEST_PASSWORD = 'Uji#Coba2026';
let passwordHash: Promise<string> | undefined;

export interface BuildUserOptions {
  name?: string;
  nip?: string | null;
  email?: string | null;
  level?: 'admin' | 'user';
  status?: 'active' | 'inactive' | 'pending';
  /** Granted through a group made for this user. */
  permissions?: string[];
}

function randomNip(): string {
  const serial = String(randomBytes(2).readUInt16BE() % 1000).padStart(3, '0');
  return `19900101201501${1 + (randomBytes(1).readUInt8() % 2)}${serial}`;
}

/** A user with password TEST_PASSWORD and, if asked, a group granting the given permissions. */
export async function buildUser(db: Db, options: BuildUserOptions = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? `Pegawai Uji ${suffix}`,
      nip: options.nip === undefined ? randomNip() : options.nip,
      email: options.email === undefined ? `uji-${suffix}@sikerja.test` : options.email,
      passwordHash: await passwordHash,
      level: options.level ?? 'user',
      status: options.status ?? 'active',
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (options.permissions?.length) {
    const [group] = await db
      .insert(userGroups)
      .values({ name: `Grup Uji ${suffix}` })
      .returning({ id: userGroups.id });
    if (!group) throw new Error('group insert returned nothing');
    await db
      .insert(groupPermissions)
      .values(options.permissions.map((permission) => ({ groupId: group.id, permission })));
    await db.insert(userGroupMembers).values({ userId: user.id, groupId: group.id });
  }
  return user;
}
