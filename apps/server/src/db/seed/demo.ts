import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import { seedDemoShiftPatterns } from '../../modules/shift-pattern/shift-pattern.api.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../client.ts';
import { userGroupMembers, userGroups } from '../schema/access.ts';
import { staffTypes } from '../schema/masters.ts';
import { attendanceLocations } from '../schema/masters-attendance.ts';
import { positions, workUnits } from '../schema/org.ts';
import { institutionSettings } from '../schema/settings.ts';
import { users } from '../schema/users.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ATTENDANCE_LOCATION,
  DEMO_AUTHORISED_OFFICIAL,
  DEMO_INSTITUTION,
  DEMO_PASSWORD,
  DEMO_POSITIONS,
  DEMO_STAFF,
  DEMO_UNIT_HEADS,
  DEMO_UNITS,
  demoNip,
} from './demo-data.ts';

/** True when nobody has an account yet: the only state demo data may be written into. */
export async function isEmptyDatabase(tx: DbOrTx): Promise<boolean> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Writes the demo institution. Call only on an empty database (see isEmptyDatabase). */
export async function seedDemo(tx: DbOrTx): Promise<{ users: number }> {
  await tx
    .update(institutionSettings)
    .set({ name: DEMO_INSTITUTION.name, shortName: DEMO_INSTITUTION.shortName })
    .where(eq(institutionSettings.id, 1));

  const unitIds = new Map<string, number>();
  for (const unit of DEMO_UNITS) {
    const parentId = unit.parent ? unitIds.get(unit.parent) : undefined;
    const [row] = await tx
      .insert(workUnits)
      .values({ code: unit.code, name: unit.name, parentId: parentId ?? null })
      .onConflictDoUpdate({ target: workUnits.code, set: { name: unit.name } })
      .returning({ id: workUnits.id });
    if (row) unitIds.set(unit.code, row.id);
  }

  const groups = await tx.select({ id: userGroups.id, key: userGroups.systemKey }).from(userGroups);
  const groupIds = new Map(groups.map((g) => [g.key, g.id]));

  // One hash for all demo accounts: they share a password and hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = [...DEMO_ACCOUNTS, ...DEMO_STAFF];
  const [pns] = await tx
    .select({ id: staffTypes.id })
    .from(staffTypes)
    .where(eq(staffTypes.code, 'PNS'));
  const inserted = await tx
    .insert(users)
    .values(
      people.map((person, i) => ({
        nip: demoNip(person, i + 1),
        name: person.name,
        email: person.email ?? null,
        passwordHash,
        level: person.level ?? 'user',
        status: 'active',
        unitId: unitIds.get(person.unit) ?? null,
        // What the NIP says of the person, so the register and the NIP agree.
        gender: person.sex === 1 ? 'L' : 'P',
        birthDate: person.born,
        tmtCpns: `${person.tmt}-01`,
        staffTypeId: pns?.id ?? null,
      })),
    )
    .returning({ id: users.id });

  const userIds = new Map(people.map((person, i) => [person.name, inserted[i]?.id ?? 0]));
  await seedDemoOrganisation(tx, unitIds, userIds);
  await seedDemoShiftPatterns(tx);

  const memberships = people.flatMap((person, i) =>
    person.groups.map((key) => ({ userId: inserted[i]?.id ?? 0, groupId: groupIds.get(key) ?? 0 })),
  );
  await tx.insert(userGroupMembers).values(memberships);
  await tx.insert(attendanceLocations).values(DEMO_ATTENDANCE_LOCATION).onConflictDoNothing();
  await writeAudit(tx, SYSTEM_ACTOR, {
    action: 'seed.demo',
    tableName: 'users',
    after: { users: inserted.length, units: DEMO_UNITS.length },
  });
  return { users: inserted.length };
}

/** The demo position map and unit heads, once the people exist. */
async function seedDemoOrganisation(
  tx: DbOrTx,
  unitIds: ReadonlyMap<string, number>,
  userIds: ReadonlyMap<string, number>,
) {
  const positionIds = new Map<string, number>();
  for (const position of DEMO_POSITIONS) {
    const [row] = await tx
      .insert(positions)
      .values({
        name: position.name,
        kind: position.kind,
        jobClass: position.jobClass,
        echelon: position.echelon ?? null,
        unitId: unitIds.get(position.unit) ?? 0,
        isLecturer: position.isLecturer ?? false,
        superiorPositionId: position.superior ? (positionIds.get(position.superior) ?? null) : null,
      })
      .returning({ id: positions.id });
    if (!row) continue;
    positionIds.set(position.name, row.id);
    const holderIds = position.holders.map((name) => userIds.get(name) ?? 0);
    await tx.update(users).set({ positionId: row.id }).where(inArray(users.id, holderIds));
  }
  for (const [unit, person] of Object.entries(DEMO_UNIT_HEADS)) {
    await tx
      .update(workUnits)
      .set({ headUserId: userIds.get(person) ?? null })
      .where(eq(workUnits.id, unitIds.get(unit) ?? 0));
  }
  await tx
    .update(institutionSettings)
    .set({ authorisedOfficialUserId: userIds.get(DEMO_AUTHORISED_OFFICIAL) ?? null })
    .where(eq(institutionSettings.id, 1));
}
