import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { groupPermissions, userGroupMembers, userGroups } from '../src/db/schema/access.ts';
import { approvals } from '../src/db/schema/approvals.ts';
import { cutiRequests } from '../src/db/schema/cuti.ts';
import { staffTypes } from '../src/db/schema/masters.ts';
import { leaveTypes } from '../src/db/schema/masters-attendance.ts';
import { positions, workUnits } from '../src/db/schema/org.ts';
import { institutionSettings } from '../src/db/schema/settings.ts';
import { suratTugasLevels } from '../src/db/schema/surat-tugas.ts';
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
  /** System groups to join ('personnel' makes the user a kepegawaian approver). */
  systemGroups?: string[];
  unitId?: number | null;
  /** A staff type by code ('PNS'); none when omitted. */
  staffType?: string;
  /** TMT CPNS, the start of service that leave eligibility counts from. */
  tmtCpns?: string | null;
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
      unitId: options.unitId ?? null,
      staffTypeId: options.staffType ? await staffTypeId(db, options.staffType) : null,
      tmtCpns: options.tmtCpns ?? null,
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
  for (const key of options.systemGroups ?? []) {
    const [group] = await db
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(eq(userGroups.systemKey, key));
    if (!group) throw new Error(`no system group ${key}`);
    await db.insert(userGroupMembers).values({ userId: user.id, groupId: group.id });
  }
  return user;
}

async function staffTypeId(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ id: staffTypes.id })
    .from(staffTypes)
    .where(eq(staffTypes.code, code));
  if (!row) throw new Error(`no staff type ${code}`);
  return row.id;
}

export type BuiltUser = Awaited<ReturnType<typeof buildUser>>;

/**
 * A work unit of its own: its head is the superior (atasan) of every member who holds no
 * position, and being a unit at the top of the tree it has no kabag, so requests of its members
 * skip that level. Members are PNS with years of service, so they may ask for cuti tahunan.
 */
export async function buildTeam(
  db: Db,
  options: { headPermissions?: string[]; memberPermissions?: string[] } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const [unit] = await db
    .insert(workUnits)
    .values({ code: `UJI-${suffix}`, name: `Unit Uji ${suffix}` })
    .returning();
  if (!unit) throw new Error('work unit insert returned nothing');
  const head = await buildUser(db, {
    unitId: unit.id,
    permissions: options.headPermissions ?? [],
    staffType: 'PNS',
    tmtCpns: '2005-01-01',
  });
  await db.update(workUnits).set({ headUserId: head.id }).where(eq(workUnits.id, unit.id));
  const member = await buildUser(db, {
    unitId: unit.id,
    permissions: options.memberPermissions ?? [],
    staffType: 'PNS',
    tmtCpns: '2010-01-01',
  });
  return { unit, head, member };
}

/**
 * A small institution of its own, shaped like the demo one so every approval level has a holder:
 *
 *     top unit      headed by `direktur`, who is also the authorised official (penjabat)
 *     ├─ bagian     headed by `kabag`
 *     │  └─ unit    headed by `atasan`; `pegawai` works here (atasan → kabag → penjabat)
 *     └─ prodi      `dosen` (a lecturer) and `kepegawaian` (the personnel group) work here
 *
 * Each of them holds a position whose superior position is held by the one above (dosen's and
 * kepegawaian's by direktur), so the position map and the unit heads agree. There is an `admin`
 * too. Everyone is a PNS in the staff group with years of service and logs in with
 * TEST_PASSWORD. Naming `direktur` the authorised official changes the institution's settings:
 * in a file that builds two organisations the second one's official signs.
 */
