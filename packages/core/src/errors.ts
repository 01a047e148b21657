/**
 * One list of error codes with their HTTP status. The server answers `{message, code}`; the web maps codes
 * to copy in one place (apps/web/src/lib/errors.ts).
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** A mailed link (email verification, password reset) that is unknown, used or expired. */
  LINK_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  ORIGIN_REFUSED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  RESUME_LIMIT_REACHED: 409,
  TAILORING_IN_PROGRESS: 409,
  JOB_LIMIT_REACHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PDF_UNREADABLE: 422,
  DOCX_UNREADABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  AI_OVERLOADED: 503,
  BUSY: 503,
  TAILORING_FAILED: 500,
  FEATURE_DISABLED: 404,
  PROVIDER_UNAVAILABLE: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Safe to show to the user. `message` (from Error) may carry internal detail for logs. */
  readonly userMessage: string;
  /** For 429 and 503: when to try again (sent as `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    userMessage: string,
    options?: { cause?: unknown; internal?: string; retryAfterSeconds?: number },
  ) {
    super(options?.internal ?? userMessage, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.userMessage = userMessage;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export type ErrorBody = { message: string; code: ErrorCode };
