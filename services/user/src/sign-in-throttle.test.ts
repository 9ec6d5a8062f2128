import {
  ErrorCode,
  messages,
  SIGN_IN_ACCOUNT_FREE_FAILURES,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_SECONDS,
  userEndpoints,
} from '@canstring/contracts';
import { call, connectNats, createFixedClock, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from './testing';

/** The sign-in slowdown per account and address, on a clock the test moves instead of waiting. */
const clock = createFixedClock('2026-03-02T09:00:00Z');
let nats: TestNats;
let nc: NatsConnection;
let svc: TestUserService;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'sign-in-throttle-test');
  svc = await startUserServiceForTest({ natsUrl: nats.url, clock });
});
afterAll(async () => {
  await nc.close();
  await svc.stop();
  await nats.stop();
});

let counter = 0;
const newAccount = async () => {
  counter += 1;
  const email = `throttle${counter}@example.org`;
  await svc.addUser({ email, password: 'right-one' });
  return email;
};

const attempt = (email: string, password: string, address: string) =>
  call(nc, userEndpoints.authenticate, { email, password, address }).then(
    (result) => ({ code: 'OK', kind: result.kind, retryAfterSeconds: undefined, message: '' }),
    (e: { code: string; message: string; details: { retryAfterSeconds?: number } }) => ({
      code: e.code,
      kind: undefined,
      retryAfterSeconds: e.details.retryAfterSeconds,
      message: e.message,
    }),
  );

const waitFor = (seconds: number) => ({
  code: ErrorCode.TooManyAttempts,
  retryAfterSeconds: seconds,
  message: messages.tooManySignIns(seconds),
});

describe('the sign-in slowdown', () => {
  it('makes one address wait longer after each failure, up to the ceiling, and says how long', async () => {
    const email = await newAccount();
    const here = '198.51.100.7';
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++)
      expect((await attempt(email, 'wrong', here)).code).toBe(ErrorCode.Unauthenticated);

    let expected = 1;
    const seen: number[] = [];
    while (seen.length < 13) {
      // Even the right password waits; trying again during the wait does not lengthen it.
      expect(await attempt(email, 'right-one', here)).toMatchObject(waitFor(expected));
      expect(await attempt(email, 'wrong', here)).toMatchObject(waitFor(expected));
      seen.push(expected);
      clock.advance(expected * 1000);
      expect((await attempt(email, 'wrong', here)).code).toBe(ErrorCode.Unauthenticated);
      expected = Math.min(expected * 2, SIGN_IN_MAX_DELAY_SECONDS);
    }
    expect(seen).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);

    clock.advance((SIGN_IN_MAX_DELAY_SECONDS - 1) * 1000);
    expect(await attempt(email, 'right-one', here)).toMatchObject(waitFor(1));
    clock.advance(1000);
    expect(await attempt(email, 'right-one', here)).toMatchObject({ code: 'OK', kind: 'session' });
    // A success starts the count again.
    expect((await attempt(email, 'wrong', here)).code).toBe(ErrorCode.Unauthenticated);
    expect((await attempt(email, 'right-one', here)).code).toBe('OK');
  });

  it("never holds the right password at its own address because of another address's failures", async () => {
    const email = await newAccount();
    const attacker = '203.0.113.66';
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) await attempt(email, 'guess', attacker);
    expect((await attempt(email, 'guess', attacker)).code).toBe(ErrorCode.TooManyAttempts);
    // The attacker is slowed down; the owner's address is not.
    expect(await attempt(email, 'right-one', '192.0.2.10')).toMatchObject({ code: 'OK', kind: 'session' });
  });

  it('slows guesses spread over many addresses, yet lets the owner in at the latest after the ceiling', async () => {
    const email = await newAccount();
    const owner = '192.0.2.20';
    // The owner mistypes once.
    expect((await attempt(email, 'typo', owner)).code).toBe(ErrorCode.Unauthenticated);
    // One guess from each of many addresses: the account as a whole is under attack.
    for (let i = 0; i < SIGN_IN_ACCOUNT_FREE_FAILURES + 12; i++)
      expect((await attempt(email, 'guess', `203.0.113.${i}`)).code).toBe(ErrorCode.Unauthenticated);
    // An address that has failed for this account waits now, the owner's too…
    const held = await attempt(email, 'right-one', owner);
    expect(held).toMatchObject(waitFor(SIGN_IN_MAX_DELAY_SECONDS));
    const attacker = await attempt(email, 'guess', '203.0.113.1');
    expect(attacker.code).toBe(ErrorCode.TooManyAttempts);
    // …while the attack goes on from fresh addresses, the owner's wait still ends on time.
    for (let minute = 1; minute <= 15; minute++) {
      clock.advance(60_000);
      await attempt(email, 'guess', `198.18.0.${minute}`);
    }
    expect(await attempt(email, 'right-one', owner)).toMatchObject({ code: 'OK', kind: 'session' });
  });
});
