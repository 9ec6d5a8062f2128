import {
  adminEdgeMessages,
  adminMessages,
  newUserSchema,
  passwordChangeSchema,
  type RoleOption,
  TEXT_FIELD_MAX_LENGTH,
  userAdminEndpoints,
  userDirectoryEndpoints,
  userProfileSchema,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { z } from 'zod';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { toLegacyUser } from '../legacy-user';
import { actorOf, localsOf } from '../locals';
import { administratorOnly } from './administrator';
import { bodyOf, listQueryOf, parseLegacy, pathId, requiredId, withLegacyFieldNames } from './legacy-input';
import {
  fromLegacyPasswordChange,
  fromLegacyUserFields,
  legacyPasswordNames,
  legacyUserNames,
  toLegacyUserSummary,
} from './legacy-user-fields';

/**
 * The old client's mail request. The services mail every inactive account, so include_all and
 * activeUserIds are accepted and not used; excludeAddress may be a list or comma-separated.
 */
const mailBody = z.object({
  excludeAddress: z
    .union([z.array(z.string().max(TEXT_FIELD_MAX_LENGTH)).max(10_000), z.string().max(1_000_000)])
    .nullish()
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : (v ?? [])).map((a) => a.trim()).filter((a) => a !== ''),
    ),
  domain: z
    .string()
    .trim()
    .max(TEXT_FIELD_MAX_LENGTH)
    .nullish()
    .transform((v) => v || undefined),
});

/**
 * Names of routes under /users rather than ids. With a method their route does not take they stay an
 * unknown route (404), instead of being read as a malformed user id.
 */
const namedUserRoutes = new Set([
  'authenticate',
  'verify_otp',
  'currentUser',
  'status',
  'defaultLookup',
  'userPassword',
]);

const toLegacyRole = (role: RoleOption) => ({ role_id: role.roleId, role_name: role.roleName });

/**
 * Accounts administration of the old contract (spec 1 §7): /users, /users/{id}, /users/userPassword,
 * /users/defaultLookup, /sendEmailToAllUser (administrators only) and /activeUsers (anyone signed in).
 */
export const usersAdminRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const administrator = [signedIn, administratorOnly];
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });
  /** Service input problems, renamed to the fields the old client sent. */
  const renamed = (names: Record<string, string>) => (error: unknown) => {
    throw withLegacyFieldNames(error, names);
  };

  // Fixed paths first: /users/{id} would otherwise take them as ids.
  router.get('/users/defaultLookup', ...administrator, async (_req, res) => {
    const { roles } = await call(nc, userAdminEndpoints.roles, { actor: actorOf(res) }, requestOptions(res));
    send(res, 200, { success: true, roleList: roles.map(toLegacyRole) });
  });

  router.patch('/users/userPassword', ...administrator, async (req, res) => {
    const body = bodyOf(req.body);
    const userId = requiredId(body, 'user_id');
    const change = parseLegacy(passwordChangeSchema, fromLegacyPasswordChange(body), legacyPasswordNames);
    await call(
      nc,
      userAdminEndpoints.changePassword,
      { actor: actorOf(res), userId, change },
      requestOptions(res),
    ).catch(renamed(legacyPasswordNames));
    send(res, 200, { success: true, message: adminMessages.passwordUpdated });
  });

  router.all('/users/:id', (req, _res, next) =>
    next(namedUserRoutes.has(req.params.id) ? 'router' : undefined),
  );

  router.get('/users', ...administrator, async (req, res) => {
    const query = listQueryOf(req.query);
    const { users, total } = await call(
      nc,
      userAdminEndpoints.list,
      { actor: actorOf(res), ...query },
      requestOptions(res),
    );
    send(res, 200, { success: true, userList: users.map(toLegacyUser), TotalRowCount: total });
  });

  router.post('/users', ...administrator, async (req, res) => {
    const body = bodyOf(req.body);
    const names = legacyUserNames(body);
    const user = parseLegacy(newUserSchema, fromLegacyUserFields(body), names);
    await call(nc, userAdminEndpoints.create, { actor: actorOf(res), user }, requestOptions(res)).catch(
      renamed(names),
    );
    send(res, 200, { success: true, message: adminMessages.userCreated });
  });

  router.get('/users/:id', ...administrator, async (req, res) => {
    const userId = pathId(req.params.id, 'id');
    const actor = actorOf(res);
    const [detail, { roles }] = await Promise.all([
      call(nc, userAdminEndpoints.get, { actor, userId }, requestOptions(res)),
      call(nc, userAdminEndpoints.roles, { actor }, requestOptions(res)),
    ]);
    send(res, 200, {
      success: true,
      roleList: roles.map(toLegacyRole),
      // The groups come back under the name an edit sends them in.
      userDetail: { ...toLegacyUser(detail.user), groupIdList: detail.groupIds },
    });
  });

  router.put('/users/:id', ...administrator, async (req, res) => {
    const userId = pathId(req.params.id, 'id');
    const body = bodyOf(req.body);
    const names = legacyUserNames(body);
    const user = parseLegacy(userProfileSchema, fromLegacyUserFields(body), names);
    await call(
      nc,
      userAdminEndpoints.update,
      { actor: actorOf(res), userId, user },
      requestOptions(res),
    ).catch(renamed(names));
    send(res, 200, { success: true, message: adminMessages.userUpdated });
  });

  router.patch('/users/:id', ...administrator, async (req, res) => {
    const userId = pathId(req.params.id, 'id');
    const { active } = await call(
      nc,
      userAdminEndpoints.toggleActive,
      { actor: actorOf(res), userId },
      requestOptions(res),
    );
    const message = active ? adminEdgeMessages.userActivated : adminEdgeMessages.userDeactivated;
    send(res, 200, { success: true, acc_active: active, message });
  });

  router.delete('/users/:id', ...administrator, async (req, res) => {
    const userId = pathId(req.params.id, 'id');
    await call(nc, userAdminEndpoints.delete, { actor: actorOf(res), userId }, requestOptions(res));
    send(res, 200, { success: true, message: adminMessages.userDeleted });
  });

  router.put('/sendEmailToAllUser', ...administrator, async (req, res) => {
    const { excludeAddress, domain } = parseLegacy(mailBody, bodyOf(req.body), {});
    // Nobody left to mail is NOT_FOUND with the spec's text, which the old client expects as 404.
    // The endpoint declares its own, longer wait: each mail is a real SMTP exchange.
    const { sent } = await call(
      nc,
      userAdminEndpoints.mailInactiveUsers,
      { actor: actorOf(res), excludeEmails: excludeAddress, domain },
      requestOptions(res),
    ).catch(renamed({ excludeEmails: 'excludeAddress' }));
    send(res, 200, { success: true, message: adminMessages.mailSent(sent) });
  });

  router.get('/activeUsers', signedIn, async (req, res) => {
    const query = listQueryOf(req.query);
    const { users, total } = await call(
      nc,
      userDirectoryEndpoints.activeUsers,
      { actor: actorOf(res), ...query },
      requestOptions(res),
    );
    send(res, 200, { success: true, userList: users.map(toLegacyUserSummary), TotalRowCount: total });
  });

  return router;
};
