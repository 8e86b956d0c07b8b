import {
  paginated,
  ZIdParams,
  ZListQuery,
  ZListRequest,
  ZPersonSearchQuery,
  ZPersonSearchResponse,
  ZRealisasiApprovedRequest,
  ZRealisasiDecisionRequest,
  ZRealisasiEvidenceRequest,
  ZRealisasiInboxRequest,
  ZRealisasiMonthResponse,
  ZRealisasiPeriod,
  ZRealisasiSendRequest,
  ZRealisasiSummary,
  ZRealisasiSuperiorRequest,
  ZRealisasiTambahanRequest,
  ZRealisasiValuesRequest,
  ZTanggungRentengQuery,
  ZTanggungRentengRequest,
  ZTanggungRentengRow,
  zYear,
} from '@sikerja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { sendStoredFile } from '../files/files.api.ts';
import type { Caller } from './kontrak.service.ts';
import {
  addTambahan,
  adjustApproved,
  attachEvidence,
  decideMonth,
  deleteTambahan,
  detachEvidence,
  evidenceFileFor,
  findRealisasiInbox,
  findTanggungRenteng,
  getMonthForSuperior,
  myMonth,
  recordTanggungRenteng,
  resetMonth,
  saveValues,
  searchPeople,
  sendMonth,
  setSuperior,
  tambahanUraian,
  tanggungRentengMonth,
  withdrawMonth,
} from './realisasi.service.ts';

const tags = ['kinerja'];
const USER = { permission: 'user.kinerja.realisasi' } as const;
const INBOX = { permission: 'user.persetujuan.realisasi' } as const;
const ADMIN = { permission: 'admin.tanggung_renteng' } as const;
const READ = {
  permission: ['user.kinerja.realisasi', 'user.persetujuan.realisasi', 'admin.tanggung_renteng'],
};
const PEOPLE = { permission: ['user.kinerja.realisasi', 'admin.tanggung_renteng'] };

function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return { userId: auth.userId, permissions: auth.permissions, actor: actorOf(request) };
}

const month = { response: { 200: ZRealisasiMonthResponse } };
const ZUraianTambahanResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      unit_name: z.string().nullable(),
      points: z.number(),
    }),
  ),
});
const ZFileParams = z.object({ fileId: z.string().uuid({ error: 'Berkas tidak ditemukan.' }) });

/**
 * Realisasi kinerja bulanan (docs/kinerja.md "Realisasi bulanan"): the person's
 * `/user/kinerja/realisasi`, the superior's `/user/persetujuan/realisasi` and the admin's
 * `/admin/tanggung_renteng`.
 */
