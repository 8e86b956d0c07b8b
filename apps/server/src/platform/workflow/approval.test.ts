import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginBuilt } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import type { DbOrTx } from '../../db/client.ts';
import { approvalDecisions, approvals, notifications } from '../../db/schema/approvals.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { AppError } from '../../http/app-error.ts';
import type { Actor } from '../audit/audit.ts';
import {
  approvalHistory,
  type DecidedEvent,
  decide,
  pendingFor,
  startApproval,
  type Workflow,
  withdraw,
} from './approval.service.ts';

/**
 * The workflow mechanism on an organisation built for the file (buildOrganisation): pegawai
 * answers to atasan, the head of her unit; her bagian is headed by kabag; kepegawaian is the
 * only member of the personnel group; direktur is the authorised official.
 */
describe('approval workflow', () => {
  const ctx = useTestApp();
  const ids: Record<string, number> = {};
  let org: BuiltOrganisation;
  const events: DecidedEvent[] = [];
  const wf: Workflow = {
    subjectType: 'test_request',
    label: 'Pengajuan uji',
    inboxLink: (level) => `/uji/${level}`,
    requesterLink: '/uji',
    adminPermission: 'admin.master.user',
    decisions: ['approve', 'reject', 'defer', 'change'],
    onDecided: async (_tx, event) => {
      events.push(event);
    },
  };
  const actorOf = (userId: number): Actor => ({ userId, actingAsUserId: null });
  const FOUR = ['kepegawaian', 'atasan', 'kabag', 'penjabat'] as const;
  let nextSubject = 1;

  beforeAll(async () => {
    org = await buildOrganisation(ctx.app.db);
    for (const role of ['pegawai', 'atasan', 'kabag', 'kepegawaian', 'direktur', 'admin'] as const)
      ids[role] = org[role].id;
  });

  const tx = <T>(fn: (tx: DbOrTx) => Promise<T>) => ctx.app.db.transaction(fn);
  const start = (levels: readonly (typeof FOUR)[number][] = FOUR) =>
    tx((t) =>
      startApproval(t, wf, {
        subjectId: nextSubject++,
        requesterId: ids.pegawai as number,
        levels,
        orgDate: '2026-12-01',
        actor: actorOf(ids.pegawai as number),
      }),
    );
  const as = (who: string, approvalId: number, extra: Partial<Parameters<typeof decide>[2]> = {}) =>
    tx((t) =>
      decide(t, wf, {
        approvalId,
        userId: ids[who] as number,
        permissions: new Set<string>(),
        actor: actorOf(ids[who] as number),
        decision: 'approve',
        note: null,
        ...extra,
      }),
    );
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (error) {
      return (error as AppError).status;
    }
    return 200;
  };

  it('goes through the four levels in order, each held by the person the organisation names', async () => {
    const started = await start();
    expect(started.status).toBe('pending');
    expect(started.currentLevel).toBe('kepegawaian');
    // Every active member of the personnel group holds the level.
    expect(started.assigneeIds).toEqual([ids.kepegawaian]);
    expect(started.assigneeIds).not.toContain(ids.pegawai);

    // The superior cannot jump the queue: until it waits for them, it is not theirs to see.
    expect(await failure(as('atasan', started.id))).toBe(404);
    const steps = [
      ['kepegawaian', 'atasan', [ids.atasan]],
      ['atasan', 'kabag', [ids.kabag]],
      ['kabag', 'penjabat', [ids.direktur]],
    ] as const;
    for (const [who, next, assignees] of steps) {
      const row = await as(who, started.id, { expectedLevel: who });
      expect(row.currentLevel).toBe(next);
      expect(row.assigneeIds).toEqual(assignees);
      expect(events.at(-1)?.final).toBe(false);
    }
    const done = await as('direktur', started.id);
    expect(done.status).toBe('approved');
    expect(done.currentLevel).toBeNull();
    expect(events.at(-1)).toMatchObject({ final: true, decision: 'approve', level: 'penjabat' });

    const history = (await approvalHistory(ctx.app.db, [started.id])).get(started.id) ?? [];
    expect(history.map((h) => [h.level, h.decision, h.decided_by?.name])).toEqual([
      ['kepegawaian', 'submit', org.pegawai.name],
      ['kepegawaian', 'approve', org.kepegawaian.name],
      ['atasan', 'approve', org.atasan.name],
      ['kabag', 'approve', org.kabag.name],
      ['penjabat', 'approve', org.direktur.name],
    ]);
    // The engine writes no audit row of its own: the request API (workflow-request.ts) writes
    // one per command on the request's table, checked by test/workflow-suite.ts.
    const [audits] = await ctx.app.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'approvals'), eq(auditLog.rowId, String(started.id))));
    expect(audits?.n).toBe(0);
  });

  it('notifies the next approver and the requester, in the app and by email', async () => {
    const started = await start(['atasan', 'penjabat']);
    const unread = async (userId: number) =>
      ctx.app.db
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.id));
    expect((await unread(ids.atasan as number)).at(-1)).toEqual({
      title: 'Pengajuan uji menunggu persetujuan Anda',
      link: '/uji/atasan',
    });
    await as('atasan', started.id);
    expect((await unread(ids.direktur as number)).at(-1)?.link).toBe('/uji/penjabat');
    expect((await unread(ids.pegawai as number)).at(-1)?.title).toBe('Pengajuan uji diteruskan');
    await as('direktur', started.id);
    expect((await unread(ids.pegawai as number)).at(-1)?.title).toBe('Pengajuan uji disetujui');
    const mails = await ctx.app.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, org.direktur.email ?? ''));
    expect(mails.at(-1)?.subject).toBe('[Sikerja] Pengajuan uji menunggu persetujuan Anda');
  });

  it('lists a request only in the inbox of whoever it waits for', async () => {
    const started = await start(['atasan']);
    const inbox = async (who: string, level: 'atasan' | 'kabag') =>
      (
        await ctx.app.db
          .select({ id: approvals.id })
          .from(approvals)
          .where(pendingFor('test_request', ids[who] as number, level))
      ).map((r) => r.id);
    expect(await inbox('atasan', 'atasan')).toContain(started.id);
    expect(await inbox('kabag', 'atasan')).not.toContain(started.id);
    expect(await inbox('atasan', 'kabag')).not.toContain(started.id);
  });

  it('ends on reject (with a mandatory reason) and on defer', async () => {
    const rejected = await start(['atasan', 'penjabat']);
    expect(await failure(as('atasan', rejected.id, { decision: 'reject' }))).toBe(422);
    const row = await as('atasan', rejected.id, { decision: 'reject', note: 'Beban kerja tinggi' });
    expect(row.status).toBe('rejected');
    // The official was never reached: the ended request is not theirs to see.
    expect(await failure(as('direktur', rejected.id))).toBe(404);
    // The atasan who decided hears that it is over.
    expect(await failure(as('atasan', rejected.id, { decision: 'approve' }))).toBe(409);

    const deferred = await start(['atasan', 'penjabat']);
    expect(
      (await as('atasan', deferred.id, { decision: 'defer', note: 'Akhir tahun' })).status,
    ).toBe('deferred');
  });

  it('refuses a decision from a screen that is behind (409) and lets only one of two at once win', async () => {
    const started = await start(['kepegawaian', 'atasan']);
    await as('kepegawaian', started.id);
    expect(await failure(as('kepegawaian', started.id, { expectedLevel: 'kepegawaian' }))).toBe(
      409,
    );

    const raced = await start(['atasan']);
    const results = await Promise.all([
      failure(as('atasan', raced.id)),
      failure(as('atasan', raced.id, { decision: 'reject', note: 'Tidak' })),
    ]);
    expect(results.sort()).toEqual([200, 409]);
    const decisions = await ctx.app.db
      .select({ decision: approvalDecisions.decision })
      .from(approvalDecisions)
      .where(eq(approvalDecisions.approvalId, raced.id));
    expect(decisions).toHaveLength(2); // submit + the one winner
  });

  it('lets an admin with the workflow permission decide, and nobody decide their own request', async () => {
    const started = await start(['atasan']);
    const row = await tx((t) =>
      decide(t, wf, {
        approvalId: started.id,
        userId: ids.admin as number,
        permissions: new Set(['admin.master.user']),
        actor: actorOf(ids.admin as number),
        decision: 'approve',
      }),
    );
    expect(row.status).toBe('approved');
    const own = await start(['atasan']);
    expect(
      await failure(
        tx((t) =>
          decide(t, wf, {
            approvalId: own.id,
            userId: ids.pegawai as number,
            permissions: new Set(['admin.master.user']),
            actor: actorOf(ids.pegawai as number),
            decision: 'approve',
          }),
        ),
      ),
    ).toBe(403);
  });

  it('skips a level nobody holds, and approves at once when no level is held', async () => {
    // The head of the bagian asking: nobody else heads her bagian, so 'kabag' is skipped.
    const asKabag = await tx((t) =>
      startApproval(t, wf, {
        subjectId: nextSubject++,
        requesterId: ids.kabag as number,
        levels: ['kabag', 'penjabat'],
        orgDate: '2026-12-01',
        actor: actorOf(ids.kabag as number),
      }),
    );
    expect(asKabag.currentLevel).toBe('penjabat');
    const history = (await approvalHistory(ctx.app.db, [asKabag.id])).get(asKabag.id) ?? [];
    expect(history.map((h) => h.decision)).toEqual(['submit', 'skip']);

    const none = await tx((t) =>
      startApproval(t, wf, {
        subjectId: nextSubject++,
        requesterId: ids.kabag as number,
        levels: ['kabag'],
        orgDate: '2026-12-01',
        actor: actorOf(ids.kabag as number),
      }),
    );
    expect(none.status).toBe('approved');
    expect(events.at(-1)).toMatchObject({ final: true, approval: { id: none.id } });
  });

  it('can be withdrawn by the requester until someone decides', async () => {
    const open = await start(['atasan', 'penjabat']);
    expect(
      await failure(
        tx((t) =>
          withdraw(t, wf, {
            approvalId: open.id,
            userId: ids.atasan as number,
            actor: actorOf(ids.atasan as number),
          }),
        ),
      ),
    ).toBe(404);
    const row = await tx((t) =>
      withdraw(t, wf, {
        approvalId: open.id,
        userId: ids.pegawai as number,
        actor: actorOf(ids.pegawai as number),
      }),
    );
    expect(row.status).toBe('withdrawn');
    expect(events.at(-1)).toMatchObject({ decision: 'withdraw', final: true });

    const decided = await start(['atasan', 'penjabat']);
    await as('atasan', decided.id);
    expect(
      await failure(
        tx((t) =>
          withdraw(t, wf, {
            approvalId: decided.id,
            userId: ids.pegawai as number,
            actor: actorOf(ids.pegawai as number),
          }),
        ),
      ),
    ).toBe(409);
  });
});

