import {
  paginated,
  ZCreateKontrakRequest,
  ZIdParams,
  ZKinerjaWindow,
  ZKinerjaWindowListRequest,
  ZKinerjaWindowRequest,
  ZKinerjaWindowResponse,
  ZKontrakCopyRequest,
  ZKontrakCumulativeRequest,
  ZKontrakDecisionRequest,
  ZKontrakInboxRequest,
  ZKontrakLineRequest,
  ZKontrakResponse,
  ZKontrakSendRequest,
  ZKontrakSpreadRequest,
  ZKontrakSummary,
  ZKontrakTargetsRequest,
  ZKontrakUraianResponse,
  ZKontrakYearQuery,
  ZKontrakYearResponse,
  ZListQuery,
} from '@sikerja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import {
  createKinerjaWindow,
  deleteKinerjaWindow,
  findKinerjaWindows,
} from './kinerja-window.service.ts';
import {
  addLine,
  type Caller,
  cancelKontrak,
  copyKontrak,
  createKontrak,
  decideKontrak,
  deleteLine,
  findAllKontrak,
  findInbox,
  getKontrak,
  kontrakOfYear,
  kontrakUraian,
  sendKontrak,
  setCumulative,
  setTargets,
  spreadLine,
  updateLine,
} from './kontrak.service.ts';

const tags = ['kinerja'];
const USER = { permission: 'user.kinerja' } as const;
const INBOX = { permission: 'user.persetujuan' } as const;
const MONITOR = { permission: 'admin.kontrak.konfirm' } as const;
const LOCK = { permission: 'admin.lock' } as const;
const READ = { permission: ['user.kinerja', 'user.persetujuan', 'admin.kontrak.konfirm'] };

function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return { userId: auth.userId, permissions: auth.permissions, actor: actorOf(request) };
}

/**
 * Kontrak kinerja (docs/kinerja.md): the person's `/user/kinerja`, the superior's
 * `/user/persetujuan`, the admin's monitoring list, and the filling windows of `/admin/lock`.
 */
export const kontrakRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/user/kinerja';
  const one = { params: ZIdParams, response: { 200: ZKontrakResponse } };

  app.get(
    base,
    {
      config: USER,
      schema: { tags, querystring: ZKontrakYearQuery, response: { 200: ZKontrakYearResponse } },
    },
    async (request) => ({
      data: await kontrakOfYear(app.db, request.query.year, callerOf(request)),
    }),
  );
  app.post(
    base,
    {
      config: USER,
      schema: { tags, body: ZCreateKontrakRequest, response: { 200: ZKontrakResponse } },
    },
    async (request) => ({
      data: await createKontrak(app.db, request.body.year, callerOf(request)),
    }),
  );
  // Read by the owner (user.kinerja) and by the superior (user.persetujuan): the service scopes.
  app.get(`${base}/kontrak/:id`, { config: READ, schema: { tags, ...one } }, async (request) => ({
    data: await getKontrak(app.db, request.params.id, callerOf(request)),
  }));
  app.get(
    `${base}/kontrak/:id/uraian`,
    {
      config: USER,
      schema: { tags, params: ZIdParams, response: { 200: ZKontrakUraianResponse } },
    },
    async (request) => ({
      data: await kontrakUraian(app.db, request.params.id, callerOf(request)),
    }),
  );
  app.post(
    `${base}/kontrak/:id/lines`,
    { config: USER, schema: { tags, ...one, body: ZKontrakLineRequest } },
    async (request) => ({
      data: await addLine(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.put(
    `${base}/lines/:id`,
    { config: USER, schema: { tags, ...one, body: ZKontrakLineRequest } },
    async (request) => ({
      data: await updateLine(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.delete(`${base}/lines/:id`, { config: USER, schema: { tags, ...one } }, async (request) => ({
    data: await deleteLine(app.db, request.params.id, callerOf(request)),
  }));
  app.post(
    `${base}/lines/:id/spread`,
    { config: USER, schema: { tags, ...one, body: ZKontrakSpreadRequest } },
    async (request) => ({
      data: await spreadLine(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.put(
    `${base}/lines/:id/targets`,
    { config: USER, schema: { tags, ...one, body: ZKontrakTargetsRequest } },
    async (request) => ({
      data: await setTargets(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.put(
    `${base}/lines/:id/cumulative`,
    { config: USER, schema: { tags, ...one, body: ZKontrakCumulativeRequest } },
    async (request) => ({
      data: await setCumulative(
        app.db,
        request.params.id,
        request.body.is_cumulative,
        callerOf(request),
      ),
    }),
  );
  app.post(
    `${base}/kontrak/:id/copy`,
    { config: USER, schema: { tags, ...one, body: ZKontrakCopyRequest } },
    async (request) => ({
      data: await copyKontrak(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.post(
    `${base}/kontrak/:id/send`,
    { config: USER, schema: { tags, ...one, body: ZKontrakSendRequest } },
    async (request) => ({
      data: await sendKontrak(app.db, request.params.id, request.body.note, callerOf(request)),
    }),
  );
  app.post(
    `${base}/kontrak/:id/cancel`,
    { config: USER, schema: { tags, ...one } },
    async (request) => ({
      data: await cancelKontrak(app.db, request.params.id, callerOf(request)),
    }),
  );

  app.post(
    '/user/persetujuan/kontrak/list',
    {
      config: INBOX,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZKontrakInboxRequest,
        response: { 200: paginated(ZKontrakSummary) },
      },
    },
    async (request) =>
      findInbox(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
        callerOf(request),
      ),
  );
  app.post(
    '/user/persetujuan/kontrak/:id/decide',
    { config: INBOX, schema: { tags, ...one, body: ZKontrakDecisionRequest } },
    async (request) => ({
      data: await decideKontrak(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );

  app.post(
    '/admin/kontrak/list',
    {
      config: MONITOR,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZKontrakInboxRequest,
        response: { 200: paginated(ZKontrakSummary) },
      },
    },
    async (request) =>
      findAllKontrak(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
      ),
  );

  app.post(
    '/admin/lock/kinerja/list',
    {
      config: LOCK,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZKinerjaWindowListRequest,
        response: { 200: paginated(ZKinerjaWindow) },
      },
    },
    async (request) =>
      findKinerjaWindows(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
      ),
  );
  app.post(
    '/admin/lock/kinerja',
    {
      config: LOCK,
      schema: { tags, body: ZKinerjaWindowRequest, response: { 200: ZKinerjaWindowResponse } },
    },
    async (request) => ({
      data: await createKinerjaWindow(app.db, request.body, actorOf(request)),
    }),
  );
  app.delete(
    '/admin/lock/kinerja/:id',
    {
      config: LOCK,
      schema: { tags, params: ZIdParams, response: { 200: ZKinerjaWindowResponse } },
    },
    async (request) => ({
      data: await deleteKinerjaWindow(app.db, request.params.id, actorOf(request)),
    }),
  );
};
