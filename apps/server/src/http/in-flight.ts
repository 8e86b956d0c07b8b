import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface InFlightRequest {
  id: string;
  method: string;
  url: string;
  userId: number | null;
  startedAt: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being served now, so a crash can name the ones that may have caused it. */
    inFlight(): InFlightRequest[];
  }
}

/**
 * Keeps the requests under way in a map (two entries' work per request), so main.ts can log
 * them when the process dies of an uncaught error: the request that caused it is among them.
 */
export const inFlightPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Map<string, InFlightRequest>();
    app.decorate('inFlight', () => [...running.values()]);
    app.addHook('onRequest', async (request) => {
      running.set(request.id, {
        id: request.id,
        method: request.method,
        url: request.url.slice(0, 500),
        userId: null,
        startedAt: new Date().toISOString(),
      });
    });
    app.addHook('preHandler', async (request) => {
      const entry = running.get(request.id);
      if (entry) entry.userId = request.auth?.userId ?? null;
    });
    const forget = async (request: { id: string }) => {
      running.delete(request.id);
    };
    app.addHook('onResponse', forget);
    app.addHook('onRequestAbort', forget);
  },
  { name: 'in-flight' },
);
