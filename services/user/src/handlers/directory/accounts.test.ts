import { AppError, ErrorCode, userDirectoryEndpoints, userEndpoints } from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '../../testing';

let nats: TestNats;
let users: TestUserService;
let nc: NatsConnection;

beforeAll(async () => {
  nats = await startNatsServer();
  users = await startUserServiceForTest({ natsUrl: nats.url });
  nc = await connectNats(nats.url, 'accounts-test');
});
afterAll(async () => {
  await nc.close();
  await users.stop();
  await nats.stop();
});

const actorOf = async (email: string, password: string) => {
  const signedIn = await call(nc, userEndpoints.authenticate, { email, password });
  if (signedIn.kind !== 'session') throw new Error('no session');
  return (await call(nc, userEndpoints.checkToken, { token: signedIn.session.token })).actor;
};

describe('accounts by id', () => {
  it('answers any active caller with the named accounts, active or not, and skips unknown ids', async () => {
    const ann = await users.addUser({ email: 'ann@example.org', password: 'secret1', firstName: 'Ann' });
    const bob = await users.addUser({ email: 'bob@example.org', password: 'secret1', firstName: 'Bob' });
    await users.setActive(bob, false);
    const actor = await actorOf('ann@example.org', 'secret1');

    const { users: found } = await call(nc, userDirectoryEndpoints.accounts, {
      actor,
      userIds: [bob, ann, 999_999, ann],
    });
    expect(found.map((u) => [u.id, u.firstName, u.active])).toEqual([
      [ann, 'Ann', true],
      [bob, 'Bob', false],
    ]);
  });

  it('refuses a caller whose account was deactivated', async () => {
    const cid = await users.addUser({ email: 'cid@example.org', password: 'secret1', firstName: 'Cid' });
    const actor = await actorOf('cid@example.org', 'secret1');
    await users.setActive(cid, false);
    const refusal = await call(nc, userDirectoryEndpoints.accounts, { actor, userIds: [cid] }).catch(
      (e) => e,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe(ErrorCode.Forbidden);
  });
});

describe('active users for the New Chat dialog', () => {
  it('leaves the caller out when asked, A to Z, with each phone', async () => {
    const zed = await users.addUser({ email: 'zed@example.org', password: 'secret1', firstName: 'Zed' });
    const amy = await users.addUser({ email: 'amy@example.org', password: 'secret1', firstName: 'Amy' });
    const actor = await actorOf('zed@example.org', 'secret1');

    const everyone = await call(nc, userDirectoryEndpoints.activeUsers, { actor, search: 'example.org' });
    expect(everyone.users.map((u) => u.id)).toContain(zed);
    const others = await call(nc, userDirectoryEndpoints.activeUsers, {
      actor,
      search: 'example.org',
      exceptCaller: true,
    });
    expect(others.users.map((u) => u.id)).not.toContain(zed);
    expect(others.total).toBe(everyone.total - 1);
    expect(others.users.map((u) => u.firstName)).toEqual(
      [...others.users.map((u) => u.firstName)].sort((a, b) => a.localeCompare(b)),
    );
    expect(others.users.find((u) => u.id === amy)).toHaveProperty('phone');
  });
});
