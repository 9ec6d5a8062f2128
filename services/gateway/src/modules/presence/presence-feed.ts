import { type Presence, presenceChangedEventSchema, presenceEvents } from '@canstring/contracts';
import type { Logger, NatsConnection } from '@canstring/service-kit';
import { declareFeed } from '../../feeds';

/** Receives every presence change. */
export type PresenceListener = (presence: Presence) => void;

/**
 * A new listener first gets each person's latest change of this long ago: a page reads presence,
 * then subscribes, and a change between the two would otherwise be lost until the next one.
 */
export const PRESENCE_REPLAY_MS = 10_000;

/**
 * Presence changes for the subscribers of one gateway process: the process holds one NATS
 * subscription and hands each change to every listener in memory. Presence is live state (anyone can
 * read it again with the `presence` query), so a change missed while NATS was away is not replayed.
 */
export interface PresenceFeed {
  /** Calls `listener` with the recent changes (PRESENCE_REPLAY_MS), then every change until the answer is called. */
  listen(listener: PresenceListener): () => void;
  stop(): Promise<void>;
}

export const startPresenceFeed = (nc: NatsConnection, log: Logger): PresenceFeed => {
  const listeners = new Set<PresenceListener>();
  /** Each person's latest change, oldest first, for PRESENCE_REPLAY_MS. */
  const recent = new Map<number, { presence: Presence; at: number }>();
  const forgetOld = () => {
    const since = Date.now() - PRESENCE_REPLAY_MS;
    for (const [userId, change] of recent) {
      if (change.at >= since) break;
      recent.delete(userId);
    }
  };
  const decoder = new TextDecoder();
  const subscription = nc.subscribe(presenceEvents.changed, {
    callback: (_error, msg) => {
      let presence: Presence;
      try {
        presence = presenceChangedEventSchema.parse(JSON.parse(decoder.decode(msg.data)));
      } catch (error) {
        log.warn({ err: error }, 'presence event not understood; skipped');
        return;
      }
      recent.delete(presence.userId);
      recent.set(presence.userId, { presence, at: Date.now() });
      forgetOld();
      for (const listener of listeners) {
        try {
          listener(presence);
        } catch (error) {
          log.error({ err: error }, 'presence listener failed');
        }
      }
    },
  });

  return {
    listen: (listener) => {
      forgetOld();
      for (const { presence } of recent.values()) listener(presence);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: async () => {
      subscription.unsubscribe();
      listeners.clear();
      recent.clear();
    },
  };
};

/** The presence feed, declared by the presence area's module. */
export const presenceFeed = declareFeed('presence', startPresenceFeed);
