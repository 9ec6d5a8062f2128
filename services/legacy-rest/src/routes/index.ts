import { Router } from 'express';
import type { LegacyDeps } from '../deps';
import { groupsRoutes } from './groups';
import { usersRoutes } from './users';
import { usersAdminRoutes } from './users-admin';

/** Every area's routes under the one legacy prefix; each area adds its own file here. */
export const legacyRouter = (deps: LegacyDeps): Router => {
  const router = Router();
  router.use('/users', usersRoutes(deps));
  // After the sign-in routes: /users/{id} would otherwise take /users/currentUser as an id.
  router.use(usersAdminRoutes(deps));
  router.use(groupsRoutes(deps));
  return router;
};
