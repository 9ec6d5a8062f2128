import { legacyMessages, messages, SIGN_IN_FREE_FAILURES } from '@canstring/contracts';
import { createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { type RunningLegacyRest, startLegacyRest } from './server';
import { legacyClient, tokenVariants } from './test-support/test-client';

/** The users endpoints of the old contract against the real user service over a real NATS server. */
type TestUsers = Awaited<ReturnType<typeof startUserServiceForTest>>;

const passphrase = 'users test passphrase 0123456';
const log = createLogger('legacy-users-test', 'silent');
const remote = 'https://school.example.org';

let nats: TestNats;
let users: TestUsers;
let adapter: RunningLegacyRest;
let client: ReturnType<typeof legacyClient>;

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  adapter = await startLegacyRest({ natsUrl: nats.url, port: 0, passphrase, log });
  client = legacyClient(`${adapter.url}${adapter.prefix}`, passphrase);
});
afterAll(async () => {
  await adapter?.stop();
  await users?.stop();
  await nats.stop();
});

let counter = 0;
const newUser = async (extra: { pinVerification?: boolean; role?: number } = {}) => {
  counter += 1;
  const email = `learner${counter}@example.org`;
  const password = `secret-${counter}`;
  const firstName = `Learner${counter}`;
  const id = await users.addUser({ email, password, firstName, ...extra });
  return { id, email, password, firstName };
};

const authenticate = (email_id: string, password: string, origin = remote) =>
  client.request('/users/authenticate', { body: { email_id, password }, origin });

const signedIn = async (email: string, password: string): Promise<string> => {
  const answer = await authenticate(email, password);
  if (answer.status !== 200)
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
};

const currentUser = (token: string | undefined) =>
  client.request('/users/currentUser', { ...(token === undefined ? {} : { token }), origin: remote });

describe('POST /users/authenticate', () => {
  it('answers the session the old client stores, encrypted', async () => {
    const person = await newUser();
    const answer = await authenticate(person.email, person.password);
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(true);
    expect(answer.raw).not.toContain(person.firstName);
    expect(answer.body).toMatchObject({
      success: true,
      message: legacyMessages.signedIn,
      token: expect.any(String),
      user_id: person.id,
      user_role: 2,
      email_id: person.email,
    });
    const detail = answer.body.userDetail as Record<string, unknown>;
    expect(detail).toMatchObject({
      first_name: person.firstName,
      email_id: person.email,
      user_id: person.id,
      user_role: 2,
      acc_active: true,
    });
    expect(detail).not.toHaveProperty('password');
    expect(Object.keys(detail).sort()).toEqual(
      [
        'aadhar_number',
        'acc_active',
        'class_group',
        'createdAt',
        'email_id',
        'emis_number',
        'first_name',
        'gender',
        'last_name',
        'other_ids',
        'pan_number',
        'phone_no',
        'reg_number',
        'roll_number',
        'user_address',
        'user_city',
        'user_icon',
        'user_id',
        'user_notes',
        'user_role',
        'user_state',
        'user_zip',
      ].sort(),
    );
  });

  it('refuses a wrong password with 401 and the spec text', async () => {
    const person = await newUser();
    const answer = await authenticate(person.email, 'not-the-password');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: messages.checkCredentials });
  });

  it('accepts a plaintext sign-in from a local development page and answers in plaintext', async () => {
    const person = await newUser();
    const answer = await client.request('/users/authenticate', {
      body: { email_id: person.email, password: person.password },
      plaintext: true,
      origin: 'http://localhost:3000',
    });
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(false);
    expect(answer.body).toMatchObject({ success: true, user_id: person.id });
  });

  it('refuses the same plaintext sign-in from a page on another host', async () => {
    const person = await newUser();
    const answer = await client.request('/users/authenticate', {
      body: { email_id: person.email, password: person.password },
      plaintext: true,
      origin: remote,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: legacyMessages.encryptionRequired });
  });

  it('slows repeated failures with 429 and Retry-After', async () => {
    const person = await newUser();
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof authenticate>> | undefined;
    for (let i = 0; i < SIGN_IN_FREE_FAILURES + 2 && !limited; i++) {
      const answer = await authenticate(person.email, 'wrong');
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses.slice(0, SIGN_IN_FREE_FAILURES)).toEqual(Array(SIGN_IN_FREE_FAILURES).fill(401));
    expect(limited).toBeDefined();
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited?.body.success).toBe(false);
    expect(limited?.body.message).toEqual(expect.any(String));
    // Even the right password waits now.
    expect((await authenticate(person.email, person.password)).status).toBe(429);
  });
});

