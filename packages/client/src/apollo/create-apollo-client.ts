import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { RuntimeConfig } from '@canstring/contracts';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { attachGatewaySocket, createGatewaySocket, WARM_SOCKET_MS } from './gateway-socket';

export interface ApolloClientOptions {
  config: Pick<RuntimeConfig, 'gatewayUrl' | 'gatewayWsUrl'>;
  /** Read on every request, so a sign-in or sign-out takes effect without a new client. */
  getToken: () => string | null | undefined;
}

/** Adds `Authorization: Bearer <token>` to every HTTP request when a session exists. */
const authorizationLink = (getToken: () => string | null | undefined) =>
  new ApolloLink((operation, forward) => {
    const token = getToken();
    if (token) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });

/**
 * The browser's one GraphQL client: queries and mutations over HTTP, subscriptions over graphql-ws
 * (the socket opens lazily, on the first subscription, carrying the token in connectionParams: the
 * session's, else the pass of the meeting a guest is in, see gatewaySocketOf).
 */
export const createApolloClient = ({ config, getToken }: ApolloClientOptions): ApolloClient => {
  const http = ApolloLink.from([authorizationLink(getToken), new HttpLink({ uri: config.gatewayUrl })]);
  const socket = createGatewaySocket(getToken);
  const wsClient = createClient({
    url: config.gatewayWsUrl,
    lazy: true,
    lazyCloseTimeout: WARM_SOCKET_MS,
    connectionParams: socket.connectionParams,
    on: { connected: socket.connected, closed: socket.closed },
  });
  // Opening it ahead: the smallest operation there is, answered at once; the socket then stays open.
  socket.openWith(() => {
    wsClient.subscribe({ query: '{ __typename }' }, { next: () => {}, error: () => {}, complete: () => {} });
  });
  const ws = new GraphQLWsLink(wsClient);
  const client = new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      ws,
      http,
    ),
    cache: new InMemoryCache(),
  });
  attachGatewaySocket(client, socket.socket);
  return client;
};
