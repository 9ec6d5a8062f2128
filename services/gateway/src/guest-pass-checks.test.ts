import { ErrorCode, guestEndpoints, userEndpoints } from '@canstring/contracts';
import { call, connectNats, createTokenVerifier, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import jwt from 'jsonwebtoken';
import { eventually } from './test-support/test-client';

type TestUsers = Awaited<ReturnType<typeof startUserServiceForTest>>;

let nats: TestNats;
let users: TestUsers;
let nc: NatsConnection;
/** Requests the user service was asked, by subject (a plain subscriber sees each one too). */
const asked = new Map<string, number>();

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  nc = await connectNats(nats.url, 'guest-pass-checks-test');
  for (const subject of [guestEndpoints.check.subject, userEndpoints.checkToken.subject])
    nc.subscribe(subject, {
      callback: () => {
        asked.set(subject, (asked.get(subject) ?? 0) + 1);
      },
    });
  await nc.flush();
});
afterAll(async () => {
  await nc?.close();
  await users?.stop();
  await nats.stop();
});

const askedNow = async () => {
  await nc.flush();
  return {
    guestChecks: asked.get(guestEndpoints.check.subject) ?? 0,
    sessionChecks: asked.get(userEndpoints.checkToken.subject) ?? 0,
  };
};
const newPass = (name: string) =>
  call(nc, guestEndpoints.issue, { meetingAlias: 'abc123', name, phone: '613-555-0142' });
const unauthenticated = { code: ErrorCode.Unauthenticated };

describe('guest passes at the edge', () => {
  it('are asked once while cached, and never taken to the session check', async () => {
    const verifier = createTokenVerifier(nc);
    const pass = await newPass('Asha');
    const before = await askedNow();
    expect((await verifier.verifyGuest(pass.token)).guest).toEqual(pass.guest);
    expect((await verifier.verifyGuest(pass.token)).guest).toEqual(pass.guest);
    await expect(verifier.verify(pass.token)).rejects.toMatchObject(unauthenticated);
    const after = await askedNow();
    expect(after.guestChecks - before.guestChecks).toBe(1);
    expect(after.sessionChecks - before.sessionChecks).toBe(0);
    verifier.close();
  });

  it('a member’s session is never taken to the guest check, and a forged pass is refused', async () => {
    const verifier = createTokenVerifier(nc);
    const email = 'member@example.org';
    await users.addUser({ email, password: 'secret1', firstName: 'Member' });
    const signedIn = await call(nc, userEndpoints.authenticate, { email, password: 'secret1' });
    if (signedIn.kind !== 'session') throw new Error('no session');
    const pass = await newPass('Bo');
    const forged = jwt.sign(jwt.decode(pass.token) as jwt.JwtPayload, 'not-the-secret-not-the-secret-000', {
      algorithm: 'HS256',
    });
    const before = await askedNow();
    await expect(verifier.verifyGuest(signedIn.session.token)).rejects.toMatchObject(unauthenticated);
    expect((await askedNow()).guestChecks).toBe(before.guestChecks);
    // A token that only says it is a guest's is still checked by the user service, which refuses it.
    await expect(verifier.verifyGuest(forged)).rejects.toMatchObject(unauthenticated);
    expect((await askedNow()).guestChecks).toBe(before.guestChecks + 1);
    verifier.close();
  });

  it('a pass that ended is refused at once, though its check was cached', async () => {
    const verifier = createTokenVerifier(nc);
    const pass = await newPass('Cy');
    await verifier.verifyGuest(pass.token);
    await call(nc, guestEndpoints.end, { token: pass.token });
    expect(
      await eventually(() =>
        verifier.verifyGuest(pass.token).then(
          () => false,
          (error) => error.code === ErrorCode.Unauthenticated,
        ),
      ),
    ).toBe(true);
    verifier.close();
  });
});
