import {
  monthName,
  paginated,
  ZCreateLockRequest,
  ZListQuery,
  ZLockListRequest,
  ZLockResponse,
  ZLockRow,
  ZMasterIdParams,
  ZMessageResponse,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { createLock, deleteLock, findLocks } from './lock.service.ts';

const tags = ['attendance'];
const config = { permission: 'admin.lock' } as const;
/** `/admin/lock`: the list of locked months, lock, unlock. */
export const lockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/lock/list',
    {
      config,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZLockListRequest,
        response: { 200: paginated(ZLockRow) },
      },
    },
    async (request) =>
      findLocks(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        { year: request.body.year },
      ),
  );

  app.post(
    '/admin/lock',
    { config, schema: { tags, body: ZCreateLockRequest, response: { 200: ZLockResponse } } },
    async (request) => ({
      data: await createLock(app.db, request.body, requireAuth(request).userId, actorOf(request)),
    }),
  );

  app.delete(
    '/admin/lock/:id',
    { config, schema: { tags, params: ZMasterIdParams, response: { 200: ZMessageResponse } } },
    async (request) => {
      const lock = await deleteLock(app.db, request.params.id, actorOf(request));
      const scope = lock.unit_name ? ` untuk ${lock.unit_name}` : ' untuk semua unit';
      return {
        data: { message: `Kunci ${monthName(lock.month)} ${lock.year}${scope} telah dibuka.` },
      };
    },
  );
};
