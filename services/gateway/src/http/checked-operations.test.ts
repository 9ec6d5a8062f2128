import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectNats, createLogger, createTokenVerifier, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import express from 'express';
import type { ContextDeps } from '../context';
import { startFeeds } from '../feeds';
import { type RunningGateway, startGateway } from '../gateway';
import { createOperationCheck } from '../limits/operation-check';
import { gatewayModules } from '../modules';
import { buildSchema } from '../schema';
import { graphqlRequest, signInMutation } from '../test-support/test-client';
import { checkedOperations } from './checked-operations';
import { jsonBody } from './json-body';

type TestUsers = Awaited<ReturnType<typeof startUserServiceForTest>>;

const log = createLogger('gateway-checked-operations-test', 'silent');
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const setStatus = 'mutation SetStatus($statusId: Int!) { setStatus(statusId: $statusId) }';

let nats: TestNats;
let users: TestUsers;
let token: string;

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  await users.addUser({ email: 'ada@example.org', password: 'secret-ada', firstName: 'Ada' });
});
afterAll(async () => {
  await users?.stop();
  await nats.stop();
});

const signIn = async (url: string): Promise<string> => {
  const answer = await graphqlRequest<{ signIn: { token?: string } }>(url, signInMutation, {
    variables: { email: 'ada@example.org', password: 'secret-ada' },
  });
  const signedIn = answer.data?.signIn.token;
  if (!signedIn) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
  return signedIn;
};

interface Sent {
  body: unknown;
  token?: boolean;
  headers?: Record<string, string>;
}

/** Everything of an answer a client can read, but the headers that differ on every request. */
const send = async (url: string, { body, token: withToken, headers }: Sent) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(withToken ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const seen = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'),
  );
  return { status: response.status, headers: seen, body: await response.text() };
};

describe('a gateway running checked operations at once', () => {
  let direct: RunningGateway;
  let throughApollo: RunningGateway;

  beforeAll(async () => {
    direct = await startGateway({ natsUrl: nats.url, port: 0, log });
    throughApollo = await startGateway({ natsUrl: nats.url, port: 0, log, runCheckedOperations: false });
    token = await signIn(direct.url);
  });
  afterAll(async () => {
    await direct?.stop();
    await throughApollo?.stop();
  });

  const cases: [string, Sent, string][] = [
    ['a query', { body: { query: '{ me { id firstName } }' }, token: true }, '"firstName":"Ada"'],
    [
      "a query as Apollo Client sends it (its Accept, its extensions, a browser's Origin)",
      {
        body: {
          operationName: 'Me',
          query: 'query Me { me { firstName status } }',
          variables: {},
          extensions: { clientLibrary: { name: '@apollo/client', version: '4.3.8' } },
        },
        token: true,
        headers: { accept: APOLLO_CLIENT_ACCEPT, origin: 'http://localhost:3000' },
      },
      '"firstName":"Ada"',
    ],
    ['a query refused for want of a session', { body: { query: '{ me { id } }' } }, 'UNAUTHENTICATED'],
    [
      'a mutation with variables',
      { body: { query: setStatus, variables: { statusId: 1 } }, token: true },
      'true',
    ],
    [
      'a mutation the service refuses',
      { body: { query: setStatus, variables: { statusId: 99 } }, token: true },
      '"errors"',
    ],
    // Left to Apollo: the answers must be its own, not run or worded here.
    ['a syntax error', { body: { query: '{ me { id ' } }, 'GRAPHQL_PARSE_FAILED'],
    [
      'an unknown field',
      { body: { query: '{ me { password } }' }, token: true },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'variables of the wrong type',
      { body: { query: setStatus, variables: { statusId: 'one' } }, token: true },
      'BAD_USER_INPUT',
    ],
    [
      'variables sent as a string',
      { body: { query: setStatus, variables: '{}' }, token: true },
      'BAD_REQUEST',
    ],
    [
      'an operation name the document lacks',
      { body: { query: 'query Me { me { id } }', operationName: 'Other' }, token: true },
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'a persisted query',
      { body: { query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } } },
      'PERSISTED_QUERY_NOT_SUPPORTED',
    ],
    [
      'an Accept that takes no JSON',
      { body: { query: '{ me { id } }' }, token: true, headers: { accept: 'text/html' } },
      'which does not accept',
    ],
  ];

  it.each(cases)('answers %s exactly as Apollo Server does', async (_name, sent, expected) => {
    const fromApollo = await send(throughApollo.url, sent);
    const answer = await send(direct.url, sent);
    expect(answer).toEqual(fromApollo);
    expect(answer.body).toContain(expected);
  });
});

describe('checked operations', () => {
  let nc: NatsConnection;
  let deps: ContextDeps;
  let server: Server;
  let url: string;
  const PASSED_ON = 599;

  beforeAll(async () => {
    nc = await connectNats(nats.url, 'checked-operations-test');
    // No area's feeds: the operations here subscribe to nothing.
    deps = { nc, verifier: createTokenVerifier(nc), feeds: startFeeds([], nc, log) };
    const schema = buildSchema(gatewayModules);
    const app = express();
    app.post(
      '/graphql',
      jsonBody(1024 * 1024),
      (_req, res, next) => {
        res.locals.requestId = 'checked-operations-test';
        next();
      },
      checkedOperations({ schema, check: createOperationCheck(schema), deps, log }),
      (_req, res) => {
        res.status(PASSED_ON).end();
      },
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    token = await signIn(url);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    deps?.verifier.close();
    await nc?.close();
  });

  it('runs a checked query or mutation itself', async () => {
    const query = await send(url, { body: { query: '{ me { firstName } }' }, token: true });
    expect(query.status).toBe(200);
    expect(JSON.parse(query.body)).toEqual({ data: { me: { firstName: 'Ada' } } });
    const mutation = await send(url, { body: { query: setStatus, variables: { statusId: 2 } }, token: true });
    expect(JSON.parse(mutation.body)).toEqual({ data: { setStatus: true } });
  });

  const passedOn: [name: string, body: unknown, headers: Record<string, string>][] = [
    ['a syntax error', { query: '{ me { id ' }, {}],
    ['an unknown field', { query: '{ me { password } }' }, {}],
    ['introspection', { query: '{ __schema { types { name } } }' }, {}],
    ['two operations', { query: 'query A { me { id } } query B { me { id } }', operationName: 'A' }, {}],
    ['an operation name the document lacks', { query: 'query Me { me { id } }', operationName: 'Other' }, {}],
    ['a subscription', { query: 'subscription { chatMessageAdded(chatId: "c") { id } }' }, {}],
    ['variables of the wrong type', { query: setStatus, variables: { statusId: 'one' } }, {}],
    ['variables sent as a string', { query: setStatus, variables: '{}' }, {}],
    ['a persisted query', { query: '{ me { id } }', extensions: { persistedQuery: { version: 1 } } }, {}],
    ['an Accept that takes no JSON', { query: '{ me { id } }' }, { accept: 'text/html' }],
    ['no query', { operationName: 'Me' }, {}],
  ];
  it.each(passedOn)('passes on %s to Apollo', async (_name, body, headers) => {
    const answer = await send(url, { body, token: true, headers });
    expect(answer.status).toBe(PASSED_ON);
  });
});
