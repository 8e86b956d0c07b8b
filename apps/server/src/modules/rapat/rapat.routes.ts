/**
 * Rapat over HTTP (docs/rapat.md):
 * - `/admin/rapat`: every meeting (list, create, change, cancel, delete, minutes), attendance
 *   per meeting with the correction, the rotating code for the organiser's screen, Excel;
 * - `/user/presensi_rapat`: my meetings and the check-in; `/user/presensi_rapat/organised`:
 *   the same management as the admin's for the meetings I organise (no correction).
 */
import {
  paginated,
  RAPAT_SCREENS,
  ZCancelMeetingRequest,
  ZIdParams,
  ZListQuery,
  ZMeetingAttendanceListRequest,
  ZMeetingAttendanceParams,
  ZMeetingAttendanceRow,
  ZMeetingCheckInRequest,
  ZMeetingCheckInResponse,
  ZMeetingCorrectionRequest,
  ZMeetingListRequest,
  ZMeetingMinutesRequest,
  ZMeetingOptionsResponse,
  ZMeetingResponse,
  ZMeetingRow,
  ZMessageResponse,
  ZMyMeetingListRequest,
  ZMyMeetingRow,
  ZRotatingCodeResponse,
  ZSaveMeetingRequest,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/resource/resource-export.ts';
import { rotatingCodeKey } from '../../platform/rotating-code/rotating-code.store.ts';
import { currentCode } from '../../platform/rotating-code/rotating-code.ts';
import { toZonedIso } from '../attendance/attendance.api.ts';
import { meetingFileName, streamMeetingWorkbook } from './rapat.export.ts';
import {
  attendanceList,
  CODE_PURPOSE,
  checkIn,
  codeSubject,
  correctAttendance,
  myMeetings,
  statusContext,
} from './rapat-attendance.service.ts';
import {
  cancelMeeting,
  createMeeting,
  deleteMeeting,
  findMeetings,
  loadManaged,
  type ManageScope,
  meetingOptions,
  meetingRow,
  saveMinutes,
  updateMeeting,
} from './rapat-meetings.service.ts';

const tags = ['rapat'];
const ADMIN: { permission: string } = { permission: 'admin.rapat' };
const USER: { permission: string } = { permission: 'user.presensi_rapat' };
const ORGANISED = `${RAPAT_SCREENS.user}/organised`;

const page = (request: { query: { page: number }; url: string }, per: number) => ({
  page: request.query.page,
  per,
  path: listPath(request.url),
});

/** The management routes under `prefix`, for an admin or for the organiser. */
function manageRoutes(
  prefix: string,
  config: { permission: string },
  scopeOf: (request: Parameters<typeof requireAuth>[0]) => ManageScope,
): FastifyPluginAsyncZod {
  return async (app) => {
    const one = { params: ZIdParams, response: { 200: ZMeetingResponse } };
    app.post(
      `${prefix}/list`,
      {
        config,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZMeetingListRequest,
          response: { 200: paginated(ZMeetingRow) },
        },
      },
      async (request) => {
        const { today } = await statusContext(app.db);
        return findMeetings(
          app.db,
          page(request, request.body.per),
          request.body,
          scopeOf(request),
          today,
        );
      },
    );
    app.post(
      prefix,
      {
        config,
        schema: { tags, body: ZSaveMeetingRequest, response: { 201: ZMeetingResponse } },
      },
      async (request, reply) => {
        const { today } = await statusContext(app.db);
        const data = await createMeeting(
          app.db,
          request.body,
          scopeOf(request),
          actorOf(request),
          today,
        );
        return reply.status(201).send({ data });
      },
    );
    app.get(`${prefix}/:id`, { config, schema: { tags, ...one } }, async (request) => {
      const { today } = await statusContext(app.db);
      const meeting = await loadManaged(app.db, request.params.id, scopeOf(request));
      return { data: await meetingRow(app.db, meeting, today) };
    });
    app.put(
      `${prefix}/:id`,
      { config, schema: { tags, ...one, body: ZSaveMeetingRequest } },
      async (request) => {
        const { today } = await statusContext(app.db);
        return {
          data: await updateMeeting(
            app.db,
            request.params.id,
            request.body,
            scopeOf(request),
            actorOf(request),
            today,
          ),
        };
      },
    );
    app.post(
      `${prefix}/:id/cancel`,
      { config, schema: { tags, ...one, body: ZCancelMeetingRequest } },
      async (request) => {
        const { today } = await statusContext(app.db);
        return {
          data: await cancelMeeting(
            app.db,
            request.params.id,
            request.body,
            scopeOf(request),
            actorOf(request),
            today,
          ),
        };
      },
    );
    app.delete(
      `${prefix}/:id`,
      { config, schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } } },
      async (request) => {
        await deleteMeeting(app.db, request.params.id, scopeOf(request), actorOf(request));
        return { data: { message: 'Rapat dihapus.' } };
      },
    );
    app.put(
      `${prefix}/:id/minutes`,
      { config, schema: { tags, ...one, body: ZMeetingMinutesRequest } },
      async (request) => {
        const { today } = await statusContext(app.db);
        return {
          data: await saveMinutes(
            app.db,
            request.params.id,
            request.body,
            scopeOf(request),
            actorOf(request),
            today,
            requireAuth(request).userId,
          ),
        };
      },
    );
    app.post(
      `${prefix}/:id/attendance/list`,
      {
        config,
        schema: {
          tags,
          params: ZIdParams,
          querystring: ZListQuery,
          body: ZMeetingAttendanceListRequest,
          response: { 200: paginated(ZMeetingAttendanceRow) },
        },
      },
      async (request) =>
        attendanceList(
          app.db,
          request.params.id,
          scopeOf(request),
          page(request, request.body.per),
          request.body,
        ),
    );
    app.get(
      `${prefix}/:id/code`,
      { config, schema: { tags, params: ZIdParams, response: { 200: ZRotatingCodeResponse } } },
      async (request) => {
        const meeting = await loadManaged(app.db, request.params.id, scopeOf(request));
        const ctx = await statusContext(app.db);
        const key = await rotatingCodeKey(app.db, CODE_PURPOSE);
        const code = currentCode({ key, subject: codeSubject(meeting) }, ctx.now);
        return {
          data: {
            code: code.code,
            payload: `SIKERJA:rapat:${meeting.id}:${code.code}`,
            changes_at: toZonedIso(code.changesAt, ctx.timeZone),
            step_seconds: code.stepSeconds,
            server_time: toZonedIso(ctx.now, ctx.timeZone),
          },
        };
      },
    );
    app.get(
      `${prefix}/:id/export`,
      { config, schema: { tags, params: ZIdParams } },
      async (request, reply) => {
        const meeting = await loadManaged(app.db, request.params.id, scopeOf(request));
        const ctx = await statusContext(app.db);
        const stream = streamMeetingWorkbook(app.db, meeting, ctx, (error) =>
          request.log.error({ err: error }, 'meeting export failed'),
        );
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${meetingFileName(meeting)}"`)
          .send(stream);
      },
    );
  };
}

