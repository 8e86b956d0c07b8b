import { PROFILE_ADMIN_PERMISSION, UPLOAD_MESSAGES } from '@sikerja/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { groupPermissions, userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { files } from '../../db/schema/files.ts';
import { AppError } from '../../http/app-error.ts';
import { type FileRow, UUID } from './file-storage.service.ts';

/**
 * The permission of the staff register: its holders act on anyone's records and files. The same
 * one that opens anyone's profile, so files and profiles never disagree on who is an admin.
 */
export const FILE_ADMIN_PERMISSION = PROFILE_ADMIN_PERMISSION;

export interface AttachFileOptions {
  /**
   * The logged-in user saving the record (`request.auth.userId`: while impersonating, the user
   * acted as). The file must have been uploaded by them, or they must be an admin (holder of
   * 'admin.master.user', the staff register) attaching a file the owner uploaded.
   */
  actorUserId: number;
  /**
   * The person whose record holds the file: who may read it besides admins. Null for
   * institution files (logos), which any logged-in user may read.
   */
  ownerUserId: number | null;
  /** The field the 422 errors are reported on (default 'file'). */
  field?: string;
  /** Accepted MIME types (as sniffed from the bytes); default any type the upload accepted. */
  accept?: readonly string[];
  /** The refusal when the type is not in `accept` (default 'Jenis berkas tidak didukung.'). */
  acceptMessage?: string;
  /**
   * The file the record held before this save, if any. When it equals `fileId` nothing
   * changes (re-saving a record with its file is fine); otherwise it is detached.
   */
  previousFileId?: string | null;
}

/**
 * Attaches an uploaded file to a record, inside the caller's transaction: checks that the file
 * exists, was uploaded by the actor (or the actor is an admin acting for the owner), is not
 * attached elsewhere and has an accepted type; then sets `attached_at` and `owner_user_id`.
 * Throws AppError 422 `{ [field]: [message] }` otherwise. Call it for the file id the client
 * sent with the record; keep the returned row's id in the record.
 *
 * Example: `await attachFile(tx, body.file_id, { actorUserId: auth.userId,
 * ownerUserId: profile.userId, previousFileId: existing.fileId })`.
 */
export async function attachFile(
  tx: DbOrTx,
  fileId: string,
  options: AttachFileOptions,
): Promise<FileRow> {
  const field = options.field ?? 'file';
  const refuse = (message: string) => AppError.validation({ [field]: [message] });
  if (!UUID.test(fileId)) throw refuse(UPLOAD_MESSAGES.notFound);

  const [file] = await tx.select().from(files).where(eq(files.id, fileId)).for('update');
  if (!file) throw refuse(UPLOAD_MESSAGES.notFound);

  if (options.previousFileId && options.previousFileId === fileId) {
    if (file.attachedAt && file.ownerUserId === options.ownerUserId) return file;
  }
  if (file.attachedAt) throw refuse(UPLOAD_MESSAGES.alreadyAttached);

  if (file.uploadedBy !== options.actorUserId) {
    const actingForOwner =
      file.uploadedBy !== null &&
      file.uploadedBy === options.ownerUserId &&
      (await isFileAdmin(tx, options.actorUserId));
    if (!actingForOwner) throw refuse(UPLOAD_MESSAGES.notYours);
  }
  if (options.accept && !options.accept.includes(file.mimeType)) {
    throw refuse(options.acceptMessage ?? UPLOAD_MESSAGES.invalidType);
  }

  const [attached] = await tx
    .update(files)
    .set({ attachedAt: new Date(), ownerUserId: options.ownerUserId })
    .where(and(eq(files.id, fileId), isNull(files.attachedAt)))
    .returning();
  if (!attached) throw refuse(UPLOAD_MESSAGES.alreadyAttached);

  if (options.previousFileId && options.previousFileId !== fileId) {
    await detachFile(tx, options.previousFileId);
  }
  return attached;
}

/**
 * Releases a file a record no longer holds (replaced or deleted record), inside the caller's
 * transaction. The row becomes unattached again and the hourly cleanup removes it with its
 * bytes (its upload is older than a day, or will be); nothing on disk changes before the
 * transaction commits. A missing id or null is ignored.
 */
export async function detachFile(tx: DbOrTx, fileId: string | null | undefined): Promise<void> {
  if (!fileId || !UUID.test(fileId)) return;
  await tx.update(files).set({ attachedAt: null, ownerUserId: null }).where(eq(files.id, fileId));
}

/** Admins act on anyone's files: holders of the staff register permission (active groups). */
export async function isFileAdmin(tx: DbOrTx, userId: number): Promise<boolean> {
  const [grant] = await tx
    .select({ permission: groupPermissions.permission })
    .from(userGroupMembers)
    .innerJoin(
      userGroups,
      and(eq(userGroups.id, userGroupMembers.groupId), eq(userGroups.isActive, true)),
    )
    .innerJoin(
      groupPermissions,
      and(
        eq(groupPermissions.groupId, userGroups.id),
        eq(groupPermissions.permission, FILE_ADMIN_PERMISSION),
      ),
    )
    .where(eq(userGroupMembers.userId, userId))
    .limit(1);
  return Boolean(grant);
}
