// One error type for the whole product: a code that maps to an HTTP status, and a message that
// is safe to show to the person who caused it.
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** An outside service we depend on (the payment gateway) refused or did not answer. */
  BAD_GATEWAY: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The form field the refusal is about, when a form should say it there (e.g. 'instalments'). */
  readonly field: string | undefined;
  /** A rate limit's wait until its window ends, sent to API clients as Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  constructor(code: ErrorCode, userMessage: string, { field, retryAfterSeconds }: { field?: string; retryAfterSeconds?: number } = {}) {
    super(userMessage);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
  get status() {
    return errorStatus[this.code];
  }
}
