import { createHash, randomBytes } from 'node:crypto';
import { REMEMBER_ME_DAYS } from '@sikerja/contracts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens } from '../../db/schema/auth.ts';

/** SHA-256 hex of a token: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface IssueTokenOptions {
  userId: number;
  remember: boolean;
  sessionTtlHours: number;
  impersonatorUserId?: number | null;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Creates a token row and returns the token itself, which is never stored. */
export async function issueToken(
  tx: DbOrTx,
  options: IssueTokenOptions,
): Promise<{ token: string; expiresAt: Date; id: number }> {
  const token = newOpaqueToken();
  const lifetimeMs = options.remember
    ? REMEMBER_ME_DAYS * 24 * 3600_000
    : options.sessionTtlHours * 3600_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const [row] = await tx
    .insert(authTokens)
    .values({
      userId: options.userId,
      impersonatorUserId: options.impersonatorUserId ?? null,
      tokenHash: hashToken(token),
      remember: options.remember,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
      ip: options.ip ?? null,
      expiresAt,
    })
    .returning({ id: authTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return { token, expiresAt, id: row.id };
}

export async function revokeToken(tx: DbOrTx, tokenId: number): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of a user, optionally keeping one (the current session). */
export async function revokeUserTokens(
  tx: DbOrTx,
  userId: number,
  exceptTokenId?: number,
): Promise<void> {
  const conditions = [
    eq(authTokens.userId, userId),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, new Date()),
  ];
  if (exceptTokenId !== undefined) conditions.push(ne(authTokens.id, exceptTokenId));
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
