import { type RoomEvent, roomEventSchema, roomEventSubject } from '@canstring/contracts';
import type { Logger, NatsConnection } from '@canstring/service-kit';
import { declareFeed } from '../../feeds';
import { type KeyedFeed, startKeyedFeed } from '../../ws/keyed-feed';

/** Each room's events, for the subscribers of one gateway process (each keeps what is for them). */
export type RoomFeed = KeyedFeed<string, RoomEvent>;

export const startRoomFeed = (nc: NatsConnection, log: Logger): RoomFeed =>
  startKeyedFeed(nc, log, { name: 'room', subjectOf: roomEventSubject, schema: roomEventSchema });

/** The room events feed, declared by the room area's module. */
export const roomFeed = declareFeed('room events', startRoomFeed);
