/**
 * Capaian kinerja over HTTP (docs/kinerja.md, "Capaian: dari data ke angka"):
 * - `GET /user/kinerja/capaian?year=&month=`: the logged-in person's month;
 * - `GET /admin/kinerja/capaian?year=&month=&user_id=`: anyone's month, for the admin laporan
 *   capaian screen (permission admin.laporan.capaian_kinerja).
 * Without an approved contract covering the month both answer 404 with a clear message.
 */
import {
  type TCapaianMonth,
  ZCapaianAdminQuery,
  ZCapaianQuery,
  ZCapaianResponse,
} from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { requireAuth } from '../../http/auth-context.ts';
import { capaianForMonth } from './capaian.service.ts';

const tags = ['kinerja'];

/** No approved contract covering the month: nothing to compute. */
export const NO_CONTRACT_MESSAGE =
  'Belum ada kontrak kinerja yang disetujui untuk bulan ini, sehingga capaian belum dapat dihitung.';

async function oneMonth(
  db: DbOrTx,
  userId: number,
  year: number,
  month: number,
): Promise<{ data: TCapaianMonth }> {
  const [person] = await capaianForMonth(db, { year, month, userIds: [userId] });
  if (!person) throw AppError.notFound(NO_CONTRACT_MESSAGE);
  return { data: person.capaian };
}

export const capaianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/kinerja/capaian',
    {
      config: { permission: 'user.laporan.capaian_kinerja' },
      schema: { tags, querystring: ZCapaianQuery, response: { 200: ZCapaianResponse } },
    },
    async (request) =>
      oneMonth(app.db, requireAuth(request).userId, request.query.year, request.query.month),
  );
  app.get(
    '/admin/kinerja/capaian',
    {
      config: { permission: 'admin.laporan.capaian_kinerja' },
      schema: { tags, querystring: ZCapaianAdminQuery, response: { 200: ZCapaianResponse } },
    },
    async (request) =>
      oneMonth(app.db, request.query.user_id, request.query.year, request.query.month),
  );
};
