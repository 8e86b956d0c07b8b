/**
 * Shift & pola kerja: the two masters (patterns, assignments), the admin's decision on a
 * person's request, and the person's own screen /user/shiftpolakerja.
 */
import {
  masterResponse,
  paginated,
  ZCreateShiftPatternRequest,
  ZListQuery,
  ZListRequest,
  ZMasterIdParams,
  ZMyShiftPatternResponse,
  ZShiftPatternRequestRow,
  ZWorkPatternAssignmentRow,
  ZWorkPatternDecisionBody,
} from '@sikerja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { resourcesPlugin } from '../../platform/resource/resource-factory.ts';
import { decideRequest } from '../../platform/workflow/workflow-request.ts';
import { patternAssignmentResource } from './pattern-assignment.resource.ts';
import {
  findMyRequests,
  getMyShiftPattern,
  requestPatternChange,
  withdrawPatternRequest,
} from './shift-pattern.service.ts';
import {
  PATTERN_ADMIN_PATH,
  PATTERN_USER_PATH,
  patternWorkflow,
} from './shift-pattern.workflow.ts';
import { workPatternResource } from './work-pattern.resource.ts';

const tags = ['shift-pattern'];

/** The screen is for level user only (SPEC section 2); the API says so too. */
async function requireLevelUser(request: FastifyRequest) {
  if (requireAuth(request).level !== 'user') {
    throw AppError.forbidden('Halaman Shift & Pola Kerja hanya untuk pegawai.');
  }
}

// preValidation: a caller who may not use the screen is refused before their input is judged.
const userRoute = { config: { authenticated: true as const }, preValidation: requireLevelUser };

export const shiftPatternRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resourcesPlugin([workPatternResource, patternAssignmentResource]));

  app.post(
    `${PATTERN_ADMIN_PATH}/:id/keputusan`,
    {
      config: { permission: 'admin.master.pola_kerja_pegawai' },
      schema: {
        tags,
        params: ZMasterIdParams,
        body: ZWorkPatternDecisionBody,
        response: { 200: masterResponse(ZWorkPatternAssignmentRow) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const service = patternAssignmentResource.service;
      const data = await app.db.transaction(async (tx) => {
        const row = await service.getById(tx, request.params.id);
        if (row.approval_id === null) {
          throw AppError.conflict('Penugasan oleh admin sudah berlaku dan tidak perlu diputuskan.');
        }
        await decideRequest(tx, patternWorkflow, {
          requestId: row.id,
          userId: auth.userId,
          permissions: auth.permissions,
          actor: actorOf(request),
          decision: request.body.decision,
          note: request.body.note ?? null,
        });
        return service.getById(tx, request.params.id);
      });
      return { data: data as z.infer<typeof ZWorkPatternAssignmentRow> };
    },
  );

  app.get(
    `${PATTERN_USER_PATH}`,
    { ...userRoute, schema: { tags, response: { 200: ZMyShiftPatternResponse } } },
    async (request) => ({ data: await getMyShiftPattern(app.db, requireAuth(request).userId) }),
  );

  app.post(
    `${PATTERN_USER_PATH}/list`,
    {
      ...userRoute,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListRequest,
        response: { 200: paginated(ZShiftPatternRequestRow) },
      },
    },
    async (request) =>
      findMyRequests(app.db, requireAuth(request).userId, {
        page: request.query.page,
        per: request.body.per,
        path: listPath(request.url),
      }),
  );

  app.post(
    `${PATTERN_USER_PATH}`,
    {
      ...userRoute,
      schema: {
        tags,
        body: ZCreateShiftPatternRequest,
        response: {
          201: z.object({ data: z.object({ id: z.number().int(), message: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      const row = await requestPatternChange(
        app.db,
        requireAuth(request).userId,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send({
        data: { id: row.id, message: 'Permintaan perubahan pola kerja berhasil dikirim.' },
      });
    },
  );

  app.post(
    `${PATTERN_USER_PATH}/:id/withdraw`,
    { ...userRoute, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) => {
      await withdrawPatternRequest(
        app.db,
        requireAuth(request).userId,
        request.params.id,
        actorOf(request),
      );
      return reply.status(204).send();
    },
  );
};
