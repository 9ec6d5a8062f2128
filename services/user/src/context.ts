import type { Clock, Database, Logger, Mailer, NatsConnection } from '@canstring/service-kit';
import type { UserConfig } from './config';
import type { UserSchema } from './db/schema';

/** What the user service's actions need, built once at start. */
export interface UserServiceContext {
  db: Database<UserSchema>;
  nc: NatsConnection;
  config: UserConfig;
  mailer: Mailer;
  log: Logger;
  /** "Now" for the sign-in slowdown; tests move it instead of waiting. */
  clock: Clock;
}
