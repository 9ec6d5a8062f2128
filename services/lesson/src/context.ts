import type { Database, Logger, NatsConnection } from '@canstring/service-kit';
import type { LessonConfig } from './config';
import type { LessonSchema } from './db/schema';

/** What the lesson service's actions need, built once at start. */
export interface LessonServiceContext {
  db: Database<LessonSchema>;
  nc: NatsConnection;
  config: LessonConfig;
  log: Logger;
}
