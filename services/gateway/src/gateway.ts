import type { AddressInfo } from 'node:net';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import {
  connectNats,
  createLogger,
  createTokenVerifier,
  type Logger,
  type NatsCredentials,
} from '@canstring/service-kit';
import express from 'express';
import { createApolloServer } from './apollo';
import { type ContextDeps, createContext, tokenFrom } from './context';
import { startFeeds } from './feeds';
import { bodyErrorHandler, sendError } from './http/body-errors';
import { checkedOperations } from './http/checked-operations';
import { corsMiddleware, defaultAllowedOrigins, originAllowed } from './http/cors';
import { createExpressServer } from './http/express-server';
import { healthHandler } from './http/health';
import { inOrder } from './http/in-order';
import { jsonBody } from './http/json-body';
import { requestIdMiddleware } from './http/request-id';
import { httpLimits } from './limits/http-limits';
import { createOperationCheck, type OperationLimits } from './limits/operation-check';
import { createRateLimits, defaultRateLimits, type RateLimitSettings } from './limits/rate-limits';
import { gatewayModules } from './modules';
import { buildSchema } from './schema';
import { startPresenceTracker } from './ws/presence-tracker';
import { startSubscriptionServer } from './ws/subscriptions';

export const GRAPHQL_PATH = '/graphql';
/** Far above any real operation; stops a client from making the gateway parse megabytes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface GatewayOptions {
  natsUrl: string;
  /** The gateway's NATS user, when the server requires one. */
  natsCredentials?: NatsCredentials;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  allowedOrigins?: string[];
  /** How long a verified session is trusted before the user service is asked again (default 30 s). */
  sessionCacheMs?: number;
  /** How often this process tells the user service which connections it holds (PRESENCE_HEARTBEAT_MS). */
  presenceHeartbeatMs?: number;
  /** Ping period of graphql-ws sockets; a socket silent for two periods is dropped. */
  wsKeepAliveMs?: number;
  /** Bounds on one operation (default OPERATION_LIMITS). */
  operationLimits?: OperationLimits;
  /** Operations per token and per address, visitor mutations per address (default RATE_LIMITS). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Operations one graphql-ws socket may have running at once (default WS_MAX_OPERATIONS_PER_SOCKET). */
  wsMaxOperationsPerSocket?: number;
  /**
   * Whether a POSTed operation the gateway has checked is run at once (default), with the answer
   * Apollo Server would give; false sends every operation through Apollo's pipeline.
   */
  runCheckedOperations?: boolean;
  /** Trusted proxies in front of the gateway: the client's address is read from X-Forwarded-For past them. */
  trustedProxyHops?: number;
  log?: Logger;
}

export interface RunningGateway {
  url: string;
  wsUrl: string;
  stop(): Promise<void>;
}

/** Starts the GraphQL gateway: HTTP and graphql-ws on one port, path /graphql, plus /healthz. */
export const startGateway = async (options: GatewayOptions): Promise<RunningGateway> => {
  const log = options.log ?? createLogger('gateway');
  const host = options.host ?? '127.0.0.1';
  const allowedOrigins = options.allowedOrigins ?? defaultAllowedOrigins();
  const nc = await connectNats(options.natsUrl, 'gateway', options.natsCredentials);
  const verifier = createTokenVerifier(nc, { cacheMs: options.sessionCacheMs });
  const feeds = startFeeds(
    gatewayModules.flatMap((module) => module.feeds ?? []),
    nc,
    log,
  );
  const deps: ContextDeps = { nc, verifier, feeds };
  const schema = buildSchema(gatewayModules);
  const presence = startPresenceTracker({ nc, log, heartbeatMs: options.presenceHeartbeatMs });
  const check = createOperationCheck(schema, options.operationLimits);
  const rateLimits = createRateLimits({ ...defaultRateLimits, ...options.rateLimits });
  const proxyHops = options.trustedProxyHops ?? 0;
  const limits = httpLimits({ check, rateLimits, proxyHops });

  const app = express();
  app.disable('x-powered-by');
  // A GraphQL answer is never the same twice in a way worth hashing for; skip the per-response ETag.
  app.set('etag', false);
  // POST /graphql, the busiest route, is answered before the app's router (see `answerPost` below,
  // set before the server listens).
  const server = createExpressServer(app, {
    method: 'POST',
    path: GRAPHQL_PATH,
    answer: (req, res) => answerPost(req, res),
  });

  const subscriptions = startSubscriptionServer({
    server,
    path: GRAPHQL_PATH,
    schema,
    deps,
    log,
    originAllowed: (origin) => originAllowed(allowedOrigins, origin),
    presence,
    keepAliveMs: options.wsKeepAliveMs,
    check,
    rateLimits,
    proxyHops,
    maxOperationsPerSocket: options.wsMaxOperationsPerSocket,
    sharedFields: new Set(gatewayModules.flatMap((module) => module.sharedSubscriptions ?? [])),
  });
  const apollo = createApolloServer(schema, log, [ApolloServerPluginDrainHttpServer({ httpServer: server })]);
  await apollo.start();

  const graphql = expressMiddleware(apollo, {
    context: async ({ req, res }) =>
      createContext(
        deps,
        res.locals.requestId as string,
        tokenFrom(req.headers.authorization),
        res.locals.clientAddress as string | undefined,
      ),
    // The integration's typings resolve an older @types/express; the handler is the same at run time.
  }) as unknown as express.RequestHandler;

  const everyRequest = [requestIdMiddleware, corsMiddleware(allowedOrigins)];
  const limited = [limits.rate, jsonBody(BODY_LIMIT_BYTES), limits.shape];
  const answer =
    options.runCheckedOperations === false
      ? [graphql]
      : [checkedOperations({ schema, check, deps, log }), graphql];
  // The busiest route as one handler: its requests skip the router's work between handlers.
  const post = inOrder([...everyRequest, ...limited, ...answer]);
  const notFound = (_req: express.Request, res: express.Response) =>
    sendError(res, 404, 'NOT_FOUND', 'Not found.');
  const failed = bodyErrorHandler(log);
  // Past the router, its ends are the app's: an error to the error handler, anything unanswered a 404.
  const answerPost = (req: express.Request, res: express.Response): void =>
    void post(req, res, (error?: unknown) => {
      if (error === undefined || error === null) notFound(req, res);
      else failed(error, req, res, () => req.socket.destroy());
    });
  // The spellings of the path the direct route leaves to Express (a trailing slash, other case).
  app.post(GRAPHQL_PATH, post);
  app.use(...everyRequest);
  app.get(GRAPHQL_PATH, ...limited, graphql);
  app.get('/healthz', healthHandler(nc));
  app.use(notFound);
  app.use(failed);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}${GRAPHQL_PATH}`;
  log.info({ url }, 'gateway ready');

  let stopping: Promise<void> | undefined;
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws'),
    stop: () => {
      stopping ??= (async () => {
        await subscriptions.stop();
        // Its people are taken offline now rather than when the process falls silent.
        await presence.stop();
        await feeds.stop();
        await apollo.stop();
        verifier.close();
        await nc.close();
      })();
      return stopping;
    },
  };
};
