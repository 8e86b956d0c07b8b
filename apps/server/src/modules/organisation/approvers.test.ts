import { randomBytes } from 'node:crypto';
import type { TApprover } from '@sikerja/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { auditLog } from '../../db/schema/audit.ts';
import {
  actingAssignments,
  approverDelegations,
  positions,
  workUnits,
} from '../../db/schema/org.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { findApprovers, findSubordinates } from './approvers.service.ts';

/**
 * A small organisation of its own per case, so each case reads like the org chart it tests:
 *
 *   TOP (head: Direktur)
 *   ├── BAG (head: Kabag)          positions: Direktur > Kabag > Analis > Staf
 *   │   └── SUB (no head)
 *   └── PRODI (head: Kaprodi)
 */
interface OrgSpec {
  /** Unit code → parent code and head's name. */
  units: Record<string, { parent?: string; head?: string }>;
  /** Position name → superior position and unit. */
  positions: Record<string, { superior?: string; unit: string }>;
  /** Person name → position (definitive) and unit; inactive people cannot approve. */
  people: Record<string, { position?: string; unit: string; status?: 'active' | 'inactive' }>;
  acting?: { person: string; position: string; kind: 'plt' | 'plh'; from: string; to: string }[];
  delegations?: { person: string; substitute: string; from: string; to: string }[];
  personnel?: string[];
  official?: string;
}

const BASE: OrgSpec = {
  units: {
    TOP: { head: 'Direktur' },
    BAG: { parent: 'TOP', head: 'Kabag' },
    SUB: { parent: 'BAG' },
    PRODI: { parent: 'TOP', head: 'Kaprodi' },
  },
  positions: {
    Direktur: { unit: 'TOP' },
    Kabag: { superior: 'Direktur', unit: 'BAG' },
    Analis: { superior: 'Kabag', unit: 'SUB' },
    Staf: { superior: 'Analis', unit: 'SUB' },
    Kaprodi: { superior: 'Direktur', unit: 'PRODI' },
  },
  people: {
    Direktur: { position: 'Direktur', unit: 'TOP' },
    Kabag: { position: 'Kabag', unit: 'BAG' },
    Analis: { position: 'Analis', unit: 'SUB' },
    Staf: { position: 'Staf', unit: 'SUB' },
    Kaprodi: { position: 'Kaprodi', unit: 'PRODI' },
    Dosen: { unit: 'PRODI' },
    Pegawai: { position: 'Staf', unit: 'SUB' },
    Kepeg: { unit: 'BAG' },
    Cadangan: { unit: 'BAG' },
  },
  personnel: ['Kepeg'],
  official: 'Direktur',
};

/** Writes the organisation and answers the ids of its people by name. */
async function buildOrg(db: Db, spec: OrgSpec) {
  const tag = randomBytes(3).toString('hex');
  const people = new Map<string, number>();
  for (const [name, p] of Object.entries(spec.people)) {
    const user = await buildUser(db, {
      name: `${name} ${tag}`,
      nip: null,
      status: p.status ?? 'active',
    });
    people.set(name, user.id);
  }
  const id = (name: string) => people.get(name) ?? 0;
  const units = new Map<string, number>();
  for (const [code, u] of Object.entries(spec.units)) {
    const [row] = await db
      .insert(workUnits)
      .values({
        code: `${code}-${tag}`,
        name: `${code} ${tag}`,
        parentId: u.parent ? units.get(u.parent) : null,
        headUserId: u.head ? id(u.head) : null,
      })
      .returning({ id: workUnits.id });
    units.set(code, row?.id ?? 0);
  }
  const positionIds = new Map<string, number>();
  for (const [name, p] of Object.entries(spec.positions)) {
    const [row] = await db
      .insert(positions)
      .values({
        name: `${name} ${tag}`,
        kind: 'pelaksana',
        jobClass: 7,
        unitId: units.get(p.unit) ?? 0,
        superiorPositionId: p.superior ? positionIds.get(p.superior) : null,
      })
      .returning({ id: positions.id });
    positionIds.set(name, row?.id ?? 0);
  }
  for (const [name, p] of Object.entries(spec.people)) {
    await db
      .update(users)
      .set({
        unitId: units.get(p.unit),
        positionId: p.position ? positionIds.get(p.position) : null,
      })
      .where(eq(users.id, id(name)));
  }
  for (const a of spec.acting ?? []) {
    await db.insert(actingAssignments).values({
      userId: id(a.person),
      positionId: positionIds.get(a.position) ?? 0,
      kind: a.kind,
      startDate: a.from,
      endDate: a.to,
    });
  }
  for (const d of spec.delegations ?? []) {
    await db.insert(approverDelegations).values({
      userId: id(d.person),
      substituteUserId: id(d.substitute),
      startDate: d.from,
      endDate: d.to,
    });
  }
  if (spec.personnel?.length) {
    const [group] = await db
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(eq(userGroups.systemKey, 'personnel'));
    // Only this case's officers count: empty the group first.
    await db.delete(userGroupMembers).where(eq(userGroupMembers.groupId, group?.id ?? 0));
    await db
      .insert(userGroupMembers)
      .values(spec.personnel.map((name) => ({ userId: id(name), groupId: group?.id ?? 0 })));
  }
  await db
    .update(institutionSettings)
    .set({ authorisedOfficialUserId: spec.official ? id(spec.official) : null });
  const nameOf = new Map([...people].map(([name, uid]) => [uid, name]));
  return { id, nameOf };
}

