import { type ChatService, startChatServiceForTest } from '@canstring/chat-service/testing';
import { groupEndpoints, userAdminEndpoints } from '@canstring/contracts';
import { createLogger } from '@canstring/service-kit';
import { type AccountsTestBed, startAccountsTestBed } from '@canstring/user-service/testing';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from '../gateway';
import { graphqlRequest } from './test-client';

/** A signed-in member, as the chat tests use them. */
export interface ChatPerson {
  id: number;
  email: string;
  firstName: string;
  token: string;
}

/** Real NATS, user service, chat service (each on its own PostgreSQL database) and a gateway. */
export interface ChatTestBed extends AccountsTestBed {
  chat: ChatService;
  gateway: RunningGateway;
  gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> | undefined,
    token: string,
  ): ReturnType<typeof graphqlRequest<T>>;
  /** A new member created by the administrator (with a phone) and signed in. */
  person(firstName: string, lastName?: string): Promise<ChatPerson>;
  group(name: string, members: ChatPerson[]): Promise<number>;
  /** A graphql-ws client holding an open socket for the token, closed by `stop`. */
  socket(token: string): Client;
}

let counter = 0;

export const startChatTestBed = async (label: string): Promise<ChatTestBed> => {
  const bed = await startAccountsTestBed(label);
  const chat = await startChatServiceForTest({ natsUrl: bed.nats.url });
  const gateway = await startGateway({ natsUrl: bed.nats.url, port: 0, log: createLogger(label, 'silent') });
  const sockets: Client[] = [];

  return {
    ...bed,
    chat,
    gateway,
    gql: (query, variables, token) =>
      graphqlRequest(gateway.url, query, { ...(variables ? { variables } : {}), token }),
    person: async (firstName, lastName) => {
      counter += 1;
      const email = `${label}-${firstName.toLowerCase()}${counter}@example.org`;
      const password = `secret-${counter}`;
      const { user } = await bed.asAdmin(userAdminEndpoints.create, {
        user: { email, password, firstName, lastName, role: 2, phone: `(201) 555-${String(1000 + counter)}` },
      });
      return { id: user.id, email, firstName, token: await bed.signIn(email, password) };
    },
    group: async (name, members) =>
      (await bed.asAdmin(groupEndpoints.create, { group: { name, userIds: members.map((m) => m.id) } })).group
        .id,
    socket: (token) => {
      const client = createClient({
        url: gateway.wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { token },
        retryAttempts: 0,
        lazy: false,
      });
      sockets.push(client);
      return client;
    },
    stop: async () => {
      for (const socket of sockets) await socket.dispose();
      await gateway.stop();
      await chat.stop();
      await bed.stop();
    },
  };
};
