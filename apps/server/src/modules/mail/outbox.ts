import { eq, inArray } from 'drizzle-orm';
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

/**
 * Sends the given queued messages. With no SMTP configured the message is written to the
 * log and marked 'logged', so a fresh install can still reset passwords: an admin reads the
 * link on the outbox screen.
 */
export async function deliverMail(
  db: Db,
  ids: number[],
  settings: MailSettings,
  log: FastifyBaseLogger,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  for (const row of rows) {
    if (!transport) {
      log.info(
        { to: row.toAddress, subject: row.subject, body: row.body },
        'mail (no SMTP configured)',
      );
      await db
        .update(mailOutbox)
        .set({ status: 'logged', attempts: row.attempts + 1 })
        .where(eq(mailOutbox.id, row.id));
      continue;
    }
    try {
      await transport.sendMail({
        from: settings.mailFrom,
        to: row.toAddress,
        subject: row.subject,
        text: row.body,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, error: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      log.warn({ err: error, mailId: row.id }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ status: 'failed', attempts: row.attempts + 1, error: String(error).slice(0, 500) })
        .where(eq(mailOutbox.id, row.id));
    }
  }
}

const OUTBOX_SWEEP_MS = 30_000;

/**
 * Sends what workflows queued (notifications are queued inside the deciding transaction and
 * can only go out after it commits): every 30 s, the pending messages in order.
 */
export function scheduleOutboxDelivery(
  db: Db,
  settings: MailSettings,
  log: FastifyBaseLogger,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    db.select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
      .orderBy(mailOutbox.id)
      .limit(100)
      .then((rows) =>
        deliverMail(
          db,
          rows.map((r) => r.id),
          settings,
          log,
        ),
      )
      .catch((error: unknown) => log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = false;
      });
  }, OUTBOX_SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
