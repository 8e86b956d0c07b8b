import type { Permission } from '@sikerja/contracts';
import {
  paginated,
  ZListQuery,
  ZMasterIdParams,
  ZMessageResponse,
  ZSuratTugasApprovalListRequest,
  ZSuratTugasCancel,
  ZSuratTugasConflictRequest,
  ZSuratTugasConflictResponse,
  ZSuratTugasDecision,
  ZSuratTugasExportQuery,
  ZSuratTugasInput,
  ZSuratTugasLevels,
  ZSuratTugasLevelsInput,
  ZSuratTugasListRequest,
  ZSuratTugasOptions,
  ZSuratTugasPeople,
  ZSuratTugasPeopleQuery,
  ZSuratTugasResponse,
  ZSuratTugasRow,
  ZSuratTugasUnitsResponse,
} from '@sikerja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { lettersWorkbook, XLSX_TYPE } from './surat-tugas.export.ts';
import {
  type Caller,
  cancelLetter,
  createLetter,
  decideLetter,
  deleteLetter,
  findLetters,
  findPeople,
  getLetter,
  getLevels,
  letterOptions,
  saveLevels,
  submitLetter,
  unitOptions,
  updateLetter,
  type View,
} from './surat-tugas.service.ts';
import { findConflicts } from './surat-tugas-conflicts.service.ts';
import { renderLetterPdf } from './surat-tugas-letter.export.ts';

const tags = ['surat-tugas'];
const ADMIN = { permission: 'admin.surattugas' } as const;
const APPROVAL = { permission: 'surattugas.approval' } as const;
const MINE = { permission: 'user.administrasi_surat_tugas' } as const;
const TARUNA = { permission: 'admin.taruna' } as const;

function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return { userId: auth.userId, permissions: auth.permissions, actor: actorOf(request) };
}

/**
 * `/admin/surattugas` (drafting, sending, cancelling, the workbook), `/surattugas/approval`
 * (the level holders' inbox and decision) and `/user/administrasi_surat_tugas` (a traveller's
 * own letters). docs/surat-tugas.md.
 */
