import { ZHealthResponse } from '@sikerja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';
import { migrationLevel } from '../../db/migrate.ts';

/** GET /health: public, for load balancers and operators; 503 when the database is not usable. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, duringMaintenance: true },
      schema: {
        tags: ['system'],
        summary: 'Kesehatan layanan: basis data, versi, tingkat migrasi',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const latency = await pingDatabase(app.db);
      const level =
        latency === null ? { applied: 0, expected: 0, latest: null } : await migrationLevel(app.db);
      const upToDate = latency !== null && level.applied === level.expected;
      const body = {
        data: {
          status: upToDate ? ('ok' as const) : ('degraded' as const),
          version: app.config.version,
          database: { kind: app.database.kind, reachable: latency !== null, latency_ms: latency },
          migrations: { ...level, up_to_date: upToDate },
          time: new Date().toISOString(),
        },
      };
      return reply.status(upToDate ? 200 : 503).send(body);
    },
  );
};
