import type { Database, Logger, Mailer, NatsConnection } from '@canstring/service-kit';
import type { RecordingConfig } from './config';
import type { RecordingSchema } from './db/schema';

/** What the recording service's actions need, built once at start. */
export interface RecordingServiceContext {
  db: Database<RecordingSchema>;
  nc: NatsConnection;
  config: RecordingConfig;
  log: Logger;
  mailer: Mailer;
}
