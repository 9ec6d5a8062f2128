import {
  adminEdgeMessages,
  adminMessages,
  groupEditSchema,
  groupEndpoints,
  newGroupSchema,
  unseenPresence,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { administratorOnly } from './administrator';
import {
  fromLegacyGroupEdit,
  fromLegacyNewGroup,
  legacyGroupNames,
  toLegacyGroup,
  toLegacyGroupMember,
} from './legacy-group';
import { bodyOf, listQueryOf, parseLegacy, pathId, requiredId, withLegacyFieldNames } from './legacy-input';
import { legacyPresenceOf, toLegacyPresence } from './legacy-presence';
import { toLegacyUserSummary } from './legacy-user-fields';

/**
 * Groups (class rooms) of the old contract (spec 1 §7). Reads are open to anyone signed in (members see
 * their own groups, the user service decides); every change and the non-member list need an administrator.
 */
export const groupsRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const administrator = [signedIn, administratorOnly];
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });
  const renamed = (error: unknown) => {
    throw withLegacyFieldNames(error, legacyGroupNames);
  };

  router.get('/classList', signedIn, async (req, res) => {
    const query = listQueryOf(req.query);
    const { groups, total } = await call(
      nc,
      groupEndpoints.list,
      { actor: actorOf(res), ...query },
      requestOptions(res),
    );
    send(res, 200, { success: true, chatList: groups.map(toLegacyGroup), TotalRowCount: total });
  });

  router.get('/currentRoom', signedIn, async (req, res) => {
    const groupId = requiredId(req.query, 'groupId');
    const { group } = await call(
      nc,
      groupEndpoints.get,
      { actor: actorOf(res), groupId },
      requestOptions(res),
    );
    send(res, 200, { success: true, group_detail: toLegacyGroup(group) });
  });

  router.get('/chats/groupMemberList', signedIn, async (req, res) => {
    const groupId = requiredId(req.query, 'groupId');
    const { offset, limit } = listQueryOf(req.query);
    const { members, total } = await call(
      nc,
      groupEndpoints.members,
      { actor: actorOf(res), groupId, offset, limit },
      requestOptions(res),
    );
    const ids = members.map((m) => m.id);
    const presence = await legacyPresenceOf(nc, actorOf(res), ids, requestOptions(res));
    send(res, 200, {
      success: true,
      groupMemberList: members.map((m) =>
        toLegacyGroupMember(m, presence.get(m.id) ?? toLegacyPresence(unseenPresence(m.id))),
      ),
      TotalRowCount: total,
    });
  });

  router.get('/chats/getNonGroupMemberList', ...administrator, async (req, res) => {
    const groupId = requiredId(req.query, 'groupId');
    const { offset, limit, search } = listQueryOf(req.query);
    const { users, total } = await call(
      nc,
      groupEndpoints.nonMembers,
      { actor: actorOf(res), groupId, offset, limit, search },
      requestOptions(res),
    );
    send(res, 200, { success: true, memberList: users.map(toLegacyUserSummary), TotalRowCount: total });
  });

  router.post('/chats/createChatGroup', ...administrator, async (req, res) => {
    const group = parseLegacy(newGroupSchema, fromLegacyNewGroup(bodyOf(req.body)), legacyGroupNames);
    await call(nc, groupEndpoints.create, { actor: actorOf(res), group }, requestOptions(res)).catch(renamed);
    send(res, 200, { success: true, message: adminMessages.groupCreated });
  });

  router.put('/groupsUsers/:id', ...administrator, async (req, res) => {
    const groupId = pathId(req.params.id, 'id');
    const group = parseLegacy(groupEditSchema, fromLegacyGroupEdit(bodyOf(req.body)), legacyGroupNames);
    await call(nc, groupEndpoints.update, { actor: actorOf(res), groupId, group }, requestOptions(res)).catch(
      renamed,
    );
    send(res, 200, { success: true, message: adminMessages.groupUpdated });
  });

  router.delete('/groupRoom/:id', ...administrator, async (req, res) => {
    const groupId = pathId(req.params.id, 'id');
    await call(nc, groupEndpoints.delete, { actor: actorOf(res), groupId }, requestOptions(res));
    send(res, 200, { success: true, message: adminMessages.groupDeleted });
  });

  router.delete('/groupUser/:id/:userId', ...administrator, async (req, res) => {
    const groupId = pathId(req.params.id, 'id');
    const userId = pathId(req.params.userId, 'userId');
    await call(
      nc,
      groupEndpoints.removeMember,
      { actor: actorOf(res), groupId, userId },
      requestOptions(res),
    );
    send(res, 200, { success: true, message: adminEdgeMessages.memberRemoved });
  });

  return router;
};
