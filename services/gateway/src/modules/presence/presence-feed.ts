import { type Presence, presenceChangedEventSchema, presenceEvents } from '@canstring/contracts';
import type { Logger, NatsConnection } from '@canstring/service-kit';

/** Receives every presence change. */
export type PresenceListener = (presence: Presence) => void;

/**
 * Presence changes for the subscribers of one gateway process: the process holds one NATS
 * subscription and hands each change to every listener in memory. Presence is live state (anyone can
 * read it again with the `presence` query), so a change missed while NATS was away is not replayed.
 */
export interface PresenceFeed {
  /** Calls `listener` with every change until the answer is called. */
  listen(listener: PresenceListener): () => void;
  stop(): Promise<void>;
}

export const startPresenceFeed = (nc: NatsConnection, log: Logger): PresenceFeed => {
  const listeners = new Set<PresenceListener>();
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
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: async () => {
      subscription.unsubscribe();
      listeners.clear();
    },
  };
};
