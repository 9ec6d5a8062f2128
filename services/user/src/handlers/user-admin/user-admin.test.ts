import {
  type Actor,
  adminMessages,
  ErrorCode,
  groupEndpoints,
  messages,
  userAdminEndpoints,
  userEndpoints,
  userEvents,
  userMessages,
} from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { memberForm, refusal, signInAs } from '../../test-support/signing-in';
import { startUserServiceForTest, type TestUserService } from '../../testing';

let nats: TestNats;
let nc: NatsConnection;
let svc: TestUserService;
let admin: Actor;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'user-admin-test');
  svc = await startUserServiceForTest({ natsUrl: nats.url });
  admin = (await signInAs(nc, svc.adminEmail, svc.adminPassword)).actor;
});
afterAll(async () => {
  await nc.close();
  await svc.stop();
  await nats.stop();
});

const create = (overrides: Parameters<typeof memberForm>[0] = {}) =>
  call(nc, userAdminEndpoints.create, { actor: admin, user: memberForm(overrides) });
const total = async (search?: string) =>
  (await call(nc, userAdminEndpoints.list, { actor: admin, search })).total;
const profileOf = (user: { firstName: string }) => ({
  firstName: user.firstName,
  role: 2 as const,
  phone: '2015550123',
});
/** Resolves with the payload of the next userChanged event for this user. */
const nextUserChanged = async (userId: number) => {
  const seen = new Promise<unknown>((resolve) => {
    const sub = nc.subscribe(userEvents.userChanged, {
      callback: (_e, msg) => {
        if ((msg.json() as { userId: number }).userId !== userId) return;
        sub.unsubscribe();
        resolve(msg.json());
      },
    });
  });
  await nc.flush();
  return seen;
};
const NO_SUCH_ID = 987_654;