export const suratTugasRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = '/admin/surattugas';
  const approval = '/surattugas/approval';
  const mine = '/user/administrasi_surat_tugas';
  const taruna = '/admin/taruna';
  const one = { params: ZMasterIdParams, response: { 200: ZSuratTugasResponse } };
  const page = (request: { query: { page: number }; url: string }, per: number) => ({
    page: request.query.page,
    per,
    path: listPath(request.url),
  });
  const sendPdf = async (request: FastifyRequest, id: number, reply: FastifyReply, view: View) => {
    const letter = await getLetter(app.db, id, callerOf(request), view);
    const { pdf, name } = await renderLetterPdf(app.db, letter, app.config);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .send(pdf);
  };

  // The admin's list and workbook, and the same read-only for `/admin/taruna` (letters with cadets).
  const lists: {
    base: string;
    config: { permission: Permission };
    view: 'admin' | 'taruna';
    file: string;
  }[] = [
    { base: admin, config: ADMIN, view: 'admin', file: 'surat-tugas' },
    { base: taruna, config: TARUNA, view: 'taruna', file: 'surat-tugas-taruna' },
  ];
  for (const { base, config, view, file } of lists) {
    app.get(
      `${base}/units`,
      { config, schema: { tags, response: { 200: ZSuratTugasUnitsResponse } } },
      async () => ({ data: await unitOptions(app.db) }),
    );
    app.post(
      `${base}/list`,
      {
        config,
        schema: {
          tags,
          querystring: ZListQuery,
          body: ZSuratTugasListRequest,
          response: { 200: paginated(ZSuratTugasRow) },
        },
      },
      async (request) =>
        findLetters(app.db, page(request, request.body.per), request.body, callerOf(request), view),
    );
    app.get(
      `${base}/export`,
      { config, schema: { tags, querystring: ZSuratTugasExportQuery } },
      async (request, reply) => {
        const buffer = await lettersWorkbook(
          app.db,
          { ...request.query, per: 10 },
          callerOf(request),
          view,
        );
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${file}.xlsx"`)
          .send(buffer);
      },
    );
  }
  app.get(
    `${taruna}/:id/pdf`,
    { config: TARUNA, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) => sendPdf(request, request.params.id, reply, 'taruna'),
  );
  app.get(
    `${admin}/options`,
    { config: ADMIN, schema: { tags, response: { 200: z.object({ data: ZSuratTugasOptions }) } } },
    async () => {
      const today = zonedDate(new Date(), (await loadSettings(app.db)).timeZone);
      return { data: await letterOptions(app.db, today) };
    },
  );
  app.get(
    `${admin}/levels`,
    { config: ADMIN, schema: { tags, response: { 200: ZSuratTugasLevels } } },
    async () => ({ data: await getLevels(app.db) }),
  );
  app.put(
    `${admin}/levels`,
    {
      config: ADMIN,
      schema: { tags, body: ZSuratTugasLevelsInput, response: { 200: ZSuratTugasLevels } },
    },
    async (request) => ({ data: await saveLevels(app.db, request.body, callerOf(request)) }),
  );
  app.get(
    `${admin}/people`,
    {
      config: ADMIN,
      schema: { tags, querystring: ZSuratTugasPeopleQuery, response: { 200: ZSuratTugasPeople } },
    },
    async (request) => ({ data: await findPeople(app.db, request.query.search) }),
  );
  app.post(
    `${admin}/conflicts`,
    {
      config: ADMIN,
      schema: {
        tags,
        body: ZSuratTugasConflictRequest,
        response: { 200: ZSuratTugasConflictResponse },
      },
    },
    async (request) => ({
      data: await findConflicts(app.db, {
        start_date: request.body.start_date,
        end_date: request.body.end_date,
        userIds: request.body.user_ids,
        cadetIds: request.body.cadet_ids,
        letterId: request.body.exclude_id,
      }),
    }),
  );
  app.post(
    admin,
    {
      config: ADMIN,
      schema: { tags, body: ZSuratTugasInput, response: { 200: ZSuratTugasResponse } },
    },
    async (request) => ({ data: await createLetter(app.db, request.body, callerOf(request)) }),
  );
  app.get(`${admin}/:id`, { config: ADMIN, schema: { tags, ...one } }, async (request) => ({
    data: await getLetter(app.db, request.params.id, callerOf(request), 'admin'),
  }));
  app.put(
    `${admin}/:id`,
    { config: ADMIN, schema: { tags, ...one, body: ZSuratTugasInput } },
    async (request) => ({
      data: await updateLetter(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.delete(
    `${admin}/:id`,
    {
      config: ADMIN,
      schema: { tags, params: ZMasterIdParams, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await deleteLetter(app.db, request.params.id, callerOf(request));
      return { data: { message: 'Surat tugas dihapus.' } };
    },
  );
  app.post(`${admin}/:id/submit`, { config: ADMIN, schema: { tags, ...one } }, async (request) => ({
    data: await submitLetter(app.db, request.params.id, callerOf(request)),
  }));
  app.post(
    `${admin}/:id/cancel`,
    { config: ADMIN, schema: { tags, ...one, body: ZSuratTugasCancel } },
    async (request) => ({
      data: await cancelLetter(app.db, request.params.id, request.body.reason, callerOf(request)),
    }),
  );
  app.get(
    `${admin}/:id/pdf`,
    { config: ADMIN, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) => sendPdf(request, request.params.id, reply, 'admin'),
  );

  app.post(
    `${approval}/list`,
    {
      config: APPROVAL,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZSuratTugasApprovalListRequest,
        response: { 200: paginated(ZSuratTugasRow) },
      },
    },
    async (request) =>
      findLetters(
        app.db,
        page(request, request.body.per),
        request.body,
        callerOf(request),
        'approval',
      ),
  );
  app.get(`${approval}/:id`, { config: APPROVAL, schema: { tags, ...one } }, async (request) => ({
    data: await getLetter(app.db, request.params.id, callerOf(request), 'approval'),
  }));
  app.post(
    `${approval}/:id/decide`,
    { config: APPROVAL, schema: { tags, ...one, body: ZSuratTugasDecision } },
    async (request) => ({
      data: await decideLetter(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.get(
    `${approval}/:id/pdf`,
    { config: APPROVAL, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) => sendPdf(request, request.params.id, reply, 'approval'),
  );

  app.post(
    `${mine}/list`,
    {
      config: MINE,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZSuratTugasListRequest,
        response: { 200: paginated(ZSuratTugasRow) },
      },
    },
    async (request) =>
      findLetters(app.db, page(request, request.body.per), request.body, callerOf(request), 'mine'),
  );
  app.get(
    `${mine}/:id/pdf`,
    { config: MINE, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) => sendPdf(request, request.params.id, reply, 'mine'),
  );
};
