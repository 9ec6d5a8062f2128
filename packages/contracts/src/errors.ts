import { z } from 'zod';

/**
 * Every failure a service can report. Each code has one HTTP status, used by the legacy adapter
 * (the statuses of spec 1 §8) and carried as `extensions.code` in GraphQL errors.
 */
export const ErrorCode = {
  BadInput: 'BAD_INPUT',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PinRequired: 'PIN_REQUIRED',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** Too many operations from one session or address in the gateway's window; retry after the delay given. */
  RateLimited: 'RATE_LIMITED',
  /** A GraphQL operation over the gateway's size, depth, alias, field or cost bounds; refused before it runs. */
  QueryTooComplex: 'QUERY_TOO_COMPLEX',
  Unavailable: 'UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * UNAVAILABLE's message when no service answered a call in time (none running, or too busy): the
 * edge gave up waiting, and the call may still have been carried out. A service's own UNAVAILABLE
 * answers (a callee not available, a feature not configured) say why in their own words.
 */
export const SERVICE_NOT_ANSWERED_MESSAGE =
  'The service is not available right now. Please try again in a moment.';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 406,
  PIN_REQUIRED: 412,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const errorBodySchema = z.object({
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** Which input fields were wrong, when the failure is about input. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Seconds to wait before trying again (TOO_MANY_ATTEMPTS, RATE_LIMITED). */
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A failure meant for the caller: its message is safe to show to a person. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Pick<ErrorBody, 'fields' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...this.details };
  }

  static fromBody(body: ErrorBody): AppError {
    const { code, message, ...details } = body;
    return new AppError(code, message, details);
  }
}

/** Turns a zod failure into a BAD_INPUT error naming each wrong field. */
export const badInputFrom = (error: z.ZodError, message = 'Some fields are not valid.'): AppError => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError(ErrorCode.BadInput, message, { fields });
};
