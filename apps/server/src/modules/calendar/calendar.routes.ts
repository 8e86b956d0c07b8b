import { ZCalendarMonthQuery, ZCalendarMonthResponse } from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourcesPlugin } from '../../platform/resource/resource-factory.ts';
import { hariKerjaResource } from './hari-kerja.resource.ts';
import { monthDays } from './working-days.service.ts';

const config = { permission: 'admin.harikerja' } as const;

/** `/admin/harikerja`: the calendar's rows (resource factory) and the month view. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before the resource, though a static segment wins over `:id` either way.
  app.get(
    '/admin/harikerja/month',
    {
      config,
      schema: {
        tags: ['calendar'],
        querystring: ZCalendarMonthQuery,
        response: { 200: ZCalendarMonthResponse },
      },
    },
    async (request) => {
      const { year, month } = request.query;
      const unitId = request.query.unit_id ?? null;
      const days = await monthDays(app.db, year, month, unitId);
      return {
        data: {
          year,
          month,
          unit_id: unitId,
          working_days: days.filter((d) => d.working).length,
          days,
        },
      };
    },
  );
  await app.register(resourcesPlugin([hariKerjaResource]));
};
