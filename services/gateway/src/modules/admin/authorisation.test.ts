import { groupEndpoints, messages } from '@canstring/contracts';
import { type AdminTestBed, codeOf, type Person, startAdminTestBed } from '../../test-support/admin-test-kit';
import { eventually } from '../../test-support/test-client';

/**
 * The authorisation matrix through GraphQL: every administrative operation (and the reads open to
 * members) × {administrator, member, guest, no token}. A refused call must change nothing, so each
 * refusal compares the user service's whole state before and after.
 */
let bed: AdminTestBed;
beforeAll(async () => {
  bed = await startAdminTestBed('gql-matrix');
});
afterAll(async () => {
  await bed?.stop();
});

type Variables = Record<string, unknown>;
interface Operation {
  name: string;
  document: string;
  /** The field the operation answers under. */
  field: string;
  /** Administrative operations refuse members; reads of the directory and own groups allow them. */
  members: 'refused' | 'allowed';
  prepare: () => Promise<Variables>;
  /** What the administrator's (or an allowed member's) answer must show. */
  allowed: (data: unknown, variables: Variables) => void | Promise<void>;
  /** True when the administrator's call shows in the snapshot (proves the snapshot would see a change). */
  changes?: boolean;
  /** State the snapshot cannot see, checked after each refusal. */
  unchanged?: (variables: Variables) => Promise<void>;
}

const profile = (firstName: string) => ({ firstName, role: 2, phone: '(201) 555-0123' });
const groupOf = async (...people: Person[]) =>
  (
    await bed.asAdmin(groupEndpoints.create, {
      group: { name: `Class ${people.map((p) => p.id).join('-')}`, userIds: people.map((p) => p.id) },
    })
  ).group;
let emails = 0;

