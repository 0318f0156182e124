import { type ErrorParams, type ErrorTextCode, errorText } from '@portal/contracts/error-texts';

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
  /** The refusal's stable code, by which the web app shows it in the member's language. */
  readonly textCode: ErrorTextCode | undefined;
  readonly params: ErrorParams | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: {
      fields?: FieldError[];
      cause?: unknown;
      textCode?: ErrorTextCode;
      params?: ErrorParams;
    },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options?.fields;
    this.textCode = options?.textCode;
    this.params = options?.params;
  }

  /**
   * A refusal with a stable code: its English text comes from contracts/error-texts. `fields`
   * names the input it is about, for a form to mark.
   */
  static of(
    code: ErrorCode,
    textCode: ErrorTextCode,
    params?: ErrorParams,
    fields?: FieldError[],
  ): AppError {
    return new AppError(code, errorText(textCode, params, 'en'), { textCode, params, fields });
  }

  get status(): number {
    return errorStatus[this.code];
  }

  static badRequest(field: string, message: string): AppError {
    return new AppError('BAD_REQUEST', `${field}: ${message}`, { fields: [{ field, message }] });
  }
}
