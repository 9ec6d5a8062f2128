import { adminEdgeMessages, adminMessages, messages } from '@canstring/contracts';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';

/** The administration screens' operations through GraphQL, against the real user service. */
let bed: AdminTestBed;
beforeAll(async () => {
  bed = await startAdminTestBed('gql-admin');
});
afterAll(async () => {
  await bed?.stop();
});

const asAdmin = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
  bed.gql<T>(query, variables, bed.admin.token);

const userFields = `id email firstName lastName role phone rollNumber regNumber aadharNumber panNumber
  emisNumber gender classGroup otherIds notes address city state zip icon active status pinVerification createdAt`;

const createUser = /* GraphQL */ `
  mutation($i: NewUserInput!) { createUser(input: $i) { ${userFields} } }
`;
const updateUser = /* GraphQL */ `
  mutation($id: ID!, $i: UserProfileInput!) { updateUser(id: $id, input: $i) { id firstName city active } }
`;
const userQuery = 'query($id: ID!) { user(id: $id) { user { id firstName active } groupIds } }';
const usersQuery = /* GraphQL */ `
  query($search: String, $sort: ListSort, $limit: Int) {
    users(search: $search, sort: $sort, limit: $limit) { total users { id firstName email active } }
  }
`;

interface AdminUser {
  id: string;
  firstName: string;
  email: string;
  active: boolean;
}

