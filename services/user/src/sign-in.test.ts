import {
  ErrorCode,
  messages,
  type Session,
  SIGN_IN_FREE_FAILURES,
  userEndpoints,
  userEvents,
} from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from './testing';

let nats: TestNats;
let nc: NatsConnection;
let svc: TestUserService;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'sign-in-test');
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

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('authenticate', () => {
  it('signs the first administrator in, whatever the spelling of the address', async () => {
    const session = await signIn('  Admin@EXAMPLE.org ', svc.adminPassword);
    expect(session.user).toMatchObject({ email: 'admin@example.org', role: 1, active: true });
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    const check = await call(nc, userEndpoints.checkToken, { token: session.token });
    expect(check.actor).toMatchObject({ userId: session.user.id, role: 1 });
  });

  it('gives a wrong password and an unknown address the same answer', async () => {
    await svc.addUser({ email: 'wrong@example.org', password: 'right-one' });
    const wrong = await refusal(
      call(nc, userEndpoints.authenticate, { email: 'wrong@example.org', password: 'nope' }),
    );
    const unknown = await refusal(
      call(nc, userEndpoints.authenticate, { email: 'nobody@example.org', password: 'nope' }),
    );
    const expected = { code: ErrorCode.Unauthenticated, message: messages.checkCredentials };
    expect(wrong).toMatchObject(expected);
    expect(unknown).toMatchObject(expected);
  });

  it('refuses a deactivated account with the same answer even with the right password', async () => {
    const id = await svc.addUser({ email: 'gone@example.org', password: 'secret1', active: false });
    expect(id).toBeGreaterThan(0);
    await expect(
      call(nc, userEndpoints.authenticate, { email: 'gone@example.org', password: 'secret1' }),
    ).rejects.toMatchObject({ code: ErrorCode.Unauthenticated, message: messages.checkCredentials });
  });

  it('asks for both fields', async () => {
    await expect(call(nc, userEndpoints.authenticate, { email: ' ', password: '' })).rejects.toMatchObject({
      code: ErrorCode.BadInput,
      details: { fields: { email: messages.fieldRequired, password: messages.fieldRequired } },
    });
  });

  it('lets only the free failures through when guesses arrive all at once', async () => {
    const email = 'burst@example.org';
    await svc.addUser({ email, password: 'right-one' });
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_FREE_FAILURES * 2 }, () =>
        // Ten password checks at once on a busy machine can take longer than the usual 5 s answer time.
        refusal(call(nc, userEndpoints.authenticate, { email, password: 'guess' }, { timeoutMs: 60_000 })),
      ),
    );
    const codes = answers.map((e) => (e as { code: string }).code);
    expect(codes.filter((c) => c === ErrorCode.Unauthenticated)).toHaveLength(SIGN_IN_FREE_FAILURES);
    expect(codes.filter((c) => c === ErrorCode.TooManyAttempts)).toHaveLength(SIGN_IN_FREE_FAILURES);
  }, 90_000);

  it('slows repeated failures down, doubling the wait, and forgets them after a success', async () => {
    const email = 'slow@example.org';
    await svc.addUser({ email, password: 'right-one' });
    const attempt = (password: string) => call(nc, userEndpoints.authenticate, { email, password });

    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) {
      await expect(attempt('wrong')).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    }
    // Even the right password waits: the wait is about the address, not about the guess.
    await expect(attempt('right-one')).rejects.toMatchObject({
      code: ErrorCode.TooManyAttempts,
      message: messages.tooManySignIns(1),
      details: { retryAfterSeconds: 1 },
    });

    await new Promise((r) => setTimeout(r, 1_100));
    await expect(attempt('wrong')).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    await expect(attempt('wrong')).rejects.toMatchObject({
      code: ErrorCode.TooManyAttempts,
      message: messages.tooManySignIns(2),
      details: { retryAfterSeconds: 2 },
    });

    await new Promise((r) => setTimeout(r, 2_100));
    await expect(attempt('right-one')).resolves.toMatchObject({ kind: 'session' });
    // Reset: failures start from zero again.
    await expect(attempt('wrong')).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    await expect(attempt('right-one')).resolves.toMatchObject({ kind: 'session' });
  });
});

describe('current, setStatus and signOut', () => {
  it("answers the caller's own account", async () => {
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const { actor } = await call(nc, userEndpoints.checkToken, { token: session.token });
    await expect(call(nc, userEndpoints.current, { actor })).resolves.toEqual(session.user);
  });

  it("refuses to set another user's status", async () => {
    const otherId = await svc.addUser({ email: 'other@example.org', password: 'secret1' });
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const { actor } = await call(nc, userEndpoints.checkToken, { token: session.token });
    await expect(
      call(nc, userEndpoints.setStatus, { actor, userId: otherId, statusId: 2 }),
    ).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
      message: messages.notAllowed,
    });
    await call(nc, userEndpoints.setStatus, { actor, userId: actor.userId, statusId: 2 });
    expect((await call(nc, userEndpoints.current, { actor })).status).toBe(2);
  });

  it('status 0 ends the session like signing out', async () => {
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const { actor } = await call(nc, userEndpoints.checkToken, { token: session.token });
    await call(nc, userEndpoints.setStatus, { actor, userId: actor.userId, statusId: 0 });
    await expect(call(nc, userEndpoints.checkToken, { token: session.token })).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
  });

  it('signOut ends the session, sets status 0 and tells every instance', async () => {
    const session = await signIn(svc.adminEmail, svc.adminPassword);
    const { actor } = await call(nc, userEndpoints.checkToken, { token: session.token });
    await call(nc, userEndpoints.setStatus, { actor, userId: actor.userId, statusId: 1 });
    const event = new Promise<unknown>((resolve) => {
      const sub = nc.subscribe(userEvents.sessionEnded, {
        callback: (_e, msg) => {
          sub.unsubscribe();
          resolve(msg.json());
        },
      });
    });
    await nc.flush();
    await expect(call(nc, userEndpoints.signOut, { actor })).resolves.toEqual({ ok: true });
    await expect(event).resolves.toEqual({ sessionId: actor.sessionId });
    await expect(call(nc, userEndpoints.checkToken, { token: session.token })).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
      message: messages.signInRequired,
    });
    expect((await call(nc, userEndpoints.current, { actor })).status).toBe(0);
  });
});

describe('requestDemo', () => {
  it('keeps a valid request and refuses a phone with letters', async () => {
    const request = {
      name: 'Ada',
      jobTitle: 'Teacher',
      email: 'ada@school.org',
      company: 'School',
      phone: '555.0100',
      message: 'Show us classes',
    };
    await expect(call(nc, userEndpoints.requestDemo, request)).resolves.toEqual({ ok: true });
    await expect(call(nc, userEndpoints.requestDemo, { ...request, phone: '555-abc' })).rejects.toMatchObject(
      {
        code: ErrorCode.BadInput,
        details: { fields: { phone: expect.any(String) } },
      },
    );
  });
});
