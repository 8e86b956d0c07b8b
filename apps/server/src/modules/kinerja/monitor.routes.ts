/**
 * The kinerja monitors over HTTP (docs/kinerja.md "Pemantauan"), the same routes for both kinds:
 * - `/admin/{kontrak|realisasi}/kirim`: list (tab belum/sudah), Excel, the last reminder and
 *   sending one (permission admin.{kind}.kirim);
 * - `/admin/{kontrak|realisasi}/konfirm`: list (tab menunggu/disetujui) and the per-superior
 *   summary (permission admin.{kind}.konfirm);
 * - `GET /admin/kinerja/ringkasan`: the admin home's counts (either kirim permission).
 */
import {
  KINERJA_MONITOR_KINDS,
  paginated,
  type TKinerjaMonitorKind,
  ZKinerjaConfirmListRequest,
  ZKinerjaConfirmRow,
  ZKinerjaCountsResponse,
  ZKinerjaLastReminderResponse,
  ZKinerjaMonitorScope,
  ZKinerjaReminderResponse,
  ZKinerjaSendListRequest,
  ZKinerjaSendRow,
  ZKinerjaSuperiorRow,
  ZListQuery,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/resource/resource-export.ts';
import { attendanceNow } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { sendListFileName, sendListWorkbook } from './monitor.export.ts';
import { confirmList, monitorCounts, sendList, waitingPerSuperior } from './monitor.service.ts';
import { lastKinerjaReminder, sendKinerjaReminder } from './monitor-reminder.service.ts';

const tags = ['kinerja'];

const page = (request: { query: { page: number }; url: string }, per: number) => ({
  page: request.query.page,
  per,
  path: listPath(request.url),
});

async function today(db: Parameters<typeof loadSettings>[0]): Promise<string> {
  const { timeZone } = await loadSettings(db);
  return zonedDate(attendanceNow(), timeZone);
}

function monitorRoutes(kind: TKinerjaMonitorKind): FastifyPluginAsyncZod {
  const kirim = { permission: `admin.${kind}.kirim` };
  const konfirm = { permission: `admin.${kind}.konfirm` };
  return async (app) => {
    app.post(
      `/admin/${kind}/kirim/list`,
      {
        config: kirim,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZKinerjaSendListRequest,
          response: { 200: paginated(ZKinerjaSendRow) },
        },
      },
      async (request) => sendList(app.db, kind, page(request, request.body.per), request.body),
    );
    app.get(
      `/admin/${kind}/kirim/export`,
      { config: kirim, schema: { tags, querystring: ZKinerjaSendListRequest } },
      async (request, reply) => {
        const book = await sendListWorkbook(app.db, kind, request.query);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${sendListFileName(kind, request.query)}"`,
          )
          .send(book);
      },
    );
    app.get(
      `/admin/${kind}/kirim/pengingat`,
      {
        config: kirim,
        schema: {
          tags,
          querystring: ZKinerjaMonitorScope,
          response: { 200: ZKinerjaLastReminderResponse },
        },
      },
      async (request) => ({ data: await lastKinerjaReminder(app.db, kind, request.query) }),
    );
    app.post(
      `/admin/${kind}/kirim/pengingat`,
      {
        config: kirim,
        schema: { tags, body: ZKinerjaMonitorScope, response: { 200: ZKinerjaReminderResponse } },
      },
      async (request) => {
        const count = await sendKinerjaReminder(app.db, kind, request.body, actorOf(request));
        return {
          data: {
            count,
            message:
              count === 0
                ? 'Semua pegawai sudah mengirim; tidak ada yang perlu diingatkan.'
                : `Pengingat dikirim kepada ${count} pegawai.`,
          },
        };
      },
    );
    app.post(
      `/admin/${kind}/konfirm/list`,
      {
        config: konfirm,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZKinerjaConfirmListRequest,
          response: { 200: paginated(ZKinerjaConfirmRow) },
        },
      },
      async (request) =>
        confirmList(
          app.db,
          kind,
          page(request, request.body.per),
          request.body,
          await today(app.db),
        ),
    );
    app.post(
      `/admin/${kind}/konfirm/atasan`,
      {
        config: konfirm,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZKinerjaConfirmListRequest,
          response: { 200: paginated(ZKinerjaSuperiorRow) },
        },
      },
      async (request) =>
        waitingPerSuperior(
          app.db,
          kind,
          page(request, request.body.per),
          request.body,
          await today(app.db),
        ),
    );
  };
}

export const kinerjaMonitorRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of KINERJA_MONITOR_KINDS) await app.register(monitorRoutes(kind));
  app.get(
    '/admin/kinerja/ringkasan',
    {
      config: { permission: ['admin.kontrak.kirim', 'admin.realisasi.kirim'] },
      schema: { tags, response: { 200: ZKinerjaCountsResponse } },
    },
    async () => {
      const day = await today(app.db);
      const [year, month] = day.split('-').map(Number) as [number, number];
      const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
      const kontrak = await monitorCounts(app.db, 'kontrak', { year });
      const realisasi = await monitorCounts(app.db, 'realisasi', last);
      return {
        data: {
          year,
          realisasi_year: last.year,
          realisasi_month: last.month,
          kontrak_belum_kirim: kontrak.notSent,
          kontrak_menunggu: kontrak.waiting,
          realisasi_belum_kirim: realisasi.notSent,
          realisasi_menunggu: realisasi.waiting,
        },
      };
    },
  );
};
