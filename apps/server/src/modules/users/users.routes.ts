import {
  paginated,
  USER_STATUSES,
  ZListQuery,
  ZListRequest,
  ZMessageResponse,
  ZUserRow,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import * as usersService from './users.service.ts';

const config = { permission: 'admin.master.user' } as const;
const tags = ['user'];
const base = '/admin/master/user';

/** `/admin/master/user`: the staff list, and activating self-registered accounts. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${base}/list`,
    {
      config,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListRequest.extend({ status: z.enum(USER_STATUSES).optional() }),
        response: { 200: paginated(ZUserRow) },
      },
    },
    async (request) =>
      usersService.findUsers(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        { search: request.body.search, status: request.body.status },
      ),
  );

  app.post(
    `${base}/:id/activate`,
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await usersService.activateUser(app.db, request.params.id, actorOf(request));
      return { data: { message: 'Akun berhasil diaktifkan.' } };
    },
  );
};
