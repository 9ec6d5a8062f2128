import {
  type Actor,
  type Endpoint,
  ErrorCode,
  groupEndpoints,
  messages,
  Role,
  userAdminEndpoints,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { memberForm, signInAs } from './test-support/signing-in';
import { startUserServiceForTest, type TestUserService } from './testing';

let nats: TestNats;
let nc: NatsConnection;
let svc: TestUserService;
let admin: Actor;
let member: Actor;
let targetId: number;
let groupId: number;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'authorisation-test');
  svc = await startUserServiceForTest({ natsUrl: nats.url });
  admin = (await signInAs(nc, svc.adminEmail, svc.adminPassword)).actor;
  const form = memberForm();
  await call(nc, userAdminEndpoints.create, { actor: admin, user: form });
  member = (await signInAs(nc, form.email, form.password)).actor;
  targetId = (await call(nc, userAdminEndpoints.create, { actor: admin, user: memberForm() })).user.id;
  // A group the member does not belong to.
  groupId = (
    await call(nc, groupEndpoints.create, { actor: admin, group: { name: 'Staff', userIds: [targetId] } })
  ).group.id;
});
afterAll(async () => {
  await nc.close();
  await svc.stop();
  await nats.stop();
});

/** Every administrative operation, with an input that an administrator would be answered for. */
const administrative = (): [string, Endpoint, Record<string, unknown>][] => [
  ['list users', userAdminEndpoints.list, {}],
  ['get user', userAdminEndpoints.get, { userId: targetId }],
  ['roles', userAdminEndpoints.roles, {}],
  ['create user', userAdminEndpoints.create, { user: memberForm() }],
  [
    'update user',
    userAdminEndpoints.update,
    { userId: targetId, user: { firstName: 'Hacked', role: 2, phone: '2015550123' } },
  ],
  ['toggle user', userAdminEndpoints.toggleActive, { userId: targetId }],
  ['delete user', userAdminEndpoints.delete, { userId: targetId }],
  [
    'change password',
    userAdminEndpoints.changePassword,
    { userId: targetId, change: { newPassword: 'hacked', confirmPassword: 'hacked' } },
  ],
  ['mail inactive users', userAdminEndpoints.mailInactiveUsers, {}],
  ['get group', groupEndpoints.get, { groupId }],
  ['create group', groupEndpoints.create, { group: { name: 'Mine now', userIds: [targetId] } }],
  ['update group', groupEndpoints.update, { groupId, group: { name: 'Hacked', members: [] } }],
  ['delete group', groupEndpoints.delete, { groupId }],
  ['remove member', groupEndpoints.removeMember, { groupId, userId: targetId }],
  ['group members', groupEndpoints.members, { groupId }],
  ['group non-members', groupEndpoints.nonMembers, { groupId }],
];
const forbidden = { code: ErrorCode.Forbidden, message: messages.notAllowed };

const expectNothingChanged = async () => {
  const { user } = await call(nc, userAdminEndpoints.get, { actor: admin, userId: targetId });
  expect(user).toMatchObject({ active: true, firstName: expect.not.stringMatching('Hacked') });
  await expect(call(nc, groupEndpoints.get, { actor: admin, groupId })).resolves.toMatchObject({
    group: { name: 'Staff', memberCount: 1 },
  });
  expect((await call(nc, groupEndpoints.list, { actor: admin })).total).toBe(1);
  await expect(signInAs(nc, memberForm().email, 'hacked')).rejects.toBeDefined();
};

describe('administration is for active administrators only', () => {
  it('refuses a member every administrative operation, changing nothing', async () => {
    for (const [name, endpoint, input] of administrative()) {
      await expect(call(nc, endpoint, { actor: member, ...input }).then(() => name)).rejects.toMatchObject(
        forbidden,
      );
    }
    await expectNothingChanged();
  });

  it('reads the role from the account, not from what the caller claims', async () => {
    const claimsAdmin = { ...member, role: Role.Administrator };
    for (const [, endpoint, input] of administrative()) {
      await expect(call(nc, endpoint, { actor: claimsAdmin, ...input })).rejects.toMatchObject(forbidden);
    }
    await expectNothingChanged();
  });

  it('lets a member read the directory and their own groups', async () => {
    await expect(call(nc, userDirectoryEndpoints.activeUsers, { actor: member })).resolves.toMatchObject({
      total: 3,
    });
    await expect(call(nc, groupEndpoints.list, { actor: member })).resolves.toEqual({ groups: [], total: 0 });
  });

  it('refuses a deactivated administrator, and an account that no longer exists, everything', async () => {
    const form = memberForm();
    const secondId = await svc.addUser({
      email: form.email,
      password: form.password,
      role: Role.Administrator,
    });
    const second = (await signInAs(nc, form.email, form.password)).actor;
    await expect(call(nc, userAdminEndpoints.roles, { actor: second })).resolves.toBeDefined();
    await call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: secondId });

    const gone = { userId: 987_654, role: Role.Administrator, sessionId: member.sessionId };
    const everything = [
      ...administrative(),
      ['active users', userDirectoryEndpoints.activeUsers, {}] as const,
      ['list groups', groupEndpoints.list, {}] as const,
    ];
    for (const actor of [second, gone]) {
      for (const [, endpoint, input] of everything) {
        await expect(call(nc, endpoint, { actor, ...input })).rejects.toMatchObject(forbidden);
      }
    }
    await expectNothingChanged();
  });
});
