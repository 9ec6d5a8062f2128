import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { AppError, messages } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import { type ExecutionArgs, GraphQLError, type GraphQLSchema, parse, validate } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { type ContextDeps, createContext, tokenFrom } from '../context';
import { isExpectedError, toClientError } from '../errors';
import { requestIdOf } from '../http/request-id';

interface ConnectionExtra {
  request: http.IncomingMessage;
  /** The session token given in connectionParams, verified when the connection opened. */
  token?: string;
  connectionId: string;
}

export interface SubscriptionServerOptions {
  server: http.Server;
  path: string;
  schema: GraphQLSchema;
  deps: ContextDeps;
  log: Logger;
  originAllowed(origin: string | undefined): boolean;
}

/**
 * graphql-ws on the HTTP server's port and path. A token in connectionParams (`authorization` or
 * `token`) is verified at connect and the connection refused when it is not valid; each operation
 * checks it again (from the cache), so a session ended later stops working on open sockets too.
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
        try {
          await deps.verifier.verify(token, extra.connectionId);
        } catch (error) {
          const reason = error instanceof AppError ? error.message : messages.signInRequired;
          (ctx.extra as unknown as { socket: { close(code: number, reason: string): void } }).socket.close(
            CloseCode.Unauthorized,
            reason,
          );
          return false;
        }
        extra.token = token;
        return true;
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
  );

  return {
    stop: async () => {
      await cleanup.dispose();
    },
  };
};
