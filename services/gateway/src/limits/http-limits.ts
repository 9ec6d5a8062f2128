import { AppError, ErrorCode } from '@canstring/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLError } from 'graphql';
import { tokenFrom } from '../context';
import { clientAddress } from './client-address';
import type { OperationCheck } from './operation-check';
import type { RateLimits } from './rate-limits';

export interface HttpLimitsOptions {
  check: OperationCheck;
  rateLimits: RateLimits;
  proxyHops: number;
}

const sendErrors = (res: Response, status: number, errors: readonly object[]): void => {
  res.status(status).json({ errors });
};

/** RATE_LIMITED as a 429 with Retry-After; any other failure goes to the error handler. */
const refuse = (res: Response, next: NextFunction) => (error: unknown) => {
  if (!(error instanceof AppError) || error.code !== ErrorCode.RateLimited) {
    next(error);
    return;
  }
  const { retryAfterSeconds } = error.details;
  res.setHeader('retry-after', String(retryAfterSeconds));
  sendErrors(res, 429, [{ message: error.message, extensions: { code: error.code, retryAfterSeconds } }]);
};

const tooComplexBody = (errors: readonly GraphQLError[]) =>
  errors.map((error) => ({ message: error.message, extensions: { code: ErrorCode.QueryTooComplex } }));

/**
 * The gateway's bounds on GraphQL over HTTP, as two Express handlers: `rate` before the body is read
 * (operations per address and per token), `shape` once it is (the operation's bounds, then the
 * visitor-mutation budget). A refusal is answered at once, before Apollo sees the request.
 */
export const httpLimits = ({ check, rateLimits, proxyHops }: HttpLimitsOptions) => ({
  rate: (req: Request, res: Response, next: NextFunction): void => {
    const address = clientAddress(req, proxyHops);
    res.locals.clientAddress = address;
    rateLimits.operation(address, tokenFrom(req.headers.authorization)).then(() => next(), refuse(res, next));
  },
  shape: (req: Request, res: Response, next: NextFunction): void => {
    const query: unknown = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown })?.query;
    // Anything but a query text is Apollo's to refuse.
    if (typeof query !== 'string') {
      next();
      return;
    }
    const checked = check(query);
    if (checked.kind === 'tooComplex') {
      sendErrors(res, 400, tooComplexBody(checked.errors));
      return;
    }
    if (checked.kind === 'accepted' && checked.visitorMutation) {
      rateLimits.visitorMutation(res.locals.clientAddress as string).then(() => next(), refuse(res, next));
      return;
    }
    next();
  },
});
