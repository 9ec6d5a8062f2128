import { ErrorCode, messages, type Session, userEndpoints, userEvents } from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import jwt from 'jsonwebtoken';
import { startUserServiceForTest, type TestUserService } from './testing';

let nats: TestNats;
let nc: NatsConnection;
let svc: TestUserService;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'token-test');
  svc = await startUserServiceForTest({ natsUrl: nats.url });
});
afterAll(async () => {
  await nc.close();
  await svc.stop();
  await nats.stop();
});

const signIn = async (email: string, password: string): Promise<Session> => {
  const result = await call(nc, userEndpoints.authenticate, { email, password });
  if (result.kind !== 'session') throw new Error('expected a session');
  return result.session;
};

const refused = (token: string) =>
  expect(call(nc, userEndpoints.checkToken, { token })).rejects.toMatchObject({
    code: ErrorCode.Unauthenticated,
    message: messages.signInRequired,
  });

const claimsOf = (token: string) => jwt.decode(token) as jwt.JwtPayload;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('checkToken', () => {
  it('accepts a genuine token and names its owner', async () => {
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const check = await call(nc, userEndpoints.checkToken, { token: session.token });
    expect(check).toEqual({
      actor: { userId: session.user.id, role: 1, sessionId: claimsOf(session.token).sid },
      user: session.user,
      expiresAt: session.expiresAt,
    });
    expect(claimsOf(session.token)).toMatchObject({ sub: String(session.user.id), role: 1, typ: 'session' });
  });

  it('refuses a forged signature', async () => {
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const { iat: _iat, ...claims } = claimsOf(session.token);
    await refused(jwt.sign(claims, 'x'.repeat(48), { algorithm: 'HS256' }));
    const [header, payload] = session.token.split('.');
    await refused(`${header}.${payload}.${'A'.repeat(43)}`);
  });

  it('refuses alg none and algorithms other than HS256, even with the right secret', async () => {
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const claims = claimsOf(session.token);
    await refused(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`);
    const { iat: _iat, ...rest } = claims;
    await refused(jwt.sign(rest, svc.jwtSecret, { algorithm: 'HS512' }));
  });

  it('refuses an expired token whose session is still open', async () => {
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const { iat: _iat, ...claims } = claimsOf(session.token);
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, svc.jwtSecret, {
      algorithm: 'HS256',
    });
    await refused(expired);
    await expect(call(nc, userEndpoints.checkToken, { token: session.token })).resolves.toBeDefined();
  });

  it('refuses a PIN token presented as a session token', async () => {
    await svc.addUser({ email: 'two-step@example.org', password: 'secret1', pinVerification: true });
    const result = await call(nc, userEndpoints.authenticate, {
      email: 'two-step@example.org',
      password: 'secret1',
    });
    if (result.kind !== 'pin') throw new Error('expected the PIN step');
    await refused(result.pinToken);
  });

  it('refuses a token whose session ended', async () => {
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const { actor } = await call(nc, userEndpoints.checkToken, { token: session.token });
    await call(nc, userEndpoints.signOut, { actor });
    await refused(session.token);
  });

  it('refuses the tokens of a deactivated user, even once reactivated, and announces the change', async () => {
    const id = await svc.addUser({ email: 'member@example.org', password: 'secret1', firstName: 'Mia' });
    const session = await signIn('member@example.org', 'secret1');
    expect(session.user).toMatchObject({ id, firstName: 'Mia', role: 2 });
    const changed = new Promise<unknown>((resolve) => {
      const sub = nc.subscribe(userEvents.userChanged, {
        callback: (_e, msg) => {
          sub.unsubscribe();
          resolve(msg.json());
        },
      });
    });
    await nc.flush();
    await svc.setActive(id, false);
    await expect(changed).resolves.toEqual({ userId: id });
    await refused(session.token);
    // Reactivating revives no token issued before the deactivation; a new sign-in works.
    await svc.setActive(id, true);
    await refused(session.token);
    const again = await signIn('member@example.org', 'secret1');
    await expect(call(nc, userEndpoints.checkToken, { token: again.token })).resolves.toBeDefined();
  });

  it('refuses garbage', async () => {
    await refused('not-a-token');
    await refused('');
  });
});
