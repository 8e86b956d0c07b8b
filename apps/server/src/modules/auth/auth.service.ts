import {
  AUTH_MESSAGES,
  type TChangePasswordRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TResetRequest,
} from '@sikerja/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { deliverMail, enqueueMail } from '../mail/mail.api.ts';
import { loadAuthUser } from './auth-user.repository.ts';
import {
  assertNotLocked,
  clearAccount,
  recordFailure,
  THROTTLE,
  throttleKeys,
} from './login-throttle.service.ts';
import { personalPasswordProblem } from './password-policy.rules.ts';
import {
  hashToken,
  issueToken,
  newOpaqueToken,
  revokeToken,
  revokeUserTokens,
} from './tokens.service.ts';

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  requestId: string;
}

const RESET_LINK_MINUTES = 60;
// Verifying against a fixed hash keeps a login for an unknown account as slow as a real one.
const DUMMY_HASH = hashPassword('sikerja-timing-equaliser');

function findByLogin(login: string) {
  const value = login.trim();
  return /^\d+$/.test(value)
    ? eq(users.nip, value)
    : sql`lower(${users.email}) = ${value.toLowerCase()}`;
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Checks NIP/email and password, enforces the throttle, and issues a token. */
export async function login(deps: AuthDeps, input: TLoginRequest, client: ClientInfo) {
  const [user] = await deps.db.select().from(users).where(findByLogin(input.login)).limit(1);
  const keys = throttleKeys(input.login, client.ip, user?.id);
  await assertNotLocked(deps.db, [keys.account, keys.address]);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await DUMMY_HASH, input.password)) && false;

  if (!user || !valid) {
    const failures = await recordFailure(deps.db, keys);
    if (failures > THROTTLE.slowAfter) {
      await wait(Math.min(deps.config.loginSlowdownMs * (failures - THROTTLE.slowAfter), 3000));
    }
    throw AppError.validation(
      { login: [AUTH_MESSAGES.badCredentials] },
      AUTH_MESSAGES.badCredentials,
    );
  }
  // Only someone who knows the password learns that the account is pending or inactive.
  if (user.status === 'pending') throw AppError.forbidden(AUTH_MESSAGES.pending);
  if (user.status !== 'active') throw AppError.forbidden(AUTH_MESSAGES.inactive);

  return deps.db.transaction(async (tx) => {
    await clearAccount(tx, keys.account);
    const remember = input.remember ?? false;
    const issued = await issueToken(tx, {
      userId: user.id,
      remember,
      sessionTtlHours: deps.config.sessionTtlHours,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await writeAudit(
      tx,
      { userId: user.id, actingAsUserId: null, requestId: client.requestId, ip: client.ip },
      { action: 'auth.login', tableName: 'auth_tokens', rowId: issued.id, after: { remember } },
    );
    return {
      token: issued.token,
      expires_at: issued.expiresAt.toISOString(),
      user: await loadAuthUser(tx, user.id),
    };
  });
}

/** A fresh token with the same lifetime rule; the old one stops working at once. */
export async function refresh(deps: AuthDeps, auth: AuthContext, client: ClientInfo) {
  return deps.db.transaction(async (tx) => {
    await revokeToken(tx, auth.tokenId);
    const issued = await issueToken(tx, {
      userId: auth.userId,
      remember: auth.remember,
      sessionTtlHours: deps.config.sessionTtlHours,
      impersonatorUserId: auth.impersonatorUserId,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return { token: issued.token, expires_at: issued.expiresAt.toISOString() };
  });
}

export async function logout(deps: AuthDeps, auth: AuthContext, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    await revokeToken(tx, auth.tokenId);
    await writeAudit(tx, actor, {
      action: 'auth.logout',
      tableName: 'auth_tokens',
      rowId: auth.tokenId,
    });
  });
}

/** An admin acts as another user with a separate token; never nested, never into an admin without the super permission. */
export async function impersonate(
  deps: AuthDeps,
  auth: AuthContext,
  targetId: number,
  client: ClientInfo,
) {
  if (auth.impersonatorUserId) {
    throw AppError.conflict(
      'Anda sedang masuk sebagai pengguna lain. Kembali ke akun Anda terlebih dahulu.',
    );
  }
  if (targetId === auth.userId)
    throw AppError.validation({ user_id: ['Tidak dapat masuk sebagai diri sendiri'] });
  const [target] = await deps.db.select().from(users).where(eq(users.id, targetId));
  if (!target) throw AppError.notFound('Pengguna tidak ditemukan.');
  if (target.status !== 'active')
    throw AppError.validation({ user_id: ['Akun pengguna ini tidak aktif'] });
  if (target.level === 'admin' && !auth.permissions.has('auth.impersonate_admin')) {
    throw AppError.forbidden('Anda tidak dapat masuk sebagai admin lain.');
  }
  return deps.db.transaction(async (tx) => {
    const issued = await issueToken(tx, {
      userId: target.id,
      remember: false,
      sessionTtlHours: deps.config.sessionTtlHours,
      impersonatorUserId: auth.userId,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    await writeAudit(
      tx,
      {
        userId: auth.userId,
        actingAsUserId: target.id,
        requestId: client.requestId,
        ip: client.ip,
      },
      {
        action: 'auth.impersonate',
        tableName: 'users',
        rowId: target.id,
        after: { token_id: issued.id },
      },
    );
    return {
      token: issued.token,
      expires_at: issued.expiresAt.toISOString(),
      user: await loadAuthUser(tx, target.id, auth.userId),
    };
  });
}

export async function unimpersonate(deps: AuthDeps, auth: AuthContext, actor: Actor) {
  if (!auth.impersonatorUserId)
    throw AppError.conflict('Anda tidak sedang masuk sebagai pengguna lain.');
  await deps.db.transaction(async (tx) => {
    await revokeToken(tx, auth.tokenId);
    await writeAudit(tx, actor, {
      action: 'auth.unimpersonate',
      tableName: 'users',
      rowId: auth.userId,
    });
  });
}

/** Self-registration: a pending account an admin activates. */
export async function register(deps: AuthDeps, input: TRegisterRequest, client: ClientInfo) {
  const fields: Record<string, string[]> = {};
  const [byNip] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nip, input.nip));
  if (byNip) fields.nip = ['NIP sudah terdaftar'];
  const [byEmail] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
  if (byEmail) fields.email = ['Email sudah terdaftar'];
  const problem = personalPasswordProblem(input.password, input);
  if (problem) fields.password = [problem];
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);

  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        nip: input.nip,
        name: input.name,
        email: input.email,
        passwordHash,
        level: 'user',
        status: 'pending',
      })
      .returning({ id: users.id });
    await writeAudit(
      tx,
      { userId: row?.id ?? null, actingAsUserId: null, requestId: client.requestId, ip: client.ip },
      {
        action: 'auth.register',
        tableName: 'users',
        rowId: row?.id,
        after: { nip: input.nip, name: input.name, email: input.email },
      },
    );
  });
}

