import { LEGACY_BODY_LIMIT_BYTES, legacyMessages, messages } from '@canstring/contracts';
import { createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import CryptoJS from 'crypto-js';
import { type RunningLegacyRest, startLegacyRest } from './server';
import { type LegacyAnswer, legacyClient } from './test-support/test-client';

/** The transport rules of the old contract; no user service runs here, so no route gets past validation. */
const passphrase = 'protocol test passphrase 0123';
const log = createLogger('legacy-protocol-test', 'silent');
const remote = 'https://school.example.org';
const local = 'http://localhost:3000';

let nats: TestNats;
let adapter: RunningLegacyRest;
let client: ReturnType<typeof legacyClient>;

beforeAll(async () => {
  nats = await startNatsServer();
  adapter = await startLegacyRest({ natsUrl: nats.url, port: 0, passphrase, log });
  client = legacyClient(`${adapter.url}${adapter.prefix}`, passphrase);
});
afterAll(async () => {
  await adapter?.stop();
  await nats.stop();
});

const noStack = (answer: LegacyAnswer) => {
  expect(answer.raw).not.toMatch(/\bat .+:\d+|Error:|SyntaxError/);
  expect(Object.keys(answer.body).sort()).toEqual(
    'fields' in answer.body ? ['fields', 'message', 'success'] : ['message', 'success'],
  );
  expect(answer.body.success).toBe(false);
};

describe('legacy transport', () => {
  it('answers health at the root, outside the prefix', async () => {
    const response = await fetch(`${adapter.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the default prefix /canstring/v1', () => {
    expect(adapter.prefix).toBe('/canstring/v1');
  });

  it('decrypts an encrypted body and answers encrypted (validation reached the route)', async () => {
    const answer = await client.request('/users/authenticate', { body: { password: 'x' }, origin: remote });
    expect(answer.status).toBe(400);
    expect(answer.encrypted).toBe(true);
    expect(answer.body).toEqual({
      success: false,
      message: messages.invalidRequest,
      fields: { email_id: messages.fieldRequired },
    });
  });

  it('accepts plaintext from a local development origin and answers in plaintext', async () => {
    const answer = await client.request('/users/authenticate', {
      body: { email_id: 'a@example.org' },
      plaintext: true,
      origin: local,
    });
    expect(answer.status).toBe(400);
    expect(answer.encrypted).toBe(false);
    expect(answer.body.fields).toEqual({ password: messages.fieldRequired });
  });

  it('uses the Referer host when there is no Origin', async () => {
    const answer = await client.request('/users/authenticate', {
      body: {},
      plaintext: true,
      referer: 'http://127.0.0.1:3000/login',
    });
    expect(answer.encrypted).toBe(false);
    expect(answer.body.message).toBe(messages.invalidRequest);
  });

  it.each([
    ['another origin', { origin: remote }],
    ['a look-alike host', { origin: 'http://localhost.example.org' }],
    ['no origin at all', {}],
    ['a local referer behind a remote origin', { origin: remote, referer: local }],
  ])('refuses a plaintext body from %s, answering encrypted', async (_name, where) => {
    const answer = await client.request('/users/authenticate', {
      body: { email_id: 'a@example.org', password: 'secret' },
      plaintext: true,
      ...where,
    });
    expect(answer.status).toBe(400);
    expect(answer.encrypted).toBe(true);
    expect(answer.body).toEqual({ success: false, message: legacyMessages.encryptionRequired });
  });

  it.each([
    ['garbage text', { encData: 'this is not encrypted' }],
    ['base64 without the salt header', { encData: Buffer.alloc(48, 1).toString('base64') }],
    ['a number', { encData: 12345 }],
    [
      'another passphrase',
      { encData: CryptoJS.AES.encrypt('{"a":"bbbbbbbbbbbbbbbbbbbbbbbb"}', 'other phrase').toString() },
    ],
    ['encrypted text that is not JSON', { encData: CryptoJS.AES.encrypt('not json', passphrase).toString() }],
  ])('refuses encData holding %s with 400 and no stack', async (_name, envelope) => {
    const answer = await client.request('/users/authenticate', {
      rawBody: JSON.stringify(envelope),
      origin: remote,
    });
    expect(answer.status).toBe(400);
    expect(answer.encrypted).toBe(true);
    expect(answer.body.message).toBe(legacyMessages.undecryptable);
    noStack(answer);
  });

  it('refuses malformed JSON with 400 and no stack, from any origin', async () => {
    for (const origin of [remote, local]) {
      const answer = await client.request('/users/authenticate', { rawBody: '{"encData": "abc', origin });
      expect(answer.status).toBe(400);
      expect(answer.encrypted).toBe(origin === remote);
      expect(answer.body.message).toBe(legacyMessages.malformedJson);
      noStack(answer);
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const answer = await client.request('/users/authenticate', {
      body: { email_id: 'a@example.org', password: 'x'.repeat(LEGACY_BODY_LIMIT_BYTES) },
      origin: remote,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(legacyMessages.bodyTooLarge);
    noStack(answer);
  });

  it('answers an unknown route with 404, encrypted for a remote page and plain for a local one', async () => {
    const fromRemote = await client.request('/no/such/thing', { origin: remote });
    expect(fromRemote.status).toBe(404);
    expect(fromRemote.encrypted).toBe(true);
    expect(fromRemote.body).toEqual({ success: false, message: legacyMessages.unknownRoute });
    const fromLocal = await client.request('/users/authenticate', { method: 'GET', origin: local });
    expect(fromLocal.status).toBe(404);
    expect(fromLocal.body).toEqual({ success: false, message: legacyMessages.unknownRoute });
  });

  it('answers 401 without a token before asking any service', async () => {
    const answer = await client.request('/users/currentUser', { origin: remote });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: messages.signInRequired });
  });

  it('answers 503 with a safe message when the user service is not running', async () => {
    const answer = await client.request('/users/authenticate', {
      body: { email_id: 'a@example.org', password: 'secret' },
      origin: remote,
    });
    expect(answer.status).toBe(503);
    noStack(answer);
  });

  it('honours a sane x-request-id and makes one otherwise', async () => {
    const given = await client.request('/users/currentUser', { headers: { 'x-request-id': 'req-42.a' } });
    expect(given.headers.get('x-request-id')).toBe('req-42.a');
    const replaced = await client.request('/users/currentUser', {
      headers: { 'x-request-id': 'bad id\twith tab' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets pages on other hosts send the token header (CORS preflight)', async () => {
    const response = await fetch(`${adapter.url}${adapter.prefix}/users/currentUser`, {
      method: 'OPTIONS',
      headers: {
        origin: remote,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-auth-token,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('x-auth-token');
  });
});

describe('configuration', () => {
  it('mounts the routes under a configured prefix, and only there', async () => {
    const moved = await startLegacyRest({
      natsUrl: nats.url,
      port: 0,
      passphrase,
      log,
      prefix: '/old-api/v1/',
    });
    try {
      expect(moved.prefix).toBe('/old-api/v1');
      const there = legacyClient(`${moved.url}/old-api/v1`, passphrase);
      const reached = await there.request('/users/authenticate', { body: {}, origin: remote });
      expect(reached.status).toBe(400);
      expect(reached.body.message).toBe(messages.invalidRequest);
      const old = legacyClient(`${moved.url}/canstring/v1`, passphrase);
      expect((await old.request('/users/authenticate', { body: {}, origin: remote })).status).toBe(404);
    } finally {
      await moved.stop();
    }
  });

  it('refuses to start with a short passphrase', async () => {
    await expect(startLegacyRest({ natsUrl: nats.url, port: 0, passphrase: 'short', log })).rejects.toThrow();
  });

  it('treats only the configured hosts as local', async () => {
    const strict = await startLegacyRest({
      natsUrl: nats.url,
      port: 0,
      passphrase,
      log,
      plaintextHosts: ['dev.example.test'],
    });
    try {
      const c = legacyClient(`${strict.url}${strict.prefix}`, passphrase);
      const fromLocalhost = await c.request('/users/authenticate', {
        body: {},
        plaintext: true,
        origin: local,
      });
      expect(fromLocalhost.body.message).toBe(legacyMessages.encryptionRequired);
      const fromDev = await c.request('/users/authenticate', {
        body: {},
        plaintext: true,
        origin: 'http://dev.example.test:8080',
      });
      expect(fromDev.encrypted).toBe(false);
      expect(fromDev.body.message).toBe(messages.invalidRequest);
    } finally {
      await strict.stop();
    }
  });
});
