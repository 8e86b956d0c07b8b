import multipart from '@fastify/multipart';
import { UPLOAD_MESSAGES, ZAuthUserResponse, ZUpdatePhotoRequest } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema/files.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import {
  cleanFileName,
  closeFileStore,
  type FileRow,
  MAX_UPLOAD_BYTES,
  openFile,
  type StorageConfig,
} from './file-storage.service.ts';
import * as uploads from './uploads.service.ts';
import { setUserPhoto } from './user-photo.service.ts';

const tags = ['files'];
const OFFSET_STREAM = 'application/offset+octet-stream';

const ZFetchQuery = z.object({
  load: z.string().max(100).optional(),
  restore: z.string().max(100).optional(),
});
const ZPatchQuery = z.object({ patch: z.string().max(100) });
const ZFileParams = z.object({ id: z.string().max(100) });

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `inline; filename="…"; filename*=UTF-8''…`: an ASCII name for old readers, UTF-8 for the rest. */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function sendFile(reply: FastifyReply, storage: StorageConfig, file: FileRow) {
  const stream = await openFile(storage, file);
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', inlineDisposition(file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/**
 * Streams a stored file to a caller a route has already judged may read it (a request's
 * evidence shown to its approvers); 404 when the file is gone.
 */
export async function sendStoredFile(app: FastifyInstance, reply: FastifyReply, fileId: string) {
  const [file] = await app.db.select().from(files).where(eq(files.id, fileId));
  if (!file) throw AppError.notFound('Berkas tidak ditemukan.');
  return sendFile(reply, app.config, file);
}

/** The multipart body of a process request: its one file, or none (a chunked transfer's start). */
async function readUploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) return null;
  let found: { bytes: Buffer; originalName: string } | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    try {
      const bytes = await part.toBuffer();
      found ??= { bytes, originalName: cleanFileName(part.filename) };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw AppError.validation({ file: [UPLOAD_MESSAGES.tooLarge] });
      }
      throw error;
    }
  }
  return found;
}

/**
 * `upload`: FilePond's server protocol (docs/uploads.md); `files/:id`: stored files for those
 * allowed to see the record holding them; `auth/user/photo`: the user's own photo.
 */
/** The process and patch routes: a body over the size limit is a 422 on `file`. */
const uploadConfig = {
  authenticated: true,
  uploadField: { field: 'file', tooLarge: UPLOAD_MESSAGES.tooLarge },
};

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.config };
  app.addHook('onClose', async () => closeFileStore(app.config));
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 10_000 },
  });
  // A chunk can never be larger than the whole file may be.
  app.addContentTypeParser(
    OFFSET_STREAM,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/upload',
    {
      config: uploadConfig,
      schema: {
        tags,
        summary: 'FilePond process: one multipart file, or open a chunked transfer',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const uploadLength = header(request, 'upload-length');
      const file = await readUploadedFile(request);
      let id: string;
      if (file) {
        id = (await uploads.processUpload(deps, userId, file)).id;
      } else if (uploadLength !== undefined) {
        id = await uploads.startTransfer(deps, userId, uploadLength);
      } else {
        throw AppError.validation({ file: [UPLOAD_MESSAGES.missing] });
      }
      return reply.type('text/plain; charset=utf-8').send(id);
    },
  );

  app.patch(
    '/upload',
    {
      config: uploadConfig,
      schema: {
        tags,
        summary: 'FilePond patch: one chunk at Upload-Offset',
        querystring: ZPatchQuery,
        consumes: [OFFSET_STREAM],
      },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Jenis isi permintaan tidak didukung.');
      }
      const offset = await uploads.patchTransfer(deps, userId, request.query.patch, {
        offset: header(request, 'upload-offset'),
        length: header(request, 'upload-length'),
        name: header(request, 'upload-name'),
        bytes: request.body,
      });
      return reply.status(204).header('upload-offset', String(offset)).send();
    },
  );

  app.head(
    '/upload',
    {
      config: { authenticated: true },
      schema: { tags, summary: 'FilePond resume: the offset reached', querystring: ZPatchQuery },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const offset = await uploads.transferOffset(deps, userId, request.query.patch);
      return reply.status(200).header('upload-offset', String(offset)).send();
    },
  );

  app.delete(
    '/upload',
    {
      config: { authenticated: true },
      schema: { tags, summary: 'FilePond revert: the id as the text body' },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const id = typeof request.body === 'string' ? request.body : undefined;
      await uploads.revertUpload(deps, userId, id);
      return reply.type('text/plain; charset=utf-8').send('');
    },
  );

  app.get(
    '/upload',
    {
      config: { authenticated: true },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'FilePond load (?load=) and restore (?restore=)',
        querystring: ZFetchQuery,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { load, restore } = request.query;
      let file: FileRow;
      if (load !== undefined) file = await uploads.readableFile(deps, auth, load);
      else if (restore !== undefined)
        file = await uploads.restorableFile(deps, auth.userId, restore);
      else throw AppError.notFound(UPLOAD_MESSAGES.notFound);
      return sendFile(reply, deps.storage, file);
    },
  );

  app.get(
    '/files/:id',
    {
      config: { authenticated: true },
      schema: {
        tags,
        summary: 'A stored file, for those who may see its record',
        params: ZFileParams,
      },
    },
    async (request, reply) => {
      const file = await uploads.readableFile(deps, requireAuth(request), request.params.id);
      return sendFile(reply, deps.storage, file);
    },
  );

  app.put(
    '/auth/user/photo',
    {
      config: { authenticated: true },
      schema: { tags: ['auth'], body: ZUpdatePhotoRequest, response: { 200: ZAuthUserResponse } },
    },
    async (request) => ({
      data: await setUserPhoto(
        app.db,
        requireAuth(request),
        request.body.file_id,
        actorOf(request),
      ),
    }),
  );
};
