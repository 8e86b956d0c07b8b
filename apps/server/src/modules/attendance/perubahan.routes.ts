import {
  PERUBAHAN_SCREENS,
  paginated,
  perubahanRequestSchema,
  ZAdminPerubahanListRequest,
  ZDecisionBody,
  ZListQuery,
  ZMasterIdParams,
  ZPerubahanListRequest,
  ZPerubahanResponse,
  ZPerubahanRow,
} from '@sikerja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { sendStoredFile } from '../files/files.api.ts';
import {
  type Caller,
  createPerubahan,
  decidePerubahan,
  findPerubahan,
  getVisiblePerubahan,
  withdrawPerubahan,
} from './perubahan.service.ts';
import { type PerubahanKind, PRESENSI_PERUBAHAN, permissionOf } from './perubahan.workflow.ts';

function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return { userId: auth.userId, permissions: auth.permissions, actor: actorOf(request) };
}

/**
 * A kind's change requests: its user screen, e.g. `/user/presensi/perubahan` (a person's requests
 * and, on the 'Menunggu persetujuan saya' tab, what waits for them as superior), and its admin
 * screen, e.g. `/admin/absensi/perubahan` (every request of the kind). Apel and senam register
 * theirs from the apel-senam module.
 */
export function perubahanRoutesOf(kind: PerubahanKind): FastifyPluginAsyncZod {
  const screens = PERUBAHAN_SCREENS[kind.kind];
  const base = screens.user;
  const admin = screens.admin;
  const USER = { permission: permissionOf(base) } as const;
  const ADMIN = { permission: permissionOf(admin) } as const;
  const tags = [kind.kind === 'presensi' ? 'attendance' : 'apel-senam'];
  const ZCreate = perubahanRequestSchema(kind.kind);
  return async (app) => {
    const page = (request: { query: { page: number }; url: string }, per: number) => ({
      page: request.query.page,
      per,
      path: listPath(request.url),
    });
    const one = { params: ZMasterIdParams, response: { 200: ZPerubahanResponse } };

    app.post(
      `${base}/list`,
      {
        config: USER,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZPerubahanListRequest,
          response: { 200: paginated(ZPerubahanRow) },
        },
      },
      async (request) =>
        findPerubahan(
          app.db,
          kind,
          page(request, request.body.per),
          request.body,
          callerOf(request),
          request.body.box,
        ),
    );
    app.post(
      base,
      {
        config: USER,
        schema: { tags, body: ZCreate, response: { 200: ZPerubahanResponse } },
      },
      async (request) => ({
        data: await createPerubahan(app.db, kind, request.body, callerOf(request)),
      }),
    );
    app.get(`${base}/:id`, { config: USER, schema: { tags, ...one } }, async (request) => ({
      data: await getVisiblePerubahan(app.db, kind, request.params.id, callerOf(request)),
    }));
    app.post(
      `${base}/:id/decide`,
      { config: USER, schema: { tags, ...one, body: ZDecisionBody } },
      async (request) => ({
        data: await decidePerubahan(
          app.db,
          kind,
          request.params.id,
          request.body,
          callerOf(request),
          'inbox',
        ),
      }),
    );
    app.post(
      `${base}/:id/withdraw`,
      { config: USER, schema: { tags, ...one } },
      async (request) => ({
        data: await withdrawPerubahan(app.db, kind, request.params.id, callerOf(request)),
      }),
    );

    // The evidence: the file belongs to the requester, so /files/:id would hide it from the superior.
    app.get(
      `${base}/:id/file`,
      {
        config: { permission: [USER.permission, ADMIN.permission] },
        schema: { tags, params: ZMasterIdParams },
      },
      async (request, reply) => {
        const row = await getVisiblePerubahan(app.db, kind, request.params.id, callerOf(request));
        if (!row.file_id) throw AppError.notFound('Pengajuan ini tidak memiliki bukti.');
        return sendStoredFile(app, reply, row.file_id);
      },
    );

    app.post(
      `${admin}/list`,
      {
        config: ADMIN,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZAdminPerubahanListRequest,
          response: { 200: paginated(ZPerubahanRow) },
        },
      },
      async (request) =>
        findPerubahan(
          app.db,
          kind,
          page(request, request.body.per),
          request.body,
          callerOf(request),
          'admin',
        ),
    );
    app.post(
      `${admin}/:id/decide`,
      { config: ADMIN, schema: { tags, ...one, body: ZDecisionBody } },
      async (request) => ({
        data: await decidePerubahan(
          app.db,
          kind,
          request.params.id,
          request.body,
          callerOf(request),
          'admin',
        ),
      }),
    );
  };
}

/** `/user/presensi/perubahan` and `/admin/absensi/perubahan`, for API_MODULES. */
export const perubahanRoutes = perubahanRoutesOf(PRESENSI_PERUBAHAN);
