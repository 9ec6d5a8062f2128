import type { TokenVerifier } from '@canstring/service-kit';
import type { RequestHandler } from 'express';
import { localsOf } from './locals';

/** The header the old client carries its token in. */
export const AUTH_TOKEN_HEADER = 'x-auth-token';

/** Lets a request through only with a valid session token, and records who is calling. */
export const authenticated =
  (verifier: TokenVerifier): RequestHandler =>
  async (req, res, next) => {
    const locals = localsOf(res);
    const check = await verifier.verify(req.get(AUTH_TOKEN_HEADER) || undefined, locals.requestId);
    locals.actor = check.actor;
    locals.user = check.user;
    next();
  };
