import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '../test/fake-api.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';

/** An answer whose body stops arriving: the stream errors when `signal` aborts. */
function bodyThatStalls(signal: AbortSignal): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data": {"na'));
      signal.addEventListener('abort', () =>
        controller.error(new DOMException('The operation was aborted.', 'AbortError')),
      );
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('calls a request cancelled while its body arrives aborted, not a broken contract', async () => {
    const controller = new AbortController();
    stubFetch(() => bodyThatStalls(controller.signal));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = apiRequest('user/thing', z.object({ data: z.object({ name: z.string() }) }), {
      signal: controller.signal,
    });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('ABORTED');
    expect(logged).not.toHaveBeenCalled();
  });

  it('still reports an answer that does not match its contract', async () => {
    stubFetch(() => new Response('{"data": {"name": 7}}', { status: 200 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await apiRequest(
      'user/thing',
      z.object({ data: z.object({ name: z.string() }) }),
    ).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
    expect(logged).toHaveBeenCalledOnce();
  });
});
