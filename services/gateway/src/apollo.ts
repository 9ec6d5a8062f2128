import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { Logger } from '@canstring/service-kit';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context';
import { reportFaults, toClientError } from './errors';

/** Logs every fault the client will only see masked, with the request id to find it by. */
const faultLogger = (log: Logger): ApolloServerPlugin<GatewayContext> => {
  // One listener for all requests: nothing is allocated per request on the success path.
  const listener: GraphQLRequestListener<GatewayContext> = {
    didEncounterErrors: async ({ errors, contextValue }) => reportFaults(log, errors, contextValue.requestId),
  };
  return { requestDidStart: async () => listener };
};

export const createApolloServer = (
  schema: GraphQLSchema,
  log: Logger,
  extraPlugins: ApolloServerPlugin<GatewayContext>[],
): ApolloServer<GatewayContext> =>
  new ApolloServer<GatewayContext>({
    schema,
    logger: log,
    includeStacktraceInErrorResponses: false,
    formatError: toClientError,
    // Every operation arrives as text, so the gateway's bounds see each one (the apps send no hashes).
    persistedQueries: false,
    plugins: [
      faultLogger(log),
      // Per-field cache hints, the sandbox page and usage reports serve nothing here and cost per request.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ...extraPlugins,
    ],
  });
