/**
 * The network boundary of web tests: `fetch` is replaced, everything above it (the API client,
 * its headers, error parsing and contract checks, TanStack Query) runs for real. Handlers
 * compute their answers from data the test owns, so an assertion can fail when the app reads
 * the wrong page, size or search.
 */
import type { TPaginated } from '@sikerja/contracts';
import { vi } from 'vitest';

/** One request the app sent, decoded for assertions. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, parsed; undefined for GET. */
  body: unknown;
}

export type FakeHandler = (request: SentRequest) => Response | Promise<Response>;

export interface FakeApi {
  /** Every request so far, oldest first. */
  requests: SentRequest[];
  /** Requests to paths ending with `path` (e.g. 'admin/user_group/list'). */
  requestsTo: (path: string) => SentRequest[];
}

function decodeBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Replaces global fetch with `handler` for the current test (setup.ts restores it). */
export function stubFetch(handler: FakeHandler): FakeApi {
  const requests: SentRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(href, window.location.origin),
      headers: new Headers(init.headers),
      body: decodeBody(init.body),
    };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return handler(request);
  };
  vi.stubGlobal('fetch', vi.fn(fake));
  return {
    requests,
    requestsTo: (path) => requests.filter((request) => request.url.pathname.endsWith(path)),
  };
}

/** A JSON answer. */
export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The API's error body (ZApiError in the contracts). */
export function errorResponse(status: number, message: string, code = 'INTERNAL'): Response {
  return jsonResponse({ code, message }, status);
}

/**
 * Laravel's paginator over an in-memory list, as apps/server/src/http/paginate.ts answers it:
 * a page past the end is empty with the right totals.
 */
export function paginate<Row>(
  rows: readonly Row[],
  { page, per, path }: { page: number; per: number; path: string },
): TPaginated<Row> {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / per));
  const offset = (page - 1) * per;
  const data = rows.slice(offset, offset + per);
  const link = (n: number) => `${path}?page=${n}`;
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: per,
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
    total,
    path,
    prev_page_url: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
    next_page_url: page < lastPage ? link(page + 1) : null,
  };
}

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
