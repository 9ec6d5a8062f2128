import { createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { type RunningGateway, startGateway } from './gateway';
import { graphqlRequest } from './test-support/test-client';

const log = createLogger('gateway-http-test', 'silent');
let nats: TestNats;
let gateway: RunningGateway;
const base = () => gateway.url.replace(/\/graphql$/, '');

beforeAll(async () => {
  nats = await startNatsServer();
  gateway = await startGateway({ natsUrl: nats.url, port: 0, log });
});
afterAll(async () => {
  await gateway.stop();
  await nats.stop();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('gateway over HTTP', () => {
  it('reports unhealthy until the user service answers, then healthy', async () => {
    const before = await fetch(`${base()}/healthz`);
    expect(before.status).toBe(503);
    const users = await startUserServiceForTest({ natsUrl: nats.url });
    try {
      const after = await fetch(`${base()}/healthz`);
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual({ status: 'ok' });
    } finally {
      await users.stop();
    }
  });

  it('answers a malformed JSON body with 400 and no stack', async () => {
    const response = await post('{"query": "{ me { id } }"');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_INPUT' } }],
    });
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers POST on the spellings of the path Express also matches as on the path itself', async () => {
    for (const path of ['/graphql/', '/GraphQL']) {
      const plain = await fetch(`${base()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(plain.status).toBe(200);
      expect(await plain.json()).toEqual({ data: { __typename: 'Query' } });
      const malformed = await fetch(`${base()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": ',
      });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).errors[0].message).toBe('The request body is not valid JSON.');
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ query: `{ me { id } } #${'x'.repeat(1_100_000)}` }));
    expect(response.status).toBe(413);
    expect(await response.text()).not.toContain('    at ');
  });

  it('answers a query with a syntax error or an unknown field with 400 and a clear message', async () => {
    const syntax = await graphqlRequest(gateway.url, '{ me { id ');
    expect(syntax.status).toBe(400);
    expect(syntax.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
    expect(JSON.stringify(syntax.errors)).not.toContain('stacktrace');

    const unknown = await graphqlRequest(gateway.url, '{ me { password } }');
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.message).toContain('password');
    expect(unknown.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('reports UNAVAILABLE when the user service does not answer', async () => {
    const answer = await graphqlRequest(gateway.url, '{ me { id } }', { token: 'some.token.value' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    expect(JSON.stringify(answer)).not.toContain('stacktrace');
  });

  it('keeps a reasonable x-request-id and makes one otherwise', async () => {
    const kept = await graphqlRequest(gateway.url, '{ __typename }', {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const made: (string | null)[] = [];
    for (const odd of ['has spaces "and quotes"', 'x'.repeat(500), undefined]) {
      const replaced = await graphqlRequest(gateway.url, '{ __typename }', {
        headers: odd === undefined ? {} : { 'x-request-id': odd },
      });
      made.push(replaced.headers.get('x-request-id'));
    }
    // A fresh UUID each time: plain, and never the same twice.
    for (const id of made) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(made).size).toBe(made.length);
  });

  it('allows a CORS preflight from the shell and refuses one from another origin', async () => {
    const preflight = (origin: string) =>
      fetch(gateway.url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');

    const remote = await preflight('http://127.0.0.1:3003');
    expect(remote.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3003');

    const other = await preflight('http://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