const operations: Operation[] = [
  {
    name: 'users',
    document: 'query { users(limit: 5) { total users { id email } } }',
    field: 'users',
    members: 'refused',
    prepare: async () => ({}),
    allowed: (data) => expect(data).toMatchObject({ total: expect.any(Number), users: expect.any(Array) }),
  },
  {
    name: 'user',
    document: 'query($id: ID!) { user(id: $id) { user { id email } groupIds } }',
    field: 'user',
    members: 'refused',
    prepare: async () => ({ id: String((await bed.newMember()).id) }),
    allowed: (data, v) => expect(data).toMatchObject({ user: { id: v.id }, groupIds: [] }),
  },
  {
    name: 'roles',
    document: 'query { roles { roleId roleName } }',
    field: 'roles',
    members: 'refused',
    prepare: async () => ({}),
    allowed: (data) => expect(data).toEqual([{ roleId: 2, roleName: 'Member' }]),
  },
  {
    name: 'groupNonMembers',
    document: 'query($g: ID!) { groupNonMembers(groupId: $g) { total users { id } } }',
    field: 'groupNonMembers',
    members: 'refused',
    prepare: async () => ({ g: String((await groupOf(await bed.newMember())).id) }),
    allowed: (data) => expect(data).toMatchObject({ total: expect.any(Number) }),
  },
  {
    name: 'createUser',
    document: 'mutation($i: NewUserInput!) { createUser(input: $i) { id email } }',
    field: 'createUser',
    members: 'refused',
    changes: true,
    prepare: async () => {
      emails += 1;
      return { i: { ...profile('Created'), email: `created${emails}@example.org`, password: 'secret' } };
    },
    allowed: (data, v) => expect(data).toMatchObject({ email: (v.i as { email: string }).email }),
  },
  {
    name: 'updateUser',
    document: 'mutation($id: ID!, $i: UserProfileInput!) { updateUser(id: $id, input: $i) { id firstName } }',
    field: 'updateUser',
    members: 'refused',
    changes: true,
    prepare: async () => ({ id: String((await bed.newMember()).id), i: profile('Renamed') }),
    allowed: (data) => expect(data).toMatchObject({ firstName: 'Renamed' }),
  },
  {
    name: 'toggleUserActive',
    document: 'mutation($id: ID!) { toggleUserActive(id: $id) }',
    field: 'toggleUserActive',
    members: 'refused',
    changes: true,
    prepare: async () => ({ id: String((await bed.newMember()).id) }),
    allowed: (data) => expect(data).toBe(false),
  },
  {
    name: 'deleteUser',
    document: 'mutation($id: ID!) { deleteUser(id: $id) }',
    field: 'deleteUser',
    members: 'refused',
    changes: true,
    prepare: async () => ({ id: String((await bed.newMember()).id) }),
    allowed: async (data, v) => {
      expect(data).toBe(true);
      const gone = await bed.gql('query($id: ID!) { user(id: $id) { user { id } } }', v, bed.admin.token);
      expect(codeOf(gone)).toBe('NOT_FOUND');
    },
  },
  {
    name: 'changeUserPassword',
    document:
      'mutation($id: ID!, $p: String!, $c: String!) { changeUserPassword(id: $id, newPassword: $p, confirmPassword: $c) }',
    field: 'changeUserPassword',
    members: 'refused',
    prepare: async () => {
      const target = await bed.newMember();
      return { id: String(target.id), p: 'changed', c: 'changed', email: target.email, old: target.password };
    },
    // The password is not in the snapshot: the old one must still open a session.
    unchanged: async (v) => {
      await expect(bed.signIn(v.email as string, v.old as string)).resolves.toEqual(expect.any(String));
    },
    allowed: async (data, v) => {
      expect(data).toBe(true);
      await expect(bed.signIn(v.email as string, 'changed')).resolves.toEqual(expect.any(String));
    },
  },
  {
    name: 'createGroup',
    document: 'mutation($i: NewGroupInput!) { createGroup(input: $i) { id name memberCount } }',
    field: 'createGroup',
    members: 'refused',
    changes: true,
    prepare: async () => ({ i: { name: 'New class', userIds: [String((await bed.newMember()).id)] } }),
    allowed: (data) => expect(data).toMatchObject({ name: 'New class', memberCount: 1 }),
  },
  {
    name: 'updateGroup',
    document:
      'mutation($id: ID!, $i: GroupEditInput!) { updateGroup(id: $id, input: $i) { id memberCount } }',
    field: 'updateGroup',
    members: 'refused',
    changes: true,
    prepare: async () => {
      const group = await groupOf(await bed.newMember());
      const added = await bed.newMember();
      return {
        id: String(group.id),
        i: { name: 'Edited class', members: [{ userId: String(added.id), selected: true }] },
      };
    },
    allowed: (data) => expect(data).toMatchObject({ memberCount: 2 }),
  },
  {
    name: 'deleteGroup',
    document: 'mutation($id: ID!) { deleteGroup(id: $id) }',
    field: 'deleteGroup',
    members: 'refused',
    changes: true,
    prepare: async () => ({ id: String((await groupOf(await bed.newMember())).id) }),
    allowed: (data) => expect(data).toBe(true),
  },
  {
    name: 'removeGroupMember',
    document: 'mutation($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) }',
    field: 'removeGroupMember',
    members: 'refused',
    changes: true,
    prepare: async () => {
      const leaving = await bed.newMember();
      const group = await groupOf(leaving, await bed.newMember());
      return { g: String(group.id), u: String(leaving.id) };
    },
    allowed: (data) => expect(data).toBe(true),
  },
  {
    name: 'mailInactiveUsers',
    document: 'mutation { mailInactiveUsers }',
    field: 'mailInactiveUsers',
    members: 'refused',
    // At least this account is inactive (never signed in); had a refused call mailed it, nobody would be left.
    prepare: async () => ({ fresh: await bed.newMember() }),
    allowed: (data) => expect(data).toBeGreaterThanOrEqual(1),
  },
  {
    name: 'activeUsers',
    document: 'query { activeUsers(limit: 5) { total users { id firstName } } }',
    field: 'activeUsers',
    members: 'allowed',
    prepare: async () => ({}),
    allowed: (data) => expect(data).toMatchObject({ total: expect.any(Number) }),
  },
  {
    name: 'groups',
    document: 'query { groups { total groups { id name memberCount } } }',
    field: 'groups',
    members: 'allowed',
    prepare: async () => ({ g: String((await groupOf(bed.member)).id) }),
    allowed: (data, v) =>
      expect((data as { groups: { id: string }[] }).groups).toContainEqual(
        expect.objectContaining({ id: v.g }),
      ),
  },
  {
    name: 'group',
    document: 'query($g: ID!) { group(id: $g) { id name } }',
    field: 'group',
    members: 'allowed',
    prepare: async () => ({ g: String((await groupOf(bed.member)).id) }),
    allowed: (data, v) => expect(data).toMatchObject({ id: v.g }),
  },
  {
    name: 'groupMembers',
    document: 'query($g: ID!) { groupMembers(groupId: $g) { total members { id isGroupAdmin } } }',
    field: 'groupMembers',
    members: 'allowed',
    prepare: async () => ({ g: String((await groupOf(bed.member)).id) }),
    allowed: (data) => expect(data).toMatchObject({ total: 1 }),
  },
];

