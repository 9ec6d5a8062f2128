import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { AppError, guestEndpoints, messages } from '@canstring/contracts';
import { call, type Logger } from '@canstring/service-kit';
import { type ExecutionArgs, GraphQLError, type GraphQLSchema, parse, validate } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { type ContextDeps, createContext, tokenFrom } from '../context';
import { isExpectedError, toClientError } from '../errors';
import { requestIdOf } from '../http/request-id';
import type { PresenceTracker } from './presence-tracker';

interface ConnectionExtra {
  request: http.IncomingMessage;
  /** The session token given in connectionParams, verified when the connection opened. */
  token?: string;
  connectionId: string;
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
  /** Counts each signed-in connection towards its person's presence. */
  presence?: PresenceTracker;
  /**
   * How often the server pings each socket; one that does not answer before the next ping is
   * dropped (so a vanished client is closed, and goes offline, within two periods).
   */
  keepAliveMs?: number;
}

/** Ping period of graphql-ws sockets unless given. */
export const WS_KEEP_ALIVE_MS = 10_000;

/** True when the token is a meeting guest's pass: it opens a socket too, for the room's subscriptions. */
const isGuestToken = (deps: ContextDeps, token: string, requestId: string): Promise<boolean> =>
  call(deps.nc, guestEndpoints.check, { token }, { requestId }).then(
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
  const { server, path, schema, deps, log } = options;
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
      onConnect: async (ctx) => {
        const extra = ctx.extra as ConnectionExtra;
        extra.connectionId = requestIdOf(extra.request.headers['x-request-id']);
        const params = ctx.connectionParams ?? {};
        const token = tokenFrom(params.authorization) ?? tokenFrom(params.token);
        if (!token) return true;
        let userId: number;
        try {
          userId = (await deps.verifier.verify(token, extra.connectionId)).actor.userId;
        } catch (error) {
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
      // Parse and validate here so a bad document is answered as an error, not by closing the socket.
      onSubscribe: (ctx, id, payload) => {
        const extra = ctx.extra as ConnectionExtra;
        const requestId = `${extra.connectionId}:${id || randomUUID()}`;
        let document: ExecutionArgs['document'];
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The query is not valid.')];
        }
        const invalid = validate(schema, document);
        if (invalid.length) return invalid;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createContext(deps, requestId, extra.token),
        };
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
