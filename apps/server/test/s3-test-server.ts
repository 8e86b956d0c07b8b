/**
 * For tests: a real S3-compatible HTTP server (@20minutes/s3rver, a maintained fork of s3rver)
 * on 127.0.0.1 at a free port, with one empty bucket, keeping its objects in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../src/config.ts';

interface S3rverOptions {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// The package ships no types.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (
  options: S3rverOptions,
) => S3rver;

/** The keys s3rver accepts (it checks request signatures against them). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** What S3_ENDPOINT, S3_BUCKET … would give: point the app or a store at it. */
  config: S3Config;
  /** Every key in the bucket, read through the S3 API. */
  keys(): Promise<string[]>;
  has(key: string): Promise<boolean>;
  /** Empties the bucket. */
  clear(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'sikerja-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'sikerja-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  // A client of its own, so the checks do not go through the code under test.
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  // The SDK asks for a bucket as `/bucket/`, but s3rver signs `/bucket`: list objects with the
  // path it expects. Object requests (all the store makes) are signed alike by both.
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${bucket}/`) request.path = `/${bucket}`;
      return next(args);
    },
    { step: 'build', name: 's3rverBucketPath' },
  );
  const keys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  };
  return {
    config,
    keys,
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    async clear() {
      for (const Key of await keys()) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
