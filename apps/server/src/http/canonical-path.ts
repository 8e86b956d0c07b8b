import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Why a request target is not the one spelling of its path, or undefined when it is. Only
 * origin-form targets ("/path?query") are served; an encoded unreserved character, an encoded
 * slash or backslash, a doubled slash or a dot segment would make the router see another path
 * than the text a proxy, a log or a rule reads, so none of them reaches a handler.
 */
export function nonCanonicalReason(target: string): string | undefined {
  if (!target.startsWith('/')) return 'not origin-form';
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (path.includes('//')) return 'doubled slash';
  if (path.includes('\\')) return 'backslash';
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '..') return 'dot segment';
  }
  for (const match of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const char = String.fromCharCode(Number.parseInt(match[1] ?? '', 16));
    if (UNRESERVED.test(char) || char === '/' || char === '\\') return 'encoded character';
  }
  return undefined;
}

/**
 * Refuses every request whose target is not in canonical form with 404, before any route
 * hook runs: one path has one spelling, so what a handler serves is what its route says.
 */
export const canonicalPathPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const reason = nonCanonicalReason(request.raw.url ?? '');
      if (reason) {
        request.log.info({ target: request.raw.url, reason }, 'non-canonical request target');
        throw AppError.notFound('Alamat tidak ditemukan.');
      }
    });
  },
  { name: 'canonical-path', dependencies: ['error-handler'] },
);
