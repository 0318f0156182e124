export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one error type services throw. Its message is shown to the caller for 4xx codes; for 5xx
 * codes the caller sees a generic text and the message goes only to the log.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { fields?: FieldError[]; cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options?.fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  static badRequest(field: string, message: string): AppError {
    return new AppError('BAD_REQUEST', `${field}: ${message}`, { fields: [{ field, message }] });
  }
}