type Caller = 'member' | 'guest' | 'no token';
const tokenOf = (caller: Caller): string | undefined =>
  caller === 'member' ? bed.member.token : caller === 'guest' ? bed.guestToken : undefined;

const refusals = (op: Operation) =>
  [
    { caller: 'member' as const, code: 'FORBIDDEN' },
    { caller: 'guest' as const, code: 'UNAUTHENTICATED' },
    { caller: 'no token' as const, code: 'UNAUTHENTICATED' },
  ].filter((r) => !(r.caller === 'member' && op.members === 'allowed'));

describe.each(operations)('$name through GraphQL', (op) => {
  let variables: Variables;
  beforeAll(async () => {
    variables = await op.prepare();
  });

  it.each(refusals(op))('refuses $caller with $code and changes nothing', async ({ caller, code }) => {
    const before = await bed.snapshot();
    const answer = await bed.gql(op.document, variables, tokenOf(caller));
    expect(codeOf(answer)).toBe(code);
    expect(answer.errors?.[0]?.message).toBe(
      code === 'FORBIDDEN' ? messages.notAllowed : messages.signInRequired,
    );
    expect(answer.data ?? null).toBeNull();
    expect(await bed.snapshot()).toEqual(before);
    await op.unchanged?.(variables);
  });

  if (op.members === 'allowed') {
    it('allows a member', async () => {
      const answer = await bed.gql(op.document, variables, bed.member.token);
      expect(answer.errors).toBeUndefined();
      await op.allowed(answer.data?.[op.field], variables);
    });
  }

  it('allows the administrator', async () => {
    const before = await bed.snapshot();
    const answer = await bed.gql(op.document, variables, bed.admin.token);
    expect(answer.errors).toBeUndefined();
    await op.allowed(answer.data?.[op.field], variables);
    if (op.changes) expect(await bed.snapshot()).not.toEqual(before);
  });
});

describe('deactivated accounts', () => {
  const refused = async (document: string, token: string) =>
    codeOf(await bed.gql(document, undefined, token)) === 'UNAUTHENTICATED';

  it("refuses a deactivated administrator's old token, and nothing changes", async () => {
    const email = 'second-admin@example.org';
    const id = await bed.users.addUser({ email, password: 'admin-two', role: 1 });
    const token = await bed.signIn(email, 'admin-two');
    expect(await refused('query { users { total } }', token)).toBe(false);

    const off = await bed.gql(
      'mutation($id: ID!) { toggleUserActive(id: $id) }',
      { id: String(id) },
      bed.admin.token,
    );
    expect(off.data).toEqual({ toggleUserActive: false });
    expect(await eventually(() => refused('query { users { total } }', token))).toBe(true);

    const target = await bed.newMember();
    const before = await bed.snapshot();
    const attempt = await bed.gql(
      'mutation($id: ID!) { deleteUser(id: $id) }',
      { id: String(target.id) },
      token,
    );
    expect(codeOf(attempt)).toBe('UNAUTHENTICATED');
    expect(await bed.snapshot()).toEqual(before);
  });

  it("refuses a deactivated member's old token, even for reads open to members", async () => {
    const person = await bed.newMember();
    const token = await bed.signIn(person.email, person.password);
    expect(await refused('query { activeUsers { total } }', token)).toBe(false);
    const off = await bed.gql(
      'mutation($id: ID!) { toggleUserActive(id: $id) }',
      { id: String(person.id) },
      bed.admin.token,
    );
    expect(off.data).toEqual({ toggleUserActive: false });
    expect(await eventually(() => refused('query { activeUsers { total } }', token))).toBe(true);
  });
});
