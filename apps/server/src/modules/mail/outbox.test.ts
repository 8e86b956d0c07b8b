import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { queueTestMail } from '../../../test/mail.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { deliverMail, deliverPendingMail } from './outbox.service.ts';

/** The outbox sends each queued message once, claiming it first (docs/operations.md). */
describe('the mail outbox', () => {
  let sink: SmtpSink;
  const ctx = {} as TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    Object.assign(ctx, await createTestApp({ config: { smtpUrl: sink.url } }));
  });
  afterAll(async () => {
    await ctx.app?.close();
    await sink?.close();
  });

  const queue = (n: number) => queueTestMail(ctx.app.db, n);
  const receivedWith = (marker: string) =>
    sink.received.filter((mail) => mail.subject.includes(marker));
  const rows = (ids: number[]) =>
    ctx.app.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

  it('delivers right after commit through SMTP, once, even when asked twice', async () => {
    const { ids, marker } = await queue(3);
    const { config, log } = ctx.app;
    await Promise.all([
      deliverMail(ctx.app.db, ids, config, log),
      deliverMail(ctx.app.db, ids, config, log),
    ]);
    await deliverPendingMail(ctx.app.db, config, log);
    expect(receivedWith(marker).map((mail) => mail.to)).toEqual([
      ['pegawai0@sikerja.test'],
      ['pegawai1@sikerja.test'],
      ['pegawai2@sikerja.test'],
    ]);
    for (const row of await rows(ids)) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, claimedAt: null, error: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
  });

  it('leaves a message another process has claimed, and takes it back when that claim is stale', async () => {
    const { ids, marker } = await queue(1);
    const id = ids[0] ?? 0;
    // Claimed by a process that is sending it right now.
    await ctx.app.db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: sql`now() - interval '1 minute'` })
      .where(eq(mailOutbox.id, id));
    await deliverMail(ctx.app.db, ids, ctx.app.config, ctx.app.log);
    await deliverPendingMail(ctx.app.db, ctx.app.config, ctx.app.log);
    expect(receivedWith(marker)).toEqual([]);

    // That process died a quarter of an hour ago without sending it.
    await ctx.app.db
      .update(mailOutbox)
      .set({ claimedAt: sql`now() - interval '16 minutes'` })
      .where(eq(mailOutbox.id, id));
    expect(await deliverPendingMail(ctx.app.db, ctx.app.config, ctx.app.log)).toBe(1);
    expect(receivedWith(marker)).toHaveLength(1);
    expect((await rows(ids))[0]).toMatchObject({ status: 'sent', claimedAt: null });
  });

  it('is sent by the outbox job of the app, in order', async () => {
    const { ids, marker } = await queue(30);
    await ctx.app.jobs.trigger('mail.outbox');
    expect((await ctx.app.jobs.tick()).succeeded).toContain('mail.outbox');
    expect(receivedWith(marker).map((mail) => mail.subject)).toEqual(
      ids.map((_, i) => `Uji ${marker} ${i}`),
    );
    expect(new Set((await rows(ids)).map((row) => row.status))).toEqual(new Set(['sent']));
  });

  it('marks a message failed when the mail server refuses the connection', async () => {
    const { ids } = await queue(1);
    const settings = { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: ctx.app.config.mailFrom };
    await deliverMail(ctx.app.db, ids, settings, ctx.app.log);
    const [row] = await rows(ids);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, claimedAt: null });
    expect(row?.error).toMatch(/ECONNREFUSED/);
  });
});
