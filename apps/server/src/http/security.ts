import { MAP_TILE_ORIGIN } from '@sikerja/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers with a content security policy the built web app passes: scripts only
 * from our origin (no inline script; the theme pre-paint script is a file), inline styles
 * allowed because Mantine injects its CSS variables at run time.
 *
 * helmet's middleware is built once: @fastify/helmet built it again on every request (parsing
 * the policy's directives each time, about 0.07 ms of a check-in; docs/attendance.md
 * "Check-in performance"). The headers are the same, set on every response as before.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The map tiles under the attendance-location picker (MAP_TILES in the contracts).
      imgSrc: ["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The app is often reached over plain http on a campus network before TLS is set up.
  strictTransportSecurity: false,
});

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      // helmet sets the headers synchronously, then calls `done` (it throws, never passes, errors).
      securityHeaders(request.raw, reply.raw, done as (err?: unknown) => void);
    });
  },
  { name: 'security' },
);
