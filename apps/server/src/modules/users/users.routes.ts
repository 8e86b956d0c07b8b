import {
  ZMasterIdParams,
  ZMessageResponse,
  ZStaffGroupsRequest,
  ZStaffGroupsResponse,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/auth-context.ts';
import { staffResource } from './users.resource.ts';
import * as usersService from './users.service.ts';

const config = { permission: 'admin.master.user' } as const;
const tags = ['user'];
const base = '/admin/master/user';
const schema = { tags, params: ZMasterIdParams, response: { 200: ZMessageResponse } };

/**
 * `/admin/master/user`: the staff register (the resource factory's routes) and the account
 * actions beside it: activate, deactivate, send a password link, groups.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffResource.plugin);

  app.post(`${base}/:id/activate`, { config, schema }, async (request) => {
    await usersService.activateUser(app.db, request.params.id, actorOf(request));
    return { data: { message: 'Akun berhasil diaktifkan.' } };
  });

  app.post(`${base}/:id/deactivate`, { config, schema }, async (request) => {
    await usersService.deactivateUser(app.db, request.params.id, actorOf(request));
    return { data: { message: 'Akun dinonaktifkan. Pegawai tidak dapat masuk lagi.' } };
  });

  app.post(`${base}/:id/reset-password`, { config, schema }, async (request) => {
    const deps = { db: app.db, config: app.config, log: request.log };
    const email = await usersService.resetUserPassword(deps, request.params.id, actorOf(request));
    return { data: { message: `Tautan atur ulang password dikirim ke ${email}.` } };
  });

  app.get(
    `${base}/:id/groups`,
    { config, schema: { tags, params: ZMasterIdParams, response: { 200: ZStaffGroupsResponse } } },
    async (request) => ({
      data: { group_ids: await usersService.getUserGroups(app.db, request.params.id) },
    }),
  );

  app.put(
    `${base}/:id/groups`,
    {
      config,
      schema: {
        tags,
        params: ZMasterIdParams,
        body: ZStaffGroupsRequest,
        response: { 200: ZStaffGroupsResponse },
      },
    },
    async (request) => ({
      data: {
        group_ids: await usersService.setUserGroups(
          app.db,
          request.params.id,
          request.body.group_ids,
          actorOf(request),
        ),
      },
    }),
  );
};
