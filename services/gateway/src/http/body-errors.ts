import { ErrorCode } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { INTERNAL_MESSAGE } from '../errors';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Answers in the shape of a GraphQL error response, so clients read every failure the same way. */
export const sendError = (res: Response, status: number, code: string, message: string): void => {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
};

/**
 * Replaces Express's default error page (which shows a stack outside production) for bodies that
 * are not JSON, too large, or otherwise unreadable.
 */
export const bodyErrorHandler =
  (log: Logger) =>
  (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { type, status } = (error ?? {}) as BodyParserError;
    if (type === 'entity.parse.failed') {
      sendError(res, 400, ErrorCode.BadInput, 'The request body is not valid JSON.');
    } else if (type === 'entity.too.large') {
      sendError(res, 413, ErrorCode.BadInput, 'The request body is too large.');
    } else if (status && status >= 400 && status < 500) {
      sendError(res, status, ErrorCode.BadInput, 'The request could not be read.');
    } else {
      log.error({ err: error, requestId: res.locals.requestId }, 'request failed');
      sendError(res, 500, ErrorCode.Internal, INTERNAL_MESSAGE);
    }
  };
