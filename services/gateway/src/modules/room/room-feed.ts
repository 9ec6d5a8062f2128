import { type RoomEvent, roomEventSchema, roomEventSubject } from '@canstring/contracts';
import type { Logger, NatsConnection } from '@canstring/service-kit';
import type { Subscription } from '@nats-io/transport-node';

/** Receives every event of one room. */
export type RoomEventListener = (event: RoomEvent) => void;

/** One listener's hold on a room's events. */
export interface RoomListening {
  /** Settles once NATS has the room's subscription: every event published afterwards reaches the listener. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * Room events for the subscribers of one gateway process: one core NATS subscription per room that
 * someone here watches, shared by its local listeners and closed when the last one goes. Each event is
 * read and checked once, then handed to every listener of the room (which keep what is for them).
 * Room events are live (a participant reads the state again after a gap), so nothing is replayed.
 */
export interface RoomFeed {
  listen(room: string, listener: RoomEventListener): RoomListening;
  /** Rooms with a subscription open now. */
  rooms(): number;
  stop(): Promise<void>;
}

interface WatchedRoom {
  subscription: Subscription;
  listeners: Set<RoomEventListener>;
  ready: Promise<void>;
}

export const startRoomFeed = (nc: NatsConnection, log: Logger): RoomFeed => {
  const watched = new Map<string, WatchedRoom>();
  const decoder = new TextDecoder();

  const watch = (room: string): WatchedRoom => {
    const listeners = new Set<RoomEventListener>();
    const subscription = nc.subscribe(roomEventSubject(room), {
      callback: (_error, msg) => {
        let event: RoomEvent;
        try {
          event = roomEventSchema.parse(JSON.parse(decoder.decode(msg.data)));
        } catch (error) {
          log.warn({ err: error, room }, 'room event not understood; skipped');
          return;
        }
        for (const listener of listeners) {
          try {
            listener(event);
          } catch (error) {
            log.error({ err: error, room }, 'room event listener failed');
          }
        }
      },
    });
    // The server holds the subscription once a flush has gone round; a closed connection never will.
    const ready = nc.flush();
    ready.catch(() => undefined);
    return { subscription, listeners, ready };
  };

  return {
    listen: (room, listener) => {
      let entry = watched.get(room);
      if (!entry) {
        entry = watch(room);
        watched.set(room, entry);
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
          if (own.listeners.size > 0 || watched.get(room) !== own) return;
          watched.delete(room);
          own.subscription.unsubscribe();
        },
      };
    },
    rooms: () => watched.size,
    stop: async () => {
      for (const entry of watched.values()) entry.subscription.unsubscribe();
      watched.clear();
    },
  };
};
