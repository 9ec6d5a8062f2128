import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@canstring/service-kit';
import type { RequestHandler } from 'express';
import { localsOf } from './locals';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours the caller's x-request-id when it is a sane token, otherwise makes one; echoes it back. */
export const requestId: RequestHandler = (req, res, next) => {
  const given = req.get(REQUEST_ID_HEADER);
  const id = given && SAFE_ID.test(given) ? given : randomUUID();
  localsOf(res).requestId = id;
  res.set(REQUEST_ID_HEADER, id);
  next();
};
