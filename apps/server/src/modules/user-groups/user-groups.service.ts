import {
  ACTION_PERMISSIONS,
  PERMISSIONS,
  type TPermissionNode,
  type TSaveUserGroupRequest,
  type TUserGroupDetail,
  type TUserGroupRow,
} from '@sikerja/contracts';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { groupPermissions, userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { loadMenuTree, type MenuTreeNode } from '../menu/menu.api.ts';

const membersCount = sql<number>`(select count(*)::int from ${userGroupMembers} where ${userGroupMembers.groupId} = ${userGroups.id})`;
const permissionsCount = sql<number>`(select count(*)::int from ${groupPermissions} where ${groupPermissions.groupId} = ${userGroups.id})`;

const rowColumns = {
  id: userGroups.id,
  name: userGroups.name,
  description: userGroups.description,
  system_key: userGroups.systemKey,
  is_active: userGroups.isActive,
  members_count: membersCount,
  permissions_count: permissionsCount,
};

export async function findUserGroups(db: Db, page: PageRequest, search: string) {
  const where = search
    ? or(
        ilike(userGroups.name, containsPattern(search)),
        ilike(userGroups.description, containsPattern(search)),
      )
    : undefined;
  return paginate<TUserGroupRow>(
    page,
    async () => (await db.select({ n: count() }).from(userGroups).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      db
        .select(rowColumns)
        .from(userGroups)
        .where(where)
        .orderBy(asc(userGroups.name))
        .limit(limit)
        .offset(offset),
  );
}

export async function getUserGroupById(tx: DbOrTx, id: number): Promise<TUserGroupDetail> {
  const [row] = await tx.select(rowColumns).from(userGroups).where(eq(userGroups.id, id));
  if (!row) throw AppError.notFound('User group tidak ditemukan.');
  const permissions = await tx
    .select({ permission: groupPermissions.permission })
    .from(groupPermissions)
    .where(eq(groupPermissions.groupId, id))
    .orderBy(asc(groupPermissions.permission));
  const members = await tx
    .select({
      id: users.id,
      name: users.name,
      nip: users.nip,
      email: users.email,
      level: users.level,
    })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(eq(userGroupMembers.groupId, id))
    .orderBy(asc(users.name));
  return { ...row, permissions: permissions.map((p) => p.permission), members };
}

function assertKnownPermissions(permissions: readonly string[]) {
  const known = new Set<string>(PERMISSIONS);
  const unknown = permissions.filter((p) => !known.has(p));
  if (unknown.length > 0) {
    throw AppError.validation({ permissions: [`Hak akses tidak dikenal: ${unknown.join(', ')}`] });
  }
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  const conditions = [sql`lower(${userGroups.name}) = ${name.toLowerCase()}`];
  if (exceptId !== undefined) conditions.push(ne(userGroups.id, exceptId));
  const [clash] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(...conditions));
  if (clash) throw AppError.validation({ name: ['Nama user group sudah dipakai'] });
}

async function replacePermissions(tx: DbOrTx, groupId: number, permissions: readonly string[]) {
  await tx.delete(groupPermissions).where(eq(groupPermissions.groupId, groupId));
  const unique = [...new Set(permissions)];
  if (unique.length > 0) {
    await tx.insert(groupPermissions).values(unique.map((permission) => ({ groupId, permission })));
  }
}

export async function createUserGroup(db: Db, input: TSaveUserGroupRequest, actor: Actor) {
  assertKnownPermissions(input.permissions);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx
      .insert(userGroups)
      .values({
        name: input.name,
        description: input.description ?? null,
        isActive: input.is_active ?? true,
      })
      .returning({ id: userGroups.id });
    if (!row) throw new Error('group insert returned nothing');
    await replacePermissions(tx, row.id, input.permissions);
    const after = await getUserGroupById(tx, row.id);
    await writeAudit(tx, actor, {
      action: 'user_groups.create',
      tableName: 'user_groups',
      rowId: row.id,
      after,
    });
    return after;
  });
}

export async function updateUserGroup(
  db: Db,
  id: number,
  input: TSaveUserGroupRequest,
  actor: Actor,
) {
  assertKnownPermissions(input.permissions);
  return db.transaction(async (tx) => {
    const before = await getUserGroupById(tx, id);
    await assertNameFree(tx, input.name, id);
    if (before.system_key === 'admin') {
      const all = new Set(PERMISSIONS);
      if (input.permissions.length !== all.size || !input.permissions.every((p) => all.has(p))) {
        throw AppError.conflict('Grup Administrator selalu memegang semua hak akses.');
      }
      if (input.is_active === false)
        throw AppError.conflict('Grup Administrator tidak dapat dinonaktifkan.');
    }
    await tx
      .update(userGroups)
      .set({
        name: input.name,
        description: input.description ?? null,
        isActive: input.is_active ?? true,
      })
      .where(eq(userGroups.id, id));
    await replacePermissions(tx, id, input.permissions);
    const after = await getUserGroupById(tx, id);
    await writeAudit(tx, actor, {
      action: 'user_groups.update',
      tableName: 'user_groups',
      rowId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteUserGroup(db: Db, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await getUserGroupById(tx, id);
    if (before.system_key) throw AppError.conflict('Grup sistem tidak dapat dihapus.');
    if (before.members.length > 0) {
      throw AppError.conflict(
        `User group masih memiliki ${before.members.length} anggota. Pindahkan anggotanya terlebih dahulu.`,
      );
    }
    await tx.delete(userGroups).where(eq(userGroups.id, id));
    await writeAudit(tx, actor, {
      action: 'user_groups.delete',
      tableName: 'user_groups',
      rowId: id,
      before,
    });
  });
}

function toPermissionNodes(nodes: MenuTreeNode[]): TPermissionNode[] {
  const result: TPermissionNode[] = [];
  for (const node of nodes) {
    if (node.isDivider) continue;
    if (node.children.length > 0) {
      const children = toPermissionNodes(node.children);
      if (children.length > 0) result.push({ label: node.label, permission: null, children });
    } else if (node.routeName) {
      result.push({ label: node.label, permission: node.routeName, children: [] });
    }
  }
  return result;
}

/** The permission picker: the menu's screens, then the special actions. */
export async function permissionTree(tx: DbOrTx): Promise<TPermissionNode[]> {
  return [
    ...toPermissionNodes(await loadMenuTree(tx)),
    {
      label: 'Aksi Khusus',
      permission: null,
      children: ACTION_PERMISSIONS.map((a) => ({
        label: a.label,
        permission: a.name,
        children: [],
      })),
    },
  ];
}
