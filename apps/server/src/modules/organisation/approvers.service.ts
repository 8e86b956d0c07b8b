/**
 * Who approves whom (ARCHITECTURE section 5), answered once from the organisation for every
 * workflow (leave, attendance changes, contracts, letters):
 *
 * - superior (atasan langsung): the holder of the person's position's superior position. A
 *   vacant superior position, or one held only by the person, passes to the position above it.
 *   A person with no position answers to the head of their unit (or of the unit above, when
 *   they head it themselves).
 * - head of section (kabag): the head of the 'bagian' the person works in, i.e. the unit just
 *   below the top of the unit tree that contains the person's unit; none for people in the top
 *   unit or heading that bagian themselves.
 * - personnel officers (kepegawaian): active members of the system group 'personnel'.
 * - authorised official (penjabat): named in the institution's settings.
 *
 * An acting holder (Plt/Plh) in force on the date answers for a position instead of its
 * definitive holder. Whoever is found is then replaced by their substitute when they have
 * delegated that date, and the answer says on whose behalf the substitute acts.
 */
import type { TApprover, TApprovers } from '@sikerja/contracts';
import { and, asc, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userGroupMembers, userGroups } from '../../db/schema/access.ts';
import {
  actingAssignments,
  approverDelegations,
  positions,
  workUnits,
} from '../../db/schema/org.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';

interface Person {
  id: number;
  name: string;
  nip: string | null;
  positionId: number | null;
  unitId: number | null;
}

/** A position map and unit tree are a few hundred rows: read them once per question. */
interface Organisation {
  superiorOf: Map<number, number | null>;
  positionName: Map<number, string>;
  unitParent: Map<number, number | null>;
  unitHead: Map<number, number | null>;
}

const PERSON = {
  id: users.id,
  name: users.name,
  nip: users.nip,
  positionId: users.positionId,
  unitId: users.unitId,
};

async function loadOrganisation(db: DbOrTx): Promise<Organisation> {
  const [positionRows, unitRows] = await Promise.all([
    db
      .select({ id: positions.id, name: positions.name, superior: positions.superiorPositionId })
      .from(positions),
    db
      .select({ id: workUnits.id, parent: workUnits.parentId, head: workUnits.headUserId })
      .from(workUnits),
  ]);
  return {
    superiorOf: new Map(positionRows.map((p) => [p.id, p.superior])),
    positionName: new Map(positionRows.map((p) => [p.id, p.name])),
    unitParent: new Map(unitRows.map((u) => [u.id, u.parent])),
    unitHead: new Map(unitRows.map((u) => [u.id, u.head])),
  };
}

async function findPerson(db: DbOrTx, id: number): Promise<Person | undefined> {
  const [row] = await db
    .select(PERSON)
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  return row;
}

