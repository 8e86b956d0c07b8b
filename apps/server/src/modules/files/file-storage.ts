import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';

/** Upload limit of SPEC section 9. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export type FileRow = typeof files.$inferSelect;

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

/** Writes the bytes under DATA_DIR/files/yyyy/mm/ and records them in `files`. */
export async function storeFile(
  tx: DbOrTx,
  dataDir: string,
  input: { bytes: Buffer; originalName: string; mimeType: string; uploadedBy: number | null },
): Promise<FileRow> {
  const now = new Date();
  const storageKey = join(
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    randomUUID(),
  );
  const path = join(dataDir, 'files', storageKey);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, input.bytes);
  const [row] = await tx
    .insert(files)
    .values({
      originalName: input.originalName.slice(0, 255),
      mimeType: input.mimeType,
      sizeBytes: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      storageKey,
      uploadedBy: input.uploadedBy,
    })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

export async function findFile(tx: DbOrTx, id: string): Promise<FileRow | undefined> {
  const [row] = await tx.select().from(files).where(eq(files.id, id));
  return row;
}

export function openFile(dataDir: string, file: FileRow) {
  return createReadStream(join(dataDir, 'files', file.storageKey));
}
