import { type TFieldErrors, UNAVAILABLE_DIALOG } from '@sikerja/contracts';
import { AppError } from './app-error.ts';

interface PgErrorLike {
  code: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

/** Drizzle wraps driver errors; walk the cause chain to the PostgreSQL error, if any. */
function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as Partial<PgErrorLike> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgErrorLike;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** "Key (lower(email))=(x) already exists." names the column that clashed. */
function fieldFromDetail(detail: string | undefined): string | undefined {
  const match = detail?.match(/Key \((?:lower\()?"?([a-z_]+)"?\)?(?:, [^)]*)?\)=/);
  return match?.[1];
}

/**
 * Turns constraint violations into answers a user can act on: a duplicate value is a
 * 422 on its field, a row still in use is a 409. Anything else is not ours to explain.
 */
export function translateDatabaseError(error: unknown): AppError | undefined {
  if (isConnectionError(error)) return unavailableError();
  const pgError = findPgError(error);
  if (!pgError) return undefined;
  const field = fieldFromDetail(pgError.detail) ?? pgError.column ?? 'data';
  const fields = (message: string): TFieldErrors => ({ [field]: [message] });
  switch (pgError.code) {
    case '23505':
      return AppError.validation(fields('Sudah terdaftar'), 'Data yang sama sudah ada.');
    case '23001':
      // ON DELETE RESTRICT raises restrict_violation, not foreign_key_violation.
      return AppError.conflict('Data tidak dapat dihapus karena masih digunakan di data lain.');
    case '23503':
      if (pgError.detail?.includes('is still referenced')) {
        return AppError.conflict('Data tidak dapat dihapus karena masih digunakan di data lain.');
      }
      return AppError.validation(fields('Data rujukan tidak ditemukan'));
    case '23502':
      return AppError.validation(fields('Wajib diisi'));
    case '23514':
    case '22P02':
    case '22007':
    case '22008':
      return AppError.validation(fields('Nilai tidak valid'));
    // Backstops behind the request schemas and the input guard, which refuse these first.
    case '22003':
      return AppError.validation(fields('Nilai di luar batas'));
    case '22001':
      return AppError.validation(fields('Terlalu panjang'));
    case '22021':
    case '22P05':
      return AppError.validation(fields('Mengandung karakter yang tidak diizinkan'));
    default:
      return undefined;
  }
}

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
// 08xxx connection exceptions; shutdown, crash and startup of the server; too many clients.
const CONNECTION_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|the database system is (starting up|shutting down)/i;

/** Whether an error means the database could not be reached, rather than that a query failed. */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (CONNECTION_ERRNOS.has(candidate.code)) return true;
      if (CONNECTION_SQLSTATES.test(candidate.code)) return true;
    }
    if (typeof candidate.message === 'string' && CONNECTION_MESSAGES.test(candidate.message)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** 503 with the dialog the client shows, and a hint to retry shortly. */
export function unavailableError(): AppError {
  return new AppError(
    'UNAVAILABLE',
    UNAVAILABLE_DIALOG.title,
    undefined,
    { 'retry-after': '5' },
    {
      ...UNAVAILABLE_DIALOG,
    },
  );
}
