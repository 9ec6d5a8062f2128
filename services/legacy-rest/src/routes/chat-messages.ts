import { type ChatTarget, chatEdgeMessages, chatEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Request, type Response, Router } from 'express';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { legacySendOf, toLegacyChatMessage } from './legacy-chat';
import { listQueryOf, requiredId } from './legacy-input';

/**
 * One-to-one and group messages of the old contract (spec 2 §7): the history, newest page first
 * (oldest first within it), and sends with `unique_ref_id` (the same one twice stores one message).
 * The chat service checks membership and the text, and masks profanity, before anything is stored.
 */
export const chatMessagesRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });

  const history =
    (targetOf: (query: Record<string, unknown>) => ChatTarget) => async (req: Request, res: Response) => {
      const query = req.query as Record<string, unknown>;
      const target = targetOf(query);
      const { offset, limit } = listQueryOf(query);
      const { messages, total } = await call(
        nc,
        chatEndpoints.history,
        { actor: actorOf(res), with: target, offset, limit },
        requestOptions(res),
      );
      send(res, 200, { success: true, messageList: messages.map(toLegacyChatMessage), TotalRowCount: total });
    };

  const sending = (target: 'to_user_id' | 'group_id') => async (req: Request, res: Response) => {
    const { to, text, uniqueRefId } = legacySendOf(req.body, target);
    const { message } = await call(
      nc,
      chatEndpoints.send,
      { actor: actorOf(res), to, text, uniqueRefId },
      requestOptions(res),
    );
    send(res, 200, {
      success: true,
      message: chatEdgeMessages.messageSent,
      chatMessage: toLegacyChatMessage(message),
    });
  };

  router.get(
    '/chats/messages',
    signedIn,
    history((query) => ({ chatType: 'user', userId: requiredId(query, 'userId') })),
  );
  router.get(
    '/chats/groupMessages',
    signedIn,
    history((query) => ({ chatType: 'group', groupId: requiredId(query, 'groupId') })),
  );
  router.post('/chats/messages', signedIn, sending('to_user_id'));
  router.post('/chats/groupMessages', signedIn, sending('group_id'));
  return router;
};
