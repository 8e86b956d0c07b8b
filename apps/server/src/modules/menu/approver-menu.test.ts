import type { TMenuItem } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildTeam, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { approverDelegations, workUnits } from '../../db/schema/org.ts';
import { institutionSettings } from '../../db/schema/settings.ts';

const CONFIRM = [
  'user.cuti.konfirm_kepegawaian',
  'user.cuti.konfirm_atasan',
  'user.cuti.konfirm_kabag',
  'user.cuti.konfirm_penjabat',
];
const PERMISSIONS = ['user.cuti', ...CONFIRM];

function routeNames(items: TMenuItem[]): string[] {
  return items.flatMap((i) => [...(i.nm_route ? [i.nm_route] : []), ...routeNames(i.child)]);
}

/**
 * The menu shows 'Konfirmasi Cuti oleh Kepegawaian / Atasan / Kabag / Pejabat' only to people
 * who can hold that level (a personnel officer, superior, head of a bagian, the authorised
 * official, or their substitute) or who
 * have something waiting there; the permission alone is not enough.
 */
describe('approval screens in the menu', () => {
  const ctx = useTestApp();
  const today = new Date().toISOString().slice(0, 10);

  async function confirmScreensOf(userId: number, email: string | null): Promise<string[]> {
    const session = await login(ctx.app, email ?? '', TEST_PASSWORD);
    const res = await session.api.get('routes/access');
    expect(res.statusCode).toBe(200);
    expect(session.user.id).toBe(userId);
    return routeNames(res.json().data).filter((n) => CONFIRM.includes(n));
  }

  let team: Awaited<ReturnType<typeof buildTeam>>;
  beforeAll(async () => {
    team = await buildTeam(ctx.app.db, {
      headPermissions: PERMISSIONS,
      memberPermissions: PERMISSIONS,
    });
  });

  it('shows a plain staff member none of them', async () => {
    expect(await confirmScreensOf(team.member.id, team.member.email)).toEqual([]);
  });

  it("shows a unit's head the superior's screen, and a bagian's head the kabag's too", async () => {
    expect(await confirmScreensOf(team.head.id, team.head.email)).toEqual([
      'user.cuti.konfirm_atasan',
    ]);
    const kabag = await buildUser(ctx.app.db, { permissions: PERMISSIONS });
    await ctx.app.db.insert(workUnits).values({
      code: `BAG-${kabag.id}`,
      name: 'Bagian Uji',
      parentId: team.unit.id,
      headUserId: kabag.id,
    });
    expect(await confirmScreensOf(kabag.id, kabag.email)).toEqual([
      'user.cuti.konfirm_atasan',
      'user.cuti.konfirm_kabag',
    ]);
  });

  it("shows a member of the personnel group the personnel officers' screen", async () => {
    const officer = await buildUser(ctx.app.db, { permissions: PERMISSIONS });
    expect(await confirmScreensOf(officer.id, officer.email)).toEqual([]);
    const [personnel] = await ctx.app.db
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(eq(userGroups.systemKey, 'personnel'));
    await ctx.app.db
      .insert(userGroupMembers)
      .values({ userId: officer.id, groupId: personnel?.id ?? 0 });
    expect(await confirmScreensOf(officer.id, officer.email)).toEqual([
      'user.cuti.konfirm_kepegawaian',
    ]);
  });

  it('shows the authorised official the official’s screen', async () => {
    const official = await buildUser(ctx.app.db, { permissions: PERMISSIONS });
    await ctx.app.db
      .update(institutionSettings)
      .set({ authorisedOfficialUserId: official.id })
      .where(eq(institutionSettings.id, 1));
    expect(await confirmScreensOf(official.id, official.email)).toEqual([
      'user.cuti.konfirm_penjabat',
    ]);
  });

  it("shows a substitute what the person they stand in for holds, for the delegation's dates", async () => {
    const substitute = await buildUser(ctx.app.db, { permissions: PERMISSIONS });
    await ctx.app.db.insert(approverDelegations).values({
      userId: team.head.id,
      substituteUserId: substitute.id,
      startDate: '2000-01-01',
      endDate: '2000-01-31',
    });
    expect(await confirmScreensOf(substitute.id, substitute.email)).toEqual([]);
    await ctx.app.db.insert(approverDelegations).values({
      userId: team.head.id,
      substituteUserId: substitute.id,
      startDate: '2000-02-01',
      endDate: '2100-12-31',
    });
    expect(await confirmScreensOf(substitute.id, substitute.email)).toEqual([
      'user.cuti.konfirm_atasan',
    ]);
  });

  it('shows a screen to someone with something waiting there, whatever their place', async () => {
    const other = await buildUser(ctx.app.db, { permissions: PERMISSIONS });
    const plain = await buildUser(ctx.app.db, { permissions: PERMISSIONS });
    await ctx.app.db.insert(approvals).values({
      subjectType: 'cuti',
      subjectId: 1,
      requesterId: other.id,
      levels: ['kabag'],
      currentLevel: 'kabag',
      assigneeIds: [plain.id],
      orgDate: today,
    });
    expect(await confirmScreensOf(plain.id, plain.email)).toEqual(['user.cuti.konfirm_kabag']);
  });

  it('never shows a screen without its permission', async () => {
    const official = await buildUser(ctx.app.db, { permissions: ['user.cuti'] });
    await ctx.app.db
      .update(institutionSettings)
      .set({ authorisedOfficialUserId: official.id })
      .where(eq(institutionSettings.id, 1));
    expect(await confirmScreensOf(official.id, official.email)).toEqual([]);
  });
});
