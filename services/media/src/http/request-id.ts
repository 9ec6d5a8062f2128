import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@canstring/service-kit';
import type { NextFunction, Request, Response } from 'express';

/** A caller's id is kept when it is short and plain, so it cannot forge log lines. */
const acceptable = /^[\w.:-]{1,128}$/;

/** Honours the caller's x-request-id or makes one, answers it back, and keeps it for the handlers. */
export const requestIdMiddleware = (req: Request, res: Response, next: NextFunction): void => {
  const given = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
  res.locals.requestId = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  next();
};
