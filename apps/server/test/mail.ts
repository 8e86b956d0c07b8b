import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { enqueueMail } from '../src/modules/mail/mail.api.ts';

/**
 * Queues `n` test messages in one committed transaction; answers their ids and the marker in
 * their subjects, by which a test finds them at the SMTP sink.
 */
export async function queueTestMail(db: Db, n: number): Promise<{ ids: number[]; marker: string }> {
  const marker = randomBytes(4).toString('hex');
  const ids = await db.transaction(async (tx) => {
    const queued: number[] = [];
    for (let i = 0; i < n; i++) {
      queued.push(
        await enqueueMail(tx, {
          to: `pegawai${i}@sikerja.test`,
          subject: `Uji ${marker} ${i}`,
          body: 'Isi surat uji.',
        }),
      );
    }
    return queued;
  });
  return { ids, marker };
}
