import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Queues a message in the caller's transaction; delivery happens after commit. */
export async function enqueueMail(tx: DbOrTx, message: MailMessage): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ toAddress: message.to, subject: message.subject, body: message.body })
    .returning({ id: mailOutbox.id });
  return row?.id ?? 0;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
}

/** Messages claimed per statement; a sweep claims batches until nothing is pending. */
const CLAIM_BATCH = 25;
/** Batches per sweep, so one process does not keep the claim query going for ever. */
const MAX_BATCHES = 20;
/**
 * A claim older than this belongs to a process that died mid-send: the message goes back to
 * 'pending'. A live sender renews the claim just before sending each message, and one send
 * is bounded by SMTP_TIMEOUTS to a few minutes, so a live sender never has a message taken.
 */
export const STALE_CLAIM_MINUTES = 15;
/** Instead of nodemailer's ten-minute socket timeout: a mail server this slow is down. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims pending messages for this process: 'sending', stamped `claimed_at`. Rows another
 * process is claiming are skipped, never waited for, so concurrent senders split the queue and
 * each message is claimed once. `ids`: only these (the prompt delivery after a commit).
 */
export async function claimMail(db: Db, limit: number, ids?: readonly number[]) {
  const pending = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.status, 'pending'), ids ? inArray(mailOutbox.id, [...ids]) : undefined),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: sql`now()` })
    .where(inArray(mailOutbox.id, pending))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Gives the messages of a sender that died mid-send back to the queue; answers how many. */
export async function releaseStaleMailClaims(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', claimedAt: null })
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        lt(mailOutbox.claimedAt, sql`now() - ${STALE_CLAIM_MINUTES}::int * interval '1 minute'`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Sends claimed messages. With no SMTP configured the message is written to the log and
 * marked 'logged', so a fresh install can still reset passwords: an admin reads the link on
 * the outbox screen.
 */
async function sendClaimed(
  db: Db,
  rows: readonly OutboxRow[],
  settings: MailSettings,
  log: FastifyBaseLogger,
): Promise<void> {
  if (rows.length === 0) return;
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS })
    : null;
  // Renews the claim before a send; false when it was taken back (this process was stalled
  // past STALE_CLAIM_MINUTES), and then the message is left to whoever has it now.
  const renew = async (row: OutboxRow) =>
    (
      await db
        .update(mailOutbox)
        .set({ claimedAt: sql`now()` })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')))
        .returning({ id: mailOutbox.id })
    ).length > 0;
  // Only a row still 'sending' is settled (a stale release could have given it back meanwhile).
  const settle = (
    row: OutboxRow,
    values: Partial<Pick<OutboxRow, 'status' | 'sentAt' | 'error'>>,
  ) =>
    db
      .update(mailOutbox)
      .set({ ...values, attempts: row.attempts + 1, claimedAt: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
  try {
    for (const row of rows) {
      if (!(await renew(row))) continue;
      if (!transport) {
        log.info(
          { to: row.toAddress, subject: row.subject, body: row.body },
          'mail (no SMTP configured)',
        );
        await settle(row, { status: 'logged' });
        continue;
      }
      try {
        await transport.sendMail({
          from: settings.mailFrom,
          to: row.toAddress,
          subject: row.subject,
          text: row.body,
        });
        await settle(row, { status: 'sent', sentAt: new Date(), error: null });
      } catch (error) {
        log.warn({ err: error, mailId: row.id }, 'mail delivery failed');
        await settle(row, { status: 'failed', error: String(error).slice(0, 500) });
      }
    }
  } finally {
    transport?.close();
  }
}

/**
 * Sends the given queued messages at once (called after the transaction that queued them
 * commits). They are claimed first, so a message the outbox job took meanwhile is not sent
 * again here.
 */
export async function deliverMail(
  db: Db,
  ids: number[],
  settings: MailSettings,
  log: FastifyBaseLogger,
): Promise<void> {
  if (ids.length === 0) return;
  await sendClaimed(db, await claimMail(db, ids.length, ids), settings, log);
}

/**
 * The outbox job (`outbox.job.ts`): takes back stale claims, then claims and sends pending
 * messages in order, batch by batch. Answers how many it sent (or logged, or saw fail).
 */
export async function deliverPendingMail(
  db: Db,
  settings: MailSettings,
  log: FastifyBaseLogger,
): Promise<number> {
  const released = await releaseStaleMailClaims(db);
  if (released > 0) log.warn({ released }, 'mail claimed by a stopped process queued again');
  let handled = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await claimMail(db, CLAIM_BATCH);
    await sendClaimed(db, rows, settings, log);
    handled += rows.length;
    if (rows.length < CLAIM_BATCH) break;
  }
  return handled;
}
