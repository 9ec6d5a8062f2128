import {
  type Actor,
  PRESENCE_QUERY_MAX_USERS,
  type Presence,
  presenceEndpoints,
  unseenPresence,
} from '@canstring/contracts';
import { type CallOptions, call, type NatsConnection } from '@canstring/service-kit';

/** Presence under the old contract's names (spec 1 §3 "Chat item", "Group member"). */
export interface LegacyPresence {
  is_online: boolean;
  /** ISO time the last connection closed; null while online or when never seen. */
  last_seen: string | null;
}

export const toLegacyPresence = (presence: Presence): LegacyPresence => ({
  is_online: presence.online,
  last_seen: presence.lastSeen,
});

/**
 * `is_online` and `last_seen` of these people, read for `actor` from the user service (in calls of at
 * most PRESENCE_QUERY_MAX_USERS). Every id asked is in the answer; someone never seen is offline.
 */
export const legacyPresenceOf = async (
  nc: NatsConnection,
  actor: Actor,
  userIds: readonly number[],
  options: CallOptions = {},
): Promise<Map<number, LegacyPresence>> => {
  const unique = [...new Set(userIds)];
  const chunks: number[][] = [];
  for (let i = 0; i < unique.length; i += PRESENCE_QUERY_MAX_USERS)
    chunks.push(unique.slice(i, i + PRESENCE_QUERY_MAX_USERS));
  const answers = await Promise.all(
    chunks.map((ids) => call(nc, presenceEndpoints.of, { actor, userIds: ids }, options)),
  );
  const read = new Map(answers.flatMap((a) => a.presence).map((p) => [p.userId, p]));
  return new Map(unique.map((id) => [id, toLegacyPresence(read.get(id) ?? unseenPresence(id))]));
};
