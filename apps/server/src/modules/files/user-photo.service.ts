import { type TAuthUser, UPLOAD_IMAGE_TYPES, UPLOAD_MESSAGES } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { loadAuthUser } from '../auth/auth.api.ts';
import { attachFile } from './file-attach.service.ts';

/**
 * `PUT auth/user/photo`: the logged-in user's photo becomes an image they uploaded. The new
 * file is attached with the user as owner, the old one detached (the cleanup removes it), and
 * the change audited, all in one transaction. Answers the user as `auth/user` does.
 */
export async function setUserPhoto(
  db: Db,
  auth: AuthContext,
  fileId: string,
  actor: Actor,
): Promise<TAuthUser> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ photoFileId: users.photoFileId })
      .from(users)
      .where(eq(users.id, auth.userId))
      .for('update');
    if (!user) throw AppError.notFound('Pengguna tidak ditemukan.');
    await attachFile(tx, fileId, {
      actorUserId: auth.userId,
      ownerUserId: auth.userId,
      field: 'file_id',
      accept: UPLOAD_IMAGE_TYPES,
      acceptMessage: UPLOAD_MESSAGES.imageOnly,
      previousFileId: user.photoFileId,
    });
    await tx.update(users).set({ photoFileId: fileId }).where(eq(users.id, auth.userId));
    await writeAudit(tx, actor, {
      action: 'user.photo',
      tableName: 'users',
      rowId: auth.userId,
      before: { photo_file_id: user.photoFileId },
      after: { photo_file_id: fileId },
    });
    return loadAuthUser(tx, auth.userId, auth.impersonatorUserId);
  });
}
