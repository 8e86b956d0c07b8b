import type { Permission } from '@sikerja/contracts';
import {
  paginated,
  ZListQuery,
  ZMasterIdParams,
  ZSuratTugasUnitsResponse,
  ZTravelActualsInput,
  ZTravelAdvanceInput,
  ZTravelDetailResponse,
  ZTravelDocumentInput,
  ZTravelExportQuery,
  ZTravelListRequest,
  ZTravelPaymentOptions,
  ZTravelPlanInput,
  ZTravelRefundInput,
  ZTravelRow,
  ZTravelSettleInput,
} from '@sikerja/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import { listPath } from '../../http/paginate.ts';
import { sendStoredFile } from '../files/files.api.ts';
import { XLSX_TYPE } from './surat-tugas.export.ts';
import { type Caller, unitOptions } from './surat-tugas.service.ts';
import { travelWorkbook } from './travel.export.ts';
import {
  addDocument,
  budgetAccountOptions,
  findTravel,
  paymentForReceipt,
  recordAdvance,
  recordRefund,
  removeDocument,
  saveActuals,
  savePlan,
  settleTravel,
  travelDetail,
  travelFile,
} from './travel.service.ts';
import { renderKuitansiPdf, renderRiilPdf, renderSpdPdf } from './travel-documents.export.ts';

const tags = ['surat-tugas'];
const ADMIN = { permission: 'admin.administrasi_surat_tugas' } as const;
const PAY = { permission: 'admin.pembayaran_surat_tugas' } as const;
const MINE = { permission: 'user.administrasi_surat_tugas' } as const;

function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return { userId: auth.userId, permissions: auth.permissions, actor: actorOf(request) };
}

const ZFileParams = z.object({
  id: ZMasterIdParams.shape.id,
  fileId: z.string().uuid('Berkas tidak ditemukan'),
});
const ZDocParams = z.object({
  id: ZMasterIdParams.shape.id,
  docId: ZMasterIdParams.shape.id,
});

