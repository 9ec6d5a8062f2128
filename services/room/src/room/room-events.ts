import { type RoomEvent, roomEventSchema, roomEventSubject } from '@canstring/contracts';
import type { NatsConnection } from '@canstring/service-kit';

/** Hands a committed change to everyone watching the room (core NATS: gateways subscribe per room). */
export const publishRoomEvents = (nc: NatsConnection, events: RoomEvent[]): void => {
  for (const event of events)
    nc.publish(roomEventSubject(event.room), JSON.stringify(roomEventSchema.parse(event)));
};
