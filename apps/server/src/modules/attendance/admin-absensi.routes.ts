import multipart from '@fastify/multipart';
import {
  paginated,
  ZAbsensiDayDetailResponse,
  ZAbsensiDayListRequest,
  ZAbsensiDayQuery,
  ZAbsensiDayRow,
  ZAbsensiEditRequest,
  ZAbsensiMonthQuery,
  ZAbsensiMonthResponse,
  ZAbsensiSummaryQuery,
  ZAbsensiSummaryResponse,
  ZDeductionSummaryQuery,
  ZDeductionSummaryResponse,
  ZListQuery,
  ZPunchImportResponse,
  ZRekapExportQuery,
} from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workUnits } from '../../db/schema/org.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/resource/resource-export.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { editDay, findDays, getDayDetail, getMonth, getSummary } from './admin-absensi.service.ts';
import { deductionSummary } from './deduction-summary.service.ts';
import { PunchFileError, readPunchFile } from './punch-import.parse.ts';
import { importPunches } from './punch-import.service.ts';
import { recapFileName, streamRecap } from './rekap.export.ts';

const tags = ['attendance'];
const config = { permission: 'admin.absensi' } as const;
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** `/admin/absensi`: the day view, a day's details and edit, a person's month, counts, recap, import. */
export const adminAbsensiRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/admin/absensi';

  app.post(
    `${base}/list`,
    {
      config,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZAbsensiDayListRequest,
        response: { 200: paginated(ZAbsensiDayRow) },
      },
    },
    async (request) =>
      findDays(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
      ),
  );

  app.get(
    `${base}/day`,
    {
      config,
      schema: { tags, querystring: ZAbsensiDayQuery, response: { 200: ZAbsensiDayDetailResponse } },
    },
    async (request) => ({
      data: await getDayDetail(app.db, request.query.user_id, request.query.date),
    }),
  );

  app.put(
    `${base}/day`,
    {
      config,
      schema: { tags, body: ZAbsensiEditRequest, response: { 200: ZAbsensiDayDetailResponse } },
    },
    async (request) => ({
      data: await editDay(app.db, request.body, requireAuth(request).userId, actorOf(request)),
    }),
  );

  app.get(
    `${base}/month`,
    {
      config,
      schema: { tags, querystring: ZAbsensiMonthQuery, response: { 200: ZAbsensiMonthResponse } },
    },
    async (request) => {
      const { user_id, year, month } = request.query;
      return { data: await getMonth(app.db, user_id, year, month) };
    },
  );

  app.get(
    `${base}/summary`,
    {
      config,
      schema: {
        tags,
        querystring: ZAbsensiSummaryQuery,
        response: { 200: ZAbsensiSummaryResponse },
      },
    },
    async (request) => {
      const date =
        request.query.date ?? zonedDate(new Date(), (await loadSettings(app.db)).timeZone);
      return { data: await getSummary(app.db, date) };
    },
  );

  app.get(
    `${base}/ringkasan`,
    {
      config,
      schema: {
        tags,
        querystring: ZDeductionSummaryQuery,
        response: { 200: ZDeductionSummaryResponse },
      },
    },
    async (request) => {
      const { page, per, ...month } = request.query;
      return deductionSummary(app.db, { page, per, path: listPath(request.url) }, month);
    },
  );

  app.get(
    `${base}/rekap/export`,
    { config, schema: { tags, querystring: ZRekapExportQuery } },
    async (request, reply) => {
      const { year, month, unit_id } = request.query;
      let unitCode: string | null = null;
      if (unit_id) {
        const [unit] = await app.db
          .select({ code: workUnits.code })
          .from(workUnits)
          .where(eq(workUnits.id, unit_id));
        if (!unit) throw AppError.validation({ unit_id: ['Unit kerja tidak ditemukan'] });
        unitCode = unit.code;
      }
      const stream = streamRecap(app.db, { year, month, unitId: unit_id ?? null }, (error) =>
        request.log.error({ err: error }, 'recap export failed'),
      );
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${recapFileName(year, month, unitCode)}"`,
        )
        .send(stream);
    },
  );

  // Multipart only here, in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    scope.post(
      `${base}/import`,
      {
        config,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: ZPunchImportResponse },
        },
      },
      async (request) => {
        const choose = 'Pilih file presensi (.xlsx atau .csv)';
        if (!request.isMultipart()) throw AppError.validation({ file: [choose] }, choose);
        const part = await request.file();
        if (!part) throw AppError.validation({ file: [choose] }, choose);
        if (!/\.(xlsx|csv)$/i.test(part.filename)) {
          throw AppError.validation(
            { file: [choose] },
            'Jenis file tidak valid: gunakan .xlsx atau .csv.',
          );
        }
        const bytes = await part.toBuffer().catch(() => {
          throw AppError.validation(
            { file: ['Ukuran file maksimal 5MB'] },
            'Ukuran file maksimal 5MB',
          );
        });
        let lines: Awaited<ReturnType<typeof readPunchFile>>;
        try {
          lines = await readPunchFile(bytes, part.filename);
        } catch (error) {
          if (error instanceof PunchFileError)
            throw AppError.validation({ file: [error.message] }, error.message);
          throw error;
        }
        return { data: await importPunches(app.db, lines, part.filename, actorOf(request)) };
      },
    );
  });
};
