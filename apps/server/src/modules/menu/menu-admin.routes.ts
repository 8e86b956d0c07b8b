import { ZMenuAdminResponse, ZUpdateMenuItemRequest, zId } from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/auth-context.ts';
import { getMenuForEditing, updateMenuItem } from './menu-admin.service.ts';

const config = { permission: 'admin.menu' } as const;
const tags = ['menu'];

/** `/admin/menu`: admins rename, re-icon, badge and move the entries of the side menu. */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/menu',
    { config, schema: { tags, response: { 200: ZMenuAdminResponse } } },
    async () => ({
      data: await getMenuForEditing(app.db),
    }),
  );

  app.put(
    '/admin/menu/:id',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: zId() }),
        body: ZUpdateMenuItemRequest,
        response: { 200: ZMenuAdminResponse },
      },
    },
    async (request) => ({
      data: await updateMenuItem(app.db, request.params.id, request.body, actorOf(request)),
    }),
  );
};