describe('user administration', () => {
  it('offers only role 2 on the form', async () => {
    await expect(call(nc, userAdminEndpoints.roles, { actor: admin })).resolves.toEqual({
      roles: [{ roleId: 2, roleName: 'Member' }],
    });
  });

  it('creates a member who can then sign in, and reads it back with its groups', async () => {
    const { user } = await create({
      email: ' Ada.Created@Example.ORG ',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '(201) 555-0199',
      city: 'London',
      notes: '  ',
    });
    expect(user).toMatchObject({
      email: 'ada.created@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 2,
      phone: '+12015550199',
      city: 'London',
      notes: null,
      active: true,
      status: 0,
    });
    await expect(call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id })).resolves.toEqual({
      user,
      groupIds: [],
    });
    const session = await call(nc, userEndpoints.authenticate, {
      email: 'ada.created@example.org',
      password: 'secret1',
    });
    // Signing in marks the account present.
    expect(session).toMatchObject({ kind: 'session', session: { user: { id: user.id, status: 1 } } });
  });

  it('refuses an address already in use, whatever its spelling, and stores nothing', async () => {
    await create({ email: 'taken@example.org' });
    const before = await total();
    await expect(create({ email: 'TAKEN@example.org ' })).rejects.toMatchObject({
      code: ErrorCode.Conflict,
      message: messages.emailExists,
    });
    expect(await total()).toBe(before);
  });

  it('lets exactly one of several creations racing for one address win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refusal(create({ email: 'race@example.org', firstName: `R${i}` }))),
    );
    expect(answers.filter((a) => a === undefined)).toHaveLength(1);
    for (const a of answers.filter(Boolean))
      expect(a).toMatchObject({ code: ErrorCode.Conflict, message: messages.emailExists });
    expect(await total('race@example.org')).toBe(1);
  });

  it('refuses a malformed phone or email and a short password, naming the fields, and stores nothing', async () => {
    const before = await total();
    await expect(
      create({ email: 'not-an-email', phone: '12345', password: 'abcd', firstName: 'Bad' }),
    ).rejects.toMatchObject({
      code: ErrorCode.BadInput,
      details: {
        fields: {
          'user.email': messages.invalidEmail,
          'user.phone': adminMessages.invalidPhone,
          'user.password': 'Password must be at least 5 characters.',
        },
      },
    });
    await expect(create({ firstName: ' ', role: 1 as 2 })).rejects.toMatchObject({
      details: {
        fields: { 'user.firstName': messages.fieldRequired, 'user.role': adminMessages.roleNotAllowed },
      },
    });
    expect(await total()).toBe(before);
  });

  it('refuses oversized fields and stores nothing', async () => {
    const before = await total();
    const refused = (await refusal(
      create({ firstName: 'x'.repeat(256), notes: 'n'.repeat(4_001), city: 'c'.repeat(256) }),
    )) as { code: string; details: { fields: Record<string, string> } };
    expect(refused.code).toBe(ErrorCode.BadInput);
    expect(Object.keys(refused.details.fields).sort()).toEqual(['user.city', 'user.firstName', 'user.notes']);
    await expect(create({ groupIds: Array.from({ length: 501 }, (_, i) => i + 1) })).rejects.toMatchObject({
      code: ErrorCode.BadInput,
    });
    expect(await total()).toBe(before);
  });

  it('pages, sorts and searches the list, with the total of all matches', async () => {
    const names = ['Quill-c', 'quill-A', 'Quill-b', 'QUILL-e', 'quill-d'];
    const created: number[] = [];
    for (const name of names)
      created.push((await create({ firstName: name, lastName: 'Pagewright' })).user.id);
    const page = (offset: number, sort: 'recent' | 'name', search = 'quill') =>
      call(nc, userAdminEndpoints.list, { actor: admin, offset, limit: 2, sort, search });

    const recent = [await page(0, 'recent'), await page(2, 'recent'), await page(4, 'recent')];
    expect(recent.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(recent.flatMap((p) => p.users.map((u) => u.id))).toEqual([...created].reverse());

    const byName = [await page(0, 'name'), await page(2, 'name'), await page(4, 'name')];
    expect(byName.flatMap((p) => p.users.map((u) => u.firstName))).toEqual([
      'quill-A',
      'Quill-b',
      'Quill-c',
      'quill-d',
      'QUILL-e',
    ]);
    // Last name, full name and email match too, ignoring case; % and _ are plain characters.
    expect((await page(0, 'name', 'PAGEWRIGHT')).total).toBe(5);
    expect((await page(0, 'name', 'quill-b pagewright')).total).toBe(1);
    const { user } = await create({ email: 'under_score@example.org' });
    expect((await page(0, 'name', 'UNDER_SCORE@')).users.map((u) => u.id)).toEqual([user.id]);
    expect((await page(0, 'name', '%')).total).toBe(0);
    expect((await page(10, 'name')).users).toEqual([]);
  });

  it('updates the profile and the groups; the email stays as it was', async () => {
    const { user } = await create({ email: 'editable@example.org', firstName: 'Before' });
    const other = await create();
    const { group } = await call(nc, groupEndpoints.create, {
      actor: admin,
      group: { name: 'Editors', userIds: [other.user.id] },
    });
    // A new name is announced, so every edge reads the account again (the person's header shows it).
    const announced = nextUserChanged(user.id);
    const { user: updated } = await call(nc, userAdminEndpoints.update, {
      actor: admin,
      userId: user.id,
      user: {
        ...profileOf({ firstName: ' After ' }),
        lastName: 'Edited',
        zip: '12345',
        groupIds: [group.id, group.id],
        email: 'changed@example.org',
      } as never,
    });
    expect(updated).toMatchObject({
      id: user.id,
      email: 'editable@example.org',
      firstName: 'After',
      lastName: 'Edited',
      zip: '12345',
      phone: '+12015550123',
    });
    await expect(announced).resolves.toEqual({ userId: user.id });
    await expect(call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id })).resolves.toMatchObject({
      groupIds: [group.id],
    });
    // Without groupIds, the groups stay; with an empty list, the user leaves them.
    await call(nc, userAdminEndpoints.update, { actor: admin, userId: user.id, user: profileOf(updated) });
    expect((await call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id })).groupIds).toEqual([
      group.id,
    ]);
    await call(nc, userAdminEndpoints.update, {
      actor: admin,
      userId: user.id,
      user: { ...profileOf(updated), groupIds: [] },
    });
    expect((await call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id })).groupIds).toEqual([]);
  });

  it('changes nothing when a group does not exist', async () => {
    const { user } = await create({ firstName: 'Unchanged' });
    await expect(
      call(nc, userAdminEndpoints.update, {
        actor: admin,
        userId: user.id,
        user: { ...profileOf({ firstName: 'Changed' }), groupIds: [NO_SUCH_ID] },
      }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: adminMessages.groupNotFound });
    await expect(create({ email: 'groupless@example.org', groupIds: [NO_SUCH_ID] })).rejects.toMatchObject({
      code: ErrorCode.NotFound,
      message: adminMessages.groupNotFound,
    });
    expect((await call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id })).user.firstName).toBe(
      'Unchanged',
    );
    expect(await total('groupless@example.org')).toBe(0);
  });

  it('refuses to take a group’s last member away through the user form', async () => {
    const { user } = await create();
    const { group } = await call(nc, groupEndpoints.create, {
      actor: admin,
      group: { name: 'Solo', userIds: [user.id] },
    });
    await expect(
      call(nc, userAdminEndpoints.update, {
        actor: admin,
        userId: user.id,
        user: { ...profileOf({ firstName: 'Renamed' }), groupIds: [] },
      }),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput, message: adminMessages.groupNeedsOneUser });
    const after = await call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id });
    expect(after).toMatchObject({ user: { firstName: user.firstName }, groupIds: [group.id] });
  });

  it('refuses to update a deactivated account', async () => {
    const { user } = await create();
    await call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: user.id });
    await expect(
      call(nc, userAdminEndpoints.update, {
        actor: admin,
        userId: user.id,
        user: profileOf({ firstName: 'X' }),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput, message: messages.cannotUpdateDisabledUser });
    expect((await call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id })).user.firstName).toBe(
      user.firstName,
    );
  });

  it('keeps an administrator’s own role when they edit their own details', async () => {
    const { user } = await call(nc, userAdminEndpoints.update, {
      actor: admin,
      userId: admin.userId,
      user: profileOf({ firstName: 'Chief' }),
    });
    expect(user).toMatchObject({ firstName: 'Chief', role: 1 });
  });

  it('answers NOT_FOUND for unknown accounts', async () => {
    const notFound = { code: ErrorCode.NotFound, message: userMessages.userNotFound };
    const userId = NO_SUCH_ID;
    await expect(call(nc, userAdminEndpoints.get, { actor: admin, userId })).rejects.toMatchObject(notFound);
    await expect(
      call(nc, userAdminEndpoints.update, { actor: admin, userId, user: profileOf({ firstName: 'X' }) }),
    ).rejects.toMatchObject(notFound);
    await expect(call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId })).rejects.toMatchObject(
      notFound,
    );
    await expect(call(nc, userAdminEndpoints.delete, { actor: admin, userId })).rejects.toMatchObject(
      notFound,
    );
    await expect(
      call(nc, userAdminEndpoints.changePassword, {
        actor: admin,
        userId,
        change: { newPassword: 'secret2', confirmPassword: 'secret2' },
      }),
    ).rejects.toMatchObject(notFound);
  });

  it('toggles an account off and on, announcing each change; a deactivated member cannot sign in', async () => {
    const form = memberForm();
    const { user } = await call(nc, userAdminEndpoints.create, { actor: admin, user: form });
    const member = await signInAs(nc, form.email, form.password);

    const announced = nextUserChanged(user.id);
    await expect(
      call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: user.id }),
    ).resolves.toEqual({
      active: false,
    });
    await expect(announced).resolves.toEqual({ userId: user.id });
    await expect(call(nc, userEndpoints.checkToken, { token: member.token })).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
    await expect(
      call(nc, userEndpoints.authenticate, { email: form.email, password: form.password }),
    ).rejects.toMatchObject({ code: ErrorCode.Unauthenticated, message: messages.checkCredentials });

    await expect(
      call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: user.id }),
    ).resolves.toEqual({
      active: true,
    });
    await expect(signInAs(nc, form.email, form.password)).resolves.toBeDefined();
  });

  it('refuses to deactivate or delete the administrator’s own account', async () => {
    const own = { code: ErrorCode.BadInput, message: adminMessages.cannotChangeOwnAccount };
    await expect(
      call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: admin.userId }),
    ).rejects.toMatchObject(own);
    await expect(
      call(nc, userAdminEndpoints.delete, { actor: admin, userId: admin.userId }),
    ).rejects.toMatchObject(own);
    expect((await call(nc, userAdminEndpoints.get, { actor: admin, userId: admin.userId })).user.active).toBe(
      true,
    );
  });

  it('deletes an account: its old token is refused and its memberships go', async () => {
    const form = memberForm();
    const { user } = await call(nc, userAdminEndpoints.create, { actor: admin, user: form });
    const stays = await create();
    const { group } = await call(nc, groupEndpoints.create, {
      actor: admin,
      group: { name: 'Leavers', userIds: [user.id, stays.user.id] },
    });
    const member = await signInAs(nc, form.email, form.password);

    const announced = nextUserChanged(user.id);
    await expect(call(nc, userAdminEndpoints.delete, { actor: admin, userId: user.id })).resolves.toEqual({
      ok: true,
    });
    await expect(announced).resolves.toEqual({ userId: user.id });
    await expect(call(nc, userEndpoints.checkToken, { token: member.token })).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
    await expect(call(nc, userAdminEndpoints.get, { actor: admin, userId: user.id })).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
    await expect(call(nc, groupEndpoints.get, { actor: admin, groupId: group.id })).resolves.toMatchObject({
      group: { memberCount: 1 },
    });
    // The address is free again.
    await expect(create({ email: form.email })).resolves.toBeDefined();
  });

  it('changes a password: the user’s sessions end and only the new password signs in', async () => {
    const form = memberForm();
    const { user } = await call(nc, userAdminEndpoints.create, { actor: admin, user: form });
    const first = await signInAs(nc, form.email, form.password);
    const second = await signInAs(nc, form.email, form.password);

    const announced = nextUserChanged(user.id);
    await call(nc, userAdminEndpoints.changePassword, {
      actor: admin,
      userId: user.id,
      change: { newPassword: 'brand-new', confirmPassword: 'brand-new' },
    });
    await expect(announced).resolves.toEqual({ userId: user.id });
    for (const { token } of [first, second]) {
      await expect(call(nc, userEndpoints.checkToken, { token })).rejects.toMatchObject({
        code: ErrorCode.Unauthenticated,
      });
    }
    await expect(
      call(nc, userEndpoints.authenticate, { email: form.email, password: form.password }),
    ).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    await expect(signInAs(nc, form.email, 'brand-new')).resolves.toBeDefined();
  });

  it('refuses a password change that is too short or does not match, keeping the old password', async () => {
    const form = memberForm();
    const { user } = await call(nc, userAdminEndpoints.create, { actor: admin, user: form });
    const change = (newPassword: string, confirmPassword: string) =>
      call(nc, userAdminEndpoints.changePassword, {
        actor: admin,
        userId: user.id,
        change: { newPassword, confirmPassword },
      });
    await expect(change('abcd', 'abcd')).rejects.toMatchObject({
      code: ErrorCode.BadInput,
      details: { fields: { 'change.newPassword': 'Password must be at least 5 characters.' } },
    });
    await expect(change('secret2', 'secret3')).rejects.toMatchObject({
      details: { fields: { 'change.confirmPassword': messages.passwordsMustMatch } },
    });
    await expect(signInAs(nc, form.email, form.password)).resolves.toBeDefined();
  });

  it('lets an administrator change their own password without ending the session they use', async () => {
    const other = await signInAs(nc, svc.adminEmail, svc.adminPassword);
    const current = await signInAs(nc, svc.adminEmail, svc.adminPassword);
    await call(nc, userAdminEndpoints.changePassword, {
      actor: current.actor,
      userId: current.actor.userId,
      change: { newPassword: svc.adminPassword, confirmPassword: svc.adminPassword },
    });
    await expect(call(nc, userEndpoints.checkToken, { token: current.token })).resolves.toBeDefined();
    await expect(call(nc, userEndpoints.checkToken, { token: other.token })).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
  });
});
