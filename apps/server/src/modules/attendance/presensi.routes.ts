/**
 * `/user/presensi` (docs/attendance.md "Check-in"): today's card, the punch and the person's
 * own days; and the admin list of remote-attendance permits. A person only ever sees their own
 * days: every query is keyed on the caller's id.
 */

import {
  paginated,
  ZAttendanceDay,
  ZCheckInRequest,
  ZFindMyAttendanceDaysRequest,
  ZListQuery,
  ZMyMonthSummaryQuery,
  ZMyMonthSummaryResponse,
  ZTodayAttendanceResponse,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { resourcesPlugin } from '../../platform/resource/resource-factory.ts';
import { checkIn, findMyDays, getToday } from './check-in.service.ts';
import { myMonthSummary } from './month-summary.service.ts';
import { remotePermitResource } from './remote-permit.resource.ts';

const tags = ['presensi'];
const config = { permission: 'user.presensi' } as const;

export const presensiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/presensi/today',
    { config, schema: { tags, response: { 200: ZTodayAttendanceResponse } } },
    async (request) => ({ data: await getToday(app.db, requireAuth(request).userId) }),
  );

  app.post(
    '/user/presensi',
    {
      config,
      schema: { tags, body: ZCheckInRequest, response: { 200: ZTodayAttendanceResponse } },
    },
    async (request) => ({
      data: await checkIn(app.db, requireAuth(request).userId, request.body, {
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    }),
  );

  app.post(
    '/user/presensi/list',
    {
      config,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZFindMyAttendanceDaysRequest,
        response: { 200: paginated(ZAttendanceDay) },
      },
    },
    async (request) =>
      findMyDays(app.db, requireAuth(request).userId, {
        ...request.body,
        page: request.query.page,
        path: listPath(request.url),
      }),
  );

  app.get(
    '/user/presensi/ringkasan',
    {
      config,
      schema: {
        tags,
        querystring: ZMyMonthSummaryQuery,
        response: { 200: ZMyMonthSummaryResponse },
      },
    },
    async (request) => ({
      data: await myMonthSummary(app.db, requireAuth(request).userId, request.query.month),
    }),
  );

  await app.register(resourcesPlugin([remotePermitResource]));
};
