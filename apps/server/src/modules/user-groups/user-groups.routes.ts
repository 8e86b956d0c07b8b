import {
  paginated,
  ZListQuery,
  ZListRequest,
  ZPermissionTreeResponse,
  ZSaveUserGroupRequest,
  ZUserGroupResponse,
  ZUserGroupRow,
  zId,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import * as groups from './user-groups.service.ts';

const config = { permission: 'admin.master.user_group' } as const;
const tags = ['user-group'];
const ZIdParams = z.object({ id: zId() });
const base = '/admin/master/user_group';

/** `/admin/master/user_group`: groups and the permissions they grant. */
export const userGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${base}/list`,
    {
      config,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListRequest,
        response: { 200: paginated(ZUserGroupRow) },
      },
    },
    async (request) =>
      groups.findUserGroups(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body.search,
      ),
  );

  app.get(
    `${base}/permissions`,
    { config, schema: { tags, response: { 200: ZPermissionTreeResponse } } },
    async () => ({ data: await groups.permissionTree(app.db) }),
  );

  app.get(
    `${base}/:id`,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZUserGroupResponse } } },
    async (request) => ({ data: await groups.getUserGroupById(app.db, request.params.id) }),
  );

  app.post(
    base,
    {
      config,
      schema: { tags, body: ZSaveUserGroupRequest, response: { 201: ZUserGroupResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await groups.createUserGroup(app.db, request.body, actorOf(request)) }),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        params: ZIdParams,
        body: ZSaveUserGroupRequest,
        response: { 200: ZUserGroupResponse },
      },
    },
    async (request) => ({
      data: await groups.updateUserGroup(app.db, request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    `${base}/:id`,
    { config, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await groups.deleteUserGroup(app.db, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
