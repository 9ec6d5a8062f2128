import { userEvents } from '@canstring/contracts';
import type { NatsConnection } from '@canstring/service-kit';

/** Tells every gateway and adapter instance to forget cached checks of this session. */
export const publishSessionEnded = (nc: NatsConnection, sessionId: string): void =>
  nc.publish(userEvents.sessionEnded, JSON.stringify({ sessionId }));

/** Tells every gateway and adapter instance to check this user's sessions again. */
export const publishUserChanged = (nc: NatsConnection, userId: number): void =>
  nc.publish(userEvents.userChanged, JSON.stringify({ userId }));

/** Tells every gateway and adapter instance to forget cached checks of this guest pass. */
export const publishGuestPassEnded = (nc: NatsConnection, sessionId: string): void =>
  nc.publish(userEvents.guestPassEnded, JSON.stringify({ sessionId }));
