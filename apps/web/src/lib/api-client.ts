/**
 * The one way the web app talks to the API (SPEC section 7, ARCHITECTURE section 4):
 * base /api/v1, JSON, the AJAX marker header, the anti-forgery header on state-changing
 * requests, the bearer token unless a call opts out, and one parser for every error body.
 * Answers are checked against the shared zod contracts, so a drifting server fails loudly
 * here instead of somewhere deep in a screen.
 */
import { ERROR_CODES, type ErrorCode, MAINTENANCE_DEFAULT, ZApiError } from '@sikerja/contracts';
import type { z } from 'zod';
import { ApiError, type MaintenanceMessage } from './api-error.ts';
import { readToken } from './auth/token-storage.ts';
import { readCookie } from './cookies.ts';

export const API_BASE = '/api/v1';
const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: Method;
  /** A JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Send `Authorization: Bearer <token>` (default true). */
  withAuth?: boolean;
  /** A token other than the session's (logging out the admin's own token after impersonation). */
  bearerToken?: string;
  /** Treat a 401 as "the session has ended" (default true); the login call turns it off. */
  handleUnauthenticated?: boolean;
  signal?: AbortSignal;
}

/** What the app plugs into the client: where the token is, and what 401 and 503 do. */
export interface ApiClientHooks {
  getToken: () => string | null;
  onUnauthenticated: (error: ApiError) => void;
  onMaintenance: (message: MaintenanceMessage) => void;
}

let hooks: ApiClientHooks = {
  getToken: readToken,
  onUnauthenticated: () => undefined,
  onMaintenance: () => undefined,
};

/** Installs the app's handlers; called once by the auth provider. */
export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

let priming: Promise<void> | null = null;

/** Any API answer sets the anti-forgery cookie when it is missing; `GET setting` is the cheapest. */
function primeXsrfCookie(): Promise<void> {
  priming ??= fetch(`${API_BASE}/setting`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      priming = null;
    });
  return priming;
}

async function xsrfToken(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  await primeXsrfCookie();
  const primed = readCookie(XSRF_COOKIE);
  if (!primed) console.error(`The ${XSRF_COOKIE} cookie is missing; the request will be refused.`);
  return primed;
}

function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 419) return 'XSRF';
  if (status === 422) return 'VALIDATION';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'MAINTENANCE';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** Turns any non-2xx answer into an ApiError, whatever its body looks like. */
async function toApiError(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = ZApiError.safeParse(json);
  const fallback = `Server Error: HTTP ${response.status}`;
  if (!parsed.success) {
    return new ApiError({
      status: response.status,
      code: codeForStatus(response.status),
      message: response.status === 503 ? MAINTENANCE_DEFAULT.text : fallback,
      maintenance: response.status === 503 ? { ...MAINTENANCE_DEFAULT } : undefined,
      retryAfterSeconds: retryAfter(response),
    });
  }
  const body = parsed.data;
  const maintenance = typeof body.message === 'string' ? undefined : body.message;
  return new ApiError({
    status: response.status,
    code: isErrorCode(body.code) ? body.code : codeForStatus(response.status),
    message: typeof body.message === 'string' ? body.message || fallback : body.message.text,
    fieldErrors: body.errors,
    requestId: body.request_id,
    retryAfterSeconds: retryAfter(response),
    maintenance: maintenance ?? (response.status === 503 ? { ...MAINTENANCE_DEFAULT } : undefined),
  });
}

async function send(path: string, options: ApiRequestOptions, isRetry = false): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (!SAFE_METHODS.has(method)) {
    const token = await xsrfToken();
    if (token) headers.set('X-XSRF-TOKEN', token);
  }
  const bearer = options.withAuth === false ? null : (options.bearerToken ?? hooks.getToken());
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch {
    const aborted = options.signal?.aborted === true;
    throw new ApiError({
      status: 0,
      code: aborted ? 'ABORTED' : 'NETWORK',
      message: aborted ? 'Request aborted' : 'Network Error: server tidak dapat dihubungi.',
    });
  }
  // The cookie may have expired with the browser session: fetch a fresh one and try once more.
  if (response.status === 419 && !isRetry) {
    await primeXsrfCookie();
    return send(path, options, true);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 401 && bearer && options.handleUnauthenticated !== false) {
      hooks.onUnauthenticated(error);
    }
    if (error.status === 503 && error.maintenance) hooks.onMaintenance(error.maintenance);
    throw error;
  }
  return response;
}

async function parseBody<S extends z.ZodType>(
  response: Response,
  schema: S,
  path: string,
): Promise<z.output<S>> {
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`The answer of ${path} does not match its contract`, parsed.error.issues);
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'Jawaban server tidak sesuai format yang diharapkan.',
    });
  }
  return parsed.data;
}

/** Sends a request and returns the body parsed by the contract's schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const response = await send(path, options);
  return parseBody(response, schema, path);
}

/** Sends a request whose answer has no body worth reading (204 on delete). */
export async function apiRequestVoid(path: string, options: ApiRequestOptions = {}): Promise<void> {
  await send(path, options);
}

type BodyOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** Shorthands: `api.get('setting', ZPublicSettingResponse)`, `api.post(path, schema, body)`. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: BodyOptions) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: BodyOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: BodyOptions) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  delete: (path: string, options?: BodyOptions) =>
    apiRequestVoid(path, { ...options, method: 'DELETE' }),
  /** Multipart upload of one file under the field name `file`. */
  upload: <S extends z.ZodType>(path: string, schema: S, file: File, options?: BodyOptions) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest(path, schema, { ...options, method: 'POST', body: form });
  },
};
