/** `/admin/cuti_setting` (parameters, opening balances, cuti bersama duty) and `/admin/laporan/cuti`. */
import {
  paginated,
  ZBersamaDuty,
  ZBersamaDutyRow,
  ZCutiReportQuery,
  ZCutiReportRow,
  ZCutiSetting,
  ZCutiSettingRow,
  ZListQuery,
  ZListRequest,
  ZMasterIdParams,
  ZMessageResponse,
  ZOpeningBalance,
  ZOpeningBalanceRow,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import {
  exportFileName,
  streamWorkbook,
  XLSX_CONTENT_TYPE,
} from '../../platform/resource/resource-export.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { findCutiReport, reportChunks, reportColumns } from './cuti-report.service.ts';
import {
  addBersamaDuty,
  deleteBersamaDuty,
  deleteOpeningBalance,
  findBersamaDuties,
  findOpeningBalances,
  getCutiSetting,
  saveCutiSetting,
  saveOpeningBalance,
} from './cuti-setting.service.ts';

const tags = ['cuti'];
const setting = { permission: 'admin.cuti_setting' };
const report = { permission: 'admin.laporan.cuti' };
const ZYearParams = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
const ZYearList = ZListRequest.extend({ year: z.coerce.number().int().min(2000).max(2100) });
const ok = (message: string) => ({ data: { message } });

export const cutiAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const S = '/admin/cuti_setting';
  app.get(
    `${S}/:year`,
    {
      config: setting,
      schema: { tags, params: ZYearParams, response: { 200: z.object({ data: ZCutiSettingRow }) } },
    },
    async (request) => ({ data: await getCutiSetting(app.db, request.params.year) }),
  );
  app.put(
    `${S}/:year`,
    {
      config: setting,
      schema: {
        tags,
        params: ZYearParams,
        body: ZCutiSetting.omit({ year: true }),
        response: { 200: z.object({ data: ZCutiSettingRow }) },
      },
    },
    async (request) => ({
      data: await saveCutiSetting(app.db, actorOf(request), {
        ...request.body,
        year: request.params.year,
      }),
    }),
  );

  app.post(
    `${S}/saldo_awal/list`,
    {
      config: setting,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZYearList,
        response: { 200: paginated(ZOpeningBalanceRow) },
      },
    },
    async (request) =>
      findOpeningBalances(app.db, {
        page: request.query.page,
        per: request.body.per,
        path: listPath(request.url),
        year: request.body.year,
        search: request.body.search,
      }),
  );
  app.post(
    `${S}/saldo_awal`,
    {
      config: setting,
      schema: { tags, body: ZOpeningBalance, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await saveOpeningBalance(app.db, actorOf(request), request.body);
      return ok('Saldo awal disimpan.');
    },
  );
  app.delete(
    `${S}/saldo_awal/:id`,
    {
      config: setting,
      schema: { tags, params: ZMasterIdParams, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await deleteOpeningBalance(app.db, actorOf(request), request.params.id);
      return ok('Saldo awal dihapus.');
    },
  );

  app.post(
    `${S}/cuti_bersama/list`,
    {
      config: setting,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZYearList,
        response: { 200: paginated(ZBersamaDutyRow) },
      },
    },
    async (request) =>
      findBersamaDuties(app.db, {
        page: request.query.page,
        per: request.body.per,
        path: listPath(request.url),
        year: request.body.year,
        search: request.body.search,
      }),
  );
  app.post(
    `${S}/cuti_bersama`,
    { config: setting, schema: { tags, body: ZBersamaDuty, response: { 200: ZMessageResponse } } },
    async (request) => {
      await addBersamaDuty(app.db, actorOf(request), request.body);
      return ok('Tugas pada hari cuti bersama dicatat.');
    },
  );
  app.delete(
    `${S}/cuti_bersama/:id`,
    {
      config: setting,
      schema: { tags, params: ZMasterIdParams, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await deleteBersamaDuty(app.db, actorOf(request), request.params.id);
      return ok('Catatan dihapus.');
    },
  );

  const R = '/admin/laporan/cuti';
  app.post(
    `${R}/list`,
    {
      config: report,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListRequest.extend(ZCutiReportQuery.omit({ search: true }).shape),
        response: { 200: paginated(ZCutiReportRow) },
      },
    },
    async (request) =>
      findCutiReport(app.db, request.body, {
        page: request.query.page,
        per: request.body.per,
        path: listPath(request.url),
      }),
  );
  app.get(
    `${R}/export`,
    { config: report, schema: { tags, querystring: ZCutiReportQuery } },
    async (request, reply) => {
      const { timeZone } = await loadSettings(app.db);
      const stream = streamWorkbook(
        `Laporan Cuti ${request.query.year}`,
        await reportColumns(app.db),
        reportChunks(app.db, request.query),
        (error) => request.log.error({ err: error }, 'cuti report export failed'),
      );
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(`laporan-cuti-${request.query.year}`, timeZone)}"`,
        )
        .send(stream);
    },
  );
};
