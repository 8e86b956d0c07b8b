/**
 * The four confirmation screens, one route set per level (`/user/cuti/konfirm_<level>`). Each
 * needs the screen's permission, and the approval service checks that the caller is an
 * assignee of the level the request stands at; the atasan and penjabat screens also confirm
 * cancellations.
 */
import {
  CUTI_CANCEL_LEVELS,
  CUTI_LEVELS,
  paginated,
  type TCutiLevel,
  ZCancellationRow,
  ZCutiDecisionBody,
  ZCutiRow,
  ZListQuery,
  ZListRequest,
  ZMasterIdParams,
  ZMessageResponse,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { findInbox } from './cuti.repository.ts';
import { decideCuti } from './cuti.service.ts';
import { cancellationInbox, decideCancellation, findCancellations } from './cuti-cancel.service.ts';

const tags = ['cuti'];
const ZInboxRequest = ZListRequest.extend({
  /** 'waiting': what waits for the caller; 'decided': what they decided at this level. */
  scope: z.enum(['waiting', 'decided']).optional().default('waiting'),
});

const DECIDED_MESSAGE = {
  approve: 'Pengajuan disetujui.',
  change: 'Pengajuan disetujui dengan perubahan tanggal.',
  defer: 'Pengajuan ditangguhkan.',
  reject: 'Pengajuan ditolak.',
} as const;

export const cutiConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const level of CUTI_LEVELS) {
    const base = `/user/cuti/konfirm_${level}`;
    const config = { permission: `user.cuti.konfirm_${level}` };

    app.post(
      `${base}/list`,
      {
        config,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZInboxRequest,
          response: { 200: paginated(ZCutiRow) },
        },
      },
      async (request) =>
        findInbox(app.db, requireAuth(request).userId, level as TCutiLevel, request.body.scope, {
          page: request.query.page,
          per: request.body.per,
          path: listPath(request.url),
          search: request.body.search,
        }),
    );

    app.post(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          params: ZMasterIdParams,
          body: ZCutiDecisionBody,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await decideCuti(app.db, {
          id: request.params.id,
          level,
          userId: auth.userId,
          permissions: auth.permissions,
          actor: actorOf(request),
          body: request.body,
        });
        return { data: { message: DECIDED_MESSAGE[request.body.decision] } };
      },
    );
  }

  for (const level of CUTI_CANCEL_LEVELS) {
    const base = `/user/cuti/konfirm_${level}/pembatalan`;
    const config = { permission: `user.cuti.konfirm_${level}` };
    app.post(
      `${base}/list`,
      {
        config,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZListRequest,
          response: { 200: paginated(ZCancellationRow) },
        },
      },
      async (request) =>
        findCancellations(app.db, cancellationInbox(requireAuth(request).userId, level), {
          page: request.query.page,
          per: request.body.per,
          path: listPath(request.url),
        }),
    );
    app.post(
      `${base}/:id`,
      {
        config,
        schema: {
          tags,
          params: ZMasterIdParams,
          body: ZCutiDecisionBody,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await decideCancellation(app.db, {
          id: request.params.id,
          level,
          userId: auth.userId,
          permissions: auth.permissions,
          actor: actorOf(request),
          body: request.body,
        });
        return {
          data: {
            message:
              request.body.decision === 'approve' ? 'Pembatalan disetujui.' : 'Pembatalan ditolak.',
          },
        };
      },
    );
  }
};
