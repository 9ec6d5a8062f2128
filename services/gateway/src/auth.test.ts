import { createLogger } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import jwt from 'jsonwebtoken';
import { type RunningGateway, startGateway } from './gateway';
import { eventually, graphqlRequest, meQuery, signInMutation } from './test-support/test-client';

type TestUsers = Awaited<ReturnType<typeof startUserServiceForTest>>;
interface SignInAnswer {
  signIn: { __typename: string; token?: string; pinToken?: string; user?: { id: string; firstName: string } };
}

const log = createLogger('gateway-auth-test', 'silent');
let nats: TestNats;
let users: TestUsers;
let gateway: RunningGateway;
/** A second instance, as behind a load balancer: its token cache must be evicted by events too. */
let other: RunningGateway;

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  gateway = await startGateway({ natsUrl: nats.url, port: 0, log });
  other = await startGateway({ natsUrl: nats.url, port: 0, log });
});
afterAll(async () => {
  await other?.stop();
  await gateway?.stop();
  await users?.stop();
  await nats.stop();
});

let counter = 0;
const newUser = async (extra: { pinVerification?: boolean } = {}) => {
  counter += 1;
  const email = `person${counter}@example.org`;
  const password = `secret-${counter}`;
  const id = await users.addUser({ email, password, firstName: `Person${counter}`, ...extra });
  return { id, email, password, firstName: `Person${counter}` };
};

const signIn = (email: string, password: string, url = gateway.url) =>
  graphqlRequest<SignInAnswer>(url, signInMutation, { variables: { email, password } });

const sessionFor = async (email: string, password: string): Promise<string> => {
  const answer = await signIn(email, password);
  const token = answer.data?.signIn.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
  return token;
};

const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code;

const refused = async (url: string, token: string) =>
  codeOf(await graphqlRequest(url, meQuery, { token })) === 'UNAUTHENTICATED';

describe('signing in through the gateway', () => {
  it('answers a session for the right password', async () => {
    const person = await newUser();
    const answer = await signIn(person.email, person.password);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.signIn).toMatchObject({
      __typename: 'Session',
      token: expect.any(String),
      user: { id: String(person.id), firstName: person.firstName },
    });
  });

  it('refuses a wrong password with the credentials message', async () => {
    const person = await newUser();
    const answer = await signIn(person.email, 'not-the-password');
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Please check your credentials.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('asks a two-step account for the mailed PIN, then opens the session', async () => {
    const person = await newUser({ pinVerification: true });
    const first = await signIn(person.email, person.password);
    expect(first.data?.signIn).toMatchObject({ __typename: 'PinChallenge', pinToken: expect.any(String) });

    const pin = await users.lastPinFor(person.email);
    const verified = await graphqlRequest<{ verifyPin: { token: string; user: { firstName: string } } }>(
      gateway.url,
      'mutation($t: String!, $p: String!) { verifyPin(pinToken: $t, pin: $p) { token user { firstName } } }',
      { variables: { t: first.data?.signIn.pinToken, p: pin } },
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyPin.user.firstName).toBe(person.firstName);
    const me = await graphqlRequest(gateway.url, meQuery, { token: verified.data?.verifyPin.token });
    expect(me.data?.me).toMatchObject({ firstName: person.firstName });
  });

  it('takes a demo request from a visitor without a token', async () => {
    const answer = await graphqlRequest(
      gateway.url,
      'mutation($i: DemoRequestInput!) { requestDemo(input: $i) }',
      {
        variables: {
          i: { name: 'Vic', jobTitle: 'CTO', email: 'vic@example.org', company: 'Acme', phone: '555.0100' },
        },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ requestDemo: true });
  });

  it('refuses a demo request with a bad phone, naming the field', async () => {
    const answer = await graphqlRequest(
      gateway.url,
      'mutation($i: DemoRequestInput!) { requestDemo(input: $i) }',
      {
        variables: {
          i: { name: 'Vic', jobTitle: 'CTO', email: 'vic@example.org', company: 'Acme', phone: 'call me' },
        },
      },
    );
    expect(codeOf(answer)).toBe('BAD_INPUT');
    expect(answer.errors?.[0]?.extensions?.fields).toHaveProperty('phone');
  });
});

describe('the current user', () => {
  it('is returned for a valid token', async () => {
    const person = await newUser();
    const token = await sessionFor(person.email, person.password);
    const me = await graphqlRequest(gateway.url, meQuery, { token });
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toMatchObject({
      id: String(person.id),
      email: person.email,
      firstName: person.firstName,
    });
  });

  it('is refused without a token, and so are the other signed-in operations', async () => {
    const me = await graphqlRequest(gateway.url, meQuery);
    expect(me.errors?.[0]).toMatchObject({
      message: 'Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(codeOf(await graphqlRequest(gateway.url, 'mutation { signOut }'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await graphqlRequest(gateway.url, 'mutation { setStatus(statusId: 1) }'))).toBe(
      'UNAUTHENTICATED',
    );
  });

  describe('with a token that is not genuine', () => {
    let real: string;
    let claims: jwt.JwtPayload;
    let algorithm: jwt.Algorithm;
    beforeAll(async () => {
      const person = await newUser();
      real = await sessionFor(person.email, person.password);
      const decoded = jwt.decode(real, { complete: true })!;
      claims = decoded.payload as jwt.JwtPayload;
      algorithm = decoded.header.alg as jwt.Algorithm;
    });

    it('refuses one signed with another secret', async () => {
      const forged = jwt.sign(claims, 'not-the-secret', { algorithm });
      expect(await refused(gateway.url, forged)).toBe(true);
    });

    it('refuses an unsigned one (alg none)', async () => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
      expect(await refused(gateway.url, unsigned)).toBe(true);
    });

    it('refuses an expired one, even with the right signature', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = jwt.sign({ ...claims, iat: now - 120, exp: now - 60 }, users.jwtSecret, { algorithm });
      expect(await refused(gateway.url, expired)).toBe(true);
    });

    it('refuses garbage', async () => {
      expect(await refused(gateway.url, 'not-a-token')).toBe(true);
    });

    it('still accepts the genuine one', async () => {
      expect(await refused(gateway.url, real)).toBe(false);
    });
  });
});

