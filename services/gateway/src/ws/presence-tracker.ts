import { randomUUID } from 'node:crypto';
import { PRESENCE_HEARTBEAT_MS, presenceEndpoints } from '@canstring/contracts';
import { call, type Logger, type NatsConnection } from '@canstring/service-kit';

/**
 * Tells the user service which signed-in graphql-ws connections this process holds: `connected` when
 * one opens, `disconnected` when it closes, and every heartbeat the whole list, so the service knows
 * the process is alive (a crashed one has its people taken offline once it falls silent).
 */
export interface PresenceTracker {
  readonly instanceId: string;
  /** A connection with a valid session opened; answers the id to give `closed`. */
  opened(userId: number): string;
  closed(connectionId: string): void;
  /** Stops the heartbeat and closes every connection still held, waiting for the service's answers. */
  stop(): Promise<void>;
}

export interface PresenceTrackerOptions {
  nc: NatsConnection;
  log: Logger;
  heartbeatMs?: number;
}

export const startPresenceTracker = (options: PresenceTrackerOptions): PresenceTracker => {
  const { nc, log } = options;
  const instanceId = randomUUID();
  /** Live connections and their people. */
  const live = new Map<string, number>();
  /**
   * The last announcement of each connection still under way: a `disconnected` waits for its
   * `connected`, so a service instance cannot handle them in the wrong order.
   */
  const announcing = new Map<string, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const announce = (connectionId: string, send: () => Promise<unknown>, what: string) => {
    const before = announcing.get(connectionId) ?? Promise.resolve();
    const done: Promise<void> = before
      .then(send)
      .then(
        () => undefined,
        // The next heartbeat mends it: a lost `connected` comes back as missing, a lost
        // `disconnected` as a connection the process no longer lists.
        (error: unknown) => log.warn({ err: error, connectionId }, `presence ${what} not delivered`),
      )
      .finally(() => {
        inFlight.delete(done);
        if (announcing.get(connectionId) === done) announcing.delete(connectionId);
      });
    announcing.set(connectionId, done);
    inFlight.add(done);
  };

  const connected = (connectionId: string, userId: number) =>
    announce(
      connectionId,
      () => call(nc, presenceEndpoints.connected, { connectionId, instanceId, userId }),
      'connected',
    );

  const beat = async () => {
    try {
      const { missing } = await call(nc, presenceEndpoints.heartbeat, {
        instanceId,
        connectionIds: [...live.keys()],
      });
      for (const connectionId of missing) {
        const userId = live.get(connectionId);
        if (userId !== undefined && !stopped) connected(connectionId, userId);
      }
    } catch (error) {
      log.warn({ err: error }, 'presence heartbeat not delivered');
    }
  };
  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beating = beating.then(beat);
  }, options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS);
  timer.unref();

  return {
    instanceId,
    opened: (userId) => {
      const connectionId = randomUUID();
      if (stopped) return connectionId;
      live.set(connectionId, userId);
      connected(connectionId, userId);
      return connectionId;
    },
    closed: (connectionId) => {
      if (!live.delete(connectionId)) return;
      announce(
        connectionId,
        () => call(nc, presenceEndpoints.disconnected, { connectionId }),
        'disconnected',
      );
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await beating;
      for (const connectionId of [...live.keys()]) {
        live.delete(connectionId);
        announce(
          connectionId,
          () => call(nc, presenceEndpoints.disconnected, { connectionId }),
          'disconnected',
        );
      }
      await Promise.all(inFlight);
    },
  };
};
