import { type Presence, presenceEvents } from '@canstring/contracts';
import type { NatsConnection } from '@canstring/service-kit';

/** Tells every gateway process that these people went online or offline. */
export const publishPresenceChanged = (nc: NatsConnection, changes: readonly Presence[]): void => {
  for (const presence of changes) nc.publish(presenceEvents.changed, JSON.stringify(presence));
};
