import { createLogger } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase, tempDir } from '@canstring/service-kit/testing';
import { type ChatService, startChatService } from './chat-service';
import { loadChatConfig } from './config';

export type { ChatService } from './chat-service';

/** A real chat service for other packages' integration tests; its own database unless one is given. */
export const startChatServiceForTest = async (opts: {
  natsUrl: string;
  databaseUrl?: string;
}): Promise<ChatService> => {
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const dir = tempDir('chat-service-test');
  const config = loadChatConfig({
    NATS_URL: opts.natsUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir.dir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  let service: ChatService;
  try {
    service = await startChatService(config, { log: createLogger('chat', config.LOG_LEVEL) });
  } catch (error) {
    dir.remove();
    await database?.drop();
    throw error;
  }
  return {
    instanceId: service.instanceId,
    stop: async () => {
      await service.stop();
      dir.remove();
      await database?.drop();
    },
  };
};
