import type { Actor, User } from '@canstring/contracts';
import type { Response } from 'express';

/** What the adapter learns about a request on its way through the middleware. */
export interface LegacyLocals {
  requestId: string;
  /** Answer with `{ encData }` (every caller except a plaintext request from a local development host). */
  encryptAnswer: boolean;
  /** The request came with a JSON content type but no payload at all (old clients' PUT and PATCH). */
  emptyBody?: boolean;
  actor?: Actor;
  user?: User;
}

export const localsOf = (res: Response): LegacyLocals => res.locals as LegacyLocals;

/** The signed-in caller; only inside routes behind `authenticated`. */
export const actorOf = (res: Response): Actor => {
  const { actor } = localsOf(res);
  if (!actor) throw new Error('actorOf used on a route without the authenticated middleware');
  return actor;
};