describe('user administration', () => {
  it('creates, lists, updates, toggles and deletes a member', async () => {
    const created = await asAdmin<{ createUser: AdminUser & Record<string, unknown> }>(createUser, {
      i: {
        email: ' Grace@Example.org ',
        password: 'secret',
        firstName: 'Grace',
        lastName: 'Hopper',
        role: 2,
        phone: '(201) 555-0199',
        rollNumber: 'R-7',
        city: 'Arlington',
        notes: 'Navy',
      },
    });
    expect(created.errors).toBeUndefined();
    const user = created.data!.createUser;
    expect(user).toMatchObject({
      email: 'grace@example.org',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 2,
      phone: '+12015550199',
      rollNumber: 'R-7',
      city: 'Arlington',
      notes: 'Navy',
      active: true,
      createdAt: expect.any(String),
    });
    expect(user).not.toHaveProperty('password');

    const listed = await asAdmin<{ users: { total: number; users: AdminUser[] } }>(usersQuery, {
      search: 'hopper',
    });
    expect(listed.data?.users).toEqual({ total: 1, users: [expect.objectContaining({ id: user.id })] });

    const updated = await asAdmin<{ updateUser: AdminUser & { city: string } }>(updateUser, {
      id: user.id,
      i: { firstName: 'Grace B.', role: 2, phone: '2015550199', city: 'New York' },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateUser).toMatchObject({ id: user.id, firstName: 'Grace B.', city: 'New York' });

    const off = await asAdmin('mutation($id: ID!) { toggleUserActive(id: $id) }', { id: user.id });
    expect(off.data).toEqual({ toggleUserActive: false });
    const refused = await asAdmin(updateUser, {
      id: user.id,
      i: { firstName: 'Nope', role: 2, phone: '2015550199' },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.cannotUpdateDisabledUser,
      extensions: { code: 'BAD_INPUT' },
    });
    const on = await asAdmin('mutation($id: ID!) { toggleUserActive(id: $id) }', { id: user.id });
    expect(on.data).toEqual({ toggleUserActive: true });

    const deleted = await asAdmin('mutation($id: ID!) { deleteUser(id: $id) }', { id: user.id });
    expect(deleted.data).toEqual({ deleteUser: true });
    const gone = await asAdmin(userQuery, { id: user.id });
    expect(codeOf(gone)).toBe('NOT_FOUND');
    expect(
      (await asAdmin<{ users: { total: number } }>(usersQuery, { search: 'hopper' })).data?.users.total,
    ).toBe(0);
  });

  it('orders by name A to Z or newest first', async () => {
    for (const firstName of ['Zed', 'Amy', 'Mia']) {
      const answer = await asAdmin(createUser, {
        i: {
          email: `${firstName}@order.example.org`,
          password: 'secret',
          firstName,
          role: 2,
          phone: '2015550100',
        },
      });
      expect(answer.errors).toBeUndefined();
    }
    const names = async (sort: string) =>
      (
        await asAdmin<{ users: { users: AdminUser[] } }>(usersQuery, { search: 'order.example', sort })
      ).data?.users.users.map((u) => u.firstName);
    expect(await names('name')).toEqual(['Amy', 'Mia', 'Zed']);
    expect(await names('recent')).toEqual(['Mia', 'Amy', 'Zed']);
  });

  it('answers the roles the form offers and the groups of a user', async () => {
    const roles = await asAdmin('{ roles { roleId roleName } }');
    expect(roles.data).toEqual({ roles: [{ roleId: 2, roleName: 'Member' }] });

    const person = await bed.newMember();
    const group = await asAdmin<{ createGroup: { id: string } }>(
      'mutation($i: NewGroupInput!) { createGroup(input: $i) { id } }',
      { i: { name: 'Physics', userIds: [String(person.id)] } },
    );
    const detail = await asAdmin(userQuery, { id: String(person.id) });
    expect(detail.data).toEqual({
      user: {
        user: { id: String(person.id), firstName: person.firstName, active: true },
        groupIds: [group.data?.createGroup.id],
      },
    });
  });

  it('refuses a duplicate email with CONFLICT and the spec text', async () => {
    const person = await bed.newMember();
    const answer = await asAdmin(createUser, {
      i: {
        email: person.email.toUpperCase(),
        password: 'secret',
        firstName: 'Copy',
        role: 2,
        phone: '2015550100',
      },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.emailExists,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('names each wrong field and creates nothing', async () => {
    const before = await bed.snapshot();
    const answer = await asAdmin(createUser, {
      i: { email: 'not-an-email', password: 'abcd', firstName: ' ', role: 1, phone: '12345' },
    });
    expect(codeOf(answer)).toBe('BAD_INPUT');
    expect(answer.errors?.[0]?.extensions?.fields).toMatchObject({
      email: messages.invalidEmail,
      password: expect.stringMatching(/at least 5/),
      firstName: messages.fieldRequired,
      role: adminMessages.roleNotAllowed,
      phone: adminMessages.invalidPhone,
    });
    const oversized = await asAdmin(createUser, {
      i: {
        email: 'big@example.org',
        password: 'secret',
        firstName: 'x'.repeat(300),
        role: 2,
        phone: '2015550100',
      },
    });
    expect(answer.data).toBeNull();
    expect(oversized.errors?.[0]?.extensions?.fields).toHaveProperty('firstName');
    expect(await bed.snapshot()).toEqual(before);
  });

  it('refuses ids that are not whole numbers, and unknown ids', async () => {
    const bad = await asAdmin(userQuery, { id: 'abc' });
    expect(bad.errors?.[0]).toMatchObject({
      message: adminEdgeMessages.invalidId,
      extensions: { code: 'BAD_INPUT', fields: { id: adminEdgeMessages.invalidId } },
    });
    expect(codeOf(await asAdmin(userQuery, { id: '0' }))).toBe('BAD_INPUT');
    expect(codeOf(await asAdmin(userQuery, { id: '999999' }))).toBe('NOT_FOUND');
    expect(codeOf(await asAdmin('mutation { deleteUser(id: "999999") }'))).toBe('NOT_FOUND');
  });

  it("refuses the administrator's own deactivation and deletion", async () => {
    const id = String(bed.admin.id);
    for (const document of [
      'mutation($id: ID!) { toggleUserActive(id: $id) }',
      'mutation($id: ID!) { deleteUser(id: $id) }',
    ]) {
      const answer = await asAdmin(document, { id });
      expect(answer.errors?.[0]).toMatchObject({
        message: adminMessages.cannotChangeOwnAccount,
        extensions: { code: 'BAD_INPUT' },
      });
    }
  });

  it("changes a member's password: the old session and password stop working", async () => {
    const person = await bed.newMember();
    const token = await bed.signIn(person.email, person.password);
    const change =
      'mutation($id: ID!, $p: String!, $c: String!) { changeUserPassword(id: $id, newPassword: $p, confirmPassword: $c) }';
    const mismatch = await asAdmin(change, { id: String(person.id), p: 'brand-new', c: 'brand-old' });
    expect(mismatch.errors?.[0]?.extensions?.fields).toEqual({
      confirmPassword: messages.passwordsMustMatch,
    });

    const changed = await asAdmin(change, { id: String(person.id), p: 'brand-new', c: 'brand-new' });
    expect(changed.data).toEqual({ changeUserPassword: true });
    await expect(bed.signIn(person.email, person.password)).rejects.toThrow();
    await expect(bed.signIn(person.email, 'brand-new')).resolves.toEqual(expect.any(String));
    expect(codeOf(await bed.gql('{ activeUsers { total } }', undefined, token))).toBe('UNAUTHENTICATED');
  });
});

describe('group administration', () => {
  const groupFields = 'id name description memberCount createdAt';
  const members = (groupId: string, token = bed.admin.token) =>
    bed.gql<{ groupMembers: { total: number; members: { id: string; isGroupAdmin: boolean }[] } }>(
      'query($g: ID!) { groupMembers(groupId: $g) { total members { id firstName isGroupAdmin } } }',
      { g: groupId },
      token,
    );

  it('creates a group, edits its members, and keeps the last member', async () => {
    const [first, second] = [await bed.newMember(), await bed.newMember()];
    const created = await asAdmin<{ createGroup: { id: string } }>(
      `mutation($i: NewGroupInput!) { createGroup(input: $i) { ${groupFields} } }`,
      { i: { name: ' Chemistry ', description: 'Lab', userIds: [String(first.id)] } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createGroup).toMatchObject({
      name: 'Chemistry',
      description: 'Lab',
      memberCount: 1,
    });
    const groupId = created.data!.createGroup.id;

    const nonMembers = await asAdmin<{ groupNonMembers: { users: { id: string }[] } }>(
      'query($g: ID!, $s: String) { groupNonMembers(groupId: $g, search: $s) { total users { id } } }',
      { g: groupId, s: second.email },
    );
    expect(nonMembers.data?.groupNonMembers.users).toEqual([{ id: String(second.id) }]);

    const updated = await asAdmin(
      `mutation($id: ID!, $i: GroupEditInput!) { updateGroup(id: $id, input: $i) { ${groupFields} } }`,
      {
        id: groupId,
        i: {
          name: 'Chemistry 2',
          description: null,
          members: [{ userId: String(second.id), selected: true }],
        },
      },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateGroup).toMatchObject({
      name: 'Chemistry 2',
      description: null,
      memberCount: 2,
    });
    expect((await members(groupId)).data?.groupMembers).toMatchObject({
      total: 2,
      members: expect.arrayContaining([
        expect.objectContaining({ id: String(first.id), isGroupAdmin: false }),
        expect.objectContaining({ id: String(second.id), isGroupAdmin: false }),
      ]),
    });

    const remove = 'mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) }';
    expect((await asAdmin(remove, { g: groupId, u: String(first.id) })).data).toEqual({
      removeGroupMember: true,
    });
    const last = await asAdmin(remove, { g: groupId, u: String(second.id) });
    expect(last.errors?.[0]).toMatchObject({
      message: adminMessages.groupNeedsOneUser,
      extensions: { code: 'BAD_INPUT' },
    });
    expect((await members(groupId)).data?.groupMembers.total).toBe(1);

    const emptied = await asAdmin(
      'mutation($id: ID!, $i: GroupEditInput!) { updateGroup(id: $id, input: $i) { id } }',
      { id: groupId, i: { name: 'Emptied', members: [{ userId: String(second.id), selected: false }] } },
    );
    expect(emptied.errors?.[0]?.message).toBe(adminMessages.groupNeedsOneUser);
    const group = await asAdmin<{ group: { name: string; memberCount: number } }>(
      'query($g: ID!) { group(id: $g) { name memberCount } }',
      { g: groupId },
    );
    expect(group.data?.group).toEqual({ name: 'Chemistry 2', memberCount: 1 });

    expect((await asAdmin('mutation($id: ID!) { deleteGroup(id: $id) }', { id: groupId })).data).toEqual({
      deleteGroup: true,
    });
    expect(codeOf(await asAdmin('query($g: ID!) { group(id: $g) { id } }', { g: groupId }))).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses a group without members', async () => {
    const answer = await asAdmin('mutation($i: NewGroupInput!) { createGroup(input: $i) { id } }', {
      i: { name: 'Empty', userIds: [] },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: { userIds: adminMessages.mustAddOneUser },
    });
  });

  it('shows a member only their own groups, with the administrators badged', async () => {
    const person = await bed.newMember();
    const token = await bed.signIn(person.email, person.password);
    const mine = await asAdmin<{ createGroup: { id: string } }>(
      'mutation($i: NewGroupInput!) { createGroup(input: $i) { id } }',
      { i: { name: 'Mine', userIds: [String(person.id), String(bed.admin.id)] } },
    );
    await asAdmin('mutation($i: NewGroupInput!) { createGroup(input: $i) { id } }', {
      i: { name: 'Not mine', userIds: [String(bed.member.id)] },
    });
    const groups = await bed.gql<{ groups: { total: number; groups: { id: string }[] } }>(
      '{ groups { total groups { id name } } }',
      undefined,
      token,
    );
    expect(groups.data?.groups).toEqual({
      total: 1,
      groups: [{ id: mine.data?.createGroup.id, name: 'Mine' }],
    });
    const listed = await members(mine.data!.createGroup.id, token);
    expect(listed.data?.groupMembers.members).toContainEqual(
      expect.objectContaining({ id: String(bed.admin.id), isGroupAdmin: true }),
    );
  });
});

describe('mail to inactive users', () => {
  it('mails those who never signed in once, then says it was already sent', async () => {
    await bed.newMember();
    const first = await asAdmin<{ mailInactiveUsers: number }>('mutation { mailInactiveUsers }');
    expect(first.errors).toBeUndefined();
    expect(first.data?.mailInactiveUsers).toBeGreaterThanOrEqual(1);
    const again = await asAdmin('mutation { mailInactiveUsers }');
    expect(again.errors?.[0]).toMatchObject({
      message: messages.mailAlreadySent,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('the directory', () => {
  it('lists active accounts A to Z for any member', async () => {
    const answer = await bed.gql<{
      activeUsers: { total: number; users: { firstName: string; active: boolean }[] };
    }>('{ activeUsers(limit: 100) { total users { id firstName active } } }', undefined, bed.member.token);
    expect(answer.errors).toBeUndefined();
    const names = answer.data!.activeUsers.users.map((u) => u.firstName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(answer.data!.activeUsers.users.every((u) => u.active)).toBe(true);
  });
});
