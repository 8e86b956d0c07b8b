import {
  AUTH_MESSAGES,
  ZAuthUserResponse,
  ZChangePasswordRequest,
  ZForgotRequest,
  ZImpersonateRequest,
  ZImpersonateResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZRefreshResponse,
  ZRegisterRequest,
  ZResetRequest,
} from '@sikerja/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAuth } from '../../http/auth-context.ts';
import * as auth from './auth.service.ts';
import { loadAuthUser } from './auth-user.repository.ts';

const tags = ['auth'];
const message = (text: string) => ({ data: { message: text } });

function clientOf(request: FastifyRequest): auth.ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'], requestId: request.id };
}

/** `auth/*`: login, session, impersonation, registration and passwords (SPEC section 7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, log: app.log };

  app.post(
    '/auth/login',
    {
      config: { public: true, duringMaintenance: true },
      schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse } },
    },
    async (request) => ({ data: await auth.login(deps, request.body, clientOf(request)) }),
  );

  app.get(
    '/auth/user',
    { config: { authenticated: true }, schema: { tags, response: { 200: ZAuthUserResponse } } },
    async (request) => {
      const session = requireAuth(request);
      return { data: await loadAuthUser(app.db, session.userId, session.impersonatorUserId) };
    },
  );

  app.get(
    '/auth/refresh',
    { config: { authenticated: true }, schema: { tags, response: { 200: ZRefreshResponse } } },
    async (request) => ({
      data: await auth.refresh(deps, requireAuth(request), clientOf(request)),
    }),
  );

  app.post(
    '/auth/logout',
    {
      config: { authenticated: true, duringMaintenance: true },
      schema: { tags, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await auth.logout(deps, requireAuth(request), actorOf(request));
      return message('Berhasil keluar.');
    },
  );

  app.post(
    '/auth/impersonate',
    {
      config: { permission: 'auth.impersonate' },
      schema: { tags, body: ZImpersonateRequest, response: { 200: ZImpersonateResponse } },
    },
    async (request) => ({
      data: await auth.impersonate(
        deps,
        requireAuth(request),
        request.body.user_id,
        clientOf(request),
      ),
    }),
  );

  app.post(
    '/auth/unimpersonate',
    {
      config: { authenticated: true, duringMaintenance: true },
      schema: { tags, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await auth.unimpersonate(deps, requireAuth(request), actorOf(request));
      return message('Kembali ke akun Anda.');
    },
  );

  app.post(
    '/auth/register',
    {
      config: { public: true },
      schema: { tags, body: ZRegisterRequest, response: { 201: ZMessageResponse } },
    },
    async (request, reply) => {
      await auth.register(deps, request.body, clientOf(request));
      return reply.status(201).send(message(AUTH_MESSAGES.registered));
    },
  );

  app.post(
    '/auth/forgot',
    {
      config: { public: true },
      schema: { tags, body: ZForgotRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await auth.forgotPassword(deps, request.body.login, clientOf(request));
      return message(AUTH_MESSAGES.forgotSent);
    },
  );

  app.post(
    '/auth/reset',
    {
      config: { public: true },
      schema: { tags, body: ZResetRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await auth.resetPassword(deps, request.body, clientOf(request));
      return message(AUTH_MESSAGES.resetDone);
    },
  );

  app.post(
    '/auth/password',
    {
      config: { authenticated: true },
      schema: { tags, body: ZChangePasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await auth.changePassword(deps, requireAuth(request), request.body, actorOf(request));
      return message(AUTH_MESSAGES.passwordChanged);
    },
  );
};
