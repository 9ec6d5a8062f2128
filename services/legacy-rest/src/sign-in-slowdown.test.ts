import { messages, SIGN_IN_FREE_FAILURES } from '@canstring/contracts';
import { createFixedClock, createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { type RunningLegacyRest, startLegacyRest } from './server';
import { legacyClient } from './test-support/test-client';

/** The old contract's sign-in after failures: 429 with the wait in the message and Retry-After, then in. */
const clock = createFixedClock('2026-03-02T09:00:00Z');
const passphrase = 'slowdown test passphrase 0123456';
let nats: TestNats;
let users: Awaited<ReturnType<typeof startUserServiceForTest>>;
let adapter: RunningLegacyRest;
let client: ReturnType<typeof legacyClient>;

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url, clock });
  adapter = await startLegacyRest({
    natsUrl: nats.url,
    port: 0,
    passphrase,
    log: createLogger('legacy-slowdown-test', 'silent'),
  });
  client = legacyClient(`${adapter.url}${adapter.prefix}`, passphrase);
});
afterAll(async () => {
  await adapter?.stop();
  await users?.stop();
  await nats.stop();
});

const authenticate = (email_id: string, password: string) =>
  client.request('/users/authenticate', {
    body: { email_id, password },
    origin: 'https://school.example.org',
  });

describe('POST /users/authenticate after failures', () => {
  it('says when to retry, and takes the right password once the wait is over', async () => {
    const email = 'legacy-slowed@example.org';
    await users.addUser({ email, password: 'right-one' });
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++)
      expect((await authenticate(email, 'wrong')).status).toBe(401);
    const held = await authenticate(email, 'right-one');
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('1');
    expect(held.body).toMatchObject({ success: false, message: messages.tooManySignIns(1) });

    clock.advance(1_000);
    const later = await authenticate(email, 'right-one');
    expect(later.status).toBe(200);
    expect(later.body.token).toEqual(expect.any(String));
  });
});
