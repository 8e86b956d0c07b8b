import type { ErrorCode, TFieldErrors } from '@sikerja/contracts';

/** Failures that never reached a server answer, next to the server's own error codes. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'ABORTED' | 'INVALID_RESPONSE';

export interface MaintenanceMessage {
  title: string;
  text: string;
}

interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  fieldErrors?: TFieldErrors;
  requestId?: string;
  retryAfterSeconds?: number;
  maintenance?: MaintenanceMessage;
}

/** Every failed API call rejects with this: the HTTP status, the message to show, field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: TFieldErrors;
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly maintenance: MaintenanceMessage | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.maintenance = init.maintenance;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Terjadi kesalahan. Silakan coba lagi.';
}
