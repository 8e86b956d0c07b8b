import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/**
 * Serves the built single-page app: content-hashed files under /assets/ are cached for a
 * year, index.html never; every other non-API GET falls back to index.html so history-mode
 * routes survive a reload. API paths that match nothing get a JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
    const distDir = opts.distDir;
    const hasWebApp = distDir !== undefined && existsSync(join(distDir, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(reply, path) {
          const immutable = path.includes(`${join('/', 'assets', '/')}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ distDir }, 'no built web app found; only the API is served');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = (request.url.split('?')[0] ?? '').toLowerCase();
      const isApi = path === '/api' || path.startsWith('/api/');
      if (isApi || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
        throw AppError.notFound('Alamat tidak ditemukan.');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
