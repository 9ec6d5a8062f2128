import {
  AppError,
  adminEdgeMessages,
  ErrorCode,
  idTextSchema,
  messages,
  PRESENCE_QUERY_MAX_USERS,
  presenceMessages,
} from '@canstring/contracts';
import { Router } from 'express';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { legacyPresenceOf } from './legacy-presence';

const refused = (message: string, field = message) =>
  new AppError(ErrorCode.BadInput, message, { fields: { userIds: field } });

/** `userIds` as the old client may send it: `1,2,3`, or the parameter repeated. */
const userIdsOf = (value: unknown): number[] => {
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '' && part !== undefined);
  if (!parts.length) throw refused(messages.invalidRequest, messages.fieldRequired);
  if (parts.length > PRESENCE_QUERY_MAX_USERS) throw refused(presenceMessages.tooManyPeople);
  return parts.map((part) => {
    const id = idTextSchema.safeParse(part);
    if (!id.success) throw refused(adminEdgeMessages.invalidId);
    return id.data;
  });
};

/**
 * The presence list for old clients (spec 1 §4: the ONLINE/OFFLINE indicator is refreshed from a
 * presence list). The specification names no path for it; this adapter serves
 * `GET /users/presence?userIds=1,2,3` → `{ success, presenceList: [{ user_id, is_online, last_seen }] }`,
 * in the order asked. Anyone signed in may read it.
 */
export const presenceRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  router.get('/users/presence', authenticated(verifier), async (req, res) => {
    const userIds = userIdsOf(req.query.userIds);
    const presence = await legacyPresenceOf(nc, actorOf(res), userIds, {
      requestId: localsOf(res).requestId,
    });
    send(res, 200, {
      success: true,
      presenceList: userIds.map((id) => ({ user_id: id, ...presence.get(id) })),
    });
  });
  return router;
};
