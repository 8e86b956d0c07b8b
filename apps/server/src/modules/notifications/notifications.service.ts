/**
 * Telling people that something waits for them or was decided: an in-app notification (the
 * count in the menu) and an email through the outbox, both in the caller's transaction so a
 * rolled-back decision tells nobody. The outbox sweeper sends the mail after commit.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/approvals.ts';
import { users } from '../../db/schema/users.ts';
import { enqueueMail } from '../mail/mail.api.ts';

export interface NotificationMessage {
  title: string;
  body: string;
  /** The screen to open. */
  link: string | null;
}

export async function notify(
  tx: DbOrTx,
  userIds: readonly number[],
  message: NotificationMessage,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx.insert(notifications).values(ids.map((userId) => ({ userId, ...message })));
  const recipients = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.email), eq(users.status, 'active')));
  for (const r of recipients) {
    if (!r.email) continue;
    await enqueueMail(tx, {
      to: r.email,
      subject: `[Sikerja] ${message.title}`,
      body: `${message.body}${message.link ? `\n\nBuka: ${message.link}` : ''}`,
    });
  }
}
