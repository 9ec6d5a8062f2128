import { type CallEvent, callEventSchema, callEventSubject } from '@canstring/contracts';
import type { Logger, NatsConnection } from '@canstring/service-kit';
import type { Subscription } from '@nats-io/transport-node';

/** Receives every call event of one person. */
export type CallEventListener = (event: CallEvent) => void;

/** One listener's hold on a person's call events. */
export interface CallListening {
  /** Settles once NATS has the subscription: every event published afterwards reaches the listener. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * Call events for the subscribers of one gateway process: one core NATS subscription per person
 * connected here, shared by their windows and closed when the last one goes. Calls are live (a ring
 * missed while offline is not rung again), so nothing is replayed.
 */
export interface CallFeed {
  listen(userId: number, listener: CallEventListener): CallListening;
  /** People with a subscription open now. */
  people(): number;
  stop(): Promise<void>;
}

interface Watched {
  subscription: Subscription;
  listeners: Set<CallEventListener>;
  ready: Promise<void>;
}

export const startCallFeed = (nc: NatsConnection, log: Logger): CallFeed => {
  const watched = new Map<number, Watched>();
  const decoder = new TextDecoder();

  const watch = (userId: number): Watched => {
    const listeners = new Set<CallEventListener>();
    const subscription = nc.subscribe(callEventSubject(userId), {
      callback: (_error, msg) => {
        let event: CallEvent;
        try {
          event = callEventSchema.parse(JSON.parse(decoder.decode(msg.data)));
        } catch (error) {
          log.warn({ err: error, userId }, 'call event not understood; skipped');
          return;
        }
        for (const listener of listeners) {
          try {
            listener(event);
          } catch (error) {
            log.error({ err: error, userId }, 'call event listener failed');
          }
        }
      },
    });
    const ready = nc.flush();
    ready.catch(() => undefined);
    return { subscription, listeners, ready };
  };

  return {
    listen: (userId, listener) => {
      let entry = watched.get(userId);
      if (!entry) {
        entry = watch(userId);
        watched.set(userId, entry);
      }
      const own = entry;
      own.listeners.add(listener);
      let stopped = false;
      return {
        ready: own.ready,
        stop: () => {
          if (stopped) return;
          stopped = true;
          own.listeners.delete(listener);
          if (own.listeners.size > 0 || watched.get(userId) !== own) return;
          watched.delete(userId);
          own.subscription.unsubscribe();
        },
      };
    },
    people: () => watched.size,
    stop: async () => {
      for (const entry of watched.values()) entry.subscription.unsubscribe();
      watched.clear();
    },
  };
};
