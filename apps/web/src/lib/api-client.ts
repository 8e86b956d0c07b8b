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
  /** The Accept header (default JSON); a file download accepts anything. */
  accept?: string;
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

/**
 * The headers every request carries, for code that sends its own requests (FilePond's uploads):
 * the AJAX marker, the anti-forgery token read from its cookie now, and the session's token.
 */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Makes sure the anti-forgery cookie exists before code outside this client sends a change. */
export async function ensureXsrfCookie(): Promise<void> {
  await xsrfToken();
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
  const fallback = `Server tidak dapat memproses permintaan (HTTP ${response.status}).`;
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
  const headers = new Headers({
    Accept: options.accept ?? 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  });
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
    if (options.signal?.aborted) throw abortedError();
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Network Error: server tidak dapat dihubungi.',
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

function abortedError(): ApiError {
  return new ApiError({ status: 0, code: 'ABORTED', message: 'Request aborted' });
}

async function parseBody<S extends z.ZodType>(
  response: Response,
  schema: S,
  path: string,
  signal: AbortSignal | undefined,
): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    // Cancelled while the body was still arriving (the screen moved on): not a broken answer.
    if (signal?.aborted) throw abortedError();
    json = undefined;
  }
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
  return parseBody(response, schema, path, options.signal);
}

/** Sends a request whose answer has no body worth reading (204 on delete). */
export async function apiRequestVoid(path: string, options: ApiRequestOptions = {}): Promise<void> {
  await send(path, options);
}

type BodyOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** A file the API answered with (an Excel report), and the name the server gave it. */
export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition; null when the answer names no file. */
  fileName: string | null;
}

// One `; name=value` parameter of a header; the value is a quoted string or a token.
const HEADER_PARAM = /;\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** RFC 5987 `charset'lang'percent-encoded`, e.g. UTF-8''Rekap%20Pegawai.xlsx. */
function decodeExtendedValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  if (charset.toLowerCase() === 'iso-8859-1') {
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * Headers reach fetch as bytes read one per character, so a server that puts raw UTF-8 in a
 * plain `filename=` shows 'Ã©' for 'é'; read those bytes again as UTF-8 when they are valid.
 */
function repairUtf8(value: string): string {
  const codes = Array.from(value, (char) => char.charCodeAt(0));
  if (codes.every((code) => code < 0x80) || codes.some((code) => code > 0xff)) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(codes));
  } catch {
    return value;
  }
}

/** A name the browser can save under: no folders, no control characters. */
function safeFileName(name: string | null): string | null {
  if (name === null) return null;
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` wins over
 * the plain `filename=` that older clients read; null when there is neither.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let plain: string | null = null;
  let extended: string | null = null;
  // The leading ';' also finds a parameter when a server leaves out the disposition type.
  for (const [, rawName = '', rawValue = ''] of `;${header}`.matchAll(HEADER_PARAM)) {
    const name = rawName.toLowerCase();
    if (name === 'filename*') extended = decodeExtendedValue(unquote(rawValue)) ?? extended;
    else if (name === 'filename') plain = repairUtf8(unquote(rawValue));
  }
  return safeFileName(extended) ?? safeFileName(plain);
}

/** GETs a file with the session's token; failures reject with ApiError like any other call. */
export async function apiDownload(path: string, options: BodyOptions = {}): Promise<ApiFile> {
  const response = await send(path, { accept: '*/*', ...options, method: 'GET' });
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
  };
}

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
  /** A binary answer (an Excel report) with the file name from Content-Disposition. */
  download: (path: string, options?: BodyOptions) => apiDownload(path, options),
};
