/**
 * The requester's leave endpoints (`/user/cuti`, `/user/cuti/pembatalan`) and the letter.
 * Confirmation lives in cuti-confirm.routes.ts, settings and the report in cuti-admin.routes.ts.
 */
import {
  paginated,
  ZCancellationRow,
  ZCreateCancellationRequest,
  ZCreateCutiRequest,
  ZCutiBalance,
  ZCutiListRequest,
  ZCutiPreview,
  ZCutiPreviewQuery,
  ZCutiRow,
  ZCutiTypeOption,
  ZListQuery,
  ZListRequest,
  ZMasterIdParams,
  ZMessageResponse,
} from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cutiRequests } from '../../db/schema/cuti.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { isApprovalParticipant } from '../../platform/workflow/approval.service.ts';
import { sendStoredFile } from '../files/files.api.ts';
import { loadBalance, loadLeaveTypes, loadPerson, mayTake } from './balance.repository.ts';
import { findOwnCuti, getCutiRow } from './cuti.repository.ts';
import { createCuti, previewCuti, today, withdrawCuti } from './cuti.service.ts';
import { cutiAdminRoutes } from './cuti-admin.routes.ts';
import { createCancellation, findCancellations, ownCancellations } from './cuti-cancel.service.ts';
import { cutiConfirmRoutes } from './cuti-confirm.routes.ts';
import { renderCutiLetter } from './cuti-letter.export.ts';

const tags = ['cuti'];
const perm = { permission: 'user.cuti' };
/** Who may read any person's letter: personnel and the report's readers. */
const LETTER_READERS = ['user.cuti.konfirm_kepegawaian', 'admin.laporan.cuti'];

export const cutiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/cuti/saldo',
    {
      config: perm,
      schema: {
        tags,
        querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
        response: { 200: z.object({ data: ZCutiBalance }) },
      },
    },
    async (request) => {
      const year = request.query.year ?? Number((await today(app.db)).slice(0, 4));
      return { data: await loadBalance(app.db, requireAuth(request).userId, year) };
    },
  );

  app.get(
    '/user/cuti/jenis',
    {
      config: perm,
      schema: { tags, response: { 200: z.object({ data: z.array(ZCutiTypeOption) }) } },
    },
    async (request) => {
      const person = await loadPerson(app.db, requireAuth(request).userId);
      const types = (await loadLeaveTypes(app.db)).filter(
        // Cuti bersama is set by Keppres for everyone; nobody asks for it.
        (t) => t.code !== 'CBER' && mayTake(t, person.staffTypeId),
      );
      return {
        data: types.map((t) => ({
          id: t.id,
          code: t.code,
          name: t.name,
          duration_unit: t.durationUnit,
          max_duration: t.maxDuration,
          attachment_rule: t.attachmentRule,
          attachment_above_days: t.attachmentAboveDays,
          attachment_note: t.attachmentNote,
          description: t.description,
        })),
      };
    },
  );

  app.get(
    '/user/cuti/hitung',
    {
      config: perm,
      schema: {
        tags,
        querystring: ZCutiPreviewQuery,
        response: { 200: z.object({ data: ZCutiPreview }) },
      },
    },
    async (request) => ({
      data: await previewCuti(app.db, requireAuth(request).userId, request.query),
    }),
  );

  app.post(
    '/user/cuti',
    {
      config: perm,
      schema: { tags, body: ZCreateCutiRequest, response: { 201: z.object({ data: ZCutiRow }) } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = await createCuti(app.db, auth.userId, actorOf(request), request.body);
      reply.code(201);
      return { data: (await getCutiRow(app.db, id, auth.userId)) as z.infer<typeof ZCutiRow> };
    },
  );

  app.post(
    '/user/cuti/list',
    {
      config: perm,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZCutiListRequest,
        response: { 200: paginated(ZCutiRow) },
      },
    },
    async (request) =>
      findOwnCuti(app.db, requireAuth(request).userId, {
        page: request.query.page,
        per: request.body.per,
        path: listPath(request.url),
        search: request.body.search,
        status: request.body.status,
        year: request.body.year,
      }),
  );

  app.post(
    '/user/cuti/:id/withdraw',
    {
      config: perm,
      schema: { tags, params: ZMasterIdParams, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      await withdrawCuti(app.db, request.params.id, auth.userId, actorOf(request));
      return { data: { message: 'Pengajuan cuti ditarik.' } };
    },
  );

  app.get(
    '/user/cuti/:id/surat',
    { config: { authenticated: true }, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const row = await getCutiRow(app.db, request.params.id, auth.userId);
      const mayRead =
        row !== null &&
        (row.user.id === auth.userId || LETTER_READERS.some((p) => auth.permissions.has(p)));
      if (!mayRead) throw AppError.notFound('Pengajuan cuti tidak ditemukan.');
      const { pdf, name } = await renderCutiLetter(app.db, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // The attachment (a doctor's letter): the file belongs to the requester, so `files/:id` would
  // hide it from the personnel officer and the approvers who must check it.
  app.get(
    '/user/cuti/:id/lampiran',
    { config: { authenticated: true }, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const [row] = await app.db
        .select({ fileId: cutiRequests.fileId, approvalId: cutiRequests.approvalId })
        .from(cutiRequests)
        .where(eq(cutiRequests.id, request.params.id));
      const mayRead =
        row !== undefined &&
        (LETTER_READERS.some((p) => auth.permissions.has(p)) ||
          (row.approvalId !== null &&
            (await isApprovalParticipant(app.db, row.approvalId, auth.userId))));
      if (!mayRead) throw AppError.notFound('Pengajuan cuti tidak ditemukan.');
      if (!row.fileId) throw AppError.notFound('Pengajuan ini tidak memiliki lampiran.');
      return sendStoredFile(app, reply, row.fileId);
    },
  );

  app.post(
    '/user/cuti/pembatalan',
    {
      config: { permission: 'user.cuti.pembatalan' },
      schema: {
        tags,
        body: ZCreateCancellationRequest,
        response: { 201: z.object({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = await createCancellation(app.db, auth.userId, actorOf(request), request.body);
      reply.code(201);
      return { data: { id } };
    },
  );

  app.post(
    '/user/cuti/pembatalan/list',
    {
      config: { permission: 'user.cuti.pembatalan' },
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListRequest,
        response: { 200: paginated(ZCancellationRow) },
      },
    },
    async (request) =>
      findCancellations(app.db, ownCancellations(requireAuth(request).userId), {
        page: request.query.page,
        per: request.body.per,
        path: listPath(request.url),
      }),
  );

  await app.register(cutiConfirmRoutes);
  await app.register(cutiAdminRoutes);
};
