import { createLogger } from '@canstring/service-kit';
import { startChatService } from './chat-service';
import { loadChatConfig } from './config';

const main = async () => {
  const config = loadChatConfig();
  const log = createLogger('chat', config.LOG_LEVEL);
  const service = await startChatService(config, { log });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    try {
      await service.stop();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'unclean stop');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
