import multipart from '@fastify/multipart';
import {
  SETTING_IMAGES,
  ZAdminSettingResponse,
  ZPublicSettingResponse,
  ZUpdateSettingRequest,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { actorOf } from '../../http/auth-context.ts';
import { findFile, MAX_UPLOAD_BYTES, openFile, sniffImageType } from '../files/files.api.ts';
import * as setting from './setting.service.ts';

const ZImageParams = z.object({ kind: z.enum(SETTING_IMAGES) });
const tags = ['setting'];

/** `GET setting` for every page, and `/admin/setting` for the institution's settings. */
export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  app.get(
    '/setting',
    {
      config: { public: true, duringMaintenance: true },
      schema: { tags, response: { 200: ZPublicSettingResponse } },
    },
    async () => ({ data: await setting.getPublicSetting(app.db) }),
  );

  app.get(
    '/setting/image/:kind',
    { config: { public: true, duringMaintenance: true }, schema: { tags, params: ZImageParams } },
    async (request, reply) => {
      const fileId = await setting.settingImageFileId(app.db, request.params.kind);
      const file = fileId ? await findFile(app.db, fileId) : undefined;
      if (!file) throw AppError.notFound('Gambar belum diunggah.');
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await openFile(app.config, file));
    },
  );

  app.get(
    '/admin/setting',
    {
      config: { permission: 'admin.setting' },
      schema: { tags, response: { 200: ZAdminSettingResponse } },
    },
    async () => ({ data: await setting.getAdminSetting(app.db) }),
  );

  app.put(
    '/admin/setting',
    {
      config: { permission: 'admin.setting' },
      schema: { tags, body: ZUpdateSettingRequest, response: { 200: ZAdminSettingResponse } },
    },
    async (request) => ({
      data: await setting.updateSetting(app.db, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/admin/setting/image/:kind',
    {
      config: { permission: 'admin.setting' },
      schema: {
        tags,
        params: ZImageParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZAdminSettingResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw AppError.validation({ file: ['Pilih berkas gambar'] });
      const part = await request.file();
      if (part?.fieldname !== 'file') throw AppError.validation({ file: ['Pilih berkas gambar'] });
      const bytes = await part.toBuffer().catch(() => {
        throw AppError.validation({ file: ['Ukuran berkas maksimal 2MB'] });
      });
      const mimeType = sniffImageType(bytes);
      if (!mimeType)
        throw AppError.validation({
          file: ['Jenis berkas tidak didukung: gunakan PNG, JPG atau WebP'],
        });
      const upload = { bytes, originalName: part.filename, mimeType };
      return {
        data: await setting.setSettingImage(
          app.db,
          app.config,
          request.params.kind,
          upload,
          actorOf(request),
        ),
      };
    },
  );
};
