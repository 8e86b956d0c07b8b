/** Account actions of the staff register beside the generic edit: status, password, groups. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { type AuthDeps, revokeUserTokens, sendPasswordLink } from '../auth/auth.api.ts';

/**
 * A person in no group sees no menu at all: new accounts (created here, or self-registered and
 * then activated) join the system group 'staff' (Pegawai) unless an admin gave them groups.
 */
export async function ensureDefaultGroup(tx: DbOrTx, userId: number, actor: Actor) {
  const [member] = await tx
    .select({ id: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.userId, userId))
    .limit(1);
  if (member) return;
  const [staff] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(eq(userGroups.systemKey, 'staff'));
  if (!staff) return;
  await tx.insert(userGroupMembers).values({ userId, groupId: staff.id });
  await writeAudit(tx, actor, {
    action: 'users.groups',
    tableName: 'user_group_members',
    rowId: userId,
    before: { group_ids: [] },
    after: { group_ids: [staff.id] },
  });
}

async function findUser(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound('Pegawai tidak ditemukan.');
  return user;
}

/** A pending self-registration (or a deactivated account) becomes active. */
export async function activateUser(db: Db, userId: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw AppError.notFound('Pegawai tidak ditemukan.');
    if (user.status === 'active') throw AppError.conflict('Akun ini sudah aktif.');
    await tx.update(users).set({ status: 'active' }).where(eq(users.id, userId));
    await ensureDefaultGroup(tx, userId, actor);
    await writeAudit(tx, actor, {
      action: 'users.activate',
      tableName: 'users',
      rowId: userId,
      before: { status: user.status },
      after: { status: 'active' },
    });
  });
}

/**
 * Deactivation keeps the person and their history but ends every session and blocks login;
 * inactive people are never found as approvers (docs/organisation.md).
 */
export async function deactivateUser(db: Db, userId: number, actor: Actor) {
  if (userId === (actor.actingAsUserId ?? actor.userId)) {
    throw AppError.conflict('Anda tidak dapat menonaktifkan akun Anda sendiri.');
  }
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw AppError.notFound('Pegawai tidak ditemukan.');
    if (user.status === 'inactive') throw AppError.conflict('Akun ini sudah nonaktif.');
    await tx.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
    await revokeUserTokens(tx, userId);
    await writeAudit(tx, actor, {
      action: 'users.deactivate',
      tableName: 'users',
      rowId: userId,
      before: { status: user.status },
      after: { status: 'inactive' },
    });
  });
}

/** Mails the person a link to set a new password; their current one keeps working until then. */
export async function resetUserPassword(deps: AuthDeps, userId: number, actor: Actor) {
  const user = await findUser(deps.db, userId);
  if (user.status !== 'active') throw AppError.conflict('Akun ini tidak aktif.');
  // The person's record, not the request, is what is missing: a conflict, not a bad field.
  if (!user.email) {
    throw AppError.conflict(
      'Tautan tidak dapat dikirim: pegawai ini belum memiliki email. Isi email terlebih dahulu.',
    );
  }
  await sendPasswordLink(
    deps,
    { id: user.id, name: user.name, email: user.email },
    actor,
    'users.reset_password',
  );
  return user.email;
}

export async function getUserGroups(db: Db, userId: number): Promise<number[]> {
  await findUser(db, userId);
  const rows = await db
    .select({ id: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Replaces the person's groups (and so their permissions), audited with before and after. */
export async function setUserGroups(db: Db, userId: number, groupIds: number[], actor: Actor) {
  const wanted = [...new Set(groupIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw AppError.notFound('Pegawai tidak ditemukan.');
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: userGroups.id })
        .from(userGroups)
        .where(and(inArray(userGroups.id, wanted), eq(userGroups.isActive, true)));
      if (found.length !== wanted.length) {
        throw AppError.validation({ group_ids: ['Grup tidak ditemukan atau tidak aktif'] });
      }
    }
    const before = (
      await tx
        .select({ id: userGroupMembers.groupId })
        .from(userGroupMembers)
        .where(eq(userGroupMembers.userId, userId))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    await tx.delete(userGroupMembers).where(eq(userGroupMembers.userId, userId));
    if (wanted.length > 0) {
      await tx.insert(userGroupMembers).values(wanted.map((groupId) => ({ userId, groupId })));
    }
    await writeAudit(tx, actor, {
      action: 'users.groups',
      tableName: 'user_group_members',
      rowId: userId,
      before: { group_ids: before },
      after: { group_ids: wanted },
    });
    return wanted;
  });
}
