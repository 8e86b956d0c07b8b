/**
 * SKP reports and the annual evaluation over HTTP (docs/kinerja.md "SKP dan evaluasi
 * tahunan"):
 * - `/user/laporan/kontrak_kerja`: my contracts or my subordinates' (list), a contract's SKP as
 *   a PDF (own or as its superior; else 404), and the superior's evaluation (PUT);
 * - `/admin/laporan/kontrak_kerja`: every contract (list, Excel) and any SKP as a PDF.
 */
import {
  paginated,
  ZListQuery,
  ZSkpAdminListRequest,
  ZSkpEvaluasiRequest,
  ZSkpEvaluasiResponse,
  ZSkpRow,
  ZSkpUserListRequest,
} from '@sikerja/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/resource/resource-export.ts';
import { attendanceNow } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { renderSkp } from './skp.export.ts';
import { adminSkpList, assertSkpReader, evaluateSkp, userSkpList } from './skp.service.ts';
import { skpListFileName, skpListWorkbook } from './skp-list.export.ts';

const tags = ['kinerja'];
const USER = { permission: 'user.laporan.kontrak_kerja' };
const ADMIN = { permission: 'admin.laporan.kontrak_kerja' };
const ZIdParams = z.object({
  id: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});

async function today(db: DbOrTx): Promise<string> {
  const { timeZone } = await loadSettings(db);
  return zonedDate(attendanceNow(), timeZone);
}

async function sendPdf(db: DbOrTx, id: number, reply: FastifyReply) {
  const { pdf, name } = await renderSkp(db, id);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export const kinerjaSkpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/laporan/kontrak_kerja/list',
    {
      config: USER,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZSkpUserListRequest,
        response: { 200: paginated(ZSkpRow) },
      },
    },
    async (request) =>
      userSkpList(
        app.db,
        requireAuth(request).userId,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
        await today(app.db),
      ),
  );
  app.get(
    '/user/laporan/kontrak_kerja/:id/pdf',
    { config: USER, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await assertSkpReader(app.db, request.params.id, requireAuth(request).userId);
      return sendPdf(app.db, request.params.id, reply);
    },
  );
  app.put(
    '/user/laporan/kontrak_kerja/:id/evaluasi',
    {
      config: USER,
      schema: {
        tags,
        params: ZIdParams,
        body: ZSkpEvaluasiRequest,
        response: { 200: ZSkpEvaluasiResponse },
      },
    },
    async (request) => {
      const row = await evaluateSkp(
        app.db,
        request.params.id,
        requireAuth(request).userId,
        request.body,
        actorOf(request),
        await today(app.db),
      );
      return { data: { message: 'Evaluasi tahunan disimpan.', row } };
    },
  );

  app.post(
    '/admin/laporan/kontrak_kerja/list',
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZSkpAdminListRequest,
        response: { 200: paginated(ZSkpRow) },
      },
    },
    async (request) =>
      adminSkpList(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
        await today(app.db),
      ),
  );
  app.get(
    '/admin/laporan/kontrak_kerja/export',
    { config: ADMIN, schema: { tags, querystring: ZSkpAdminListRequest } },
    async (request, reply) => {
      const book = await skpListWorkbook(app.db, request.query, await today(app.db));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${skpListFileName(request.query)}"`)
        .send(book);
    },
  );
  app.get(
    '/admin/laporan/kontrak_kerja/:id/pdf',
    { config: ADMIN, schema: { tags, params: ZIdParams } },
    async (request, reply) => sendPdf(app.db, request.params.id, reply),
  );
};
