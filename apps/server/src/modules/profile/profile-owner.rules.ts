/**
 * Whose profile a request is about (docs/profile.md): the one ownership rule of every profile
 * endpoint, the biodata and the seven lists alike. A person reaches only their own profile; a
 * holder of 'admin.master.user' (the staff register) reaches anyone's by naming them.
 */
import { PROFILE_ADMIN_PERMISSION } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { requireAuth } from '../../http/auth-context.ts';

export const OWNER_MESSAGES = {
  ownOnly: 'Anda hanya dapat membuka dan mengubah profil Anda sendiri.',
  personNotFound: 'Pegawai tidak ditemukan.',
} as const;

/**
 * The id of the person whose profile the request reads or changes: the caller when they name
 * nobody or themselves; the person named (`user_id`) when the caller holds the staff register's
 * permission and the person exists. Anyone else naming another person gets 403, whether or not
 * that person exists, so the answer says nothing about other people's data. While impersonating,
 * the caller is the user acted as, with their permissions.
 */
export async function resolveProfileOwner(
  request: FastifyRequest,
  requested: number | undefined,
): Promise<number> {
  const auth = requireAuth(request);
  if (requested === undefined || requested === auth.userId) return auth.userId;
  if (!auth.permissions.has(PROFILE_ADMIN_PERMISSION)) {
    throw AppError.forbidden(OWNER_MESSAGES.ownOnly);
  }
  const [person] = await request.server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, requested));
  if (!person) throw AppError.notFound(OWNER_MESSAGES.personNotFound);
  return person.id;
}
