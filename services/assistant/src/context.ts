import type { Database, Logger, NatsConnection, ProfanityFilter } from '@canstring/service-kit';
import type { AssistantConfig } from './config';
import type { AssistantSchema } from './db/schema';
import type { KnowledgeSearch } from './search/knowledge-search';

/** What the assistant service's actions need, built once at start. */
export interface AssistantServiceContext {
  db: Database<AssistantSchema>;
  nc: NatsConnection;
  config: AssistantConfig;
  log: Logger;
  profanity: ProfanityFilter;
  knowledge: KnowledgeSearch;
}
