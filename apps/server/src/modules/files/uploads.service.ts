/**
 * FilePond's server protocol (https://pqina.nl/filepond/docs/api/server/), docs/uploads.md:
 * process (one multipart POST, or a transfer opened by POST with `Upload-Length` and filled by
 * PATCH chunks), revert, load and restore. Each function takes the caller's user id and treats
 * anything the caller may not touch as not found.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_MESSAGES } from '@sikerja/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, fileTransfers } from '../../db/schema/files.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { FILE_ADMIN_PERMISSION } from './file-attach.service.ts';
import {
  type FileRow,
  fileStore,
  findFile,
  MAX_UPLOAD_BYTES,
  type StorageConfig,
  sniffFileType,
  storeFile,
  UUID,
} from './file-storage.service.ts';

export interface UploadDeps {
  db: Db;
  /** Finished files go to its store; chunks in transfer stay under its DATA_DIR/uploads. */
  storage: StorageConfig;
}

const refuse = (message: string, headers?: Record<string, string>) =>
  new AppError('VALIDATION', message, { file: [message] }, headers);

/** Chunks of a transfer in progress are written to DATA_DIR/uploads/<transfer id>. */
export function stagingPath(dataDir: string, transferId: string): string {
  return join(dataDir, 'uploads', transferId);
}

/** Checks the bytes of a finished upload: not empty, at most 2 MB, a type read from them. */
function checkedType(bytes: Buffer) {
  if (bytes.length === 0) throw refuse(UPLOAD_MESSAGES.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw refuse(UPLOAD_MESSAGES.tooLarge);
  const mimeType = sniffFileType(bytes);
  if (!mimeType) throw refuse(UPLOAD_MESSAGES.invalidType);
  return mimeType;
}

/** Process, in one request: stores the file unattached and returns its id. */
export async function processUpload(
  deps: UploadDeps,
  userId: number,
  upload: { bytes: Buffer; originalName: string },
): Promise<FileRow> {
  const mimeType = checkedType(upload.bytes);
  return storeFile(deps.db, deps.storage, { ...upload, mimeType, uploadedBy: userId });
}

/** Process, chunked: opens a transfer of `Upload-Length` bytes and returns its id. */
export async function startTransfer(
  deps: UploadDeps,
  userId: number,
  uploadLength: string | undefined,
): Promise<string> {
  const total = Number(uploadLength);
  if (!Number.isSafeInteger(total) || total < 0) throw refuse(UPLOAD_MESSAGES.badLength);
  if (total === 0) throw refuse(UPLOAD_MESSAGES.empty);
  if (total > MAX_UPLOAD_BYTES) throw refuse(UPLOAD_MESSAGES.tooLarge);
  const [row] = await deps.db
    .insert(fileTransfers)
    .values({ userId, totalBytes: total })
    .returning({ id: fileTransfers.id });
  if (!row) throw new Error('transfer insert returned nothing');
  await mkdir(join(deps.storage.dataDir, 'uploads'), { recursive: true });
  await (await open(stagingPath(deps.storage.dataDir, row.id), 'w')).close();
  return row.id;
}

async function ownTransfer(deps: UploadDeps, userId: number, id: string | undefined) {
  if (!id || !UUID.test(id)) throw AppError.notFound(UPLOAD_MESSAGES.notFound);
  const [transfer] = await deps.db
    .select()
    .from(fileTransfers)
    .where(and(eq(fileTransfers.id, id), eq(fileTransfers.userId, userId)));
  if (!transfer) throw AppError.notFound(UPLOAD_MESSAGES.notFound);
  return transfer;
}

/** HEAD `?patch=<id>`: how many bytes have arrived, so FilePond resumes after them. */
export async function transferOffset(
  deps: UploadDeps,
  userId: number,
  id: string | undefined,
): Promise<number> {
  const transfer = await ownTransfer(deps, userId, id);
  return transfer.fileId ? transfer.totalBytes : transfer.receivedBytes;
}

export interface Chunk {
  offset: string | undefined;
  length: string | undefined;
  name: string | undefined;
  bytes: Buffer;
}

/**
 * PATCH `?patch=<id>`: writes one chunk at its offset. A chunk sent again (a retry) is written
 * over itself; a gap is refused. When the last byte arrives the file is checked and stored under
 * the transfer's id. Returns the offset reached.
 */
export async function patchTransfer(
  deps: UploadDeps,
  userId: number,
  id: string | undefined,
  chunk: Chunk,
): Promise<number> {
  const transfer = await ownTransfer(deps, userId, id);
  const offset = Number(chunk.offset);
  const received = transfer.fileId ? transfer.totalBytes : transfer.receivedBytes;
  const at = { 'upload-offset': String(received) };
  if (chunk.length !== undefined && Number(chunk.length) !== transfer.totalBytes) {
    throw refuse(UPLOAD_MESSAGES.badLength, at);
  }
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > received) {
    throw refuse(UPLOAD_MESSAGES.badOffset, at);
  }
  const end = offset + chunk.bytes.length;
  if (end > transfer.totalBytes) throw refuse(UPLOAD_MESSAGES.badLength, at);
  // A retried chunk of a transfer already finished changes nothing.
  if (transfer.fileId) return transfer.totalBytes;

  const path = stagingPath(deps.storage.dataDir, transfer.id);
  const handle = await open(path, 'r+').catch(() => {
    throw AppError.notFound(UPLOAD_MESSAGES.notFound);
  });
  try {
    await handle.write(chunk.bytes, 0, chunk.bytes.length, offset);
  } finally {
    await handle.close();
  }
  const [updated] = await deps.db
    .update(fileTransfers)
    .set({
      receivedBytes: sql`greatest(${fileTransfers.receivedBytes}, ${end})`,
      ...(chunk.name ? { originalName: chunk.name.slice(0, 255) } : {}),
    })
    .where(eq(fileTransfers.id, transfer.id))
    .returning();
  if (!updated || updated.receivedBytes < updated.totalBytes) return updated?.receivedBytes ?? end;
  await finishTransfer(deps, userId, updated);
  return updated.totalBytes;
}

