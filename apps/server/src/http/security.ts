import helmet from '@fastify/helmet';
import { MAP_TILE_ORIGIN } from '@sikerja/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a content security policy the built web app passes: scripts only
 * from our origin (no inline script; the theme pre-paint script is a file), inline styles
 * allowed because Mantine injects its CSS variables at run time.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
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
  },
  { name: 'security' },
);
