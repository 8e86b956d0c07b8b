import {
  paginated,
  ZAttachUraianRequest,
  ZAttachUraianResponse,
  ZListQuery,
  ZMasterIdParams,
  ZMessageResponse,
  ZPositionUraianListRequest,
  ZPositionUraianParams,
  ZPositionUraianRow,
  ZUserUraianQuery,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { loadSettings } from '../setting/setting.api.ts';
import * as katalog from './katalog.service.ts';

const PETA = 'admin.master.jabatan.peta';
const admin = { permission: PETA } as const;
const tags = ['kinerja'];
const base = '/admin/master/jabatan/peta/:id/uraian';

/**
 * The activity catalogue of a position (docs/kinerja.md "Katalog kegiatan"): the admin keeps a
 * position's menu on the position map; staff read their own position's menu in the contract
 * screen's picker.
 */
export const katalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${base}/list`,
    {
      config: admin,
      schema: {
        tags,
        params: ZMasterIdParams,
        querystring: ZListQuery,
        body: ZPositionUraianListRequest,
        response: { 200: paginated(ZPositionUraianRow) },
      },
    },
    async (request) =>
      katalog.findPositionUraian(
        app.db,
        request.params.id,
        { ...request.body, activeOnly: false },
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
      ),
  );

  app.post(
    base,
    {
      config: admin,
      schema: {
        tags,
        params: ZMasterIdParams,
        body: ZAttachUraianRequest,
        response: { 200: ZAttachUraianResponse },
      },
    },
    async (request) => {
      const attached = await katalog.attachUraian(
        app.db,
        request.params.id,
        request.body.task_description_ids,
        actorOf(request),
      );
      return {
        data: {
          message:
            attached === 0
              ? 'Uraian tugas yang dipilih sudah ada pada jabatan ini.'
              : `${attached} uraian tugas ditambahkan ke jabatan.`,
          attached,
        },
      };
    },
  );

  app.delete(
    `${base}/:task_description_id`,
    {
      config: admin,
      schema: { tags, params: ZPositionUraianParams, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await katalog.detachUraian(
        app.db,
        request.params.id,
        request.params.task_description_id,
        actorOf(request),
      );
      return { data: { message: 'Uraian tugas dihapus dari jabatan.' } };
    },
  );

  // The contract screen's picker: the caller's own positions; an admin of the map, any.
  app.get(
    '/user/kinerja/uraian',
    {
      config: { permission: ['user.kinerja', PETA] },
      schema: {
        tags,
        querystring: ZUserUraianQuery,
        response: { 200: paginated(ZPositionUraianRow) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { position_id: asked, page, per, ...filters } = request.query;
      const pageRequest = { page, per, path: listPath(request.url) };
      const anyPosition = auth.permissions.has(PETA);
      let positionId = asked;
      if (!anyPosition || asked === undefined) {
        const today = zonedDate(new Date(), (await loadSettings(app.db)).timeZone);
        const own = await katalog.ownPositionIds(app.db, auth.userId, today);
        if (asked === undefined) positionId = own.current ?? undefined;
        else if (!own.all.has(asked)) throw AppError.notFound('Jabatan tidak ditemukan.');
      }
      if (positionId === undefined) {
        throw AppError.notFound('Anda belum memiliki jabatan. Hubungi admin kepegawaian.');
      }
      return katalog.findPositionUraian(
        app.db,
        positionId,
        { ...filters, activeOnly: true },
        pageRequest,
      );
    },
  );
};
