import { connect } from 'node:net';
import { controlCharacterMessage, ErrorCode } from '@canstring/contracts';
import { createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { type RunningGateway, startGateway } from './gateway';
import { graphqlRequest, signInMutation } from './test-support/test-client';

/** A control character in any text field is a clear field error through the gateway, never INTERNAL. */
let nats: TestNats;
let users: Awaited<ReturnType<typeof startUserServiceForTest>>;
let gateway: RunningGateway;

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  gateway = await startGateway({
    natsUrl: nats.url,
    port: 0,
    log: createLogger('gateway-nul-test', 'silent'),
  });
});
afterAll(async () => {
  await gateway?.stop();
  await users?.stop();
  await nats.stop();
});

const signIn = (email: string, password: string) =>
  graphqlRequest(gateway.url, signInMutation, { variables: { email, password } });

describe('control characters in a sign-in', () => {
  it('refuses a NUL in the email of no account with a field error', async () => {
    const answer = await signIn('nobody\u0000@example.org', 'whatever');
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      extensions: { code: ErrorCode.BadInput, fields: { email: controlCharacterMessage } },
    });
  });

  it.each([
    ['DEL', 'pass\u007fword'],
    ['escape', '\u001b[2J'],
    ['lone surrogate', 'pass\ud800word'],
  ])('refuses a %s in the password with a field error', async (_name, password) => {
    const answer = await signIn('someone@example.org', password);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: ErrorCode.BadInput,
      fields: { password: controlCharacterMessage },
    });
  });

  it('takes tabs and line breaks as ordinary text', async () => {
    const answer = await signIn('someone@example.org', 'tab\there\r\nline');
    expect(answer.errors?.[0]?.extensions?.code).toBe(ErrorCode.Unauthenticated);
  });
});

/** Sends one raw HTTP request (bytes a fetch client would refuse to send) and answers its status line. */
const rawStatus = (url: string, request: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
  });

describe('control characters the gateway reads itself', () => {
  it('refuses one written into the operation text as a field error', async () => {
    const answer = await graphqlRequest(
      gateway.url,
      'mutation { signIn(email: "a\\u0000@example.org", password: "x") { __typename } }',
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.BadInput });
  });

  it('refuses one in the address or a raw header with a 4xx', async () => {
    const get = await fetch(`${gateway.url}?query=%7B__typename%00%7D`);
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
    const { pathname } = new URL(gateway.url);
    const header = await rawStatus(
      gateway.url,
      `POST ${pathname} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\u0000b\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(header).toBeGreaterThanOrEqual(400);
    expect(header).toBeLessThan(500);
  });
});
