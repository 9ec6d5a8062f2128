import { Router } from 'express';
import type { LegacyDeps } from '../deps';
import { usersRoutes } from './users';

/** Every area's routes under the one legacy prefix; each area adds its own file here. */
export const legacyRouter = (deps: LegacyDeps): Router => {
  const router = Router();
  router.use('/users', usersRoutes(deps));
  return router;
};
