import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/api-client.ts';
import { useTestApp } from '../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { nonCanonicalReason } from './canonical-path.ts';

interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Sends the request target exactly as written: node's client neither decodes nor normalises
 * the path, and sends an absolute-form target as it is, as an attacker's raw socket would.
 */
function rawRequest(
  agent: http.Agent,
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent,
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': '2' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Other spellings of one route's path that a router or proxy might take for the same path. */
function spellings(path: string, port: number): string[] {
  const rest = path.slice('/api/v1/'.length);
  const encodeFirst = (segment: string) =>
    `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`;
  const lastStatic = rest.split('/').findLastIndex((s) => /^[a-z]/i.test(s));
  const restSegments = rest.split('/');
  const encodedLast = restSegments.map((s, i) => (i === lastStatic ? encodeFirst(s) : s)).join('/');
  return [
    `/%61pi/v1/${rest}`,
    `/ap%69/v1/${rest}`,
    `/api/v%31/${rest}`,
    `/api/v1/${encodedLast}`,
    `http://127.0.0.1:${port}/api/v1/${rest}`,
    `//api/v1/${rest}`,
    `/api/v1//${rest}`,
    `/api/v1/./${rest}`,
    `/api/x/../v1/${rest}`,
    `/API/V1/${rest.toUpperCase()}`,
    `/api/v1/${rest}/`,
    `/api/v1%2F${rest}`,
  ];
}

// Each walk sends a dozen spellings of every protected route over raw sockets: thousands of
// requests, which on a busy two-core machine outlast the suite's 30 s default.
describe('a route is reached only by its one spelling', { timeout: 180_000 }, () => {
  const ctx = useTestApp({ demo: true });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let port = 0;
  let xsrf = '';

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
    const setting = await ctx.app.inject({ url: '/api/v1/setting' });
    xsrf = setting.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  });
  afterAll(() => agent.destroy());

  async function walk(app: FastifyInstance, token: string | null) {
    const headers: Record<string, string> = {
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const failures: string[] = [];
    const routes = app.apiRoutes.filter((r) => !r.config?.public);
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, (_, name) => (name === 'kind' ? 'logo_dark' : '1'));
      const answers = await Promise.all(
        spellings(path, port).map(async (target) => ({
          target,
          answer: await rawRequest(agent, port, route.method, target, headers),
        })),
      );
      for (const { target, answer } of answers) {
        if (![401, 403, 404].includes(answer.status)) {
          failures.push(`${route.method} ${target} -> ${answer.status}`);
        }
      }
    }
    return failures;
  }

  it('answers a guest 401, 403 or 404 on every other spelling of every protected route', async () => {
    expect(await walk(ctx.app, null)).toEqual([]);
  });

  it('answers a person without the permission the same, never the data', async () => {
    const user = await buildUser(ctx.app.db);
    const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
    expect(await walk(ctx.app, session.token)).toEqual([]);
  });

  it('reproduces the reported takeover path as a 404', async () => {
    const victim = await buildUser(ctx.app.db);
    const headers = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    const put = await rawRequest(
      agent,
      port,
      'PUT',
      `/%61pi/v1/admin/master/user/${victim.id}/groups`,
      headers,
    );
    expect(put.status).toBe(404);
    const list = await rawRequest(agent, port, 'POST', '/%61pi/v1/admin/master/user/list', headers);
    expect(list.status).toBe(404);
    expect(list.body).not.toContain('nip');
  });

  it('serves the canonical spelling as before', async () => {
    const answer = await rawRequest(agent, port, 'GET', '/api/v1/setting?x=%2F%41', {});
    expect(answer.status).toBe(200);
  });
});

describe('canonical request targets', () => {
  it.each([
    ['/api/v1/setting', undefined],
    ['/api/v1/admin/master/user/list?page=2&search=%41%2F..', undefined],
    ['/user/cuti', undefined],
    ['/api/v1/files/a%20b', undefined],
    ['http://host/api/v1/setting', 'not origin-form'],
    ['*', 'not origin-form'],
    ['/api//v1', 'doubled slash'],
    ['/api/v1/./setting', 'dot segment'],
    ['/api/v1/x/..', 'dot segment'],
    ['/api\\v1', 'backslash'],
    ['/%61pi/v1', 'encoded character'],
    ['/api/v1%2fsetting', 'encoded character'],
    ['/api/v1/%7Euser', 'encoded character'],
  ])('%s: %s', (target, reason) => {
    expect(nonCanonicalReason(target)).toBe(reason);
  });
});

describe('fail closed', () => {
  const ctx = useTestApp({
    beforeReady(app) {
      // A plugin that (wrongly) drops the route's hooks must not open the handler.
      app.addHook('onRoute', (route) => {
        if (route.url === '/api/v1/probe-bypass') route.onRequest = [];
      });
      app.get('/api/v1/probe-bypass', { config: { public: true } }, async () => ({ data: 'x' }));
    },
  });

  it('refuses a handler that was reached without the access check', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/probe-bypass' });
    expect(res.statusCode).toBe(403);
  });

  it('marks API answers as not to be stored', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/setting' });
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await ctx.app.inject({ url: '/api/v1/tidak-ada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
