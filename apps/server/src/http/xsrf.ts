import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { AUTH_MESSAGES } from '@sikerja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Refuses a state-changing request that does not echo the cookie's token (419). */
export function checkXsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const current = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!current || typeof header !== 'string' || !sameToken(current, header)) {
    throw new AppError('XSRF', AUTH_MESSAGES.xsrf);
  }
}

/**
 * Double-submit anti-forgery token (SPEC section 7): the server sets cookie XSRF-TOKEN, and
 * every state-changing API request must echo it in header X-XSRF-TOKEN, which a page on
 * another site cannot read. Missing or different: 419. The access plugin runs
 * checkXsrf as a hook of every API route, so it holds for the route that matched.
 */
export const xsrfPlugin = fp(
  async (app: FastifyInstance, opts: { secure: boolean }) => {
    await app.register(cookie);
    app.addHook('onRequest', async (request, reply) => {
      if (request.cookies[XSRF_COOKIE]) return;
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: opts.secure,
        httpOnly: false,
      });
    });
  },
  { name: 'xsrf' },
);
