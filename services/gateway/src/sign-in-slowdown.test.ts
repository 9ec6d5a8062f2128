import { ErrorCode, messages, SIGN_IN_FREE_FAILURES } from '@canstring/contracts';
import { createFixedClock, createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { type RunningGateway, startGateway } from './gateway';
import { graphqlRequest, signInMutation } from './test-support/test-client';

/** The gateway passes the client's address on, so the sign-in slowdown holds per account and address. */
const clock = createFixedClock('2026-03-02T09:00:00Z');
let nats: TestNats;
let users: Awaited<ReturnType<typeof startUserServiceForTest>>;
let gateway: RunningGateway;

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url, clock });
  // One trusted proxy in front: the test names the client's address in X-Forwarded-For.
  gateway = await startGateway({
    natsUrl: nats.url,
    port: 0,
    trustedProxyHops: 1,
    log: createLogger('gateway-slowdown-test', 'silent'),
  });
});
afterAll(async () => {
  await gateway?.stop();
  await users?.stop();
  await nats.stop();
});

const signIn = (email: string, password: string, address: string) =>
  graphqlRequest<{ signIn: { __typename: string } }>(gateway.url, signInMutation, {
    variables: { email, password },
    headers: { 'x-forwarded-for': address },
  });

describe('signing in through the gateway after failures', () => {
  it('holds the failing address, says when to retry, and lets the right password in from elsewhere and later', async () => {
    const email = 'slowed@example.org';
    await users.addUser({ email, password: 'right-one' });
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) {
      const wrong = await signIn(email, 'wrong', '203.0.113.5');
      expect(wrong.errors?.[0]?.extensions?.code).toBe(ErrorCode.Unauthenticated);
    }
    const held = await signIn(email, 'right-one', '203.0.113.5');
    expect(held.errors?.[0]).toMatchObject({
      message: messages.tooManySignIns(1),
      extensions: { code: ErrorCode.TooManyAttempts, retryAfterSeconds: 1 },
    });

    const elsewhere = await signIn(email, 'right-one', '192.0.2.44');
    expect(elsewhere.data?.signIn.__typename).toBe('Session');

    clock.advance(1_000);
    const later = await signIn(email, 'right-one', '203.0.113.5');
    expect(later.data?.signIn.__typename).toBe('Session');
  });
});
