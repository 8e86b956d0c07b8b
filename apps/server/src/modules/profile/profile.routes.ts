/**
 * `/user/profile/...` (docs/profile.md): the biodata, and the seven lists from the resource
 * factory. Every route needs only a login; whose profile it is, is decided by
 * `resolveProfileOwner` before the input is validated.
 */
import { ZBiodataQuery, ZBiodataResponse, ZUpdateBiodataRequest } from '@sikerja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/auth-context.ts';
import { resourcesPlugin } from '../../platform/resource/resource-factory.ts';
import { getBiodata, updateBiodata } from './biodata.service.ts';
import { PROFILE_LISTS } from './profile.resource.ts';
import { resolveProfileOwner } from './profile-owner.rules.ts';

const config = { authenticated: true } as const;
const tags = ['profile'];
const path = '/user/profile/biodata';

/** Whose biodata: the `user_id` of the query string, read before validation like the lists do. */
const owners = new WeakMap<FastifyRequest, number>();
async function preValidation(request: FastifyRequest) {
  const raw = (request.query as Record<string, unknown> | undefined)?.user_id;
  const parsed = ZBiodataQuery.shape.user_id.safeParse(raw);
  owners.set(request, await resolveProfileOwner(request, parsed.success ? parsed.data : undefined));
}
function ownerOf(request: FastifyRequest): number {
  const owner = owners.get(request);
  if (owner === undefined) throw new Error('biodata route without its owner hook');
  return owner;
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    path,
    {
      config,
      preValidation,
      schema: { tags, querystring: ZBiodataQuery, response: { 200: ZBiodataResponse } },
    },
    async (request) => ({ data: await getBiodata(app.db, ownerOf(request)) }),
  );

  app.put(
    path,
    {
      config,
      preValidation,
      schema: {
        tags,
        querystring: ZBiodataQuery,
        body: ZUpdateBiodataRequest,
        response: { 200: ZBiodataResponse },
      },
    },
    async (request) => ({
      data: await updateBiodata(app.db, ownerOf(request), request.body, actorOf(request)),
    }),
  );

  await app.register(resourcesPlugin(PROFILE_LISTS));
};
