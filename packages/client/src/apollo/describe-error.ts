import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ErrorCode, httpStatusOf, messages } from '@canstring/contracts';

export interface DescribedError {
  code: ErrorCode;
  /** Safe to show to a person. */
  message: string;
  retryAfterSeconds?: number;
}

const codes = new Set<string>(Object.values(ErrorCode));
const codeOfStatus = (status: number): ErrorCode =>
  (Object.entries(httpStatusOf).find(([, value]) => value === status)?.[0] as ErrorCode | undefined) ??
  ErrorCode.Internal;

/** What went wrong with a GraphQL call, as the product's error code and a message for the person. */
export const describeError = (error: unknown): DescribedError => {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const raw = first?.extensions?.code;
    const code = typeof raw === 'string' && codes.has(raw) ? (raw as ErrorCode) : ErrorCode.Internal;
    const retry = first?.extensions?.retryAfterSeconds;
    const fallback = code === ErrorCode.Unauthenticated ? messages.checkCredentials : messages.generalFailure;
    return {
      code,
      message: code === ErrorCode.Internal ? messages.generalFailure : first?.message || fallback,
      ...(typeof retry === 'number' ? { retryAfterSeconds: retry } : {}),
    };
  }
  if (ServerError.is(error)) {
    const code = codeOfStatus(error.statusCode);
    return {
      code,
      message: code === ErrorCode.Unauthenticated ? messages.checkCredentials : messages.generalFailure,
    };
  }
  return { code: ErrorCode.Unavailable, message: messages.generalFailure };
};
