/**
 * Apel and senam over HTTP, one set of routes per kind (docs/apel-senam.md):
 * - `/admin/hariapel`, `/admin/harisenam`: the days (list of a month, add, change or move, cancel);
 * - `/user/presensi_apel`, `/user/presensi_senam`: today, the check-in, my sessions;
 * - `/admin/absensi/apel`, `/admin/absensi/senam`: sessions with counts, attendance per session,
 *   the correction, the rotating code for the ceremony's screen, Excel per session and month;
 * - `/user/presensi_apel/perubahan`, `/admin/absensi_apel/perubahan` and senam's: change requests.
 */
import {
  CEREMONY_SCREENS,
  paginated,
  type TCeremonyKind,
  ZCancelCeremonyDayRequest,
  ZCeremonyAttendanceListRequest,
  ZCeremonyAttendanceParams,
  ZCeremonyAttendanceRow,
  ZCeremonyCheckInRequest,
  ZCeremonyCorrectionRequest,
  ZCeremonyDayListRequest,
  ZCeremonyMonthQuery,
  ZCeremonySessionListRequest,
  ZCeremonySessionResponse,
  ZCeremonySessionRow,
  ZCeremonySessionSummary,
  ZCeremonyTodayResponse,
  ZCreateCeremonyDayRequest,
  ZListQuery,
  ZMasterIdParams,
  ZMyCeremonyListRequest,
  ZMyCeremonyRow,
  ZRotatingCodeResponse,
  ZUpdateCeremonyDayRequest,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/resource/resource-export.ts';
import { rotatingCodeKey } from '../../platform/rotating-code/rotating-code.store.ts';
import { currentCode } from '../../platform/rotating-code/rotating-code.ts';
import { attendanceNow, perubahanRoutesOf, toZonedIso } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import {
  monthFileName,
  sessionFileName,
  streamMonthWorkbook,
  streamSessionWorkbook,
} from './ceremony.export.ts';
import {
  correctAttendance,
  deductionRule,
  findSessions,
  mySessions,
  pageOf,
  type StatusContext,
  sessionAttendance,
} from './ceremony-attendance.service.ts';
import {
  CODE_PURPOSE,
  ceremonyCheckIn,
  ceremonyToday,
  codeSubject,
} from './ceremony-check-in.service.ts';
import { addDay, cancelDay, findDays, loadSession, updateDay } from './ceremony-days.service.ts';
import { ceremonyPerubahan } from './ceremony-perubahan.service.ts';

const tags = ['apel-senam'];
/** '/admin/hariapel' → 'admin.hariapel': a screen's permission is its route name. */
const permissionOf = (path: string) =>
  ({ permission: path.slice(1).replaceAll('/', '.') }) as const;

async function clockOf(db: Db, kind: TCeremonyKind) {
  const now = attendanceNow();
  const { timeZone } = await loadSettings(db);
  const ctx: StatusContext = { now, timeZone, rule: await deductionRule(db, kind) };
  return { now, today: zonedDate(now, timeZone), ctx };
}

function ceremonyRoutes(kind: TCeremonyKind): FastifyPluginAsyncZod {
  const screens = CEREMONY_SCREENS[kind];
  return async (app) => {
    const days = permissionOf(screens.days);
    const user = permissionOf(screens.user);
    const admin = permissionOf(screens.admin);
    const page = (request: { query: { page: number }; url: string }, per: number) => ({
      page: request.query.page,
      per,
      path: listPath(request.url),
    });
    const one = { params: ZMasterIdParams, response: { 200: ZCeremonySessionResponse } };

    // ---- The days ----
    app.post(
      `${screens.days}/list`,
      {
        config: days,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZCeremonyDayListRequest,
          response: { 200: paginated(ZCeremonySessionRow) },
        },
      },
      async (request) => {
        const { today } = await clockOf(app.db, kind);
        return findDays(app.db, kind, page(request, request.body.per), request.body, today);
      },
    );
    app.post(
      screens.days,
      {
        config: days,
        schema: {
          tags,
          body: ZCreateCeremonyDayRequest,
          response: { 201: ZCeremonySessionResponse },
        },
      },
      async (request, reply) => {
        const data = await addDay(app.db, kind, request.body, actorOf(request));
        return reply.status(201).send({ data });
      },
    );
    app.put(
      `${screens.days}/:id`,
      { config: days, schema: { tags, ...one, body: ZUpdateCeremonyDayRequest } },
      async (request) => ({
        data: await updateDay(app.db, kind, request.params.id, request.body, actorOf(request)),
      }),
    );
    app.post(
      `${screens.days}/:id/cancel`,
      { config: days, schema: { tags, ...one, body: ZCancelCeremonyDayRequest } },
      async (request) => ({
        data: await cancelDay(app.db, kind, request.params.id, request.body, actorOf(request)),
      }),
    );

    // ---- The person's check-in ----
    app.get(
      `${screens.user}/today`,
      { config: user, schema: { tags, response: { 200: ZCeremonyTodayResponse } } },
      async (request) => ({ data: await ceremonyToday(app.db, kind, requireAuth(request).userId) }),
    );
    app.post(
      screens.user,
      {
        config: user,
        schema: { tags, body: ZCeremonyCheckInRequest, response: { 200: ZCeremonyTodayResponse } },
      },
      async (request) => ({
        data: await ceremonyCheckIn(app.db, kind, requireAuth(request).userId, request.body),
      }),
    );
    app.post(
      `${screens.user}/list`,
      {
        config: user,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZMyCeremonyListRequest,
          response: { 200: paginated(ZMyCeremonyRow) },
        },
      },
      async (request) => {
        const { today, ctx } = await clockOf(app.db, kind);
        return mySessions(
          app.db,
          kind,
          requireAuth(request).userId,
          page(request, request.body.per),
          request.body.month,
          today,
          ctx,
        );
      },
    );

    // ---- The admin's attendance ----
    app.post(
      `${screens.admin}/list`,
      {
        config: admin,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZCeremonySessionListRequest,
          response: { 200: paginated(ZCeremonySessionSummary) },
        },
      },
      async (request) => {
        const { today, ctx } = await clockOf(app.db, kind);
        return findSessions(
          app.db,
          kind,
          page(request, request.body.per),
          request.body.month,
          today,
          ctx,
        );
      },
    );
    app.get(
      `${screens.admin}/export`,
      { config: admin, schema: { tags, querystring: ZCeremonyMonthQuery } },
      async (request, reply) => {
        const { year, month, unit_id } = request.query;
        const { ctx } = await clockOf(app.db, kind);
        const stream = await streamMonthWorkbook(app.db, kind, year, month, ctx, unit_id, (error) =>
          request.log.error({ err: error }, 'ceremony month export failed'),
        );
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${monthFileName(kind, year, month)}"`,
          )
          .send(stream);
      },
    );
    app.post(
      `${screens.admin}/:id/attendance/list`,
      {
        config: admin,
        schema: {
          tags,
          params: ZMasterIdParams,
          querystring: ZListQuery,
          body: ZCeremonyAttendanceListRequest,
          response: { 200: paginated(ZCeremonyAttendanceRow) },
        },
      },
      async (request) => {
        const session = await loadSession(app.db, kind, request.params.id);
        const { ctx } = await clockOf(app.db, kind);
        const rows = await sessionAttendance(app.db, session, ctx, request.body);
        return pageOf(page(request, request.body.per), rows);
      },
    );
    app.put(
      `${screens.admin}/:id/attendance/:userId`,
      {
        config: admin,
        schema: {
          tags,
          params: ZCeremonyAttendanceParams,
          body: ZCeremonyCorrectionRequest,
          response: { 200: z.object({ data: ZCeremonyAttendanceRow }) },
        },
      },
      async (request) => {
        const { today, ctx } = await clockOf(app.db, kind);
        return {
          data: await correctAttendance(
            app.db,
            kind,
            request.params.id,
            request.params.userId,
            request.body,
            actorOf(request),
            today,
            ctx,
          ),
        };
      },
    );
    app.get(
      `${screens.admin}/:id/code`,
      {
        config: admin,
        schema: { tags, params: ZMasterIdParams, response: { 200: ZRotatingCodeResponse } },
      },
      async (request) => {
        const session = await loadSession(app.db, kind, request.params.id);
        const { now, ctx } = await clockOf(app.db, kind);
        const key = await rotatingCodeKey(app.db, CODE_PURPOSE);
        const code = currentCode({ key, subject: codeSubject(session) }, now);
        return {
          data: {
            code: code.code,
            payload: `SIKERJA:${kind}:${session.id}:${code.code}`,
            changes_at: toZonedIso(code.changesAt, ctx.timeZone),
            step_seconds: code.stepSeconds,
            server_time: toZonedIso(now, ctx.timeZone),
          },
        };
      },
    );
    app.get(
      `${screens.admin}/:id/export`,
      { config: admin, schema: { tags, params: ZMasterIdParams } },
      async (request, reply) => {
        const session = await loadSession(app.db, kind, request.params.id);
        const { ctx } = await clockOf(app.db, kind);
        const stream = streamSessionWorkbook(app.db, session, ctx, (error) =>
          request.log.error({ err: error }, 'ceremony session export failed'),
        );
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${sessionFileName(kind, session.date)}"`,
          )
          .send(stream);
      },
    );
  };
}

/**
 * Both kinds' routes, for API_MODULES; with each kind's change requests
 * (`/user/presensi_apel/perubahan`, `/admin/absensi_apel/perubahan`, senam's), which are the
 * attendance module's change-request routes with this module's kind.
 */
export const apelSenamRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['apel', 'senam'] as const) {
    await app.register(ceremonyRoutes(kind));
    await app.register(perubahanRoutesOf(ceremonyPerubahan(kind)));
  }
};