/** The person answering for a position on a date: an acting holder first, then the holder. */
async function holderOf(
  db: DbOrTx,
  positionId: number,
  date: string,
): Promise<{ person: Person; acting: 'plt' | 'plh' | null } | undefined> {
  const [acting] = await db
    .select({ ...PERSON, kind: actingAssignments.kind })
    .from(actingAssignments)
    .innerJoin(users, eq(users.id, actingAssignments.userId))
    .where(
      and(
        eq(actingAssignments.positionId, positionId),
        lte(actingAssignments.startDate, date),
        gte(actingAssignments.endDate, date),
        eq(users.status, 'active'),
      ),
    )
    // A Plh covers a short absence inside a longer arrangement: the latest start wins.
    .orderBy(desc(actingAssignments.startDate), desc(actingAssignments.id))
    .limit(1);
  if (acting) {
    const { kind, ...person } = acting;
    return { person, acting: kind === 'plh' ? 'plh' : 'plt' };
  }
  const [holder] = await db
    .select(PERSON)
    .from(users)
    .where(and(eq(users.positionId, positionId), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(1);
  return holder && { person: holder, acting: null };
}

/** The head of a unit, or of the nearest unit above it with a head other than `exclude`. */
async function headAbove(
  db: DbOrTx,
  org: Organisation,
  unitId: number | null,
  exclude: number,
): Promise<Person | undefined> {
  const seen = new Set<number>();
  for (
    let unit = unitId;
    unit !== null && !seen.has(unit);
    unit = org.unitParent.get(unit) ?? null
  ) {
    seen.add(unit);
    const headId = org.unitHead.get(unit) ?? null;
    if (headId === null || headId === exclude) continue;
    const head = await findPerson(db, headId);
    if (head) return head;
  }
  return undefined;
}

/** The person's superior on the date, before delegation. */
async function superiorOf(
  db: DbOrTx,
  org: Organisation,
  person: Person,
  date: string,
): Promise<{ person: Person; acting: 'plt' | 'plh' | null } | undefined> {
  if (person.positionId === null) {
    const head = await headAbove(db, org, person.unitId, person.id);
    return head && { person: head, acting: null };
  }
  const seen = new Set<number>([person.positionId]);
  let position = org.superiorOf.get(person.positionId) ?? null;
  while (position !== null && !seen.has(position)) {
    seen.add(position);
    const holder = await holderOf(db, position, date);
    if (holder && holder.person.id !== person.id) return holder;
    position = org.superiorOf.get(position) ?? null;
  }
  return undefined;
}

/** The head of the 'bagian' (the unit right under the top unit) that holds the person's unit. */
async function headOfSectionOf(
  db: DbOrTx,
  org: Organisation,
  person: Person,
): Promise<Person | undefined> {
  if (person.unitId === null) return undefined;
  const chain: number[] = [];
  for (let unit: number | null = person.unitId; unit !== null && !chain.includes(unit); ) {
    chain.push(unit);
    unit = org.unitParent.get(unit) ?? null;
  }
  // chain runs from the person's unit up to the top; the bagian is the one just below the top.
  const section = chain.length >= 2 ? chain[chain.length - 2] : undefined;
  if (section === undefined) return undefined;
  const headId = org.unitHead.get(section) ?? null;
  if (headId === null || headId === person.id) return undefined;
  return findPerson(db, headId);
}

/** Replaces an approver away on the date by their substitute, noting on whose behalf. */
async function withDelegation(
  db: DbOrTx,
  found: { person: Person; acting: 'plt' | 'plh' | null },
  date: string,
  positionName: (person: Person) => string | null,
): Promise<TApprover> {
  const [delegation] = await db
    .select(PERSON)
    .from(approverDelegations)
    .innerJoin(users, eq(users.id, approverDelegations.substituteUserId))
    .where(
      and(
        eq(approverDelegations.userId, found.person.id),
        lte(approverDelegations.startDate, date),
        gte(approverDelegations.endDate, date),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(desc(approverDelegations.startDate), desc(approverDelegations.id))
    .limit(1);
  const approver = (person: Person) => ({
    user_id: person.id,
    name: person.name,
    nip: person.nip,
    position_name: positionName(person),
  });
  return {
    ...approver(delegation ?? found.person),
    acting: delegation ? null : found.acting,
    on_behalf_of: delegation ? approver(found.person) : null,
  };
}

/**
 * The person answering for a position on a date: an acting holder (Plt/Plh) first, then the
 * holder, replaced by their substitute when they delegated that date. Null when nobody holds it.
 */
export async function findPositionHolder(
  db: DbOrTx,
  positionId: number,
  date: string,
): Promise<TApprover | null> {
  const found = await holderOf(db, positionId, date);
  if (!found) return null;
  const org = await loadOrganisation(db);
  return withDelegation(db, found, date, (p) =>
    p.positionId === null ? null : (org.positionName.get(p.positionId) ?? null),
  );
}

/** The four approvers of a person on a date (YYYY-MM-DD in the institution's time zone). */
export async function findApprovers(db: DbOrTx, userId: number, date: string): Promise<TApprovers> {
  const person = await findPerson(db, userId);
  if (!person) throw AppError.notFound('Pegawai tidak ditemukan atau tidak aktif.');
  const org = await loadOrganisation(db);
  const positionName = (p: Person) =>
    p.positionId === null ? null : (org.positionName.get(p.positionId) ?? null);
  const delegate = (found: { person: Person; acting: 'plt' | 'plh' | null } | undefined) =>
    found ? withDelegation(db, found, date, positionName) : Promise.resolve(null);

  const [settings] = await db
    .select({ official: institutionSettings.authorisedOfficialUserId })
    .from(institutionSettings);
  const official = settings?.official == null ? undefined : await findPerson(db, settings.official);
  const section = await headOfSectionOf(db, org, person);

  const personnel = await db
    .select(PERSON)
    .from(users)
    .innerJoin(userGroupMembers, eq(userGroupMembers.userId, users.id))
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(
      and(
        eq(userGroups.systemKey, 'personnel'),
        eq(users.status, 'active'),
        ne(users.id, person.id),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));

  return {
    date,
    superior: await delegate(await superiorOf(db, org, person, date)),
    head_of_section: await delegate(section && { person: section, acting: null }),
    personnel: await Promise.all(
      personnel.map((p) => withDelegation(db, { person: p, acting: null }, date, positionName)),
    ),
    authorised_official: await delegate(official && { person: official, acting: null }),
  };
}

/**
 * The people a person answers for as superior on a date: holders of the positions right under
 * the positions they hold or act in. Used by 'Jabatan Saya' and by workflows that list what
 * waits for a superior.
 */
export async function findSubordinates(db: DbOrTx, userId: number, date: string) {
  const acting = await db
    .select({ positionId: actingAssignments.positionId })
    .from(actingAssignments)
    .where(
      and(
        eq(actingAssignments.userId, userId),
        lte(actingAssignments.startDate, date),
        gte(actingAssignments.endDate, date),
      ),
    );
  const own = await findPerson(db, userId);
  const held = [...(own?.positionId ? [own.positionId] : []), ...acting.map((a) => a.positionId)];
  if (held.length === 0) return [];
  return db
    .select({
      user_id: users.id,
      name: users.name,
      nip: users.nip,
      position_name: positions.name,
    })
    .from(users)
    .innerJoin(positions, eq(positions.id, users.positionId))
    .where(
      and(
        inArray(positions.superiorPositionId, held),
        eq(users.status, 'active'),
        ne(users.id, userId),
      ),
    )
    .orderBy(asc(positions.name), asc(users.name));
}
