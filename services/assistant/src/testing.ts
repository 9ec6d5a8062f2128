import { createLogger } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase } from '@canstring/service-kit/testing';
import { startAssistantService } from './assistant-service';
import { loadAssistantConfig } from './config';

/** A real assistant service (seeded knowledge base) for integration tests. */
export interface TestAssistantService {
  stop(): Promise<void>;
}

export const startAssistantServiceForTest = async (opts: {
  natsUrl: string;
  /** Share a database; a fresh one is made and dropped when unset. */
  databaseUrl?: string;
  /** Settings beside the base ones (ASSISTANT_SOFTPHONE_URL...). */
  env?: Record<string, string>;
}): Promise<TestAssistantService> => {
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const config = loadAssistantConfig({
    ...opts.env,
    NATS_URL: opts.natsUrl,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  let service: Awaited<ReturnType<typeof startAssistantService>>;
  try {
    service = await startAssistantService(config, { log: createLogger('assistant', config.LOG_LEVEL) });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    stop: async () => {
      await service.stop();
      await database?.drop();
    },
  };
};