describe('notifications API', () => {
  const ctx = useTestApp();

  it('counts unread notifications and waiting requests, lists them and marks them read', async () => {
    const org = await buildOrganisation(ctx.app.db);
    const atasan = await loginBuilt(ctx.app, org.atasan);
    const pegawai = org.pegawai;
    const wf: Workflow = {
      subjectType: 'test_request',
      label: 'Pengajuan uji',
      inboxLink: () => '/uji',
      requesterLink: '/uji',
    };
    await ctx.app.db.transaction((t) =>
      startApproval(t, wf, {
        subjectId: 1,
        requesterId: pegawai.id,
        levels: ['atasan'],
        orgDate: '2026-12-01',
        actor: { userId: pegawai.id, actingAsUserId: null },
      }),
    );
    const counts = (await atasan.api.get('notifications/count')).json();
    expect(counts.data).toEqual({
      unread: 1,
      inbox: [{ subject_type: 'test_request', level: 'atasan', count: 1 }],
      submitted: [],
    });
    const list = (await atasan.api.post('notifications/list', {})).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      title: 'Pengajuan uji menunggu persetujuan Anda',
      read_at: null,
    });

    // Someone else's notification is not found for me.
    const other = await loginBuilt(ctx.app, org.kabag);
    expect((await other.api.post(`notifications/${list.data[0].id}/read`)).statusCode).toBe(404);
    expect((await atasan.api.post(`notifications/${list.data[0].id}/read`)).statusCode).toBe(204);
    expect((await atasan.api.get('notifications/count')).json().data.unread).toBe(0);
  });
});
