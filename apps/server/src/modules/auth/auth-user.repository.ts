import type { TAuthUser } from '@sikerja/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { groupPermissions, userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';

/** The user as `auth/user` and `auth/login` present it, with permissions as `roles`. */
export async function loadAuthUser(
  tx: DbOrTx,
  userId: number,
  impersonatorUserId: number | null = null,
): Promise<TAuthUser> {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      nip: users.nip,
      email: users.email,
      level: users.level,
      status: users.status,
      photoFileId: users.photoFileId,
      unitId: workUnits.id,
      unitName: workUnits.name,
    })
    .from(users)
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound('Pengguna tidak ditemukan.');

  const groups = await tx
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroupMembers)
    .innerJoin(
      userGroups,
      and(eq(userGroups.id, userGroupMembers.groupId), eq(userGroups.isActive, true)),
    )
    .where(eq(userGroupMembers.userId, userId))
    .orderBy(userGroups.name);
  const permissions = await tx
    .selectDistinct({ permission: groupPermissions.permission })
    .from(userGroupMembers)
    .innerJoin(
      userGroups,
      and(eq(userGroups.id, userGroupMembers.groupId), eq(userGroups.isActive, true)),
    )
    .innerJoin(groupPermissions, eq(groupPermissions.groupId, userGroups.id))
    .where(eq(userGroupMembers.userId, userId));

  let impersonator: TAuthUser['impersonator'] = null;
  if (impersonatorUserId) {
    const [row] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, impersonatorUserId));
    impersonator = row ?? null;
  }

  const photoUrl = user.photoFileId ? `/api/v1/files/${user.photoFileId}` : null;
  return {
    id: user.id,
    name: user.name,
    nip: user.nip,
    email: user.email,
    level: user.level as TAuthUser['level'],
    status: user.status as TAuthUser['status'],
    photo: user.photoFileId,
    photo_url: photoUrl,
    roles: permissions.map((p) => p.permission).sort(),
    groups,
    unit: user.unitId && user.unitName ? { id: user.unitId, name: user.unitName } : null,
    impersonator,
  };
}
