/**
 * The secret of a rotating-code purpose: created once (32 random bytes) on first use and kept
 * in `rotating_code_keys`; two processes creating it at once keep the first one written.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rotatingCodeKeys } from '../../db/schema/rotating-codes.ts';

export async function rotatingCodeKey(db: DbOrTx, purpose: string): Promise<string> {
  const [found] = await db
    .select({ secret: rotatingCodeKeys.secret })
    .from(rotatingCodeKeys)
    .where(eq(rotatingCodeKeys.purpose, purpose));
  if (found) return found.secret;
  await db
    .insert(rotatingCodeKeys)
    .values({ purpose, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: rotatingCodeKeys.secret })
    .from(rotatingCodeKeys)
    .where(eq(rotatingCodeKeys.purpose, purpose));
  if (!row) throw new Error(`rotating code key ${purpose} could not be created`);
  return row.secret;
}
