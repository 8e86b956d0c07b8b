import {
  paginated,
  ZAdminLemburListRequest,
  ZCreateLemburRequest,
  ZDecisionBody,
  ZLemburListRequest,
  ZLemburPunchRequest,
  ZLemburRekapQuery,
  ZLemburRekapResponse,
  ZLemburResponse,
  ZLemburRow,
  ZLemburSubordinates,
  ZLemburTarif,
  ZLemburTarifQuery,
  ZLemburTarifResponse,
  ZLemburToday,
  ZListQuery,
  ZMasterIdParams,
} from '@sikerja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import {
  LEMBUR_EXPORT_HEADERS,
  lemburFileName,
  lemburWorkbook,
  XLSX_TYPE,
} from './lembur.export.ts';
import {
  type Caller,
  createLembur,
  decideLembur,
  findLembur,
  getVisibleLembur,
  lemburToday,
  punchLembur,
  subordinatesOf,
  withdrawLembur,
} from './lembur.service.ts';
import { getTarif, lemburRekap, saveTarif } from './lembur-pay.service.ts';

const tags = ['lembur'];
const USER = { permission: 'user.presensi_lembur' } as const;
const ADMIN = { permission: 'admin.lembur' } as const;

function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return { userId: auth.userId, permissions: auth.permissions, actor: actorOf(request) };
}

/**
 * `/user/presensi_lembur` (a person's orders, the superior's and official's inbox, today's
 * overtime check-in) and `/admin/lembur` (every order, the month's list and its workbook, the
 * year's rates and caps). docs/lembur.md.
 */
export const lemburRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/user/presensi_lembur';
  const admin = '/admin/lembur';
  const one = { params: ZMasterIdParams, response: { 200: ZLemburResponse } };
  const page = (request: { query: { page: number }; url: string }, per: number) => ({
    page: request.query.page,
    per,
    path: listPath(request.url),
  });

  app.post(
    `${base}/list`,
    {
      config: USER,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZLemburListRequest,
        response: { 200: paginated(ZLemburRow) },
      },
    },
    async (request) =>
      findLembur(
        app.db,
        page(request, request.body.per),
        request.body,
        callerOf(request),
        request.body.box,
      ),
  );
  app.post(
    base,
    {
      config: USER,
      schema: { tags, body: ZCreateLemburRequest, response: { 200: ZLemburResponse } },
    },
    async (request) => ({ data: await createLembur(app.db, request.body, callerOf(request)) }),
  );
  app.get(
    `${base}/today`,
    { config: USER, schema: { tags, response: { 200: z.object({ data: ZLemburToday }) } } },
    async (request) => ({ data: await lemburToday(app.db, callerOf(request)) }),
  );
  app.get(
    `${base}/bawahan`,
    { config: USER, schema: { tags, response: { 200: ZLemburSubordinates } } },
    async (request) => ({ data: await subordinatesOf(app.db, callerOf(request)) }),
  );
  app.get(`${base}/:id`, { config: USER, schema: { tags, ...one } }, async (request) => ({
    data: await getVisibleLembur(app.db, request.params.id, callerOf(request)),
  }));
  app.post(
    `${base}/:id/decide`,
    { config: USER, schema: { tags, ...one, body: ZDecisionBody } },
    async (request) => ({
      data: await decideLembur(app.db, request.params.id, request.body, callerOf(request), 'inbox'),
    }),
  );
  app.post(`${base}/:id/withdraw`, { config: USER, schema: { tags, ...one } }, async (request) => ({
    data: await withdrawLembur(app.db, request.params.id, callerOf(request)),
  }));
  app.post(
    `${base}/:id/absen`,
    { config: USER, schema: { tags, ...one, body: ZLemburPunchRequest } },
    async (request) => ({
      data: await punchLembur(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );

  app.post(
    `${admin}/list`,
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZAdminLemburListRequest,
        response: { 200: paginated(ZLemburRow) },
      },
    },
    async (request) =>
      findLembur(app.db, page(request, request.body.per), request.body, callerOf(request), 'admin'),
  );
  app.post(
    `${admin}/:id/decide`,
    { config: ADMIN, schema: { tags, ...one, body: ZDecisionBody } },
    async (request) => ({
      data: await decideLembur(app.db, request.params.id, request.body, callerOf(request), 'admin'),
    }),
  );
  app.get(
    `${admin}/rekap`,
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: ZLemburRekapQuery,
        response: { 200: z.object({ data: ZLemburRekapResponse }) },
      },
    },
    async (request) => ({ data: await lemburRekap(app.db, request.query) }),
  );
  app.get(
    `${admin}/rekap/export`,
    { config: ADMIN, schema: { tags, querystring: ZLemburRekapQuery } },
    async (request, reply) => {
      const buffer = await lemburWorkbook(app.db, request.query);
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${lemburFileName(request.query.year, request.query.month)}"`,
        )
        .send(buffer);
    },
  );
  app.get(
    `${admin}/tarif`,
    {
      config: ADMIN,
      schema: { tags, querystring: ZLemburTarifQuery, response: { 200: ZLemburTarifResponse } },
    },
    async (request) => ({ data: await getTarif(app.db, request.query.year) }),
  );
  app.put(
    `${admin}/tarif`,
    {
      config: ADMIN,
      schema: { tags, body: ZLemburTarif, response: { 200: ZLemburTarifResponse } },
    },
    async (request) => ({ data: await saveTarif(app.db, actorOf(request), request.body) }),
  );
};

export { LEMBUR_EXPORT_HEADERS };
