import { PERMISSIONS } from '@sikerja/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { groupPermissions, userGroups } from '../schema/access.ts';
import { institutionSettings } from '../schema/settings.ts';

/** Groups the product relies on, found by their system key. */
export const SYSTEM_GROUPS = [
  { systemKey: 'admin', name: 'Administrator', description: 'Akses penuh ke seluruh fitur' },
  { systemKey: 'staff', name: 'Pegawai', description: 'Fitur pegawai: presensi, cuti, kinerja' },
  { systemKey: 'personnel', name: 'Kepegawaian', description: 'Petugas kepegawaian' },
  { systemKey: 'lecturer', name: 'Dosen', description: 'Dosen dan instruktur' },
] as const;
export type SystemGroupKey = (typeof SYSTEM_GROUPS)[number]['systemKey'];

/**
 * Reference data, run at every start. Idempotent: it only adds what is missing and
 * keeps the Administrator group holding every permission the build knows.
 */
export async function seedReference(tx: DbOrTx, options: { timeZone: string }): Promise<void> {
  await tx
    .insert(institutionSettings)
    .values({ id: 1, name: 'Sikerja', timeZone: options.timeZone })
    .onConflictDoNothing();

  await tx
    .insert(userGroups)
    .values(SYSTEM_GROUPS.map((g) => ({ ...g })))
    .onConflictDoNothing({ target: userGroups.systemKey });

  const [admin] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(eq(userGroups.systemKey, 'admin'));
  if (!admin) throw new Error('The Administrator group is missing after seeding.');
  await tx
    .insert(groupPermissions)
    .values(PERMISSIONS.map((permission) => ({ groupId: admin.id, permission })))
    .onConflictDoNothing();
  // Names a newer build dropped would otherwise linger as grants nobody can see.
  await tx
    .delete(groupPermissions)
    .where(
      and(
        eq(groupPermissions.groupId, admin.id),
        notInArray(groupPermissions.permission, [...PERMISSIONS]),
      ),
    );
}
