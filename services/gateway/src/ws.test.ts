import { createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from './gateway';
import { eventually, graphqlRequest, meQuery, signInMutation } from './test-support/test-client';

type TestUsers = Awaited<ReturnType<typeof startUserServiceForTest>>;

const log = createLogger('gateway-ws-test', 'silent');
let nats: TestNats;
let users: TestUsers;
let gateway: RunningGateway;
const clients: Client[] = [];

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  gateway = await startGateway({ natsUrl: nats.url, port: 0, log });
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await gateway?.stop();
  await users?.stop();
  await nats.stop();
});

interface Closed {
  code: number;
  reason: string;
}

const connect = (connectionParams: Record<string, unknown>, lazy = true) => {
  let onClosed: (event: Closed) => void = () => undefined;
  const closed = new Promise<Closed>((resolve) => {
    onClosed = resolve;
  });
  const client = createClient({
    url: gateway.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy,
    on: { closed: (event) => onClosed(event as Closed) },
  });
  clients.push(client);
  return { client, closed };
};

const once = <T>(client: Client, query: string) =>
  new Promise<{ data?: T; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>(
    (resolve, reject) => {
      let result: { data?: T } = {};
      client.subscribe<T>(
        { query },
        {
          next: (value) => {
            result = value as typeof result;
          },
          error: reject,
          complete: () => resolve(result),
        },
      );
    },
  );

const tokenForNewUser = async (email: string) => {
  await users.addUser({ email, password: 'secret-ws', firstName: 'Wes' });
  const answer = await graphqlRequest<{ signIn: { token: string } }>(gateway.url, signInMutation, {
    variables: { email, password: 'secret-ws' },
  });
  return answer.data!.signIn.token;
};

describe('graphql-ws on /graphql', () => {
  it('answers `me` with the token given in connectionParams', async () => {
    const token = await tokenForNewUser('wes@example.org');
    const { client } = connect({ authorization: `Bearer ${token}` });
    const result = await once<{ me: { firstName: string } }>(client, meQuery);
    expect(result.errors).toBeUndefined();
    expect(result.data?.me.firstName).toBe('Wes');

    const plain = connect({ token }).client;
    expect((await once<{ me: { email: string } }>(plain, meQuery)).data?.me.email).toBe('wes@example.org');
  });

  it('stops answering an open socket once its session is signed out', async () => {
    const token = await tokenForNewUser('wes.out@example.org');
    // Not lazy: the socket stays open between operations, as a browser's does.
    const { client } = connect({ token }, false);
    expect((await once<{ me: { email: string } }>(client, meQuery)).errors).toBeUndefined();
    await graphqlRequest(gateway.url, 'mutation { signOut }', { token });
    const refusedNow = async () =>
      (await once(client, meQuery)).errors?.[0]?.extensions?.code === 'UNAUTHENTICATED';
    expect(await eventually(refusedNow)).toBe(true);
  });

  it('refuses the connection when the token is not valid, saying why', async () => {
    const { client, closed } = connect({ authorization: 'Bearer forged.token.value' });
    const failure = once(client, meQuery).catch((error: unknown) => error);
    const event = await closed;
    expect(event.code).toBe(4401);
    expect(event.reason).toBe('Please sign in again.');
    expect(await failure).toBeDefined();
  });

  it('opens a connection without a token but refuses operations that need a session', async () => {
    const { client } = connect({});
    const result = await once(client, meQuery);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers a bad document with an error instead of dropping the socket', async () => {
    const { client } = connect({});
    const failure = await once(client, '{ me { id ').catch((errors: unknown) => errors);
    expect(JSON.stringify(failure)).toContain('Syntax Error');
  });

  it('refuses a WebSocket opened by a page from another origin', async () => {
    const upgradeStatus = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(gateway.wsUrl, 'graphql-transport-ws', { origin });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (request, response) => {
          request.destroy();
          resolve(response.statusCode ?? 0);
        });
        socket.on('error', () => undefined);
      });
    expect(await upgradeStatus('http://evil.example')).toBe(401);
    expect(await upgradeStatus('http://localhost:3002')).toBe(101);
  });
});
