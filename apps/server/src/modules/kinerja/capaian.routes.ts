/**
 * Capaian kinerja over HTTP (docs/kinerja.md, "Capaian: dari data ke angka"):
 * - `GET /user/kinerja/capaian?year=&month=`: the logged-in person's month;
 * - `GET /admin/kinerja/capaian?year=&month=&user_id=`: anyone's month, for the admin laporan
 *   capaian screen (permission admin.laporan.capaian_kinerja).
 * Without an approved contract covering the month both answer 404 with a clear message.
 * - `GET /user/kinerja/capaian/tahun?year=`, `GET /admin/kinerja/capaian/tahun?year=&user_id=`:
 *   a year's twelve months and their average (200 with empty months without a contract; the
 *   admin asking for an unknown person 404);
 * - `POST /admin/laporan/capaian_kinerja/list?page=N` and `GET .../export`: everyone's month or
 *   year, paginated, and as Excel (docs/kinerja.md "Laporan capaian").
 */
import {
  paginated,
  type TCapaianMonth,
  ZCapaianAdminQuery,
  ZCapaianQuery,
  ZCapaianReportListRequest,
  ZCapaianReportRow,
  ZCapaianResponse,
  ZCapaianYearAdminQuery,
  ZCapaianYearQuery,
  ZCapaianYearResponse,
  ZListQuery,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/resource/resource-export.ts';
import { capaianForMonth } from './capaian.service.ts';
import { capaianReportFileName, capaianReportWorkbook } from './capaian-report.export.ts';
import { capaianReportPage, capaianYear } from './capaian-report.service.ts';

const tags = ['kinerja'];

/** No approved contract covering the month: nothing to compute. */
export const NO_CONTRACT_MESSAGE =
  'Belum ada kontrak kinerja yang disetujui untuk bulan ini, sehingga capaian belum dapat dihitung.';

async function oneMonth(
  db: DbOrTx,
  userId: number,
  year: number,
  month: number,
): Promise<{ data: TCapaianMonth }> {
  const [person] = await capaianForMonth(db, { year, month, userIds: [userId] });
  if (!person) throw AppError.notFound(NO_CONTRACT_MESSAGE);
  return { data: person.capaian };
}

export const capaianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/kinerja/capaian',
    {
      config: { permission: 'user.laporan.capaian_kinerja' },
      schema: { tags, querystring: ZCapaianQuery, response: { 200: ZCapaianResponse } },
    },
    async (request) =>
      oneMonth(app.db, requireAuth(request).userId, request.query.year, request.query.month),
  );
  app.get(
    '/admin/kinerja/capaian',
    {
      config: { permission: 'admin.laporan.capaian_kinerja' },
      schema: { tags, querystring: ZCapaianAdminQuery, response: { 200: ZCapaianResponse } },
    },
    async (request) =>
      oneMonth(app.db, request.query.user_id, request.query.year, request.query.month),
  );
  app.get(
    '/user/kinerja/capaian/tahun',
    {
      config: { permission: 'user.laporan.capaian_kinerja' },
      schema: { tags, querystring: ZCapaianYearQuery, response: { 200: ZCapaianYearResponse } },
    },
    async (request) => ({
      data: await capaianYear(app.db, requireAuth(request).userId, request.query.year),
    }),
  );
  app.get(
    '/admin/kinerja/capaian/tahun',
    {
      config: { permission: 'admin.laporan.capaian_kinerja' },
      schema: {
        tags,
        querystring: ZCapaianYearAdminQuery,
        response: { 200: ZCapaianYearResponse },
      },
    },
    async (request) => ({
      data: await capaianYear(app.db, request.query.user_id, request.query.year),
    }),
  );
  app.post(
    '/admin/laporan/capaian_kinerja/list',
    {
      config: { permission: 'admin.laporan.capaian_kinerja' },
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZCapaianReportListRequest,
        response: { 200: paginated(ZCapaianReportRow) },
      },
    },
    async (request) => {
      const result = await capaianReportPage(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
      );
      return { ...result, data: result.data.map((p) => p.row) };
    },
  );
  app.get(
    '/admin/laporan/capaian_kinerja/export',
    {
      config: { permission: 'admin.laporan.capaian_kinerja' },
      schema: { tags, querystring: ZCapaianReportListRequest },
    },
    async (request, reply) => {
      const book = await capaianReportWorkbook(app.db, request.query);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${capaianReportFileName(request.query)}"`,
        )
        .send(book);
    },
  );
};
