import { z } from 'zod';

/** Machine-readable error codes; each maps to one HTTP status on the server. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PERIOD_LOCKED',
  'XSRF',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MAINTENANCE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PERIOD_LOCKED: 409,
  XSRF: 419,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** The dialog of a 503 while the database cannot be reached (a restart, a failover). */
export const UNAVAILABLE_DIALOG = {
  title: 'Layanan Sementara Tidak Tersedia',
  text: 'Server sedang tidak dapat menjangkau basis data. Data Anda tidak tersimpan; silakan coba lagi beberapa saat lagi.',
} as const;

/** Field errors keyed by the field's dotted path, as Laravel answers 422. */
export const ZFieldErrors = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

/** Every error body has this shape; 503 carries a dialog title and text in `message`. */
export const ZApiError = z.object({
  code: z.enum(ERROR_CODES),
  message: z.union([z.string(), z.object({ title: z.string(), text: z.string() })]),
  errors: ZFieldErrors.optional(),
  request_id: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
