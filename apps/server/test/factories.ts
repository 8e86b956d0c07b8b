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

/** A well-formed NIP (birth date, TMT CPNS, sex, serial) drawn from millions, so tests never collide. */
function randomNip(): string {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = randomBytes(6);
  const born = 1970 + (a % 30);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const serial = 1 + (((e << 8) | f) % 999);
  return `${born}${pad(1 + (b % 12))}${pad(1 + (c % 28))}${born + 25}${pad(1 + (d % 12))}${1 + (e % 2)}${pad(serial, 3)}`;
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