export async function buildOrganisation(
  db: Db,
  options: { names?: Partial<Record<OrgRole, string>> } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const unit = async (code: string, parentId: number | null) => {
    const [row] = await db
      .insert(workUnits)
      .values({ code: `${code}-${suffix}`, name: `${code} Uji ${suffix}`, parentId })
      .returning();
    if (!row) throw new Error('work unit insert returned nothing');
    return row;
  };
  const top = await unit('DIR', null);
  const bagian = await unit('BAG', top.id);
  const subunit = await unit('SUB', bagian.id);
  const prodi = await unit('PRODI', top.id);

  const position = async (
    name: string,
    unitId: number,
    superiorPositionId: number | null,
    kind: 'struktural' | 'fungsional' | 'pelaksana',
    jobClass: number,
    isLecturer = false,
  ) => {
    const [row] = await db
      .insert(positions)
      .values({ name, kind, jobClass, unitId, superiorPositionId, isLecturer })
      .returning();
    if (!row) throw new Error('position insert returned nothing');
    return row;
  };
  const pos = {} as Record<Exclude<OrgRole, 'admin'>, typeof positions.$inferSelect>;
  pos.direktur = await position('Direktur', top.id, null, 'struktural', 14);
  pos.kabag = await position('Kepala Bagian', bagian.id, pos.direktur.id, 'struktural', 11);
  pos.atasan = await position('Kepala Subbagian', subunit.id, pos.kabag.id, 'struktural', 9);
  pos.pegawai = await position(
    'Pengadministrasi Perkantoran',
    subunit.id,
    pos.atasan.id,
    'pelaksana',
    6,
  );
  pos.kepegawaian = await position(
    'Analis Kepegawaian',
    prodi.id,
    pos.direktur.id,
    'fungsional',
    8,
  );
  pos.dosen = await position('Dosen', prodi.id, pos.direktur.id, 'fungsional', 10, true);

  const person = async (
    role: Exclude<OrgRole, 'admin'>,
    unitId: number,
    tmtCpns: string,
    systemGroups = ['staff'],
  ) => {
    const user = await buildUser(db, {
      name: options.names?.[role],
      unitId,
      staffType: 'PNS',
      tmtCpns,
      systemGroups,
    });
    const [placed] = await db
      .update(users)
      .set({ positionId: pos[role].id })
      .where(eq(users.id, user.id))
      .returning();
    if (!placed) throw new Error('user update returned nothing');
    return placed;
  };
  const direktur = await person('direktur', top.id, '1993-03-01');
  const kabag = await person('kabag', bagian.id, '2000-03-01');
  const atasan = await person('atasan', subunit.id, '2005-04-01');
  const pegawai = await person('pegawai', subunit.id, '2017-01-01');
  const kepegawaian = await person('kepegawaian', prodi.id, '2012-02-01', ['staff', 'personnel']);
  const dosen = await person('dosen', prodi.id, '2009-01-01', ['staff', 'lecturer']);
  const admin = await buildUser(db, {
    name: options.names?.admin,
    level: 'admin',
    systemGroups: ['admin'],
    unitId: top.id,
  });
  for (const [id, head] of [
    [top.id, direktur.id],
    [bagian.id, kabag.id],
    [subunit.id, atasan.id],
  ] as const) {
    await db.update(workUnits).set({ headUserId: head }).where(eq(workUnits.id, id));
  }
  await db.update(institutionSettings).set({ authorisedOfficialUserId: direktur.id });
  return {
    units: { top, bagian, unit: subunit, prodi },
    positions: pos,
    direktur,
    kabag,
    atasan,
    pegawai,
    kepegawaian,
    dosen,
    admin,
  };
}

export type OrgRole =
  | 'direktur'
  | 'kabag'
  | 'atasan'
  | 'pegawai'
  | 'kepegawaian'
  | 'dosen'
  | 'admin';
export type BuiltOrganisation = Awaited<ReturnType<typeof buildOrganisation>>;

/**
 * A leave request with its approval, written straight to the tables: 'approved' by default,
 * for tests that start from leave already granted (a cancellation, the letter).
 */
export async function buildCuti(
  db: Db,
  options: {
    userId: number;
    start: string;
    end?: string;
    days?: number;
    /** A leave-type code; cuti tahunan when omitted. */
    type?: string;
    status?: 'pending' | 'approved' | 'rejected' | 'deferred' | 'withdrawn';
  },
) {
  const [type] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(eq(leaveTypes.code, options.type ?? 'CT'));
  if (!type) throw new Error(`no leave type ${options.type ?? 'CT'}`);
  const end = options.end ?? options.start;
  const [row] = await db
    .insert(cutiRequests)
    .values({
      userId: options.userId,
      leaveTypeId: type.id,
      year: Number(options.start.slice(0, 4)),
      startDate: options.start,
      endDate: end,
      days: options.days ?? 1,
      reason: 'Keperluan keluarga',
      address: 'Jl. Uji 1',
      phone: '081200000000',
    })
    .returning();
  if (!row) throw new Error('cuti insert returned nothing');
  const status = options.status ?? 'approved';
  const [approval] = await db
    .insert(approvals)
    .values({
      subjectType: 'cuti',
      subjectId: row.id,
      requesterId: options.userId,
      levels: ['atasan'],
      status,
      currentLevel: status === 'pending' ? 'atasan' : null,
      orgDate: options.start,
      decidedAt: status === 'pending' ? null : new Date(),
    })
    .returning();
  if (!approval) throw new Error('approval insert returned nothing');
  await db.update(cutiRequests).set({ approvalId: approval.id }).where(eq(cutiRequests.id, row.id));
  return { ...row, approvalId: approval.id };
}

/**
 * The institution's two surat tugas approval levels, held by an organisation's kabag (step 1,
 * 'Kepala Bagian Umum') and direktur (step 2), who join a group granting
 * 'surattugas.approval' as the demo's 'Pejabat Surat Tugas' do. The levels are one set per
 * institution: build them once per file.
 */
export async function buildSuratTugasLevels(
  db: Db,
  org: Pick<BuiltOrganisation, 'positions' | 'kabag' | 'direktur'>,
) {
  const levels = await db
    .insert(suratTugasLevels)
    .values([
      { step: 1, level: 'kabag', label: 'Kepala Bagian Umum', positionId: org.positions.kabag.id },
      { step: 2, level: 'penjabat', label: 'Direktur', positionId: org.positions.direktur.id },
    ])
    .returning();
  const [group] = await db
    .insert(userGroups)
    .values({ name: `Pejabat Surat Tugas Uji ${randomBytes(4).toString('hex')}` })
    .returning({ id: userGroups.id });
  if (!group) throw new Error('group insert returned nothing');
  await db
    .insert(groupPermissions)
    .values({ groupId: group.id, permission: 'surattugas.approval' });
  await db.insert(userGroupMembers).values([
    { groupId: group.id, userId: org.kabag.id },
    { groupId: group.id, userId: org.direktur.id },
  ]);
  return { levels, groupId: group.id };
}
