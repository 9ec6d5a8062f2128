import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import { AppError, ErrorCode } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** Shown in place of any failure that was not meant for the caller. */
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** Problems with the request itself, which GraphQL or Apollo describe safely. */
const requestProblemCodes = new Set<unknown>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
]);

/**
 * A GraphQL error about the request (syntax, validation, variables): raised by GraphQL before any
 * resolver ran, so it has no path and wraps nothing of ours.
 */
const isRequestProblem = (error: GraphQLError): boolean =>
  requestProblemCodes.has(error.extensions?.code) || (!error.path && !error.originalError);

/** True when the error is meant for the caller; anything else is a fault to log and mask. */
export const isExpectedError = (error: unknown): boolean => {
  const original = unwrapResolverError(error);
  return original instanceof AppError || (original instanceof GraphQLError && isRequestProblem(original));
};

/**
 * What the client sees of an error: an AppError's message and code (with fields and retry delay),
 * a request problem as GraphQL words it, and for anything else a fixed message with code INTERNAL.
 * Never a stack trace or an internal message.
 */
export const toClientError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
  const original = unwrapResolverError(error);
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (original instanceof AppError) {
    const { fields, retryAfterSeconds } = original.details;
    return {
      message: original.message,
      ...where,
      extensions: {
        code: original.code,
        ...(fields ? { fields } : {}),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      },
    };
  }
  if (original instanceof GraphQLError && isRequestProblem(original)) {
    const code = formatted.extensions?.code ?? ApolloServerErrorCode.BAD_REQUEST;
    const retryAfterSeconds = formatted.extensions?.retryAfterSeconds;
    return {
      message: formatted.message,
      ...where,
      extensions: { code, ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}) },
    };
  }
  return { message: INTERNAL_MESSAGE, ...where, extensions: { code: ErrorCode.Internal } };
};

/** Logs each fault among a request's errors, which the client will only see masked, with the request id to find it by. */
export const reportFaults = (log: Logger, errors: readonly GraphQLError[], requestId: string): void => {
  for (const error of errors) {
    if (!isExpectedError(error))
      log.error({ err: error.originalError ?? error, requestId }, 'request failed');
  }
};