/** 'Name', 'Name (plt)' or 'Substitute for Name': how a case states an approver. */
function describeApprover(a: TApprover | null, nameOf: Map<number, string>): string | null {
  if (!a) return null;
  const name = nameOf.get(a.user_id) ?? `#${a.user_id}`;
  if (a.on_behalf_of) return `${name} for ${nameOf.get(a.on_behalf_of.user_id)}`;
  return a.acting ? `${name} (${a.acting})` : name;
}

const DAY = '2026-11-24';

describe('who approves whom', () => {
  const ctx = useTestApp();

  const cases: {
    name: string;
    change?: (spec: OrgSpec) => OrgSpec;
    person: string;
    date?: string;
    superior: string | null;
    kabag: string | null;
    official?: string | null;
  }[] = [
    {
      name: 'the holder of the superior position, and the head of the bagian',
      person: 'Pegawai',
      superior: 'Analis',
      kabag: 'Kabag',
    },
    {
      name: 'a vacant superior position passes to the position above it',
      change: (s) => ({ ...s, people: { ...s.people, Analis: { unit: 'SUB' } } }),
      person: 'Pegawai',
      superior: 'Kabag',
      kabag: 'Kabag',
    },
    {
      name: 'an inactive holder leaves the position vacant',
      change: (s) => ({
        ...s,
        people: { ...s.people, Analis: { position: 'Analis', unit: 'SUB', status: 'inactive' } },
      }),
      person: 'Pegawai',
      superior: 'Kabag',
      kabag: 'Kabag',
    },
    {
      name: 'a Plt in the vacant position answers for it',
      change: (s) => ({
        ...s,
        people: { ...s.people, Analis: { unit: 'SUB' } },
        acting: [
          {
            person: 'Cadangan',
            position: 'Analis',
            kind: 'plt',
            from: '2026-11-01',
            to: '2026-12-31',
          },
        ],
      }),
      person: 'Pegawai',
      superior: 'Cadangan (plt)',
      kabag: 'Kabag',
    },
    {
      name: 'a Plt before its first day does not count',
      change: (s) => ({
        ...s,
        people: { ...s.people, Analis: { unit: 'SUB' } },
        acting: [
          {
            person: 'Cadangan',
            position: 'Analis',
            kind: 'plt',
            from: '2026-12-01',
            to: '2026-12-31',
          },
        ],
      }),
      person: 'Pegawai',
      superior: 'Kabag',
      kabag: 'Kabag',
    },
    {
      name: 'a Plh inside a Plt period wins on its days',
      change: (s) => ({
        ...s,
        acting: [
          {
            person: 'Cadangan',
            position: 'Analis',
            kind: 'plt',
            from: '2026-11-01',
            to: '2026-12-31',
          },
          {
            person: 'Kepeg',
            position: 'Analis',
            kind: 'plh',
            from: '2026-11-23',
            to: '2026-11-25',
          },
        ],
      }),
      person: 'Pegawai',
      superior: 'Kepeg (plh)',
      kabag: 'Kabag',
    },
    {
      name: 'a superior away names a substitute, who decides on their behalf',
      change: (s) => ({
        ...s,
        delegations: [{ person: 'Analis', substitute: 'Cadangan', from: DAY, to: '2026-11-30' }],
      }),
      person: 'Pegawai',
      superior: 'Cadangan for Analis',
      kabag: 'Kabag',
    },
    {
      name: 'a delegation that has ended does not count',
      change: (s) => ({
        ...s,
        delegations: [
          { person: 'Analis', substitute: 'Cadangan', from: '2026-11-01', to: '2026-11-23' },
        ],
      }),
      person: 'Pegawai',
      superior: 'Analis',
      kabag: 'Kabag',
    },
    {
      name: "the head of the bagian has no kabag above them, and answers to the position's superior",
      person: 'Kabag',
      superior: 'Direktur',
      kabag: null,
    },
    {
      name: "colleagues in the same position are not each other's superior",
      change: (s) => ({
        ...s,
        people: { ...s.people, Analis: { position: 'Staf', unit: 'SUB' } },
      }),
      person: 'Pegawai',
      // Staf's superior position Analis is now vacant.
      superior: 'Kabag',
      kabag: 'Kabag',
    },
    {
      name: 'a person without a position answers to the head of their unit',
      person: 'Dosen',
      superior: 'Kaprodi',
      kabag: 'Kaprodi',
    },
    {
      name: 'a unit head without a position answers to the head of the unit above',
      change: (s) => ({ ...s, people: { ...s.people, Kaprodi: { unit: 'PRODI' } } }),
      person: 'Kaprodi',
      superior: 'Direktur',
      kabag: null,
    },
    {
      name: 'a unit without a head passes to the unit above (no position)',
      change: (s) => ({ ...s, people: { ...s.people, Cadangan: { unit: 'SUB' } } }),
      person: 'Cadangan',
      superior: 'Kabag',
      kabag: 'Kabag',
    },
    {
      name: 'the top of the organisation has no superior and no kabag',
      person: 'Direktur',
      superior: null,
      kabag: null,
    },
    {
      name: 'the authorised official away delegates too',
      change: (s) => ({
        ...s,
        delegations: [{ person: 'Direktur', substitute: 'Kabag', from: DAY, to: DAY }],
      }),
      person: 'Pegawai',
      superior: 'Analis',
      kabag: 'Kabag',
      official: 'Kabag for Direktur',
    },
  ];

  it.each(cases)('$name', async (c) => {
    const spec = c.change ? c.change(BASE) : BASE;
    const { id, nameOf } = await buildOrg(ctx.app.db, spec);
    const answer = await findApprovers(ctx.app.db, id(c.person), c.date ?? DAY);
    expect({
      superior: describeApprover(answer.superior, nameOf),
      kabag: describeApprover(answer.head_of_section, nameOf),
      official: describeApprover(answer.authorised_official, nameOf),
    }).toEqual({
      superior: c.superior,
      kabag: c.kabag,
      official: c.official === undefined ? 'Direktur' : c.official,
    });
  });

  it('names the personnel officers, never the person themself', async () => {
    const spec = { ...BASE, personnel: ['Kepeg', 'Cadangan'] };
    const { id, nameOf } = await buildOrg(ctx.app.db, spec);
    const forStaff = await findApprovers(ctx.app.db, id('Staf'), DAY);
    expect(forStaff.personnel.map((p) => nameOf.get(p.user_id)).sort()).toEqual([
      'Cadangan',
      'Kepeg',
    ]);
    const forOfficer = await findApprovers(ctx.app.db, id('Kepeg'), DAY);
    expect(forOfficer.personnel.map((p) => nameOf.get(p.user_id))).toEqual(['Cadangan']);
  });

  it('lists the people under the positions someone holds or acts in', async () => {
    const spec: OrgSpec = {
      ...BASE,
      acting: [{ person: 'Cadangan', position: 'Kabag', kind: 'plh', from: DAY, to: DAY }],
    };
    const { id, nameOf } = await buildOrg(ctx.app.db, spec);
    const names = async (who: string, date = DAY) =>
      (await findSubordinates(ctx.app.db, id(who), date)).map((s) => nameOf.get(s.user_id)).sort();
    expect(await names('Analis')).toEqual(['Pegawai', 'Staf']);
    expect(await names('Cadangan')).toEqual(['Analis']);
    expect(await names('Cadangan', '2026-11-25')).toEqual([]);
  });

  it('refuses a person who does not exist or is inactive', async () => {
    const { id } = await buildOrg(ctx.app.db, {
      ...BASE,
      people: { ...BASE.people, Staf: { position: 'Staf', unit: 'SUB', status: 'inactive' } },
    });
    await expect(findApprovers(ctx.app.db, id('Staf'), DAY)).rejects.toMatchObject({ status: 404 });
  });
});

