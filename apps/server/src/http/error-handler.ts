import type { IncomingMessage } from 'node:http';
import type { TApiError, TFieldErrors } from '@sikerja/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { translateDatabaseError } from './database-errors.ts';

// Fastify's own client errors, told in Indonesian.
const FASTIFY_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError(
    'BAD_REQUEST',
    'Isi permintaan bukan JSON yang valid.',
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('BAD_REQUEST', 'Isi permintaan kosong.'),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', 'Ukuran data terlalu besar.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Jenis isi permintaan tidak didukung.',
  ),
};

function validationFields(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]) {
  const fields: TFieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    const list = fields[path] ?? [];
    if (!list.includes(issue.message ?? '')) list.push(issue.message ?? 'Tidak valid');
    fields[path] = list;
  }
  return fields;
}

// What the upload routes' multipart reader says when a file or the parts exceed their limits.
const UPLOAD_LIMIT_CODES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

function toAppError(error: unknown, request: FastifyRequest): AppError | undefined {
  if (error instanceof AppError) return error;
  const code = (error as Partial<FastifyError>).code;
  const upload = request.routeOptions.config?.uploadField;
  if (upload && code && UPLOAD_LIMIT_CODES.has(code)) {
    return AppError.validation({ [upload.field]: [upload.tooLarge] });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return AppError.validation(validationFields(error));
  }
  const fromDatabase = translateDatabaseError(error);
  if (fromDatabase) return fromDatabase;
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code && FASTIFY_ERRORS[fastifyError.code])
    return FASTIFY_ERRORS[fastifyError.code];
  if (fastifyError.statusCode === 429) {
    return new AppError('RATE_LIMITED', 'Terlalu banyak permintaan. Coba lagi nanti.');
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError('BAD_REQUEST', 'Permintaan tidak valid.');
  }
  return undefined;
}

/**
 * One place decides every error answer: the shape is always { code, message, errors?,
 * request_id }, and a 500 never carries a stack trace or an SQL message.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error, request);
      // A body refused for its size may still be arriving. Answering now on a connection that
      // is then closed resets it under a client that is still sending, which never reads the
      // answer: read the rest and drop it first (for a bounded time), then answer.
      const code = (error as Partial<FastifyError>).code;
      if (code && UPLOAD_LIMIT_CODES.has(code) && !request.raw.complete) {
        return drainBody(request.raw).then(() => send(appError, error, request, reply));
      }
      return send(appError, error, request, reply);
    });
  },
  { name: 'error-handler' },
);

/** The longest a refused body is read before the connection is given up on. */
const DRAIN_MS = 15_000;

/** Reads the rest of a refused body (at most DRAIN_MS), so the client reads the answer. */
export function drainBody(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, DRAIN_MS);
    function done() {
      clearTimeout(timer);
      raw.off('end', done);
      raw.off('close', done);
      resolve();
    }
    raw.on('end', done);
    raw.on('close', done);
    raw.resume();
  });
}

function send(
  appError: AppError | undefined,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!appError) {
    request.log.error({ err: error }, 'unhandled error');
    const body: TApiError = {
      code: 'INTERNAL',
      message: `Terjadi kesalahan pada server. Kode permintaan: ${request.id}`,
      request_id: request.id,
    };
    return reply.status(500).send(body);
  }
  // Maintenance mode's 503 is the system doing what an admin asked, not a failure.
  if (appError.code === 'UNAVAILABLE') {
    request.log.warn({ err: error }, 'database unreachable');
  } else if (appError.status >= 500 && appError.code !== 'MAINTENANCE') {
    request.log.error({ err: error }, appError.message);
  }
  const body: TApiError = {
    code: appError.code,
    message: appError.dialog ?? appError.message,
    request_id: request.id,
    ...(appError.fields ? { errors: appError.fields } : {}),
  };
  return reply
    .status(appError.status)
    .headers(appError.headers ?? {})
    .send(body);
}
