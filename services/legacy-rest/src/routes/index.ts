import { Router } from 'express';
import type { LegacyDeps } from '../deps';
import { assistantRoutes } from './assistant';
import { attachmentsRoutes } from './attachments';
import { chatMessagesRoutes } from './chat-messages';
import { chatsRoutes } from './chats';
import { groupsRoutes } from './groups';
import { lessonsRoutes } from './lessons';
import { meetingsRoutes } from './meetings';
import { presenceRoutes } from './presence';
import { recordsRoutes } from './records';
import { roomsRoutes } from './rooms';
import { usersRoutes } from './users';
import { usersAdminRoutes } from './users-admin';

/** Every area's routes under the one legacy prefix; each area adds its own file here. */
export const legacyRouter = (deps: LegacyDeps): Router => {
  const router = Router();
  router.use('/users', usersRoutes(deps));
  // GET /users/presence: also before /users/{id}.
  router.use(presenceRoutes(deps));
  // After the sign-in routes: /users/{id} would otherwise take /users/currentUser as an id.
  router.use(usersAdminRoutes(deps));
  router.use(groupsRoutes(deps));
  router.use(chatsRoutes(deps));
  router.use(chatMessagesRoutes(deps));
  router.use(meetingsRoutes(deps));
  router.use(recordsRoutes(deps));
  router.use(roomsRoutes(deps));
  router.use(attachmentsRoutes(deps));
  router.use(assistantRoutes(deps));
  router.use(lessonsRoutes(deps));
  return router;
};
