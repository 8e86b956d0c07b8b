import { ERROR_STATUS, type ErrorCode, type TFieldErrors } from '@sikerja/contracts';

/** The one error type services throw; the error handler turns it into the HTTP answer. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: TFieldErrors,
    readonly headers?: Record<string, string>,
    /** For 503: the dialog title and text the client shows (SPEC section 8). */
    readonly dialog?: { title: string; text: string },
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  /** 422 for one or more fields, with Indonesian messages. */
  static validation(fields: TFieldErrors, message = 'Data yang dikirim tidak valid.'): AppError {
    return new AppError('VALIDATION', message, fields);
  }

  static notFound(message = 'Data tidak ditemukan.'): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static forbidden(message = 'Anda tidak memiliki akses untuk tindakan ini.'): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static conflict(message: string): AppError {
    return new AppError('CONFLICT', message);
  }
}
