import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@canstring/service-kit';
import type { NextFunction, Request, Response } from 'express';

/** A caller's id is kept when it is short and plain, so it cannot forge log lines. */
const acceptable = /^[\w.:-]{1,128}$/;

export const requestIdOf = (value: unknown): string =>
  typeof value === 'string' && acceptable.test(value) ? value : randomUUID();

/** Honours the caller's x-request-id or makes one, answers it back, and keeps it for the handlers. */
export const requestIdMiddleware = (req: Request, res: Response, next: NextFunction): void => {
  const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  res.locals.requestId = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  next();
};
