import path from 'node:path';
import { createProfanityFilter, type Logger, startDatabaseService } from '@canstring/service-kit';
import type { AssistantConfig } from './config';
import type { AssistantServiceContext } from './context';
import { schema } from './db/schema';
import { assistantHandlers } from './handlers';
import { seedKnowledgeBase } from './knowledge-base/seed';
import { createKnowledgeSearch } from './search/knowledge-search';

export const ASSISTANT_SERVICE_NAME = 'assistant';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface AssistantService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/**
 * Starts one instance of the assistant service: database up to date (and, the first time, the product's
 * own help as its knowledge base), then the NATS endpoints answering questions and managing the base.
 */
export const startAssistantService = (
  config: AssistantConfig,
  options: { log?: Logger } = {},
): Promise<AssistantService> =>
  startDatabaseService(
    {
      name: ASSISTANT_SERVICE_NAME,
      databaseSchema: 'assistant',
      version: VERSION,
      description: 'Answers questions from a knowledge base; keeps banned-word reports',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        if (await seedKnowledgeBase(db)) log.info('knowledge base seeded with the product help');
        const ctx: AssistantServiceContext = {
          db,
          nc,
          config,
          log,
          profanity: createProfanityFilter(),
          knowledge: createKnowledgeSearch(db),
        };
        return { handlers: assistantHandlers(ctx) };
      },
    },
    config,
    options.log,
  );
