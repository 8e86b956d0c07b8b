/**
 * The shared workflow suite's submission for workflows the requester's superior decides, or the
 * admin of the workflow's admin screen instead (perubahan presensi, apel and senam; lembur): a
 * team of a head and a member and an admin are built for each test, and the member submits one
 * request through the API.
 */
import { expect } from 'vitest';
import { login } from './api-client.ts';
import type { TestContext } from './app.ts';
import { buildTeam, buildUser, TEST_PASSWORD } from './factories.ts';
import type { SubmittedRequest } from './workflow-suite.ts';

export interface SuperiorOrAdminRequest {
  /**
   * The person's screen ('user/presensi_lembur'): a request is submitted to it, and decided and
   * withdrawn below it.
   */
  userPath: string;
  /** The admin screen ('admin/lembur'): its deciding is below it. */
  adminPath: string;
  /** The new request. */
  body: Record<string, unknown>;
}

/** A screen's permission is its route name, as in the app: 'admin/lembur' → 'admin.lembur'. */
const permissionOf = (path: string) => path.replaceAll('/', '.');

export async function submitToSuperiorOrAdmin(
  ctx: TestContext,
  { userPath, adminPath, body }: SuperiorOrAdminRequest,
): Promise<SubmittedRequest> {
  const db = ctx.app.db;
  // The requester also holds the admin screen, so their own decision reaches the engine.
  const { head, member } = await buildTeam(db, {
    headPermissions: [permissionOf(userPath)],
    memberPermissions: [permissionOf(userPath), permissionOf(adminPath)],
  });
  // The superior and an admin of the admin screen may both decide the atasan level.
  const admin = await buildUser(db, { level: 'admin', permissions: [permissionOf(adminPath)] });
  const as = (u: { email: string | null }) => login(ctx.app, u.email ?? '', TEST_PASSWORD);
  const [superior, adminSession, requester] = await Promise.all([as(head), as(admin), as(member)]);
  const res = await requester.api.post(userPath, body);
  expect(res.statusCode, res.body).toBe(200);
  const id: number = res.json().data.id;
  return {
    id,
    requesterId: member.id,
    deciders: [
      {
        userId: head.id,
        email: head.email ?? '',
        decide: (decision) => superior.api.post(`${userPath}/${id}/decide`, decision),
      },
      {
        userId: admin.id,
        email: admin.email ?? '',
        isNotified: false,
        decide: (decision) => adminSession.api.post(`${adminPath}/${id}/decide`, decision),
      },
    ],
    decideOwn: (decision) => requester.api.post(`${adminPath}/${id}/decide`, decision),
    withdraw: () => requester.api.post(`${userPath}/${id}/withdraw`),
  };
}