describe('GET /users/currentUser', () => {
  it('answers the signed-in user', async () => {
    const person = await newUser();
    const answer = await currentUser(await signedIn(person.email, person.password));
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(true);
    expect(answer.body).toMatchObject({
      success: true,
      userDetail: { user_id: person.id, first_name: person.firstName, email_id: person.email },
    });
  });

  it('refuses missing, forged, unsigned and expired tokens with 401', async () => {
    const person = await newUser();
    const token = await signedIn(person.email, person.password);
    const variants = tokenVariants(token, users.jwtSecret);
    expect((await currentUser(variants.resigned)).status).toBe(200);
    for (const bad of [undefined, '', 'not.a.token', variants.forged, variants.algNone, variants.expired]) {
      const answer = await currentUser(bad);
      expect({ bad, status: answer.status }).toEqual({ bad, status: 401 });
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(answer.raw).not.toMatch(/Error:|\bat .+:\d+/);
    }
  });
});

describe('POST /users/status', () => {
  const setStatus = (token: string, body: unknown) =>
    client.request('/users/status', { body, token, origin: remote });

  it('changes the own status; status 0 signs out and the old token is refused', async () => {
    const person = await newUser();
    const token = await signedIn(person.email, person.password);
    const busy = await setStatus(token, { status_id: 2, user_id: person.id });
    expect(busy.status).toBe(200);
    expect(busy.body).toEqual({ success: true, message: legacyMessages.statusUpdated });
    expect((await currentUser(token)).status).toBe(200);

    const out = await setStatus(token, { status_id: 0, user_id: String(person.id) });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: legacyMessages.signedOut });
    expect((await currentUser(token)).status).toBe(401);
  });

  it("refuses to set another user's status with 403", async () => {
    const person = await newUser();
    const other = await newUser();
    const token = await signedIn(person.email, person.password);
    const answer = await setStatus(token, { status_id: 0, user_id: other.id });
    expect(answer.status).toBe(403);
    expect(answer.body.success).toBe(false);
    // The other user's sessions are untouched and so is the caller's.
    expect((await currentUser(token)).status).toBe(200);
  });

  it('refuses a body that fails validation with 400', async () => {
    const person = await newUser();
    const token = await signedIn(person.email, person.password);
    const answer = await setStatus(token, { status_id: 'busy' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.invalidRequest);
    expect(answer.body.fields).toMatchObject({ user_id: messages.fieldRequired });
  });

  it('needs a token', async () => {
    const answer = await client.request('/users/status', {
      body: { status_id: 0, user_id: 1 },
      origin: remote,
    });
    expect(answer.status).toBe(401);
  });
});

describe('PIN verification', () => {
  const verify = (pinToken: string, verify_otp: unknown) =>
    client.request('/users/verify_otp', {
      method: 'PUT',
      body: { verify_otp },
      token: pinToken,
      origin: remote,
    });

  it('answers 412 with a pin token, refuses a wrong PIN, then signs in with the right one', async () => {
    const person = await newUser({ pinVerification: true });
    const started = await authenticate(person.email, person.password);
    expect(started.status).toBe(412);
    expect(started.body).toEqual({ success: false, message: messages.pinSent, token: expect.any(String) });
    const pinToken = started.body.token as string;

    // The pin token is not a session.
    expect((await currentUser(pinToken)).status).toBe(401);

    const pin = await users.lastPinFor(person.email);
    const wrong = pin === '000000' ? '111111' : '000000';
    const refused = await verify(pinToken, wrong);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: messages.invalidPin });

    const malformed = await verify(pinToken, '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(messages.invalidPin);

    const accepted = await verify(pinToken, pin);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user_id: person.id,
      user_role: 2,
      email_id: person.email,
      userDetail: { first_name: person.firstName },
    });
    expect((await currentUser(accepted.body.token as string)).status).toBe(200);
  });

  it('refuses verify_otp without a pin token, or with a session token', async () => {
    const person = await newUser();
    const session = await signedIn(person.email, person.password);
    expect((await verify('', '123456')).status).toBe(401);
    expect((await verify(session, '123456')).status).toBe(401);
  });
});
