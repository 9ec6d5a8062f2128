import type { Clock, Database, Logger, NatsConnection } from '@canstring/service-kit';
import type { MeetingConfig } from './config';
import type { MeetingSchema } from './db/schema';

/** What the meeting service's actions need, built once at start. */
export interface MeetingServiceContext {
  db: Database<MeetingSchema>;
  nc: NatsConnection;
  config: MeetingConfig;
  clock: Clock;
  log: Logger;
}