export const realisasiRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/user/kinerja/realisasi';

  app.get(
    base,
    { config: USER, schema: { tags, querystring: ZRealisasiPeriod, ...month } },
    async (request) => ({
      data: await myMonth(app.db, request.query.year, request.query.month, callerOf(request)),
    }),
  );
  app.put(
    `${base}/values`,
    { config: USER, schema: { tags, body: ZRealisasiValuesRequest, ...month } },
    async (request) => ({ data: await saveValues(app.db, request.body, callerOf(request)) }),
  );
  app.post(
    `${base}/evidence`,
    { config: USER, schema: { tags, body: ZRealisasiEvidenceRequest, ...month } },
    async (request) => ({ data: await attachEvidence(app.db, request.body, callerOf(request)) }),
  );
  app.post(
    `${base}/evidence/remove`,
    { config: USER, schema: { tags, body: ZRealisasiEvidenceRequest, ...month } },
    async (request) => ({ data: await detachEvidence(app.db, request.body, callerOf(request)) }),
  );
  app.get(
    `${base}/evidence/:fileId`,
    { config: READ, schema: { tags, params: ZFileParams } },
    async (request, reply) => {
      const id = await evidenceFileFor(app.db, request.params.fileId, callerOf(request));
      return sendStoredFile(app, reply, id);
    },
  );
  app.get(
    `${base}/uraian-tambahan`,
    { config: USER, schema: { tags, response: { 200: ZUraianTambahanResponse } } },
    async () => ({ data: await tambahanUraian(app.db) }),
  );
  app.get(
    `${base}/pegawai`,
    {
      config: PEOPLE,
      schema: { tags, querystring: ZPersonSearchQuery, response: { 200: ZPersonSearchResponse } },
    },
    async (request) => ({ data: await searchPeople(app.db, request.query.search) }),
  );
  app.post(
    `${base}/tambahan`,
    { config: USER, schema: { tags, body: ZRealisasiTambahanRequest, ...month } },
    async (request) => ({ data: await addTambahan(app.db, request.body, callerOf(request)) }),
  );
  app.delete(
    `${base}/tambahan/:id`,
    { config: USER, schema: { tags, params: ZIdParams, querystring: ZRealisasiPeriod, ...month } },
    async (request) => ({
      data: await deleteTambahan(app.db, request.params.id, request.query, callerOf(request)),
    }),
  );
  app.put(
    `${base}/superior`,
    { config: USER, schema: { tags, body: ZRealisasiSuperiorRequest, ...month } },
    async (request) => ({ data: await setSuperior(app.db, request.body, callerOf(request)) }),
  );
  app.post(
    `${base}/send`,
    { config: USER, schema: { tags, body: ZRealisasiSendRequest, ...month } },
    async (request) => ({ data: await sendMonth(app.db, request.body, callerOf(request)) }),
  );
  app.post(
    `${base}/withdraw`,
    { config: USER, schema: { tags, body: ZRealisasiPeriod, ...month } },
    async (request) => ({ data: await withdrawMonth(app.db, request.body, callerOf(request)) }),
  );
  app.post(
    `${base}/reset`,
    { config: USER, schema: { tags, body: ZRealisasiPeriod, ...month } },
    async (request) => ({ data: await resetMonth(app.db, request.body, callerOf(request)) }),
  );

  const inbox = '/user/persetujuan/realisasi';
  app.post(
    `${inbox}/list`,
    {
      config: INBOX,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZRealisasiInboxRequest,
        response: { 200: paginated(ZRealisasiSummary) },
      },
    },
    async (request) =>
      findRealisasiInbox(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
        callerOf(request),
      ),
  );
  app.get(
    `${inbox}/:id`,
    { config: INBOX, schema: { tags, params: ZIdParams, ...month } },
    async (request) => ({
      data: await getMonthForSuperior(app.db, request.params.id, callerOf(request)),
    }),
  );
  app.put(
    `${inbox}/:id/approved`,
    {
      config: INBOX,
      schema: { tags, params: ZIdParams, body: ZRealisasiApprovedRequest, ...month },
    },
    async (request) => ({
      data: await adjustApproved(app.db, request.params.id, request.body.lines, callerOf(request)),
    }),
  );
  app.post(
    `${inbox}/:id/decide`,
    {
      config: INBOX,
      schema: { tags, params: ZIdParams, body: ZRealisasiDecisionRequest, ...month },
    },
    async (request) => ({
      data: await decideMonth(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );

  const admin = '/admin/tanggung_renteng';
  app.post(
    `${admin}/list`,
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListRequest.extend({ year: zYear().optional() }),
        response: { 200: paginated(ZTanggungRentengRow) },
      },
    },
    async (request) =>
      findTanggungRenteng(
        app.db,
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        request.body,
      ),
  );
  app.get(
    `${admin}/month`,
    { config: ADMIN, schema: { tags, querystring: ZTanggungRentengQuery, ...month } },
    async (request) => ({
      data: await tanggungRentengMonth(app.db, request.query, callerOf(request)),
    }),
  );
  app.put(
    admin,
    { config: ADMIN, schema: { tags, body: ZTanggungRentengRequest, ...month } },
    async (request) => ({
      data: await recordTanggungRenteng(app.db, request.body, callerOf(request)),
    }),
  );
};
