import {
  ErrorCode,
  GUEST_PASS_LIFETIME_SECONDS,
  guestEndpoints,
  meetingScreenTexts,
  messages,
  userEndpoints,
} from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import jwt from 'jsonwebtoken';
import { startUserServiceForTest, type TestUserService } from '../testing';

let nats: TestNats;
let nc: NatsConnection;
let svc: TestUserService;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'guests-test');
  svc = await startUserServiceForTest({ natsUrl: nats.url });
});
afterAll(async () => {
  await nc?.close();
  await svc?.stop();
  await nats?.stop();
});

const issue = (request: { meetingAlias: string; name: string; phone: string }) =>
  call(nc, guestEndpoints.issue, request);
const unauthenticated = { code: ErrorCode.Unauthenticated, message: messages.signInRequired };

const memberToken = async () => {
  const result = await call(nc, userEndpoints.authenticate, {
    email: svc.adminEmail,
    password: svc.adminPassword,
  });
  if (result.kind !== 'session') throw new Error('expected a session');
  return result.session.token;
};

describe('guest passes', () => {
  it('issue a signed guest token for one meeting, 12 hours long, with the name trimmed and the phone in E.164 (CA by default)', async () => {
    const before = Date.now();
    const pass = await issue({ meetingAlias: 'abc123', name: '  Asha  ', phone: '(416) 555-0199' });
    expect(pass.guest).toEqual({
      guestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Asha',
      phone: '+14165550199',
      meetingAlias: 'abc123',
    });
    const lifetime = Date.parse(pass.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(GUEST_PASS_LIFETIME_SECONDS * 1000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(GUEST_PASS_LIFETIME_SECONDS * 1000 + 1_000);
    expect((jwt.decode(pass.token) as jwt.JwtPayload).typ).toBe('guest');
    const check = await call(nc, guestEndpoints.check, { token: pass.token });
    expect(check).toEqual({ guest: pass.guest, expiresAt: pass.expiresAt });
  });

  it('refuses a blank name or an invalid phone with the entry texts', async () => {
    const refused = await issue({ meetingAlias: 'abc123', name: '   ', phone: '12345' }).catch((e) => e);
    expect(refused.code).toBe(ErrorCode.BadInput);
    expect(refused.details.fields).toEqual({
      name: meetingScreenTexts.entry.nameRequired,
      phone: meetingScreenTexts.entry.phoneInvalid,
    });
  });

  it('are never taken for member sessions, nor member sessions for guest passes', async () => {
    const pass = await issue({ meetingAlias: 'abc123', name: 'Asha', phone: '613-555-0142' });
    await expect(call(nc, userEndpoints.checkToken, { token: pass.token })).rejects.toMatchObject(
      unauthenticated,
    );
    const member = await memberToken();
    await expect(call(nc, guestEndpoints.check, { token: member })).rejects.toMatchObject(unauthenticated);
    expect((await call(nc, userEndpoints.checkToken, { token: member })).actor.role).toBe(1);
  });

  it('refuse a forged, an expired and an ended pass', async () => {
    const pass = await issue({ meetingAlias: 'abc123', name: 'Asha', phone: '613-555-0142' });
    const claims = jwt.decode(pass.token) as jwt.JwtPayload;
    const forged = jwt.sign(claims, 'not-the-secret-not-the-secret-not-the-secret', { algorithm: 'HS256' });
    await expect(call(nc, guestEndpoints.check, { token: forged })).rejects.toMatchObject(unauthenticated);
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, svc.jwtSecret, {
      algorithm: 'HS256',
    });
    await expect(call(nc, guestEndpoints.check, { token: expired })).rejects.toMatchObject(unauthenticated);
    const otherMeeting = jwt.sign({ ...claims, mtg: 'another' }, svc.jwtSecret, { algorithm: 'HS256' });
    await expect(call(nc, guestEndpoints.check, { token: otherMeeting })).rejects.toMatchObject(
      unauthenticated,
    );

    await call(nc, guestEndpoints.end, { token: pass.token });
    await expect(call(nc, guestEndpoints.check, { token: pass.token })).rejects.toMatchObject(
      unauthenticated,
    );
    await expect(call(nc, guestEndpoints.end, { token: pass.token })).rejects.toMatchObject(unauthenticated);
  });
});
