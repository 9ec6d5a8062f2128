import type { Logger, NatsConnection } from '@canstring/service-kit';

/**
 * An event stream each gateway process reads once and fans out in memory to its own subscribers
 * (graphql-ws operations), instead of one NATS consumer per subscription.
 */
export interface Feed {
  stop(): Promise<void>;
}

/** A feed as an area declares it (in its `GatewayModule`'s `feeds`): its name and how it starts. */
export interface FeedDeclaration<F extends Feed = Feed> {
  name: string;
  start(nc: NatsConnection, log: Logger): F;
}

export const declareFeed = <F extends Feed>(
  name: string,
  start: (nc: NatsConnection, log: Logger) => F,
): FeedDeclaration<F> => ({ name, start });

/** The feeds one gateway process runs: a resolver finds its area's feed by the feed's declaration. */
export interface GatewayFeeds {
  of<F extends Feed>(feed: FeedDeclaration<F>): F;
}

/** Starts every declared feed once (a feed two areas declare runs once). */
export const startFeeds = (
  declarations: readonly FeedDeclaration[],
  nc: NatsConnection,
  log: Logger,
): GatewayFeeds & { stop(): Promise<void> } => {
  const running = new Map<FeedDeclaration, Feed>();
  for (const feed of declarations) {
    if (!running.has(feed)) running.set(feed, feed.start(nc, log));
  }
  return {
    of: <F extends Feed>(feed: FeedDeclaration<F>): F => {
      const started = running.get(feed);
      if (!started)
        throw new Error(`The ${feed.name} feed is not started: list it in its area's module feeds`);
      return started as F;
    },
    stop: async () => {
      await Promise.all([...running.values()].map((feed) => feed.stop()));
    },
  };
};
