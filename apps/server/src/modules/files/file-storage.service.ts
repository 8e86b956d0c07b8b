import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, type UploadMimeType } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { AppConfig, S3Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { type FileStore, localFileStore } from './file-store.adapter.ts';
import { s3FileStore } from './s3-file-store.adapter.ts';

/** Upload limit of SPEC section 9. */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;

export type FileRow = typeof files.$inferSelect;

/** What picks the store: S3_BUCKET and friends, else DATA_DIR. */
export type StorageConfig = Pick<AppConfig, 'dataDir' | 's3'>;

// One S3 client per configuration, so its connections are reused; closed with the app.
const s3Stores = new WeakMap<S3Config, ReturnType<typeof s3FileStore>>();

/** The store of this installation: the S3-compatible bucket when configured, else local disk. */
export function fileStore(config: StorageConfig): FileStore {
  if (!config.s3) return localFileStore(config.dataDir);
  let store = s3Stores.get(config.s3);
  if (!store) {
    store = s3FileStore(config.s3);
    s3Stores.set(config.s3, store);
  }
  return store;
}

/** Lets go of the store's connections (the app's onClose). */
export function closeFileStore(config: StorageConfig): void {
  if (!config.s3) return;
  s3Stores.get(config.s3)?.destroy();
  s3Stores.delete(config.s3);
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
  storage: StorageConfig,
  input: StoreFileInput,
): Promise<FileRow> {
  const now = new Date();
  const storageKey = [
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    randomUUID(),
  ].join('/');
  const store = fileStore(storage);
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

export function openFile(storage: StorageConfig, file: FileRow): Promise<Readable> {
  return fileStore(storage).open(file.storageKey);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
