import { AUTH_MESSAGES, MAINTENANCE_DEFAULT } from '@sikerja/contracts';
import { eq, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { type Db, selectRows } from '../db/client.ts';
import { institutionSettings } from '../db/schema/settings.ts';
import { hashToken } from '../modules/auth/auth.api.ts';
import { hookList, isApiRoute } from './api-route.ts';
import { AppError } from './app-error.ts';
import type { AuthContext } from './auth-context.ts';
import { checkXsrf } from './xsrf.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access declaration, for the permission walk test. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Set on a request once its route's access rule has passed; a handler refuses without it. */
const ACCESS_CHECKED = Symbol('accessChecked');
type CheckedRequest = FastifyRequest & { [ACCESS_CHECKED]?: true };
// last_used_at is informational; writing it on every request would double the writes.
const LAST_USED_GRANULARITY_MS = 5 * 60_000;
const dialect = new PgDialect({ casing: 'snake_case' });

interface TokenRow {
  token_id: number;
  user_id: number;
  level: 'admin' | 'user';
  name: string;
  impersonator_user_id: number | null;
  remember: boolean;
  last_used_at: string | Date | null;
  permissions: string[] | null;
  maintenance_enabled: boolean | null;
  maintenance_title: string | null;
  maintenance_text: string | null;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * One query: the live token, its active user, their permissions, and maintenance mode; the
 * same statement stamps last_used_at when the stored one is older than the granularity (or
 * missing), so the stamp costs no round trip of its own. The row answers the value before it.
 */
const tokenQuery = (tokenHash: SQL | Placeholder) => sql`
      with t as (
      select t.id as token_id, u.id as user_id, u.level, u.name, t.impersonator_user_id,
             t.remember, t.last_used_at,
             (select array_agg(distinct gp.permission)
                from user_group_members m
                join user_groups g on g.id = m.group_id and g.is_active
                join group_permissions gp on gp.group_id = g.id
               where m.user_id = u.id) as permissions,
             s.maintenance_enabled, s.maintenance_title, s.maintenance_text
        from auth_tokens t
        join users u on u.id = t.user_id and u.status = 'active'
        left join institution_settings s on s.id = 1
       where t.token_hash = ${tokenHash}
         and t.revoked_at is null
         and t.expires_at > now()
      ), touched as (
        update auth_tokens a set last_used_at = now()
          from t
         where a.id = t.token_id
           and (t.last_used_at is null
                or t.last_used_at < now() - ${LAST_USED_GRANULARITY_MS}::int * interval '1 millisecond')
      )
      select * from t`;

/** Its text and parameters, built once (building it on every request cost about 0.03 ms). */
const tokenStatement = dialect.sqlToQuery(tokenQuery(sql.placeholder('hash')));

async function loadToken(db: Db, token: string): Promise<TokenRow | undefined> {
  const hash = hashToken(token);
  // On PostgreSQL a named prepared statement: parsed and planned once per pooled connection
  // instead of on every request. On PGlite (in-process) through drizzle.
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    const result = await pool.query<TokenRow>({
      name: 'access_token',
      text: tokenStatement.sql,
      values: tokenStatement.params.map((p) => (is(p, Placeholder) ? hash : p)),
    });
    return result.rows[0];
  }
  const rows = await selectRows<TokenRow>(db, tokenQuery(sql`${hash}`));
  return rows[0];
}

async function loadMaintenance(db: Db) {
  const [row] = await db
    .select({
      enabled: institutionSettings.maintenanceEnabled,
      title: institutionSettings.maintenanceTitle,
      text: institutionSettings.maintenanceText,
    })
    .from(institutionSettings)
    .where(eq(institutionSettings.id, 1));
  return row;
}

function declaresAccess(config: RouteOptions['config']): boolean {
  return Boolean(config?.public || config?.authenticated || config?.permission);
}

/**
 * Enforces a route's declared rule for a request that matched it: maintenance mode for
 * non-admins, then `public`, `authenticated` or `permission`.
 */
async function checkAccess(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const config = request.routeOptions.config;
  const token = bearerToken(request);
  const row = token ? await loadToken(app.db, token) : undefined;
  let auth: AuthContext | null = null;
  if (row) {
    auth = {
      tokenId: row.token_id,
      userId: row.user_id,
      level: row.level,
      name: row.name,
      permissions: new Set(row.permissions ?? []),
      impersonatorUserId: row.impersonator_user_id,
      remember: row.remember,
    };
    request.auth = auth;
  }

  if (!config.duringMaintenance) {
    const maintenance = row
      ? {
          enabled: row.maintenance_enabled,
          title: row.maintenance_title,
          text: row.maintenance_text,
        }
      : await loadMaintenance(app.db);
    const isAdmin = auth?.level === 'admin' || Boolean(auth?.impersonatorUserId);
    if (maintenance?.enabled && !isAdmin) {
      throw new AppError('MAINTENANCE', MAINTENANCE_DEFAULT.title, undefined, undefined, {
        title: maintenance.title || MAINTENANCE_DEFAULT.title,
        text: maintenance.text || MAINTENANCE_DEFAULT.text,
      });
    }
  }

  if (config.public) return;
  if (!auth) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
  if (config.permission) {
    const needed = Array.isArray(config.permission) ? config.permission : [config.permission];
    if (!needed.some((p: string) => auth.permissions.has(p))) throw AppError.forbidden();
  } else if (!config.authenticated) {
    throw AppError.forbidden();
  }
}

/**
 * Authentication and authorisation for every API route. The checks (anti-forgery, then the
 * access rule) are attached to each API route when it is registered, so they are decided by
 * the route that matched, never by the URL text. A route that declares no rule cannot be
 * registered, and a handler reached without the checks having passed refuses (fail closed).
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('apiRoutes', [] as RegisteredRoute[]);
    app.decorateRequest('auth', null);

    const guard: onRequestHookHandler = async (request) => {
      checkXsrf(request);
      await checkAccess(app, request);
      (request as CheckedRequest)[ACCESS_CHECKED] = true;
    };

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      if (!declaresAccess(route.config)) {
        throw new Error(
          `${route.method} ${route.url} must declare public, authenticated or permission`,
        );
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, config: route.config });
      }
      route.onRequest = [guard, ...hookList(route.onRequest)];
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function guardedHandler(request, reply) {
        if ((request as CheckedRequest)[ACCESS_CHECKED] !== true) {
          request.log.error({ route: route.url }, 'API handler reached without an access check');
          throw AppError.forbidden();
        }
        return handler.call(this, request, reply);
      };
    });
  },
  { name: 'access', dependencies: ['error-handler'] },
);
