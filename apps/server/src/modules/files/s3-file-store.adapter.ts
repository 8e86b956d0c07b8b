import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { type FileStore, StoredFileMissingError } from './file-store.adapter.ts';

type Sdk = typeof import('@aws-sdk/client-s3');
// Loaded on first use, so an installation on local disk never loads the SDK.
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
};

const isNoSuchKey = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO …), one object per storage key, the key used
 * as it is (`yyyy/mm/<uuid>`). `destroy` closes the client's connections.
 */
export function s3FileStore(config: S3Config): FileStore & { destroy(): void } {
  let client: Promise<S3Client> | undefined;
  const connect = () => {
    client ??= loadSdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          credentials: config.credentials,
          // Checksum headers only where S3 requires them: many S3-compatible stores refuse the
          // SDK's default CRC32 headers. The sha256 of each file is kept in its `files` row.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    );
    return client;
  };
  const Bucket = config.bucket;

  return {
    async put(key, bytes) {
      const [{ PutObjectCommand }, s3] = await Promise.all([loadSdk(), connect()]);
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
      );
    },

    async open(key) {
      const [{ GetObjectCommand }, s3] = await Promise.all([loadSdk(), connect()]);
      try {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error(`S3 object ${key} came without a body`);
        return Body;
      } catch (error) {
        if (isNoSuchKey(error)) throw new StoredFileMissingError(key, { cause: error });
        throw error;
      }
    },

    async remove(key) {
      const [{ DeleteObjectCommand }, s3] = await Promise.all([loadSdk(), connect()]);
      try {
        // S3 answers 204 for a key that is not there; some compatible stores answer NoSuchKey.
        await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isNoSuchKey(error)) throw error;
      }
    },

    destroy() {
      void client?.then(
        (s3) => s3.destroy(),
        () => undefined,
      );
    },
  };
}