describe('ending sessions', () => {
  it('refuses the old token on every gateway instance after sign-out', async () => {
    const person = await newUser();
    const token = await sessionFor(person.email, person.password);
    // Both instances have checked (and cached) the token.
    expect(await refused(gateway.url, token)).toBe(false);
    expect(await refused(other.url, token)).toBe(false);

    const out = await graphqlRequest(gateway.url, 'mutation { signOut }', { token });
    expect(out.data).toEqual({ signOut: true });
    expect(await eventually(() => refused(gateway.url, token))).toBe(true);
    expect(await eventually(() => refused(other.url, token))).toBe(true);
  });

  it('refuses a deactivated user’s old token', async () => {
    const person = await newUser();
    const token = await sessionFor(person.email, person.password);
    expect(await refused(gateway.url, token)).toBe(false);
    expect(await refused(other.url, token)).toBe(false);

    await users.setActive(person.id, false);
    expect(await eventually(() => refused(gateway.url, token))).toBe(true);
    expect(await eventually(() => refused(other.url, token))).toBe(true);
  });

  it('sets the caller’s own status, and `me` shows it on every instance', async () => {
    const person = await newUser();
    const token = await sessionFor(person.email, person.password);
    const statusOn = async (url: string) =>
      (await graphqlRequest<{ me: { status: number } }>(url, meQuery, { token })).data?.me.status;
    // Both instances hold a checked session with the old status.
    expect(await statusOn(gateway.url)).not.toBe(2);
    expect(await statusOn(other.url)).not.toBe(2);

    const set = await graphqlRequest(gateway.url, 'mutation { setStatus(statusId: 2) }', { token });
    expect(set.data).toEqual({ setStatus: true });
    expect(await eventually(async () => (await statusOn(gateway.url)) === 2)).toBe(true);
    expect(await eventually(async () => (await statusOn(other.url)) === 2)).toBe(true);
  });
});
