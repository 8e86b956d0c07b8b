import {
  ZMasterIdParams,
  ZMessageResponse,
  ZMovePositionRequest,
  ZPositionMapResponse,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/auth-context.ts';
import * as positionMap from './position-map.service.ts';

const config = { permission: 'admin.master.jabatan.peta' } as const;
const tags = ['organisation'];
const base = '/admin/master/jabatan/peta';

/** `/admin/master/jabatan/peta`: the position map, read as a tree and rearranged a node at a time. */
export const positionMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    { config, schema: { tags, response: { 200: ZPositionMapResponse } } },
    async () => ({
      data: await positionMap.getPositionMap(app.db),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        params: ZMasterIdParams,
        body: ZMovePositionRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await positionMap.movePosition(
        app.db,
        request.params.id,
        request.body.superior_position_id,
        actorOf(request),
      );
      return { data: { message: 'Jabatan berhasil dipindahkan.' } };
    },
  );
};
