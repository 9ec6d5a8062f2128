import type { Database, Logger, NatsConnection, ProfanityFilter } from '@canstring/service-kit';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { ChatConfig } from './config';
import type { ChatSchema } from './db/schema';

/** What the chat service's actions need, built once at start. */
export interface ChatServiceContext {
  db: Database<ChatSchema>;
  nc: NatsConnection;
  js: JetStreamClient;
  config: ChatConfig;
  profanity: ProfanityFilter;
  log: Logger;
}
