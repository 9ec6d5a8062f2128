import cluster from 'node:cluster';
import { PRESENCE_HEARTBEAT_MS, RATE_LIMITS, WS_MAX_OPERATIONS_PER_SOCKET } from '@canstring/contracts';
import { createLogger, loadConfig, natsCredentialsOf } from '@canstring/service-kit';
import { z } from 'zod';
import { startGateway } from './gateway';
import { parseAllowedOrigins } from './http/cors';
import { superviseWorkers } from './workers';
import { WS_KEEP_ALIVE_MS } from './ws/subscriptions';

/** A stop that takes longer than this is abandoned: the process exits anyway. */
const STOP_TIMEOUT_MS = 10_000;

const main = async () => {
  const config = loadConfig({
    GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    GATEWAY_HOST: z.string().default('127.0.0.1'),
    ALLOWED_ORIGINS: z.string().optional(),
    /** Processes sharing the port; one per core suits a machine that runs only the gateway. */
    GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** How long a verified session is trusted before it is checked with the user service again. */
    GATEWAY_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
    /** How often each process tells the user service which graphql-ws connections it holds. */
    PRESENCE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(600_000).default(PRESENCE_HEARTBEAT_MS),
    /** Ping period of graphql-ws sockets; one silent for two periods is dropped. */
    GATEWAY_WS_KEEPALIVE_MS: z.coerce.number().int().min(50).max(600_000).default(WS_KEEP_ALIVE_MS),
    /** Rate limits of each worker, in their windows (see RATE_LIMITS); 0 turns one off. */
    GATEWAY_OPERATIONS_PER_TOKEN: z.coerce
      .number()
      .int()
      .min(0)
      .default(RATE_LIMITS.operationsPerToken.points),
    GATEWAY_OPERATIONS_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(0)
      .default(RATE_LIMITS.operationsPerAddress.points),
    GATEWAY_VISITOR_MUTATIONS_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(0)
      .default(RATE_LIMITS.visitorMutationsPerAddress.points),
    /** Operations one graphql-ws socket may have running at once. */
    GATEWAY_WS_MAX_OPERATIONS: z.coerce.number().int().min(1).default(WS_MAX_OPERATIONS_PER_SOCKET),
    /** 0 sends every POSTed operation through Apollo's pipeline, as before checked operations were run at once. */
    GATEWAY_RUN_CHECKED_OPERATIONS: z.coerce.number().int().min(0).max(1).default(1),
    /** Proxies in front of the gateway whose X-Forwarded-For is trusted for the client's address. */
    GATEWAY_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  });
  const log = createLogger('gateway', config.LOG_LEVEL);
  if (config.GATEWAY_WORKERS > 1 && cluster.isPrimary) {
    superviseWorkers(config.GATEWAY_WORKERS, log);
    return;
  }
  const gateway = await startGateway({
    natsUrl: config.NATS_URL,
    natsCredentials: natsCredentialsOf(config),
    port: config.GATEWAY_PORT,
    host: config.GATEWAY_HOST,
    allowedOrigins: parseAllowedOrigins(config.ALLOWED_ORIGINS),
    sessionCacheMs: config.GATEWAY_SESSION_CACHE_MS,
    presenceHeartbeatMs: config.PRESENCE_HEARTBEAT_MS,
    wsKeepAliveMs: config.GATEWAY_WS_KEEPALIVE_MS,
    rateLimits: {
      operationsPerToken: { ...RATE_LIMITS.operationsPerToken, points: config.GATEWAY_OPERATIONS_PER_TOKEN },
      operationsPerAddress: {
        ...RATE_LIMITS.operationsPerAddress,
        points: config.GATEWAY_OPERATIONS_PER_ADDRESS,
      },
      visitorMutationsPerAddress: {
        ...RATE_LIMITS.visitorMutationsPerAddress,
        points: config.GATEWAY_VISITOR_MUTATIONS_PER_ADDRESS,
      },
    },
    wsMaxOperationsPerSocket: config.GATEWAY_WS_MAX_OPERATIONS,
    trustedProxyHops: config.GATEWAY_TRUSTED_PROXY_HOPS,
    runCheckedOperations: config.GATEWAY_RUN_CHECKED_OPERATIONS === 1,
    log,
  });
  const stop = (signal: string) => {
    log.info({ signal }, 'stopping');
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    gateway.stop().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
};

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: say what is wrong, without a stack.
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.startsWith('Invalid configuration') ? message : error);
  process.exit(1);
});
