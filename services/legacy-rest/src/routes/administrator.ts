import { AppError, ErrorCode, isAdministrator, messages } from '@canstring/contracts';
import type { RequestHandler } from 'express';
import { actorOf } from '../locals';

/**
 * Lets only an administrator (role 1) through, after `authenticated`. The user service checks again;
 * refusing here as well keeps a member's request from reaching it at all.
 */
export const administratorOnly: RequestHandler = (_req, res, next) => {
  if (!isAdministrator(actorOf(res).role)) throw new AppError(ErrorCode.Forbidden, messages.notAllowed);
  next();
};
