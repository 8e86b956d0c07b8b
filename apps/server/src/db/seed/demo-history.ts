/**
 * The demo institution's past (docs/demo-data.md): on a fresh start, after the demo accounts,
 * every master the reference seed leaves empty, each person's position, rank, PTKP status and
 * profile histories, three months of attendance, leave and change requests, acting posts,
 * delegations and a locked month — so an admin walking the screens finds something on each.
 * Off for the test suite's databases (test/global-setup.ts), whose tests arrange their own facts.
 */
import { eq } from 'drizzle-orm';
import { seedDemoApelSenam } from '../../modules/apel-senam/apel-senam.api.ts';
import { addDays, seedDemoAttendance } from '../../modules/attendance/attendance.api.ts';
import { seedDemoCuti } from '../../modules/cuti/cuti.api.ts';
import { seedDemoKontrak, seedDemoRealisasi } from '../../modules/kinerja/kinerja.api.ts';
import { seedDemoLembur } from '../../modules/lembur/lembur.api.ts';
import { seedDemoMasters } from '../../modules/masters/masters.api.ts';
import {
  actingAssignmentResource,
  delegationResource,
} from '../../modules/organisation/organisation.api.ts';
import { seedDemoProfiles } from '../../modules/profile/profile.api.ts';
import { seedDemoRapat } from '../../modules/rapat/rapat.api.ts';
import { patternAssignmentResource } from '../../modules/shift-pattern/shift-pattern.api.ts';
import { seedDemoSuratTugas } from '../../modules/surat-tugas/surat-tugas.api.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../platform/audit/audit.ts';
import { createThroughResource } from '../../platform/resource/resource-seed.ts';
import type { DbOrTx } from '../client.ts';
import { workPatterns } from '../schema/attendance.ts';
import { fingerprintMachines } from '../schema/masters-attendance.ts';
import { positions } from '../schema/org.ts';
import { users } from '../schema/users.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';
import { seedDemoPeople } from './demo-people.ts';

/** The seven demo accounts the browser tests drive: their own requests stay theirs to make. */
const DRIVEN_ACCOUNTS = new Set(
  DEMO_ACCOUNTS.map((a) => a.name).filter((n) => n !== 'Administrator Sikerja'),
);

export async function seedDemoHistory(tx: DbOrTx, today: string): Promise<void> {
  const people = await tx
    .select({
      id: users.id,
      name: users.name,
      gender: users.gender,
      birthDate: users.birthDate,
      email: users.email,
    })
    .from(users)
    .orderBy(users.id);
  const userIds = new Map(people.map((p) => [p.name, p.id]));
  const id = (name: string) => userIds.get(name) ?? 0;
  const adminId = id('Administrator Sikerja');
  const year = Number(today.slice(0, 4));

  await seedDemoMasters(tx, { today, userIds });
  // pegawai@: the browser tests walk their lists and use their coming weeks and family list.
  const quietIds = people.filter((p) => p.email === 'pegawai@sikerja.test').map((p) => p.id);
  await seedDemoPeople(tx, today, new Set([...quietIds, adminId]));
  const married = await tx.select({ id: users.id, status: users.maritalStatus }).from(users);
  const isMarried = new Map(married.map((m) => [m.id, m.status === 'kawin']));
  await seedDemoProfiles(
    tx,
    people.map((p) => ({ ...p, married: isMarried.get(p.id) ?? false })),
  );

  const [machine] = await tx
    .select({ id: fingerprintMachines.id })
    .from(fingerprintMachines)
    .limit(1);
  await seedDemoAttendance(tx, {
    today,
    userIds: people.map((p) => p.id),
    adminId,
    quietIds,
    machineId: machine?.id ?? null,
  });
  await seedDemoApelSenam(tx, { today, userIds: people.map((p) => p.id), adminId, quietIds });

  const others = people.filter((p) => !DRIVEN_ACCOUNTS.has(p.name) && p.id !== adminId);
  await seedDemoCuti(tx, {
    today,
    ownerId: adminId,
    waitingIds: others.slice(0, 3).map((p) => p.id),
    quietIds,
    balanceIds: others.slice(3, 9).map((p) => p.id),
  });
  await seedDemoRapat(tx, {
    today,
    adminId,
    quietIds,
    otherIds: others.map((p) => p.id),
  });

  await seedDemoLembur(tx, {
    today,
    staffIds: others.slice(10, 20).map((p) => p.id),
    quietIds,
    ownerId: adminId,
  });
  await seedDemoKontrak(tx, {
    today,
    staffIds: others.slice(20, 32).map((p) => p.id),
    quietIds,
  });
  await seedDemoRealisasi(tx, {
    today,
    adminId,
    staffIds: others.slice(20, 32).map((p) => p.id),
    quietIds,
  });

  await seedDemoSuratTugas(tx, {
    today,
    adminId,
    staffIds: others.slice(20, 32).map((p) => p.id),
    quietIds,
  });

  // Acting posts and a delegation while an official is away.
  const [head] = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(eq(positions.name, 'Kepala Bagian Administrasi Umum dan Keuangan'));
  if (head && others[4]) {
    await createThroughResource(tx, actingAssignmentResource, [
      {
        user_id: others[4].id,
        position_id: head.id,
        kind: 'plh',
        start_date: addDays(today, 10),
        end_date: addDays(today, 14),
        decree_number: `ND-${year}/KEPEG/117`,
        note: 'Kepala Bagian mengikuti diklat PKA',
      },
    ]);
  }
  if (others[5] && others[6]) {
    await createThroughResource(tx, delegationResource, [
      {
        user_id: others[5].id,
        substitute_user_id: others[6].id,
        start_date: addDays(today, 21),
        end_date: addDays(today, 25),
        reason: 'Dinas luar ke Jakarta',
      },
    ]);
  }
  const [pattern] = await tx
    .select({ id: workPatterns.id })
    .from(workPatterns)
    .where(eq(workPatterns.code, 'PAGI5'));
  if (pattern && others[7]) {
    await createThroughResource(tx, patternAssignmentResource, [
      {
        user_id: others[7].id,
        pattern_id: pattern.id,
        start_date: addDays(today, 7),
        reason: 'Penugasan piket pagi di hanggar praktik',
      },
    ]);
  }

  await writeAudit(tx, SYSTEM_ACTOR, {
    action: 'seed.demo_history',
    tableName: 'users',
    after: { people: people.length, from: today },
  });
}
