import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { AppError, ErrorCode, messages, WS_MAX_OPERATIONS_PER_SOCKET } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import { GraphQLError, type GraphQLSchema, validate } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { type ContextDeps, createContext, tokenFrom } from '../context';
import { isExpectedError, toClientError } from '../errors';
import { requestIdOf } from '../http/request-id';
import { clientAddress } from '../limits/client-address';
import type { OperationCheck } from '../limits/operation-check';
import type { RateLimits } from '../limits/rate-limits';
import type { PresenceTracker } from './presence-tracker';
import { shapeKeyOf, subscriptionFieldOf } from './shape-key';
import { deliverShared, subscribeSharing } from './shared-delivery';

interface ConnectionExtra {
  request: http.IncomingMessage;
  socket: WebSocket;
  /** The session token given in connectionParams, verified when the connection opened. */
  token?: string;
  connectionId: string;
  /** The client's address, for the per-address limits. */
  address: string;
  /** This connection as the presence tracker knows it, while it counts its person online. */
  presenceId?: string;
  /** Set when the socket closed, possibly while its token was still being checked. */
  closed?: boolean;
}

export interface SubscriptionServerOptions {
  server: http.Server;
  path: string;
  schema: GraphQLSchema;
  deps: ContextDeps;
  log: Logger;
  originAllowed(origin: string | undefined): boolean;
  /** The bounds on one operation, the same as over HTTP. */
  check: OperationCheck;
  rateLimits: RateLimits;
  /** Trusted proxies in front of the gateway (see clientAddress). */
  proxyHops: number;
  /** Operations one socket may have running at once. */
  maxOperationsPerSocket?: number;
  /** Counts each signed-in connection towards its person's presence. */
  presence?: PresenceTracker;
  /**
   * How often the server pings each socket; one that does not answer before the next ping is
   * dropped (so a vanished client is closed, and goes offline, within two periods).
   */
  keepAliveMs?: number;
  /**
   * Subscription fields whose events read the same for every subscriber that asks the same way
   * (nothing below the root reads the caller): each event is executed and serialised once per
   * document and written to every such subscriber's socket.
   */
  sharedFields?: ReadonlySet<string>;
}

/** The WebSocket close code graphql-ws clients retry after (the server cannot answer now). */
export const TRY_AGAIN_LATER = 1013;

/** Ping period of graphql-ws sockets unless given. */
export const WS_KEEP_ALIVE_MS = 10_000;

/** A refusal from the rate limits as the error of one operation (code and retry delay kept). */
const operationRefusal = (error: unknown): GraphQLError => {
  if (!(error instanceof AppError)) throw error;
  return new GraphQLError(error.message, { extensions: { code: error.code, ...error.details } });
};

/** True when the token is a meeting guest's pass: it opens a socket too, for the room's subscriptions. */
const isGuestToken = (deps: ContextDeps, token: string, requestId: string): Promise<boolean> =>
  deps.verifier.verifyGuest(token, requestId).then(
    () => true,
    () => false,
  );

/** A guest's socket: its operations check the pass themselves; a guest never counts towards presence. */
const acceptGuest = (extra: ConnectionExtra, token: string): true => {
  extra.token = token;
  return true;
};

/**
 * graphql-ws on the HTTP server's port and path. A token in connectionParams (`authorization` or
 * `token`: a member's session or a meeting guest's pass) is verified at connect and the connection
 * refused when it is neither; each operation checks it again (from the cache), so a session ended
 * later stops working on open sockets too.
 */