describe('approvers over HTTP', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let pegawai: Session;
  const userId = async (email: string) =>
    (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ??
    0;

  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    pegawai = await login(ctx.app, 'pegawai@sikerja.test');
  });

  it("shows a person their position, approvers and team on 'Jabatan Saya'", async () => {
    const res = await pegawai.api.get('user/jabatan');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.position.name).toBe('Pengadministrasi Perkantoran');
    expect(data.unit_name).toBe('Subbagian Akademik');
    expect(data.approvers.superior.user_id).toBe(await userId('atasan@sikerja.test'));
    expect(data.approvers.head_of_section.user_id).toBe(await userId('kabag@sikerja.test'));
    expect(data.approvers.authorised_official.user_id).toBe(await userId('direktur@sikerja.test'));
    expect(data.approvers.personnel.map((p: { user_id: number }) => p.user_id)).toContain(
      await userId('kepegawaian@sikerja.test'),
    );
    expect(data.subordinates).toEqual([]);

    const atasan = await login(ctx.app, 'atasan@sikerja.test');
    const team = (await atasan.api.get('user/jabatan')).json().data.subordinates;
    expect(team.map((s: { name: string }) => s.name)).toContain('Rina Kartika Sari');
  });

  it('lets the staff admin ask who approves anyone on a date, and nobody else', async () => {
    const id = await userId('pegawai@sikerja.test');
    const res = await admin.api.get(`admin/master/user/${id}/approvers?date=2026-12-01`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      date: '2026-12-01',
      superior: { name: 'Budi Santoso', acting: null, on_behalf_of: null },
    });
    expect((await pegawai.api.get(`admin/master/user/${id}/approvers`)).statusCode).toBe(403);
    const bad = await admin.api.get(`admin/master/user/${id}/approvers?date=2026-13-01`);
    expect(bad.statusCode).toBe(422);
  });

  it('records acting holders and delegations, validated and audited', async () => {
    const budi = await userId('atasan@sikerja.test');
    const rina = await userId('pegawai@sikerja.test');
    const [position] = await ctx.app.db
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.name, 'Analis Kebijakan Ahli Muda'));

    const backwards = await admin.api.post('admin/master/jabatan/plt', {
      user_id: rina,
      position_id: position?.id,
      kind: 'plh',
      start_date: '2026-12-10',
      end_date: '2026-12-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.end_date).toEqual([
      'Tanggal selesai tidak boleh sebelum tanggal mulai',
    ]);

    const plh = await admin.api.post('admin/master/jabatan/plt', {
      user_id: rina,
      position_id: position?.id,
      kind: 'plh',
      start_date: '2026-12-01',
      end_date: '2026-12-05',
      decree_number: 'SPRIN/12/2026',
    });
    expect(plh.statusCode, plh.body).toBe(201);
    expect(plh.json().data).toMatchObject({ user_name: 'Rina Kartika Sari', kind: 'plh' });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'acting_assignments')))
      .orderBy(desc(auditLog.id));
    expect(audit?.rowId).toBe(String(plh.json().data.id));

    const self = await admin.api.post('admin/master/delegasi', {
      user_id: budi,
      substitute_user_id: budi,
      start_date: '2026-12-01',
      end_date: '2026-12-02',
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.substitute_user_id).toEqual([
      'Pengganti tidak boleh orang yang sama',
    ]);

    const away = await admin.api.post('admin/master/delegasi', {
      user_id: budi,
      substitute_user_id: await userId('kabag@sikerja.test'),
      start_date: '2026-12-07',
      end_date: '2026-12-08',
      reason: 'Diklat di Jakarta',
    });
    expect(away.statusCode, away.body).toBe(201);
    const onTheDay = await admin.api.get(`admin/master/user/${rina}/approvers?date=2026-12-07`);
    expect(onTheDay.json().data.superior).toMatchObject({
      name: 'Siti Nurhaliza Putri',
      on_behalf_of: { name: 'Budi Santoso' },
    });

    expect((await pegawai.api.post('admin/master/delegasi/list', {})).statusCode).toBe(403);
  });
});
