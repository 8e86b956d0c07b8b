import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MESSAGES } from '@sikerja/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiClient, login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { files, fileTransfers } from '../../db/schema/files.ts';
import { attachFile, detachFile } from './file-attach.service.ts';
import { cleanupUploads } from './file-cleanup.service.ts';
import { MAX_UPLOAD_BYTES } from './file-storage.service.ts';
import { stagingPath } from './uploads.service.ts';

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const BOUNDARY = '----sikerja-filepond';

/** The body FilePond sends: its metadata (`{}`) and the file, both under the field `filepond`. */
function filepondForm(
  filename: string | null,
  bytes?: Buffer,
  type = 'application/octet-stream',
  field = 'filepond',
) {
  const parts: Buffer[] = [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="filepond"\r\n\r\n{}\r\n`),
  ];
  if (filename !== null && bytes) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

async function upload(api: ApiClient, filename: string, bytes: Buffer, type?: string) {
  const form = filepondForm(filename, bytes, type);
  return api.request('POST', 'upload', form.payload, form.headers);
}

async function uploadId(api: ApiClient, filename: string, bytes: Buffer): Promise<string> {
  const res = await upload(api, filename, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const dataDir = mkdtempSync(join(tmpdir(), 'sikerja-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('uploads (FilePond protocol)', () => {
  const ctx = useTestApp({ demo: true, config: { dataDir } });
  let pegawai: Session;
  let atasan: Session;
  let admin: Session;
  let kepegawaian: Session;

  const row = async (id: string) => {
    const [file] = await ctx.app.db.select().from(files).where(eq(files.id, id));
    return file;
  };

  it('logs the demo people in', async () => {
    pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    atasan = await login(ctx.app, 'atasan@sikerja.test');
    admin = await login(ctx.app, 'admin@sikerja.test');
    kepegawaian = await login(ctx.app, 'kepegawaian@sikerja.test');
    expect(atasan.user.roles).not.toContain('admin.master.user');
    expect(kepegawaian.user.roles).toContain('admin.master.user');
  });

  it('stores one file sent as FilePond does and answers its id as plain text', async () => {
    const res = await upload(pegawai.api, 'foto saya.png', PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^[0-9a-f-]{36}$/);
    const file = await row(res.body);
    expect(file).toMatchObject({
      originalName: 'foto saya.png',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      sha256: sha256(PNG),
      uploadedBy: pegawai.user.id,
      attachedAt: null,
      ownerUserId: null,
    });
    expect(existsSync(join(dataDir, 'files', file?.storageKey ?? 'x'))).toBe(true);
  });

  it('refuses a file over 2 MB with 422 on the field file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload(pegawai.api, 'besar.png', big, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { file: [UPLOAD_MESSAGES.tooLarge] },
    });
    const chunked = await pegawai.api.request('POST', 'upload', filepondForm(null).payload, {
      ...filepondForm(null).headers,
      'upload-length': String(MAX_UPLOAD_BYTES + 1),
    });
    expect(chunked.statusCode).toBe(422);
    expect(chunked.json().errors.file).toEqual([UPLOAD_MESSAGES.tooLarge]);
  });

  it('judges the type by the bytes, not the name', async () => {
    const pngNamedPdf = await upload(pegawai.api, 'surat.pdf', PNG, 'application/pdf');
    expect(pngNamedPdf.statusCode).toBe(200);
    expect((await row(pngNamedPdf.body))?.mimeType).toBe('image/png');

    const textNamedPdf = await upload(
      pegawai.api,
      'surat.pdf',
      Buffer.from('ini hanya teks biasa'),
      'application/pdf',
    );
    expect(textNamedPdf.statusCode).toBe(422);
    expect(textNamedPdf.json().errors.file).toEqual([UPLOAD_MESSAGES.invalidType]);

    const realPdf = await upload(pegawai.api, 'lampiran.bin', PDF);
    expect(realPdf.statusCode).toBe(200);
    expect((await row(realPdf.body))?.mimeType).toBe('application/pdf');

    const empty = await upload(pegawai.api, 'kosong.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
  });

  it('reassembles a chunked upload sent in three PATCH chunks, resuming from HEAD', async () => {
    const bytes = Buffer.concat([PNG, Buffer.from('x'.repeat(3000))]);
    const chunks = [bytes.subarray(0, 1000), bytes.subarray(1000, 2000), bytes.subarray(2000)];
    const start = filepondForm(null);
    const opened = await pegawai.api.request('POST', 'upload', start.payload, {
      ...start.headers,
      'upload-length': String(bytes.length),
    });
    expect(opened.statusCode).toBe(200);
    const id = opened.body;
    expect(existsSync(stagingPath(dataDir, id))).toBe(true);

    const patch = (offset: number, chunk: Buffer, as = pegawai.api) =>
      as.request('PATCH', `upload?patch=${id}`, chunk, {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'upload-length': String(bytes.length),
        'upload-name': 'pas foto.png',
      });
    const head = (as = pegawai.api) =>
      ctx.app.inject({
        method: 'HEAD',
        url: `/api/v1/upload?patch=${id}`,
        headers: as.token ? { authorization: `Bearer ${as.token}` } : {},
      });

    const first = await patch(0, chunks[0] as Buffer);
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe('1000');
    const resume = await head();
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['upload-offset']).toBe('1000');

    // Someone else cannot see or feed the transfer.
    expect((await head(atasan.api)).statusCode).toBe(404);
    expect((await patch(1000, chunks[1] as Buffer, atasan.api)).statusCode).toBe(404);
    // A gap is refused and told where to continue.
    const gap = await patch(2000, chunks[2] as Buffer);
    expect(gap.statusCode).toBe(422);
    expect(gap.headers['upload-offset']).toBe('1000');

    expect((await patch(1000, chunks[1] as Buffer)).statusCode).toBe(204);
    // A retried chunk is written over itself.
    expect((await patch(1000, chunks[1] as Buffer)).headers['upload-offset']).toBe('2000');
    expect((await head()).headers['upload-offset']).toBe('2000');
    const last = await patch(2000, chunks[2] as Buffer);
    expect(last.statusCode).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(bytes.length));

    const file = await row(id);
    expect(file).toMatchObject({
      originalName: 'pas foto.png',
      mimeType: 'image/png',
      sizeBytes: bytes.length,
      sha256: sha256(bytes),
      uploadedBy: pegawai.user.id,
    });
    expect(existsSync(stagingPath(dataDir, id))).toBe(false);
    const restored = await pegawai.api.get(`upload?restore=${id}`);
    expect(restored.statusCode).toBe(200);
    expect(sha256(restored.rawPayload)).toBe(sha256(bytes));
    // The last chunk sent again after the file is done changes nothing.
    expect((await patch(2000, chunks[2] as Buffer)).statusCode).toBe(204);
  });

  it('refuses a chunked upload whose bytes are not an accepted type, and ends the transfer', async () => {
    const text = Buffer.from('%PDX- bukan pdf '.repeat(10));
    const start = filepondForm(null);
    const id = (
      await pegawai.api.request('POST', 'upload', start.payload, {
        ...start.headers,
        'upload-length': String(text.length),
      })
    ).body;
    const res = await pegawai.api.request('PATCH', `upload?patch=${id}`, text, {
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'upload-length': String(text.length),
      'upload-name': 'dokumen.pdf',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([UPLOAD_MESSAGES.invalidType]);
    expect(await row(id)).toBeUndefined();
    const [transfer] = await ctx.app.db
      .select()
      .from(fileTransfers)
      .where(eq(fileTransfers.id, id));
    expect(transfer).toBeUndefined();
    expect(existsSync(stagingPath(dataDir, id))).toBe(false);
  });

  it('restores and reverts an upload for its uploader only', async () => {
    const id = await uploadId(pegawai.api, 'dokumen.pdf', PDF);
    const restored = await pegawai.api.get(`upload?restore=${id}`);
    expect(restored.statusCode).toBe(200);
    expect(restored.headers['content-type']).toBe('application/pdf');
    expect(restored.headers['content-disposition']).toBe(
      `inline; filename="dokumen.pdf"; filename*=UTF-8''dokumen.pdf`,
    );
    expect(restored.headers['x-content-type-options']).toBe('nosniff');
    expect(restored.rawPayload.equals(PDF)).toBe(true);

    for (const other of [atasan, admin]) {
      expect((await other.api.get(`upload?restore=${id}`)).statusCode).toBe(404);
      expect((await other.api.get(`upload?load=${id}`)).statusCode).toBe(404);
      expect((await other.api.get(`files/${id}`)).statusCode).toBe(404);
      const revert = await other.api.request('DELETE', 'upload', id, {
        'content-type': 'text/plain',
      });
      expect(revert.statusCode).toBe(404);
    }
    expect(await row(id)).toBeDefined();

    const storageKey = (await row(id))?.storageKey ?? 'x';
    const revert = await pegawai.api.request('DELETE', 'upload', id, {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(revert.statusCode).toBe(200);
    expect(await row(id)).toBeUndefined();
    expect(existsSync(join(dataDir, 'files', storageKey))).toBe(false);
    expect((await pegawai.api.get(`upload?restore=${id}`)).statusCode).toBe(404);
  });

  it('needs the anti-forgery header to upload', async () => {
    const form = filepondForm('foto.png', PNG, 'image/png');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${pegawai.token}` },
    });
    expect(res.statusCode).toBe(419);
  });

  it('sets the photo, serves it to its owner and admins only, and refuses a PDF', async () => {
    const pdfId = await uploadId(pegawai.api, 'foto.pdf', PDF);
    const refused = await pegawai.api.put('auth/user/photo', { file_id: pdfId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file_id).toEqual([UPLOAD_MESSAGES.imageOnly]);
    expect((await row(pdfId))?.attachedAt).toBeNull();

    const firstId = await uploadId(pegawai.api, 'foto.png', PNG);
    const first = await pegawai.api.put('auth/user/photo', { file_id: firstId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      photo: firstId,
      photo_url: `/api/v1/files/${firstId}`,
    });
    expect((await pegawai.api.get('auth/user')).json().data.photo_url).toBe(
      `/api/v1/files/${firstId}`,
    );
    expect(await row(firstId)).toMatchObject({ ownerUserId: pegawai.user.id });
    expect((await row(firstId))?.attachedAt).toBeInstanceOf(Date);

    const own = await pegawai.api.get(`files/${firstId}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^inline; /);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await pegawai.api.get(`upload?load=${firstId}`)).statusCode).toBe(200);
    // Another staff member: not found, as if it did not exist. The staff register's admins: yes.
    expect((await atasan.api.get(`files/${firstId}`)).statusCode).toBe(404);
    expect((await atasan.api.get(`upload?load=${firstId}`)).statusCode).toBe(404);
    expect((await admin.api.get(`files/${firstId}`)).statusCode).toBe(200);
    expect((await kepegawaian.api.get(`files/${firstId}`)).statusCode).toBe(200);
    // Attached: no longer the uploader's to revert or restore.
    expect(
      (await pegawai.api.request('DELETE', 'upload', firstId, { 'content-type': 'text/plain' }))
        .statusCode,
    ).toBe(404);
    expect((await pegawai.api.get(`upload?restore=${firstId}`)).statusCode).toBe(404);

    // Another person's upload, or a file already attached, cannot become my photo.
    const theirs = await uploadId(atasan.api, 'foto.png', PNG);
    const notMine = await pegawai.api.put('auth/user/photo', { file_id: theirs });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.file_id).toEqual([UPLOAD_MESSAGES.notYours]);
    const taken = await atasan.api.put('auth/user/photo', { file_id: firstId });
    expect(taken.statusCode).toBe(422);

    // A new photo replaces the old one, which is released for the cleanup.
    const secondId = await uploadId(pegawai.api, 'foto-baru.png', PNG);
    expect((await pegawai.api.put('auth/user/photo', { file_id: secondId })).statusCode).toBe(200);
    expect((await row(firstId))?.attachedAt).toBeNull();
    expect((await atasan.api.get(`files/${firstId}`)).statusCode).toBe(404);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.photo'), eq(auditLog.rowId, String(pegawai.user.id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actorUserId: pegawai.user.id,
      before: { photo_file_id: firstId },
      after: { photo_file_id: secondId },
    });
  });

  it('lets a staff-register admin attach a file the owner uploaded, and no one else', async () => {
    const id = await uploadId(pegawai.api, 'sk.pdf', PDF);
    await expect(
      ctx.app.db.transaction((tx) =>
        attachFile(tx, id, { actorUserId: atasan.user.id, ownerUserId: pegawai.user.id }),
      ),
    ).rejects.toMatchObject({ status: 422, fields: { file: [UPLOAD_MESSAGES.notYours] } });
    const attached = await ctx.app.db.transaction((tx) =>
      attachFile(tx, id, { actorUserId: kepegawaian.user.id, ownerUserId: pegawai.user.id }),
    );
    expect(attached.ownerUserId).toBe(pegawai.user.id);
    // Saving the record again with the same file changes nothing.
    await ctx.app.db.transaction((tx) =>
      attachFile(tx, id, {
        actorUserId: kepegawaian.user.id,
        ownerUserId: pegawai.user.id,
        previousFileId: id,
      }),
    );
    await expect(
      ctx.app.db.transaction((tx) =>
        attachFile(tx, id, { actorUserId: pegawai.user.id, ownerUserId: pegawai.user.id }),
      ),
    ).rejects.toMatchObject({ fields: { file: [UPLOAD_MESSAGES.alreadyAttached] } });
    await expect(
      ctx.app.db.transaction((tx) =>
        attachFile(tx, '00000000-0000-4000-8000-000000000000', {
          actorUserId: pegawai.user.id,
          ownerUserId: pegawai.user.id,
          field: 'dokumen',
        }),
      ),
    ).rejects.toMatchObject({ fields: { dokumen: [UPLOAD_MESSAGES.notFound] } });
    await ctx.app.db.transaction((tx) => detachFile(tx, id));
    expect((await row(id))?.attachedAt).toBeNull();
  });

  it('cleans up uploads never attached after a day, and keeps attached ones', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 25 * 3_600_000);
    const staleId = await uploadId(pegawai.api, 'lupa.png', PNG);
    const freshId = await uploadId(pegawai.api, 'baru.png', PNG);
    const keptId = await uploadId(pegawai.api, 'dipakai.png', PNG);
    await ctx.app.db.transaction((tx) =>
      attachFile(tx, keptId, { actorUserId: pegawai.user.id, ownerUserId: pegawai.user.id }),
    );
    for (const id of [staleId, keptId]) {
      await ctx.app.db.update(files).set({ createdAt: old }).where(eq(files.id, id));
    }
    // A chunked transfer abandoned yesterday.
    const start = filepondForm(null);
    const transferId = (
      await pegawai.api.request('POST', 'upload', start.payload, {
        ...start.headers,
        'upload-length': '5000',
      })
    ).body;
    await ctx.app.db
      .update(fileTransfers)
      .set({ createdAt: old })
      .where(eq(fileTransfers.id, transferId));
    const staleKey = (await row(staleId))?.storageKey ?? 'x';
    const keptKey = (await row(keptId))?.storageKey ?? 'x';

    const result = await cleanupUploads(ctx.app.db, ctx.app.config, now);
    expect(result.files).toBeGreaterThanOrEqual(1);
    expect(result.transfers).toBe(1);
    expect(await row(staleId)).toBeUndefined();
    expect(existsSync(join(dataDir, 'files', staleKey))).toBe(false);
    expect(await row(freshId)).toBeDefined();
    expect(await row(keptId)).toBeDefined();
    expect(existsSync(join(dataDir, 'files', keptKey))).toBe(true);
    expect(existsSync(stagingPath(dataDir, transferId))).toBe(false);

    // The pegawai's current photo is attached, however old.
    const photo = (await pegawai.api.get('auth/user')).json().data.photo;
    expect(await row(photo)).toBeDefined();
  });

  it('never removes a logo, nor a file a record refers to without having attached it', async () => {
    const form = filepondForm('logo.png', PNG, 'image/png', 'file');
    const logo = await admin.api.request(
      'POST',
      'admin/setting/image/logo_dark',
      form.payload,
      form.headers,
    );
    expect(logo.statusCode, logo.body).toBe(200);
    const logoId = /v=([0-9a-f-]{36})/.exec(logo.json().data.logodarkdir)?.[1] ?? 'x';
    expect(await row(logoId)).toMatchObject({ ownerUserId: null });
    expect((await row(logoId))?.attachedAt).toBeInstanceOf(Date);
    expect((await atasan.api.get(`files/${logoId}`)).statusCode).toBe(200);

    // A photo set before attaching existed: unattached, but users.photo_file_id points at it.
    const photo: string = (await pegawai.api.get('auth/user')).json().data.photo;
    const old = new Date(Date.now() - 48 * 3_600_000);
    for (const id of [logoId, photo]) {
      await ctx.app.db.update(files).set({ createdAt: old }).where(eq(files.id, id));
    }
    await ctx.app.db.update(files).set({ attachedAt: null }).where(eq(files.id, photo));
    await cleanupUploads(ctx.app.db, ctx.app.config);
    expect(await row(logoId)).toBeDefined();
    expect(await row(photo)).toBeDefined();
  });

  it('answers 401 to a guest on every upload call', async () => {
    const guest = ctx.app;
    expect((await guest.inject({ url: '/api/v1/upload?load=x' })).statusCode).toBe(401);
    expect((await guest.inject({ method: 'HEAD', url: '/api/v1/upload?patch=x' })).statusCode).toBe(
      401,
    );
  });
});
