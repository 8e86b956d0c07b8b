import { PERMISSION_ROUTE_NAMES, PERMISSIONS } from '@sikerja/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { groupPermissions, userGroups } from '../schema/access.ts';
import { institutionSettings } from '../schema/settings.ts';
import { seedMenu } from './menu.ts';
import { seedAttendanceReference } from './reference/attendance.ts';
import { seedCalendar } from './reference/calendar.ts';
import { seedOvertimeReference } from './reference/lembur.ts';
import { seedMasterReference } from './reference/masters.ts';
import { seedPayMasters } from './reference/pay-masters.ts';
import { seedSbmReference } from './reference/sbm.ts';
import { seedUnsur } from './reference/unsur.ts';

const userScreens = PERMISSION_ROUTE_NAMES.filter((name) => name.startsWith('user.'));

/**
 * Groups the product relies on, found by their system key, with the permissions they get
 * when first created; after that admins decide (only the Administrator group is kept whole).
 */
export const SYSTEM_GROUPS = [
  {
    systemKey: 'admin',
    name: 'Administrator',
    description: 'Akses penuh ke seluruh fitur',
    defaults: [],
  },
  {
    systemKey: 'staff',
    name: 'Pegawai',
    description: 'Fitur pegawai: presensi, cuti, kinerja',
    defaults: userScreens.filter((name) => name !== 'user.cuti.konfirm_kepegawaian'),
  },
  {
    systemKey: 'personnel',
    name: 'Kepegawaian',
    description: 'Petugas kepegawaian',
    defaults: ['user.cuti.konfirm_kepegawaian', 'admin.master.user', 'admin.laporan.cuti'],
  },
  {
    systemKey: 'lecturer',
    name: 'Dosen',
    description: 'Dosen dan instruktur',
    defaults: ['user.presensi_mengajar', 'user.laporan.absensi_dosen'],
  },
] as const satisfies readonly {
  systemKey: string;
  name: string;
  description: string;
  defaults: readonly string[];
}[];
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

  const created = await tx
    .insert(userGroups)
    .values(
      SYSTEM_GROUPS.map(({ systemKey, name, description }) => ({ systemKey, name, description })),
    )
    .onConflictDoNothing({ target: userGroups.systemKey })
    .returning({ id: userGroups.id, systemKey: userGroups.systemKey });
  const known = new Set(PERMISSIONS);
  for (const group of created) {
    const defaults: readonly string[] =
      SYSTEM_GROUPS.find((g) => g.systemKey === group.systemKey)?.defaults ?? [];
    const grants = defaults.filter((p) => known.has(p));
    if (grants.length > 0) {
      await tx
        .insert(groupPermissions)
        .values(grants.map((permission) => ({ groupId: group.id, permission })));
    }
  }

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
  await seedMenu(tx);
  await seedMasterReference(tx);
  await seedAttendanceReference(tx);
  await seedUnsur(tx);
  await seedPayMasters(tx);
  await seedSbmReference(tx);
  await seedOvertimeReference(tx);
  await seedCalendar(tx);
}