export const startSubscriptionServer = (options: SubscriptionServerOptions) => {
  const { server, path, schema, deps, log, check, rateLimits } = options;
  const maxOperations = options.maxOperationsPerSocket ?? WS_MAX_OPERATIONS_PER_SOCKET;
  const wss = new WebSocketServer({
    server,
    path,
    verifyClient: ({ origin }: { origin?: string }) => options.originAllowed(origin || undefined),
  });

  const formatErrors = (errors: readonly GraphQLError[], requestId: string) =>
    errors.map((error) => {
      if (!isExpectedError(error))
        log.error({ err: error.originalError ?? error, requestId }, 'operation failed');
      return toClientError(error.toJSON(), error);
    });

  const cleanup = useServer<Record<string, unknown> | undefined, Partial<ConnectionExtra>>(
    {
      schema,
      subscribe: subscribeSharing,
      onConnect: async (ctx) => {
        const extra = ctx.extra as ConnectionExtra;
        extra.connectionId = requestIdOf(extra.request.headers['x-request-id']);
        extra.address = clientAddress(extra.request, options.proxyHops);
        const params = ctx.connectionParams ?? {};
        const token = tokenFrom(params.authorization) ?? tokenFrom(params.token);
        if (!token) return true;
        let userId: number;
        try {
          userId = (await deps.verifier.verify(token, extra.connectionId)).actor.userId;
        } catch (error) {
          // The session could not be checked now (the user service busy or away): the client comes
          // again, where a refusal would make it give up (a thousand people joining at once).
          if (error instanceof AppError && error.code === ErrorCode.Unavailable) {
            extra.socket.close(TRY_AGAIN_LATER, error.message);
            return false;
          }
          if (await isGuestToken(deps, token, extra.connectionId)) return acceptGuest(extra, token);
          const reason = error instanceof AppError ? error.message : messages.signInRequired;
          (ctx.extra as unknown as { socket: { close(code: number, reason: string): void } }).socket.close(
            CloseCode.Unauthorized,
            reason,
          );
          return false;
        }
        extra.token = token;
        if (options.presence && !extra.closed) extra.presenceId = options.presence.opened(userId);
        return true;
      },
      onClose: (ctx) => {
        const extra = ctx.extra as ConnectionExtra;
        extra.closed = true;
        if (extra.presenceId) options.presence?.closed(extra.presenceId);
      },
      // Bound, parse and validate here so a refused or bad document is answered as an error, not by closing the socket.
      onSubscribe: async (ctx, id, payload) => {
        const extra = ctx.extra as ConnectionExtra;
        const requestId = `${extra.connectionId}:${id || randomUUID()}`;
        // graphql-ws lists this operation among the socket's running ones already.
        if (Object.keys(ctx.subscriptions).length > maxOperations) {
          return [
            new GraphQLError(messages.tooManyOperationsOnConnection(maxOperations), {
              extensions: { code: ErrorCode.RateLimited },
            }),
          ];
        }
        try {
          await rateLimits.operation(extra.address, extra.token);
        } catch (error) {
          return [operationRefusal(error)];
        }
        if (typeof payload.query !== 'string') return [new GraphQLError('The query is not valid.')];
        const checked = check(payload.query);
        if (checked.kind === 'syntaxError') return [checked.error];
        if (checked.kind === 'tooComplex') return checked.errors;
        if (checked.visitorMutation) {
          try {
            await rateLimits.visitorMutation(extra.address);
          } catch (error) {
            return [operationRefusal(error)];
          }
        }
        const { document } = checked;
        const invalid = validate(schema, document);
        if (invalid.length) return invalid;
        const args = {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createContext(deps, requestId, extra.token, extra.address),
        };
        const field = subscriptionFieldOf(document, payload.operationName);
        if (field && options.sharedFields?.has(field)) {
          const shapeKey = shapeKeyOf(payload.query, document, payload.operationName, payload.variables);
          deliverShared(args, shapeKey, extra.socket, extra.request.socket, id);
        }
        return args;
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors?.length) return;
        const requestId = (args.contextValue as { requestId: string }).requestId;
        return { ...result, errors: formatErrors(result.errors, requestId) };
      },
      onError: (ctx, id, _payload, errors) =>
        formatErrors(errors, `${(ctx.extra as ConnectionExtra).connectionId}:${id}`),
    },
    wss,
    options.keepAliveMs ?? WS_KEEP_ALIVE_MS,
  );

  return {
    stop: async () => {
      await cleanup.dispose();
    },
  };
};
