import type { Clock, Database, Logger, NatsConnection } from '@canstring/service-kit';
import type { ProctoringConfig } from './config';
import type { ProctoringSchema } from './db/schema';

/** What the proctoring service's actions need, built once at start. */
export interface ProctoringServiceContext {
  db: Database<ProctoringSchema>;
  nc: NatsConnection;
  config: ProctoringConfig;
  clock: Clock;
  log: Logger;
}
