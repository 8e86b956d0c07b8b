import {
  paginated,
  type TNotification,
  ZListQuery,
  ZListRequest,
  ZMasterIdParams,
  ZNotification,
  ZNotificationCountsResponse,
} from '@sikerja/contracts';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvals, notifications } from '../../db/schema/approvals.ts';
import { AppError } from '../../http/app-error.ts';
import { requireAuth } from '../../http/auth-context.ts';
import { listPath, paginate } from '../../http/paginate.ts';

const tags = ['notifications'];

/**
 * A person's notifications, and the counts the menu shows: unread notifications, and what
 * waits for the person's decision per workflow and level.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/count',
    {
      config: { authenticated: true },
      schema: {
        tags,
        response: { 200: ZNotificationCountsResponse },
      },
    },
    async (request) => {
      const userId = requireAuth(request).userId;
      const [unread] = await app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      /** Pending requests matching `who`, counted per workflow and the level they wait at. */
      const pendingBy = (who: SQL) =>
        app.db
          .select({
            subject_type: approvals.subjectType,
            level: sql<string>`${approvals.currentLevel}`,
            count: count(),
          })
          .from(approvals)
          .where(and(eq(approvals.status, 'pending'), who))
          .groupBy(approvals.subjectType, approvals.currentLevel);
      const [inbox, submitted] = await Promise.all([
        pendingBy(sql`${userId} = any(${approvals.assigneeIds})`),
        pendingBy(eq(approvals.requesterId, userId)),
      ]);
      return { data: { unread: unread?.n ?? 0, inbox, submitted } };
    },
  );

  app.post(
    '/notifications/list',
    {
      config: { authenticated: true },
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListRequest,
        response: { 200: paginated(ZNotification) },
      },
    },
    async (request) => {
      const where = eq(notifications.userId, requireAuth(request).userId);
      return paginate<TNotification>(
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        async () =>
          (await app.db.select({ n: count() }).from(notifications).where(where))[0]?.n ?? 0,
        async (limit, offset) => {
          const rows = await app.db
            .select()
            .from(notifications)
            .where(where)
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(limit)
            .offset(offset);
          return rows.map((r) => ({
            id: r.id,
            title: r.title,
            body: r.body,
            link: r.link,
            read_at: r.readAt?.toISOString() ?? null,
            created_at: r.createdAt.toISOString(),
          }));
        },
      );
    },
  );

  app.post(
    '/notifications/:id/read',
    { config: { authenticated: true }, schema: { tags, params: ZMasterIdParams } },
    async (request, reply) => {
      const [row] = await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.id, request.params.id),
            eq(notifications.userId, requireAuth(request).userId),
          ),
        )
        .returning({ id: notifications.id });
      if (!row) throw AppError.notFound('Notifikasi tidak ditemukan.');
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/read-all',
    { config: { authenticated: true }, schema: { tags } },
    async (request, reply) => {
      await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(eq(notifications.userId, requireAuth(request).userId), isNull(notifications.readAt)),
        );
      return reply.status(204).send();
    },
  );
};
