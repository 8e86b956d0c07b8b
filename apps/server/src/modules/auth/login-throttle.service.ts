import { AUTH_MESSAGES } from '@sikerja/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/auth.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Limits on failed logins (docs/access.md): per account they protect one person's password,
 * per address they stop one machine from trying many accounts. Failures count within a window;
 * reaching the limit locks the key for lockMinutes. A campus reaches the server from one NAT
 * address, so the address limit is set far above what its staff mistype in a morning: 2,000
 * staff logging in within 15 minutes, one in ten mistyping twice, make 400 failures.
 */
export const THROTTLE = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountLimit: 5,
  addressLimit: 1000,
  /** Failures after which each answer is slowed down. */
  slowAfter: 3,
} as const;

/**
 * The keys one attempt counts on. The account is the person, whatever they typed (email or
 * NIP, any letter case); a login text that names nobody is counted as typed.
 */
export function throttleKeys(login: string, ip: string, userId: number | undefined) {
  return {
    account: userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`,
    address: `ip:${ip}`,
  };
}

/** Refuses with 429 and Retry-After while either key is locked. */
export async function assertNotLocked(tx: DbOrTx, keys: string[]): Promise<void> {
  const rows = await tx.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
  const now = Date.now();
  const lockedUntil = Math.max(
    0,
    ...rows.map((r) => (r.lockedUntil ? r.lockedUntil.getTime() : 0)).filter((t) => t > now),
  );
  if (lockedUntil > now) {
    const seconds = Math.ceil((lockedUntil - now) / 1000);
    throw new AppError(
      'RATE_LIMITED',
      AUTH_MESSAGES.throttled.replace('{minutes}', String(Math.ceil(seconds / 60))),
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
}

/** Counts one failure on each key; returns the account's failure count in the window. */
export async function recordFailure(
  tx: DbOrTx,
  keys: { account: string; address: string },
): Promise<number> {
  let accountFailures = 0;
  for (const [key, limit] of [
    [keys.account, THROTTLE.accountLimit],
    [keys.address, THROTTLE.addressLimit],
  ] as const) {
    const window = sql.raw(`interval '${THROTTLE.windowMinutes} minutes'`);
    const lock = sql.raw(`interval '${THROTTLE.lockMinutes} minutes'`);
    const [row] = await tx
      .insert(loginThrottles)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          // A window that has passed starts over at one failure.
          failures: sql`case when ${loginThrottles.windowStartedAt} < now() - ${window} then 1 else ${loginThrottles.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < now() - ${window} then now() else ${loginThrottles.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginThrottles.failures });
    const failures = row?.failures ?? 1;
    if (failures >= limit) {
      await tx
        .update(loginThrottles)
        .set({ lockedUntil: sql`now() + ${lock}`, failures: 0, windowStartedAt: sql`now()` })
        .where(sql`${loginThrottles.key} = ${key}`);
    }
    if (key === keys.account) accountFailures = failures;
  }
  return accountFailures;
}

/** A successful login clears the account's count (not the address's). */
export async function clearAccount(tx: DbOrTx, accountKey: string): Promise<void> {
  await tx.delete(loginThrottles).where(inArray(loginThrottles.key, [accountKey]));
}