async function finishTransfer(
  deps: UploadDeps,
  userId: number,
  transfer: typeof fileTransfers.$inferSelect,
): Promise<void> {
  const path = stagingPath(deps.storage.dataDir, transfer.id);
  const bytes = await readFile(path);
  let mimeType: string;
  try {
    if (bytes.length !== transfer.totalBytes) throw refuse(UPLOAD_MESSAGES.badLength);
    mimeType = checkedType(bytes);
  } catch (error) {
    // A refused file ends its transfer: a retried chunk then finds nothing to add to.
    await deps.db.delete(fileTransfers).where(eq(fileTransfers.id, transfer.id));
    await rm(path, { force: true });
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    const file = await storeFile(tx, deps.storage, {
      id: transfer.id,
      bytes,
      mimeType,
      originalName: transfer.originalName ?? 'berkas',
      uploadedBy: userId,
    });
    await tx
      .update(fileTransfers)
      .set({ fileId: file.id })
      .where(eq(fileTransfers.id, transfer.id));
  });
  await rm(path, { force: true });
}

/**
 * Revert: removes an upload its uploader no longer wants, finished or still in transfer.
 * Attached files and other people's uploads are not found.
 */
export async function revertUpload(
  deps: UploadDeps,
  userId: number,
  id: string | undefined,
): Promise<void> {
  const trimmed = (id ?? '').trim();
  if (!UUID.test(trimmed)) throw AppError.notFound(UPLOAD_MESSAGES.notFound);
  const [file] = await deps.db
    .delete(files)
    .where(and(eq(files.id, trimmed), eq(files.uploadedBy, userId), isNull(files.attachedAt)))
    .returning();
  if (file) {
    await fileStore(deps.storage).remove(file.storageKey);
    return;
  }
  const [transfer] = await deps.db
    .delete(fileTransfers)
    .where(and(eq(fileTransfers.id, trimmed), eq(fileTransfers.userId, userId)))
    .returning();
  if (!transfer) throw AppError.notFound(UPLOAD_MESSAGES.notFound);
  await rm(stagingPath(deps.storage.dataDir, transfer.id), { force: true });
}

/**
 * Who may read a file: an unattached upload only its uploader; an attached file its owner,
 * holders of 'admin.master.user', or anyone logged in when it has no owner (institution files).
 */
export function mayRead(auth: AuthContext, file: FileRow): boolean {
  if (!file.attachedAt) return file.uploadedBy === auth.userId;
  if (file.ownerUserId === null) return true;
  return file.ownerUserId === auth.userId || auth.permissions.has(FILE_ADMIN_PERMISSION);
}

/** `GET files/:id` and load: the file when the caller may read it, else not found. */
export async function readableFile(
  deps: UploadDeps,
  auth: AuthContext,
  id: string | undefined,
): Promise<FileRow> {
  const file = id ? await findFile(deps.db, id) : undefined;
  if (!file || !mayRead(auth, file)) throw AppError.notFound('Berkas tidak ditemukan.');
  return file;
}

/** Restore: an upload not yet attached, for its uploader only (FilePond's 'limbo' files). */
export async function restorableFile(
  deps: UploadDeps,
  userId: number,
  id: string | undefined,
): Promise<FileRow> {
  const file = id ? await findFile(deps.db, id) : undefined;
  if (!file || file.attachedAt || file.uploadedBy !== userId) {
    throw AppError.notFound(UPLOAD_MESSAGES.notFound);
  }
  return file;
}
