import { createLogger, loadConfig } from '@canstring/service-kit';
import { z } from 'zod';
import { startGateway } from './gateway';
import { parseAllowedOrigins } from './http/cors';

const main = async () => {
  const config = loadConfig({
    GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    GATEWAY_HOST: z.string().default('127.0.0.1'),
    ALLOWED_ORIGINS: z.string().optional(),
  });
  const log = createLogger('gateway', config.LOG_LEVEL);
  const gateway = await startGateway({
    natsUrl: config.NATS_URL,
    port: config.GATEWAY_PORT,
    host: config.GATEWAY_HOST,
    allowedOrigins: parseAllowedOrigins(config.ALLOWED_ORIGINS),
    log,
  });
  const stop = async (signal: string) => {
    log.info({ signal }, 'stopping');
    await gateway.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
