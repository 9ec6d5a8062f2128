import { type CallEvent, callEventSchema, callEventSubject } from '@canstring/contracts';
import type { Logger, NatsConnection } from '@canstring/service-kit';
import { declareFeed } from '../../feeds';
import { type KeyedFeed, startKeyedFeed } from '../../ws/keyed-feed';

/**
 * Each person's call events, for the subscribers of one gateway process (shared by their windows).
 * Calls are live: a ring missed while offline is not rung again.
 */
export type CallFeed = KeyedFeed<number, CallEvent>;

export const startCallFeed = (nc: NatsConnection, log: Logger): CallFeed =>
  startKeyedFeed(nc, log, { name: 'call', subjectOf: callEventSubject, schema: callEventSchema });

/** The call events feed, declared by the call area's module. */
export const callFeed = declareFeed('call events', startCallFeed);
