import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, type UploadMimeType } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';

/** Upload limit of SPEC section 9. */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;

export type FileRow = typeof files.$inferSelect;

/**
 * Where the bytes of stored files live, by storage key (`yyyy/mm/<uuid>`). The `files` row is
 * the index; the store only keeps bytes. The local disk store is the only one today; an
 * S3-compatible store implements the same three calls (docs/uploads.md).
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  open(key: string): Readable;
  /** Removes the bytes; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** Files under DATA_DIR/files. */
export function localFileStore(dataDir: string): FileStore {
  const pathOf = (key: string) => join(dataDir, 'files', key);
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    open: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

/** The store of this installation. */
export function fileStore(dataDir: string): FileStore {
  return localFileStore(dataDir);
}

/** Image types recognised by their first bytes, not by the name or the browser's claim. */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Every type uploads accept (images and PDF), recognised from the bytes; null otherwise. */
export function sniffFileType(bytes: Buffer): UploadMimeType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** A name safe to keep and to send back: no folders, no control characters, at most 255. */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'berkas' : clean;
}

export interface StoreFileInput {
  bytes: Buffer;
  originalName: string;
  mimeType: string;
  uploadedBy: number | null;
  /** The row's id; a chunked upload keeps its transfer id, so FilePond knows one id. */
  id?: string;
  /** Attach at once (institution files such as logos): owner null means readable by all. */
  attach?: { ownerUserId: number | null };
}

/** Writes the bytes to the store under `yyyy/mm/<uuid>` and records them in `files`. */
export async function storeFile(
  tx: DbOrTx,
  dataDir: string,
  input: StoreFileInput,
): Promise<FileRow> {
  const now = new Date();
  const storageKey = [
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    randomUUID(),
  ].join('/');
  const store = fileStore(dataDir);
  await store.put(storageKey, input.bytes);
  try {
    const [row] = await tx
      .insert(files)
      .values({
        ...(input.id ? { id: input.id } : {}),
        originalName: cleanFileName(input.originalName),
        mimeType: input.mimeType,
        sizeBytes: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        storageKey,
        uploadedBy: input.uploadedBy,
        ...(input.attach ? { attachedAt: now, ownerUserId: input.attach.ownerUserId } : {}),
      })
      .returning();
    if (!row) throw new Error('file insert returned nothing');
    return row;
  } catch (error) {
    await store.remove(storageKey);
    throw error;
  }
}

export async function findFile(tx: DbOrTx, id: string): Promise<FileRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(files).where(eq(files.id, id));
  return row;
}

export function openFile(dataDir: string, file: FileRow): Readable {
  return fileStore(dataDir).open(file.storageKey);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
