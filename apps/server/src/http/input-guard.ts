import type { TFieldErrors } from '@sikerja/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/**
 * Control characters nobody types: NUL (which PostgreSQL text cannot hold) and the other C0
 * controls except tab, line feed and carriage return, and DEL.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what it refuses.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Longer than any text field of the product; a larger string is a probe or a mistake. */
export const STRING_MAX = 100_000;
/** Deeper than any form of the product nests. */
const DEPTH_MAX = 20;

const MESSAGES = {
  control: 'Mengandung karakter yang tidak diizinkan',
  tooLong: `Maksimal ${STRING_MAX} karakter`,
  tooDeep: 'Struktur data terlalu dalam',
};

function check(value: unknown, path: string, depth: number, errors: TFieldErrors): void {
  const fail = (message: string, field = path || 'body') => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (typeof value === 'string') {
    if (value.length > STRING_MAX) fail(MESSAGES.tooLong);
    else if (CONTROL.test(value)) fail(MESSAGES.control);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > DEPTH_MAX) {
    // Named by its top-level field: a path twenty levels deep helps nobody.
    const top = path.split('.')[0] ?? '';
    fail(MESSAGES.tooDeep, top === '' || /^\d+$/.test(top) ? 'body' : top);
    return;
  }
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (CONTROL.test(key) || key.length > 200) {
      fail(MESSAGES.control);
      continue;
    }
    check(child, childPath, depth + 1, errors);
  }
}

/**
 * Every string a request carries (route parameters, query, JSON body, at any depth) is free
 * of control characters and of bounded length before any schema or handler sees it, so no
 * route can forget it: 422 on the field otherwise (docs/access.md).
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const errors: TFieldErrors = {};
      check(request.params, '', 0, errors);
      check(request.query, '', 0, errors);
      const body = request.body;
      if (typeof body === 'string' || (body !== null && typeof body === 'object')) {
        // Multipart bodies are streams handled by the upload code, and raw bodies (Buffers:
        // an upload chunk, a fingerprint terminal's post) bytes its route reads itself: not
        // parsed values.
        if (!(Symbol.asyncIterator in Object(body)) && !Buffer.isBuffer(body)) {
          check(body, '', 0, errors);
        }
      }
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
