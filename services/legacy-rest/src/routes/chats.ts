import {
  type Actor,
  type ChatItem,
  chatEdgeMessages,
  chatEndpoints,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { type CallOptions, call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { legacyNewChatOf, toLegacyChatItem } from './legacy-chat';
import { bodyOf, listQueryOf, pathId } from './legacy-input';
import { legacyPresenceOf } from './legacy-presence';
import { fullNameOf, toLegacyUserSummary } from './legacy-user-fields';

/**
 * The chat list and the New Chat people of the old contract (spec 1 §7, spec 2 §7): `GET /chats`,
 * `PUT /chats/removeChat/{chat_id}`, `POST /chats/createChat`, `GET /chats/users`. Everyone signed in
 * reads and changes their own list only; the chat service checks who may chat with whom.
 */
export const chatsRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const requestOptions = (res: Response): CallOptions => ({ requestId: localsOf(res).requestId });

  const legacyRows = async (actor: Actor, chats: ChatItem[], options: CallOptions) => {
    const userIds = chats.flatMap((c) => (c.userId === null ? [] : [c.userId]));
    const presence = userIds.length ? await legacyPresenceOf(nc, actor, userIds, options) : new Map();
    return chats.map((c) => toLegacyChatItem(c, c.userId === null ? undefined : presence.get(c.userId)));
  };

  router.get('/chats', signedIn, async (req, res) => {
    const actor = actorOf(res);
    const query = listQueryOf(req.query as Record<string, unknown>);
    const { chats, total } = await call(nc, chatEndpoints.list, { actor, ...query }, requestOptions(res));
    send(res, 200, {
      success: true,
      chatlist: await legacyRows(actor, chats, requestOptions(res)),
      TotalRowCount: total,
    });
  });

  router.put('/chats/removeChat/:chatId', signedIn, async (req, res) => {
    const chatId = pathId(req.params.chatId, 'chat_id');
    await call(nc, chatEndpoints.remove, { actor: actorOf(res), chatId }, requestOptions(res));
    send(res, 200, { success: true, message: chatEdgeMessages.chatRemoved });
  });

  router.post('/chats/createChat', signedIn, async (req, res) => {
    const actor = actorOf(res);
    const target = legacyNewChatOf(bodyOf(req.body));
    const { chat } = await call(nc, chatEndpoints.create, { actor, with: target }, requestOptions(res));
    const [row] = await legacyRows(actor, [chat], requestOptions(res));
    send(res, 200, { success: true, message: chatEdgeMessages.chatCreated, chat: row });
  });

  router.get('/chats/users', signedIn, async (req, res) => {
    const actor = actorOf(res);
    const { offset, limit, search } = listQueryOf(req.query as Record<string, unknown>);
    const { users, total } = await call(
      nc,
      userDirectoryEndpoints.activeUsers,
      { actor, offset, limit, search, exceptCaller: true },
      requestOptions(res),
    );
    const presence = users.length
      ? await legacyPresenceOf(
          nc,
          actor,
          users.map((u) => u.id),
          requestOptions(res),
        )
      : new Map();
    send(res, 200, {
      success: true,
      userList: users.map((u) => ({
        ...toLegacyUserSummary(u),
        full_name: fullNameOf(u),
        phone: u.phone,
        chat_type: 'user',
        ...presence.get(u.id),
      })),
      TotalRowCount: total,
    });
  });

  return router;
};
