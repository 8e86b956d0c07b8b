import { ZMenuResponse } from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth-context.ts';
import { menuForUser } from './menu.service.ts';

/** `GET routes/access`: the side menu of the logged-in user (SPEC section 7). */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/routes/access',
    {
      config: { authenticated: true },
      schema: { tags: ['menu'], response: { 200: ZMenuResponse } },
    },
    async (request) => ({ data: await menuForUser(app.db, requireAuth(request)) }),
  );
};
