import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of stored files live, by storage key (`yyyy/mm/<uuid>`). The `files` row is
 * the index; the store only keeps bytes: on local disk, or in an S3-compatible bucket under the
 * same keys (docs/uploads.md).
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream; rejects with StoredFileMissingError when the key holds nothing. */
  open(key: string): Promise<Readable>;
  /** Removes the bytes; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** A `files` row whose bytes are not in the store (removed by hand, or a store changed). */
export class StoredFileMissingError extends Error {
  readonly code = 'ENOENT';
  constructor(
    readonly key: string,
    options?: ErrorOptions,
  ) {
    super(`stored file missing: ${key}`, options);
  }
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
    async open(key) {
      try {
        return (await open(pathOf(key))).createReadStream();
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') {
          throw new StoredFileMissingError(key, { cause: error });
        }
        throw error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
