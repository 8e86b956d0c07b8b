import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { startS3TestServer } from '../../../test/s3-test-server.ts';
import { files } from '../../db/schema/files.ts';
import { cleanupUploads } from './file-cleanup.service.ts';
import { fileStore } from './file-storage.service.ts';
import { StoredFileMissingError } from './file-store.adapter.ts';
import { s3FileStore } from './s3-file-store.adapter.ts';
import { stagingPath } from './uploads.service.ts';

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = '----sikerja-s3';

const s3 = await startS3TestServer();
afterAll(() => s3.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const newKey = () => `2026/05/${randomUUID()}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** A file sent as FilePond does: its metadata (`{}`) and the file under the field `filepond`. */
function filepondForm(filename: string, bytes: Buffer) {
  return {
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="filepond"\r\n\r\n{}\r\n`),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="filepond"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

describe('the S3-compatible file store', () => {
  const store = s3FileStore(s3.config);
  afterAll(() => store.destroy());
  afterEach(() => s3.clear());

  it('keeps bytes under the storage key as it is, gives them back whole, and removes them', async () => {
    const bytes = Buffer.concat([PNG, randomBytes(1_500_000)]);
    const key = newKey();
    await store.put(key, bytes);
    expect(await s3.keys()).toEqual([key]);

    const read = await readAll(await store.open(key));
    expect(read.length).toBe(bytes.length);
    expect(sha256(read)).toBe(sha256(bytes));
    // A second read is a new stream from the start.
    expect(sha256(await readAll(await store.open(key)))).toBe(sha256(bytes));

    await store.remove(key);
    expect(await s3.has(key)).toBe(false);
    expect(await rejection(store.open(key))).toBeInstanceOf(StoredFileMissingError);
  });

  it('answers a missing key as missing, and removing it is no error', async () => {
    const key = newKey();
    const error = await rejection(store.open(key));
    expect(error).toBeInstanceOf(StoredFileMissingError);
    expect(error).toMatchObject({ code: 'ENOENT', key });
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('does not take a wrong bucket or wrong keys for a missing file', async () => {
    const noBucket = s3FileStore({ ...s3.config, bucket: 'no-such-bucket' });
    const wrongSecret = s3FileStore({
      ...s3.config,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
    });
    try {
      const missingBucket = await rejection(noBucket.open(newKey()));
      expect(missingBucket).not.toBeInstanceOf(StoredFileMissingError);
      expect(missingBucket).toMatchObject({ name: 'NoSuchBucket' });
      expect(await rejection(wrongSecret.put(newKey(), PNG))).toMatchObject({
        name: 'SignatureDoesNotMatch',
      });
      expect(await s3.keys()).toEqual([]);
    } finally {
      noBucket.destroy();
      wrongSecret.destroy();
    }
  });

  it('is the store chosen when S3 is configured; local disk otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sikerja-store-'));
    try {
      const key = newKey();
      await fileStore({ dataDir, s3: s3.config }).put(key, PNG);
      expect(await s3.has(key)).toBe(true);
      expect(existsSync(join(dataDir, 'files'))).toBe(false);

      await fileStore({ dataDir, s3: undefined }).put(key, PNG);
      expect(existsSync(join(dataDir, 'files', key))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('uploads with S3_BUCKET set', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sikerja-uploads-s3-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp({ demo: true, config: { dataDir, s3: s3.config } });
  let pegawai: Session;
  let atasan: Session;

  const row = async (id: string) => {
    const [file] = await ctx.app.db.select().from(files).where(eq(files.id, id));
    return file;
  };
  const localFiles = () =>
    existsSync(join(dataDir, 'files'))
      ? readdirSync(join(dataDir, 'files'), { recursive: true })
      : [];

  it('logs the demo people in', async () => {
    pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    atasan = await login(ctx.app, 'atasan@sikerja.test');
  });

  it('stores an uploaded photo in the bucket and serves it from there', async () => {
    const photo = Buffer.concat([PNG, randomBytes(40_000)]);
    const form = filepondForm('foto.png', photo);
    const uploaded = await pegawai.api.request('POST', 'upload', form.payload, form.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const id = uploaded.body;

    const set = await pegawai.api.put('auth/user/photo', { file_id: id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.photo_url).toBe(`/api/v1/files/${id}`);

    const served = await pegawai.api.get(`files/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(photo.length));
    expect(sha256(served.rawPayload)).toBe(sha256(photo));
    // The rule of who may read it is the same as on disk.
    expect((await atasan.api.get(`files/${id}`)).statusCode).toBe(404);

    const file = await row(id);
    expect(file).toMatchObject({ sha256: sha256(photo), sizeBytes: photo.length });
    expect(await s3.keys()).toContain(file?.storageKey);
    expect(file?.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(localFiles()).toEqual([]);
  });

  it('keeps a chunked transfer on local disk and sends only the finished file to the bucket', async () => {
    const bytes = Buffer.concat([PNG, randomBytes(3000)]);
    const opened = await pegawai.api.request('POST', 'upload', undefined, {
      'upload-length': String(bytes.length),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.body;
    const patch = (offset: number, chunk: Buffer) =>
      pegawai.api.request('PATCH', `upload?patch=${id}`, chunk, {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'upload-length': String(bytes.length),
        'upload-name': 'scan.png',
      });
    const before = await s3.keys();
    expect((await patch(0, bytes.subarray(0, 2000))).statusCode).toBe(204);
    expect(existsSync(stagingPath(dataDir, id))).toBe(true);
    expect(await s3.keys()).toEqual(before);

    expect((await patch(2000, bytes.subarray(2000))).statusCode).toBe(204);
    expect(existsSync(stagingPath(dataDir, id))).toBe(false);
    const file = await row(id);
    expect(await s3.has(file?.storageKey ?? 'x')).toBe(true);
    const restored = await pegawai.api.get(`upload?restore=${id}`);
    expect(sha256(restored.rawPayload)).toBe(sha256(bytes));
    expect(localFiles()).toEqual([]);
  });

  it('removes the object from the bucket on revert and on cleanup', async () => {
    const upload = async () => {
      const form = filepondForm('lampiran.png', Buffer.concat([PNG, randomBytes(100)]));
      const res = await pegawai.api.request('POST', 'upload', form.payload, form.headers);
      expect(res.statusCode, res.body).toBe(200);
      const file = await row(res.body);
      expect(await s3.has(file?.storageKey ?? 'x')).toBe(true);
      return { id: res.body, key: file?.storageKey ?? 'x' };
    };

    const reverted = await upload();
    const revert = await pegawai.api.request('DELETE', 'upload', reverted.id, {
      'content-type': 'text/plain',
    });
    expect(revert.statusCode).toBe(200);
    expect(await s3.has(reverted.key)).toBe(false);

    const forgotten = await upload();
    const old = new Date(Date.now() - 48 * 3_600_000);
    await ctx.app.db.update(files).set({ createdAt: old }).where(eq(files.id, forgotten.id));
    const result = await cleanupUploads(ctx.app.db, ctx.app.config);
    expect(result.files).toBeGreaterThanOrEqual(1);
    expect(await row(forgotten.id)).toBeUndefined();
    expect(await s3.has(forgotten.key)).toBe(false);

    // The photo set above is attached and stays.
    const photo: string = (await pegawai.api.get('auth/user')).json().data.photo;
    expect(await s3.has((await row(photo))?.storageKey ?? 'x')).toBe(true);
  });

  it('answers 500, not a broken stream, when a file row has lost its object', async () => {
    const photo: string = (await pegawai.api.get('auth/user')).json().data.photo;
    await s3.clear();
    const res = await pegawai.api.get(`files/${photo}`);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('uploads with a store that refuses the keys', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sikerja-uploads-s3-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const wrongKeys = { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' };
  const ctx = useTestApp({
    demo: true,
    config: { dataDir, s3: { ...s3.config, credentials: wrongKeys } },
  });

  it('answers 500 and records no file', async () => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const before = await s3.keys();
    const form = filepondForm('foto.png', PNG);
    const res = await pegawai.api.request('POST', 'upload', form.payload, form.headers);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    expect(
      await ctx.app.db.select().from(files).where(eq(files.uploadedBy, pegawai.user.id)),
    ).toEqual([]);
    expect(await s3.keys()).toEqual(before);
  });
});
