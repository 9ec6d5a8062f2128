import { type Actor, ErrorCode, userAdminEndpoints } from '@canstring/contracts';
import {
  ACTOR_ASSERTION_LIFETIME_MS,
  call,
  connectNats,
  type NatsConnection,
  signActorAssertion,
} from '@canstring/service-kit';
import { forgedActorAssertion, startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { memberForm, signInAs } from './test-support/signing-in';
import { startUserServiceForTest, type TestUserService } from './testing';

/**
 * The administrator's actor alone does not make a request the administrator's: only an assertion the
 * edges signed for exactly that actor, still current, does. A refused request changes nothing.
 */
let nats: TestNats;
let nc: NatsConnection;
let svc: TestUserService;
let admin: Actor;
let member: Actor;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'caller-assertion-test');
  svc = await startUserServiceForTest({ natsUrl: nats.url });
  admin = (await signInAs(nc, svc.adminEmail, svc.adminPassword)).actor;
  const email = `plain-member-${process.pid}@example.org`;
  await svc.addUser({ email, password: 'secret1', role: 2 });
  member = (await signInAs(nc, email, 'secret1')).actor;
});
afterAll(async () => {
  await nc.close();
  await svc.stop();
  await nats.stop();
});

/** Creates an account as the administrator, sending this assertion instead of the edge's own. */
const createWith = (assertion: string | undefined, email: string) =>
  call(nc, userAdminEndpoints.create, { actor: admin, user: memberForm({ email }) }, { assertion });
const accountsNamed = async (email: string) =>
  (await call(nc, userAdminEndpoints.list, { actor: admin, search: email })).total;

describe('who calls the user service', () => {
  it.each([
    ['no assertion', () => '', ErrorCode.Unauthenticated],
    [
      'an assertion signed with another key',
      () => forgedActorAssertion({ actor: admin }),
      ErrorCode.Unauthenticated,
    ],
    [
      'an expired assertion',
      () => signActorAssertion({ actor: admin }, Date.now() - ACTOR_ASSERTION_LIFETIME_MS - 1),
      ErrorCode.Unauthenticated,
    ],
    [
      "a member's assertion with the administrator's actor",
      () => signActorAssertion({ actor: member }),
      ErrorCode.Forbidden,
    ],
  ])('refuses an administrator request with %s, and creates nobody', async (_case, assertion, code) => {
    const email = `forged-${Math.random().toString(36).slice(2)}@example.org`;
    await expect(createWith(assertion(), email)).rejects.toMatchObject({ code });
    expect(await accountsNamed(email)).toBe(0);
  });

  it('creates the account when the edge asserted the administrator', async () => {
    const email = `asserted-${process.pid}@example.org`;
    await expect(createWith(undefined, email)).resolves.toMatchObject({ user: { email } });
    expect(await accountsNamed(email)).toBe(1);
  });
});
