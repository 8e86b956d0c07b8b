import type { TAuthUser } from '@sikerja/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.ts';
import { type BuiltOrganisation, type OrgRole, TEST_PASSWORD } from './factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Talks to the app as a browser would: fetches the XSRF cookie first, echoes it on every
 * state-changing request, and sends the bearer token when it has one.
 */
export class ApiClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly token: string | null = null,
    private xsrf: string | null = null,
  ) {}

  private async xsrfToken(): Promise<string> {
    if (this.xsrf) return this.xsrf;
    const res = await this.app.inject({ url: '/api/v1/setting' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('the server set no XSRF-TOKEN cookie');
    this.xsrf = cookie.value;
    return this.xsrf;
  }

  /** The same browser with another token (or none). */
  withToken(token: string | null): ApiClient {
    return new ApiClient(this.app, token, this.xsrf);
  }

  async request(
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ): Promise<LightMyRequestResponse> {
    const xsrf = await this.xsrfToken();
    return this.app.inject({
      method,
      url: url.startsWith('/') ? url : `/api/v1/${url}`,
      payload,
      cookies: { 'XSRF-TOKEN': xsrf },
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: {
        'x-xsrf-token': xsrf,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
    });
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, payload: InjectOptions['payload'] = {}) {
    return this.request('POST', url, payload);
  }
  put(url: string, payload: InjectOptions['payload']) {
    return this.request('PUT', url, payload);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}

export interface Session {
  api: ApiClient;
  token: string;
  user: TAuthUser;
}

/** Logs in through the API and returns a client carrying the new token. */
export async function login(
  app: FastifyInstance,
  loginName: string,
  password = DEMO_PASSWORD,
  remember = false,
): Promise<Session> {
  const anonymous = new ApiClient(app);
  const res = await anonymous.post('auth/login', { login: loginName, password, remember });
  if (res.statusCode !== 200)
    throw new Error(`login ${loginName} failed: ${res.statusCode} ${res.body}`);
  const { data } = res.json();
  return { api: anonymous.withToken(data.token), token: data.token, user: data.user };
}

/** Logs in a person built by the factories (test/factories.ts). */
export function loginBuilt(app: FastifyInstance, user: { email: string | null }): Promise<Session> {
  if (!user.email) throw new Error('a built user without an email cannot log in by email');
  return login(app, user.email, TEST_PASSWORD);
}

/** A session for every person of an organisation from buildOrganisation. */
export async function loginOrganisation(
  app: FastifyInstance,
  org: BuiltOrganisation,
): Promise<Record<OrgRole, Session>> {
  const roles: OrgRole[] = [
    'direktur',
    'kabag',
    'atasan',
    'pegawai',
    'kepegawaian',
    'dosen',
    'admin',
  ];
  const sessions = {} as Record<OrgRole, Session>;
  for (const role of roles) sessions[role] = await loginBuilt(app, org[role]);
  return sessions;
}
