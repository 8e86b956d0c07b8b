import {
  paginated,
  type TOutboxRow,
  ZListQuery,
  ZListRequest,
  ZOutboxRow,
} from '@sikerja/contracts';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutbox } from '../../db/schema/mail.ts';
import { containsPattern, listPath, paginate } from '../../http/paginate.ts';

/** `/admin/outbox`: every email the system sent or, with no SMTP configured, only logged. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/outbox/list',
    {
      config: { permission: 'admin.outbox' },
      schema: {
        tags: ['outbox'],
        querystring: ZListQuery,
        body: ZListRequest,
        response: { 200: paginated(ZOutboxRow) },
      },
    },
    async (request) => {
      const search = request.body.search;
      const where = search
        ? or(
            ilike(mailOutbox.toAddress, containsPattern(search)),
            ilike(mailOutbox.subject, containsPattern(search)),
          )
        : undefined;
      return paginate<TOutboxRow>(
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        async () => (await app.db.select({ n: count() }).from(mailOutbox).where(where))[0]?.n ?? 0,
        async (limit, offset) => {
          const rows = await app.db
            .select()
            .from(mailOutbox)
            .where(where)
            .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
            .limit(limit)
            .offset(offset);
          return rows.map((r) => ({
            id: r.id,
            to: r.toAddress,
            subject: r.subject,
            body: r.body,
            status: r.status as TOutboxRow['status'],
            created_at: r.createdAt.toISOString(),
            sent_at: r.sentAt?.toISOString() ?? null,
            error: r.error,
          }));
        },
      );
    },
  );
};
