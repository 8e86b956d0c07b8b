import type { Permission } from '@sikerja/contracts';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../platform/audit/audit.ts';
import { AppError } from './app-error.ts';

/** Who sent the request, resolved from the bearer token. */
export interface AuthContext {
  tokenId: number;
  userId: number;
  level: 'admin' | 'user';
  name: string;
  permissions: ReadonlySet<string>;
  /** The admin behind an impersonation token; null otherwise. */
  impersonatorUserId: number | null;
  remember: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** Any logged-in user; no permission needed (own profile, menu, password). */
    authenticated?: boolean;
    /** Needs one of these permissions. */
    permission?: Permission | readonly Permission[];
    /** Still answers while maintenance mode is on (login, setting, health). */
    duringMaintenance?: boolean;
    /** An upload route: a body over its size limit is a 422 on this field, not a 413. */
    uploadField?: { field: string; tooLarge: string };
  }
}

/** The auth context of a route that required login; throws 401 if there is none. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Sesi Anda telah berakhir.');
  return request.auth;
}

/** The audit actor of a request: the real person, and the user acted as while impersonating. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth;
  return {
    userId: auth ? (auth.impersonatorUserId ?? auth.userId) : null,
    actingAsUserId: auth?.impersonatorUserId ? auth.userId : null,
    requestId: request.id,
    ip: request.ip,
  };
}