function sendPdf(reply: FastifyReply, { pdf, name }: { pdf: Buffer; name: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .send(pdf);
}

/**
 * `/admin/administrasi_surat_tugas` (cost plans, SPD and, for cadets and paper receipts, the
 * actual costs per traveller of approved letters),
 * `/user/administrasi_surat_tugas/:letterId/travel` (the traveller's own actual costs and
 * documents) and `/admin/pembayaran_surat_tugas` (advance, settlement, return, kuitansi,
 * workbook). docs/surat-tugas.md "Administrasi perjalanan" and "Pembayaran".
 */
export const travelRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = '/admin/administrasi_surat_tugas';
  const pay = '/admin/pembayaran_surat_tugas';
  const mine = '/user/administrasi_surat_tugas';
  const detail = { response: { 200: ZTravelDetailResponse } };
  const list = {
    querystring: ZListQuery,
    body: ZTravelListRequest,
    response: { 200: paginated(ZTravelRow) },
  };
  const page = (request: { query: { page: number }; url: string }, per: number) => ({
    page: request.query.page,
    per,
    path: listPath(request.url),
  });

  // The unit filter of both lists (the letter's unit).
  const unitLists: [string, { permission: Permission }][] = [
    [admin, ADMIN],
    [pay, PAY],
  ];
  for (const [base, config] of unitLists) {
    app.get(
      `${base}/units`,
      { config, schema: { tags, response: { 200: ZSuratTugasUnitsResponse } } },
      async () => ({ data: await unitOptions(app.db) }),
    );
  }

  // Administrasi: keyed by the traveller row of the letter.
  app.post(`${admin}/list`, { config: ADMIN, schema: { tags, ...list } }, async (request) =>
    findTravel(app.db, page(request, request.body.per), request.body, 'admin'),
  );
  app.get(
    `${admin}/:id`,
    { config: ADMIN, schema: { tags, params: ZMasterIdParams, ...detail } },
    async (request) => ({ data: await travelDetail(app.db, { travellerId: request.params.id }) }),
  );
  app.put(
    `${admin}/:id/plan`,
    { config: ADMIN, schema: { tags, params: ZMasterIdParams, body: ZTravelPlanInput, ...detail } },
    async (request) => ({
      data: await savePlan(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.put(
    `${admin}/:id/actuals`,
    {
      config: ADMIN,
      schema: { tags, params: ZMasterIdParams, body: ZTravelActualsInput, ...detail },
    },
    async (request) => ({
      data: await saveActuals(
        app.db,
        { travellerId: request.params.id },
        request.body,
        callerOf(request),
      ),
    }),
  );
  app.get(
    `${admin}/:id/spd`,
    { config: ADMIN, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderSpdPdf(app.db, await travelDetail(app.db, { travellerId: request.params.id })),
      ),
  );
  app.get(
    `${admin}/:id/riil`,
    { config: ADMIN, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderRiilPdf(app.db, await travelDetail(app.db, { travellerId: request.params.id })),
      ),
  );
  app.get(
    `${admin}/:id/files/:fileId`,
    { config: ADMIN, schema: { tags, params: ZFileParams } },
    async (request, reply) =>
      sendStoredFile(
        app,
        reply,
        await travelFile(app.db, { travellerId: request.params.id }, request.params.fileId),
      ),
  );

  // The traveller's own trip, keyed by the letter (their list is a list of letters).
  const own = (request: FastifyRequest & { params: { id: number } }) => ({
    letterId: request.params.id,
    userId: requireAuth(request).userId,
  });
  app.get(
    `${mine}/:id/travel`,
    { config: MINE, schema: { tags, params: ZMasterIdParams, ...detail } },
    async (request) => ({ data: await travelDetail(app.db, own(request)) }),
  );
  app.put(
    `${mine}/:id/travel/actuals`,
    {
      config: MINE,
      schema: { tags, params: ZMasterIdParams, body: ZTravelActualsInput, ...detail },
    },
    async (request) => ({
      data: await saveActuals(app.db, own(request), request.body, callerOf(request)),
    }),
  );
  app.post(
    `${mine}/:id/travel/documents`,
    {
      config: MINE,
      schema: { tags, params: ZMasterIdParams, body: ZTravelDocumentInput, ...detail },
    },
    async (request) => ({
      data: await addDocument(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.delete(
    `${mine}/:id/travel/documents/:docId`,
    { config: MINE, schema: { tags, params: ZDocParams, ...detail } },
    async (request) => ({
      data: await removeDocument(
        app.db,
        request.params.id,
        request.params.docId,
        callerOf(request),
      ),
    }),
  );
  app.get(
    `${mine}/:id/travel/riil`,
    { config: MINE, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) =>
      sendPdf(reply, await renderRiilPdf(app.db, await travelDetail(app.db, own(request)))),
  );
  app.get(
    `${mine}/:id/travel/files/:fileId`,
    { config: MINE, schema: { tags, params: ZFileParams } },
    async (request, reply) =>
      sendStoredFile(app, reply, await travelFile(app.db, own(request), request.params.fileId)),
  );

  // Pembayaran: keyed by the travel record.
  app.post(`${pay}/list`, { config: PAY, schema: { tags, ...list } }, async (request) =>
    findTravel(app.db, page(request, request.body.per), request.body, 'payment'),
  );
  app.get(
    `${pay}/options`,
    { config: PAY, schema: { tags, response: { 200: ZTravelPaymentOptions } } },
    async () => ({ data: { budget_accounts: await budgetAccountOptions(app.db) } }),
  );
  app.get(
    `${pay}/export`,
    { config: PAY, schema: { tags, querystring: ZTravelExportQuery } },
    async (request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="biaya-perjalanan-dinas.xlsx"')
        .send(await travelWorkbook(app.db, request.query)),
  );
  app.get(
    `${pay}/payments/:id/kuitansi`,
    { config: PAY, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderKuitansiPdf(app.db, await paymentForReceipt(app.db, request.params.id)),
      ),
  );
  app.get(
    `${pay}/:id`,
    { config: PAY, schema: { tags, params: ZMasterIdParams, ...detail } },
    async (request) => ({ data: await travelDetail(app.db, { travelId: request.params.id }) }),
  );
  app.post(
    `${pay}/:id/advance`,
    {
      config: PAY,
      schema: { tags, params: ZMasterIdParams, body: ZTravelAdvanceInput, ...detail },
    },
    async (request) => ({
      data: await recordAdvance(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.post(
    `${pay}/:id/settle`,
    { config: PAY, schema: { tags, params: ZMasterIdParams, body: ZTravelSettleInput, ...detail } },
    async (request) => ({
      data: await settleTravel(app.db, request.params.id, request.body, callerOf(request)),
    }),
  );
  app.post(
    `${pay}/:id/refund`,
    { config: PAY, schema: { tags, params: ZMasterIdParams, body: ZTravelRefundInput, ...detail } },
    async (request) => ({
      data: await recordRefund(app.db, request.params.id, request.body.paid_at, callerOf(request)),
    }),
  );
};
