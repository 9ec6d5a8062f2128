import type { Logger, NatsConnection } from '@canstring/service-kit';
import type { Subscription } from '@nats-io/transport-node';
import type { z } from 'zod';

/** One listener's hold on the events of one key. */
export interface FeedListening {
  /** Settles once NATS has the key's subscription: every event published afterwards reaches the listener. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * Events of many keys (a room, a person) for the subscribers of one gateway process: one core NATS
 * subscription per key someone here listens to, shared by its listeners and closed when the last one
 * goes. Each event is read and checked once, then handed to every listener of the key. The events are
 * live state (a listener reads the state again after a gap), so nothing is replayed.
 */
export interface KeyedFeed<K, E> {
  /**
   * `resumed` is called after the connection to NATS came back (another node of a cluster, or the same
   * server again) and the subscription is held again: events published meanwhile were not received.
   */
  listen(key: K, listener: (event: E) => void, resumed?: () => void): FeedListening;
  /** Keys with a subscription open now. */
  watched(): number;
  stop(): Promise<void>;
}

interface Watched<E> {
  subscription: Subscription;
  listeners: Set<(event: E) => void>;
  resumers: Set<() => void>;
  ready: Promise<void>;
}

export const startKeyedFeed = <K, E>(
  nc: NatsConnection,
  log: Logger,
  feed: { name: string; subjectOf: (key: K) => string; schema: z.ZodType<E> },
): KeyedFeed<K, E> => {
  const watched = new Map<K, Watched<E>>();
  const decoder = new TextDecoder();
  let stopped = false;

  /** After a reconnect, once the server holds the subscriptions again, the listeners read what they missed. */
  const followReconnects = async () => {
    for await (const status of nc.status()) {
      if (stopped) return;
      if (status.type !== 'reconnect') continue;
      try {
        await nc.flush();
      } catch {
        continue;
      }
      for (const entry of watched.values())
        for (const resumed of entry.resumers) {
          try {
            resumed();
          } catch (error) {
            log.error({ err: error }, `${feed.name} resume failed`);
          }
        }
    }
  };
  void followReconnects();

  const watch = (key: K): Watched<E> => {
    const listeners = new Set<(event: E) => void>();
    const subscription = nc.subscribe(feed.subjectOf(key), {
      callback: (_error, msg) => {
        let event: E;
        try {
          event = feed.schema.parse(JSON.parse(decoder.decode(msg.data)));
        } catch (error) {
          log.warn({ err: error, key }, `${feed.name} event not understood; skipped`);
          return;
        }
        for (const listener of listeners) {
          try {
            listener(event);
          } catch (error) {
            log.error({ err: error, key }, `${feed.name} event listener failed`);
          }
        }
      },
    });
    // The server holds the subscription once a flush has gone round; a closed connection never will.
    const ready = nc.flush();
    ready.catch(() => undefined);
    return { subscription, listeners, resumers: new Set(), ready };
  };

  return {
    listen: (key, listener, resumed) => {
      let entry = watched.get(key);
      if (!entry) {
        entry = watch(key);
        watched.set(key, entry);
      }
      const own = entry;
      own.listeners.add(listener);
      if (resumed) own.resumers.add(resumed);
      let done = false;
      return {
        ready: own.ready,
        stop: () => {
          if (done) return;
          done = true;
          own.listeners.delete(listener);
          if (resumed) own.resumers.delete(resumed);
          if (own.listeners.size > 0 || watched.get(key) !== own) return;
          watched.delete(key);
          own.subscription.unsubscribe();
        },
      };
    },
    watched: () => watched.size,
    stop: async () => {
      stopped = true;
      for (const entry of watched.values()) entry.subscription.unsubscribe();
      watched.clear();
    },
  };
};
