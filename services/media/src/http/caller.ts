import { type Actor, AppError, ErrorCode, messages } from '@canstring/contracts';
import type { TokenVerifier } from '@canstring/service-kit';
import type { Request, Response } from 'express';

/** The legacy client's token header, accepted besides `Authorization: Bearer`. */
export const LEGACY_TOKEN_HEADER = 'x-auth-token';

const bearer = /^Bearer\s+(\S+)$/i;

export const tokenOf = (req: Request): string | undefined => {
  const authorization = req.get('authorization');
  if (authorization) return bearer.exec(authorization.trim())?.[1];
  return req.get(LEGACY_TOKEN_HEADER) || undefined;
};

/** Who is calling, from a verified session token; UNAUTHENTICATED otherwise. */
export const callerOf = async (verifier: TokenVerifier, req: Request, res: Response): Promise<Actor> => {
  const token = tokenOf(req);
  if (!token) throw new AppError(ErrorCode.Unauthenticated, messages.signInRequired);
  return (await verifier.verify(token, res.locals.requestId as string)).actor;
};
