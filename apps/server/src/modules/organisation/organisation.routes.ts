import { ZApprovers, ZMasterIdParams, ZMyPositionResponse, zDate } from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/auth-context.ts';
import { zonedDate } from '../../lib/time.ts';
import { resourcesPlugin } from '../../platform/resource/resource-factory.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { actingAssignmentResource, delegationResource } from './acting.resource.ts';
import { findApprovers } from './approvers.service.ts';
import { getMyPosition } from './my-position.service.ts';

const tags = ['organisation'];

/**
 * Who approves whom: 'Jabatan Saya' for everyone, the approvers of any person for the staff
 * admin, and the acting-holder and delegation lists the answer is built from.
 */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = async () => zonedDate(new Date(), (await loadSettings(app.db)).timeZone);

  app.get(
    '/user/jabatan',
    { config: { authenticated: true }, schema: { tags, response: { 200: ZMyPositionResponse } } },
    async (request) => ({
      data: await getMyPosition(app.db, requireAuth(request).userId, await today()),
    }),
  );

  app.get(
    '/admin/master/user/:id/approvers',
    {
      config: { permission: 'admin.master.user' },
      schema: {
        tags,
        params: ZMasterIdParams,
        querystring: z.object({ date: zDate().optional() }),
        response: { 200: z.object({ data: ZApprovers }) },
      },
    },
    async (request) => ({
      data: await findApprovers(app.db, request.params.id, request.query.date ?? (await today())),
    }),
  );

  await app.register(resourcesPlugin([actingAssignmentResource, delegationResource]));
};