/** Sends a single-use reset link; answers the same whether or not the account exists. */
export async function forgotPassword(deps: AuthDeps, login: string, client: ClientInfo) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(findByLogin(login), eq(users.status, 'active')))
    .limit(1);
  if (!user?.email) return;
  await sendPasswordLink(
    deps,
    { id: user.id, name: user.name, email: user.email },
    { userId: null, actingAsUserId: null, requestId: client.requestId, ip: client.ip },
    'auth.forgot',
  );
}

/** A new account's link lives longer than a reset: the person may read the mail days later. */
export const NEW_ACCOUNT_LINK_MINUTES = 3 * 24 * 60;

/**
 * Mails a single-use link to set the password (through the outbox), replacing any earlier
 * open link: after 'Lupa password?', an admin's reset, or the creation of an account.
 */
export async function sendPasswordLink(
  deps: AuthDeps,
  user: { id: number; name: string; email: string },
  actor: Actor,
  action: 'auth.forgot' | 'users.reset_password' | 'users.create_link',
  validMinutes = RESET_LINK_MINUTES,
) {
  const token = newOpaqueToken();
  const isNew = action === 'users.create_link';
  const validFor =
    validMinutes >= 24 * 60 ? `${validMinutes / (24 * 60)} hari` : `${validMinutes} menit`;
  const mailId = await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + validMinutes * 60_000),
    });
    await writeAudit(tx, actor, { action, tableName: 'users', rowId: user.id });
    return enqueueMail(tx, {
      to: user.email,
      subject: isNew ? 'Akun Sikerja Anda telah dibuat' : 'Atur ulang password Sikerja',
      body: [
        `Yth. ${user.name},`,
        '',
        isNew
          ? 'Akun Sikerja Anda telah dibuat oleh bagian kepegawaian.'
          : 'Kami menerima permintaan untuk mengatur ulang password akun Sikerja Anda.',
        `Buka tautan berikut dalam ${validFor} untuk membuat password ${isNew ? 'Anda' : 'baru'}:`,
        `${deps.config.appUrl}/reset?token=${token}`,
        '',
        'Tautan hanya dapat dipakai satu kali. Abaikan email ini jika Anda tidak memintanya.',
      ].join('\n'),
    });
  });
  void deliverMail(deps.db, [mailId], deps.config, deps.log).catch((err) =>
    deps.log.error({ err }, 'mail delivery crashed'),
  );
}

/** Uses a reset link once: sets the password and ends every session of the account. */
export async function resetPassword(deps: AuthDeps, input: TResetRequest, client: ClientInfo) {
  const [reset] = await deps.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  if (!reset)
    throw AppError.validation({ token: [AUTH_MESSAGES.resetInvalid] }, AUTH_MESSAGES.resetInvalid);
  const [user] = await deps.db.select().from(users).where(eq(users.id, reset.userId));
  if (!user)
    throw AppError.validation({ token: [AUTH_MESSAGES.resetInvalid] }, AUTH_MESSAGES.resetInvalid);
  const problem = personalPasswordProblem(input.password, user);
  if (problem) throw AppError.validation({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    // Marking the link used in the same statement that checks it makes a double submit harmless.
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0)
      throw AppError.validation(
        { token: [AUTH_MESSAGES.resetInvalid] },
        AUTH_MESSAGES.resetInvalid,
      );
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id);
    await writeAudit(
      tx,
      { userId: user.id, actingAsUserId: null, requestId: client.requestId, ip: client.ip },
      { action: 'auth.reset', tableName: 'users', rowId: user.id },
    );
  });
}

/** Changes the user's own password and ends their other sessions. */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthContext,
  input: TChangePasswordRequest,
  actor: Actor,
) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw AppError.notFound('Pengguna tidak ditemukan.');
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw AppError.validation({ old_password: ['Password lama salah'] });
  }
  if (input.old_password === input.password) {
    throw AppError.validation({ password: ['Password baru harus berbeda dari password lama'] });
  }
  const problem = personalPasswordProblem(input.password, user);
  if (problem) throw AppError.validation({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id, auth.tokenId);
    await writeAudit(tx, actor, { action: 'auth.password', tableName: 'users', rowId: user.id });
  });
}