export const rapatRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { tags, response: { 200: ZMeetingOptionsResponse } };
  // Static paths before the ':id' ones of the same prefix.
  app.get(`${RAPAT_SCREENS.admin}/options`, { config: ADMIN, schema: options }, async () => ({
    data: await meetingOptions(app.db),
  }));
  app.get(`${RAPAT_SCREENS.user}/options`, { config: USER, schema: options }, async () => ({
    data: await meetingOptions(app.db),
  }));

  await app.register(manageRoutes(RAPAT_SCREENS.admin, ADMIN, () => ({ kind: 'admin' })));
  await app.register(
    manageRoutes(ORGANISED, USER, (request) => ({
      kind: 'organiser',
      userId: requireAuth(request).userId,
    })),
  );

  app.put(
    `${RAPAT_SCREENS.admin}/:id/attendance/:userId`,
    {
      config: ADMIN,
      schema: {
        tags,
        params: ZMeetingAttendanceParams,
        body: ZMeetingCorrectionRequest,
        response: { 200: z.object({ data: ZMeetingAttendanceRow }) },
      },
    },
    async (request) => ({
      data: await correctAttendance(
        app.db,
        request.params.id,
        request.params.userId,
        request.body,
        actorOf(request),
      ),
    }),
  );

  app.post(
    `${RAPAT_SCREENS.user}/list`,
    {
      config: USER,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZMyMeetingListRequest,
        response: { 200: paginated(ZMyMeetingRow) },
      },
    },
    async (request) =>
      myMeetings(
        app.db,
        requireAuth(request).userId,
        page(request, request.body.per),
        request.body,
      ),
  );
  app.post(
    `${RAPAT_SCREENS.user}/:id/check-in`,
    {
      config: USER,
      schema: {
        tags,
        params: ZIdParams,
        body: ZMeetingCheckInRequest,
        response: { 200: ZMeetingCheckInResponse },
      },
    },
    async (request) => ({
      data: await checkIn(app.db, request.params.id, requireAuth(request).userId, request.body),
    }),
  );
};
