/**
 * The one test suite every approval workflow runs (CONVENTIONS 20, docs/approval.md "The shared
 * suite"): a workflow's test file calls `runWorkflowSuite` with how to submit a fresh request
 * through the API — people built for it by the factories, never the demo accounts — and how
 * its deciders and its requester decide. The suite checks what every workflow owes: one audit
 * row per command on the request's table, a notification and an outbox mail for whoever must
 * act next, 409 on a decided request, 403 on one's own request, one winner of two decisions.
 */

import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/approvals.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import type { TestContext } from './app.ts';

export interface DecisionBody {
  decision: 'approve' | 'reject';
  note?: string;
}

export interface Decider {
  userId: number;
  email: string;
  /** False for someone who may step in (a workflow admin) but is not told when it arrives. */
  isNotified?: boolean;
  decide(body: DecisionBody): Promise<LightMyRequestResponse>;
}

export interface SubmittedRequest {
  id: number;
  requesterId: number;
  /**
   * Two who may decide the first level at the same moment: two holders of it, or the one
   * holder in two browser tabs.
   */
  deciders: [Decider, Decider];
  /** The requester deciding their own request, holding the screen's permission. */
  decideOwn(body: DecisionBody): Promise<LightMyRequestResponse>;
  /** Takes the request back; absent when the workflow has no withdrawal. */
  withdraw?(): Promise<LightMyRequestResponse>;
}

export interface WorkflowSuiteOptions {
  /** The approval's subject type; audit actions are `<subjectType>.<command>`. */
  subjectType: string;
  /** The request table, which the audit rows name. */
  tableName: string;
  /** The screen a first decider's notification opens. */
  inboxLink: string;
  /** The requester's screen, which their notifications open. */
  requesterLink: string;
  /** Builds a requester and deciders and submits one request through the API. */
  submit(ctx: TestContext): Promise<SubmittedRequest>;
}

const REJECT: DecisionBody = { decision: 'reject', note: 'Tidak dapat disetujui saat ini' };
const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;

export function runWorkflowSuite(ctx: TestContext, options: WorkflowSuiteOptions): void {
  const { subjectType, tableName } = options;
  const audits = async (id: number) =>
    ctx.app.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, tableName), eq(auditLog.rowId, String(id))))
      .orderBy(asc(auditLog.id));
  const notificationsOf = async (userId: number) =>
    ctx.app.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id));

  describe(`workflow ${subjectType}`, () => {
    it('audits the submission once and tells the first deciders in the app and by email', async () => {
      const request = await options.submit(ctx);
      const rows = await audits(request.id);
      expect(rows.map((r) => r.action)).toEqual([`${subjectType}.submit`]);
      expect(rows[0]?.actor).toBe(request.requesterId);
      expect(rows[0]?.after).toMatchObject({ id: request.id, status: 'pending' });
      for (const decider of request.deciders) {
        if (decider.isNotified === false) continue;
        expect((await notificationsOf(decider.userId)).at(-1)).toMatchObject({
          link: options.inboxLink,
          title: expect.stringContaining('menunggu persetujuan Anda'),
        });
        const mails = await ctx.app.db
          .select({ subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, decider.email));
        expect(mails.at(-1)?.subject).toContain('menunggu persetujuan Anda');
      }
    });

    it('refuses a decision on a decided request with 409, audits the one decision and tells the requester', async () => {
      const request = await options.submit(ctx);
      const [decider] = request.deciders;
      expect((await decider.decide(REJECT)).statusCode).toBe(200);
      const again = await decider.decide({ decision: 'approve' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toEqual(expect.any(String));
      const rows = await audits(request.id);
      expect(rows.map((r) => r.action)).toEqual([`${subjectType}.submit`, `${subjectType}.reject`]);
      expect(rows[1]).toMatchObject({
        actor: decider.userId,
        after: { status: 'rejected', note: REJECT.note },
      });
      expect((await notificationsOf(request.requesterId)).at(-1)).toEqual({
        title: expect.stringContaining('ditolak'),
        link: options.requesterLink,
      });
    });

    it("refuses the requester's decision on their own request with 403", async () => {
      const request = await options.submit(ctx);
      expect((await request.decideOwn({ decision: 'approve' })).statusCode).toBe(403);
      expect((await audits(request.id)).map((r) => r.action)).toEqual([`${subjectType}.submit`]);
    });

    it('lets exactly one of two decisions taken at once win, audited once', async () => {
      const request = await options.submit(ctx);
      const [first, second] = request.deciders;
      const results = await Promise.all([first.decide(REJECT), second.decide(REJECT)]);
      const winners = results.filter(ok);
      expect(winners).toHaveLength(1);
      // The loser hears that it is over (409), or, having no part in it any more, nothing (404).
      expect([404, 409]).toContain(results.find((r) => !ok(r))?.statusCode);
      expect((await audits(request.id)).map((r) => r.action)).toEqual([
        `${subjectType}.submit`,
        `${subjectType}.reject`,
      ]);
    });

    it('lets the requester withdraw an undecided request once, audited', async (test) => {
      const request = await options.submit(ctx);
      if (!request.withdraw) {
        test.skip();
        return;
      }
      expect(ok(await request.withdraw())).toBe(true);
      expect((await request.withdraw()).statusCode).toBe(409);
      const rows = await audits(request.id);
      expect(rows.map((r) => r.action)).toEqual([
        `${subjectType}.submit`,
        `${subjectType}.withdraw`,
      ]);
      expect(rows[1]).toMatchObject({ actor: request.requesterId, after: { status: 'withdrawn' } });
      expect((await request.deciders[0].decide({ decision: 'approve' })).statusCode).toBe(409);
    });
  });
}
