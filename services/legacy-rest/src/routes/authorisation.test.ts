import { groupEndpoints, messages } from '@canstring/contracts';
import {
  type LegacyAdminTestBed,
  type Person,
  startLegacyAdminTestBed,
} from '../test-support/admin-test-kit';
import type { LegacyRequest } from '../test-support/test-client';

/**
 * The authorisation matrix through the legacy adapter: every administrative endpoint (and the reads open
 * to members) × {administrator, member, guest, no token}. A refused call must change nothing, so each
 * refusal compares the user service's whole state before and after.
 */
let bed: LegacyAdminTestBed;
beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-matrix');
});
afterAll(async () => {
  await bed?.stop();
});

type Prepared = Record<string, unknown>;
interface Operation {
  name: string;
  /** Path (with its query) and request, from what `prepare` made. */
  request: (p: Prepared) => { path: string } & Omit<LegacyRequest, 'origin' | 'token'>;
  members: 'refused' | 'allowed';
  prepare: () => Promise<Prepared>;
  /** What the allowed answer's body must show. */
  allowed: (body: Record<string, unknown>, p: Prepared) => void | Promise<void>;
  /** True when the administrator's call shows in the snapshot (proves the snapshot would see a change). */
  changes?: boolean;
  /** State the snapshot cannot see, checked after each refusal. */
  unchanged?: (p: Prepared) => Promise<void>;
}

const legacyProfile = (first_name: string) => ({ first_name, user_role: 2, phone_no: '(201) 555-0123' });
const groupOf = async (...people: Person[]) =>
  (
    await bed.asAdmin(groupEndpoints.create, {
      group: { name: `Class ${people.map((p) => p.id).join('-')}`, userIds: people.map((p) => p.id) },
    })
  ).group;
let emails = 0;

const operations: Operation[] = [
  {
    name: 'GET /users',
    request: () => ({ path: '/users?offset=0&limit=5&sort=name' }),
    members: 'refused',
    prepare: async () => ({}),
    allowed: (body) => expect(body).toMatchObject({ success: true, userList: expect.any(Array) }),
  },
  {
    name: 'POST /users',
    request: (p) => ({ path: '/users', body: p.body }),
    members: 'refused',
    changes: true,
    prepare: async () => {
      emails += 1;
      return {
        body: { ...legacyProfile('Created'), email_id: `created${emails}@example.org`, password: 'secret' },
      };
    },
    allowed: (body) => expect(body.success).toBe(true),
  },
  {
    name: 'GET /users/{id}',
    request: (p) => ({ path: `/users/${p.id}` }),
    members: 'refused',
    prepare: async () => ({ id: (await bed.newMember()).id }),
    allowed: (body, p) => expect(body).toMatchObject({ success: true, userDetail: { user_id: p.id } }),
  },
  {
    name: 'PUT /users/{id}',
    request: (p) => ({ path: `/users/${p.id}`, method: 'PUT', body: legacyProfile('Renamed') }),
    members: 'refused',
    changes: true,
    prepare: async () => ({ id: (await bed.newMember()).id }),
    allowed: (body) => expect(body.success).toBe(true),
  },
  {
    name: 'PATCH /users/{id}',
    request: (p) => ({ path: `/users/${p.id}`, method: 'PATCH' }),
    members: 'refused',
    changes: true,
    prepare: async () => ({ id: (await bed.newMember()).id }),
    allowed: (body) => expect(body).toMatchObject({ success: true, acc_active: false }),
  },
  {
    name: 'DELETE /users/{id}',
    request: (p) => ({ path: `/users/${p.id}`, method: 'DELETE' }),
    members: 'refused',
    changes: true,
    prepare: async () => ({ id: (await bed.newMember()).id }),
    allowed: (body) => expect(body.success).toBe(true),
  },
  {
    name: 'PATCH /users/userPassword',
    request: (p) => ({
      path: '/users/userPassword',
      method: 'PATCH',
      body: { user_id: p.id, new_password: 'changed', confirm_password: 'changed' },
    }),
    members: 'refused',
    prepare: async () => {
      const target = await bed.newMember();
      return { id: target.id, email: target.email, old: target.password };
    },
    // The password is not in the snapshot: the old one must still open a session.
    unchanged: async (p) => {
      await expect(bed.signIn(p.email as string, p.old as string)).resolves.toEqual(expect.any(String));
    },
    allowed: async (body, p) => {
      expect(body.success).toBe(true);
      await expect(bed.signIn(p.email as string, 'changed')).resolves.toEqual(expect.any(String));
    },
  },
  {
    name: 'GET /users/defaultLookup',
    request: () => ({ path: '/users/defaultLookup' }),
    members: 'refused',
    prepare: async () => ({}),
    allowed: (body) =>
      expect(body).toEqual({ success: true, roleList: [{ role_id: 2, role_name: 'Member' }] }),
  },
  {
    name: 'PUT /sendEmailToAllUser',
    request: () => ({
      path: '/sendEmailToAllUser',
      method: 'PUT',
      body: { include_all: true, excludeAddress: [], domain: '', activeUserIds: [] },
    }),
    members: 'refused',
    // At least this account is inactive (never signed in); had a refused call mailed it, nobody would be left.
    prepare: async () => ({ fresh: await bed.newMember() }),
    allowed: (body) => expect(body.success).toBe(true),
  },
  {
    name: 'GET /chats/getNonGroupMemberList',
    request: (p) => ({ path: `/chats/getNonGroupMemberList?groupId=${p.groupId}&offset=0&limit=25` }),
    members: 'refused',
    prepare: async () => ({ groupId: (await groupOf(await bed.newMember())).id }),
    allowed: (body) => expect(body).toMatchObject({ success: true, memberList: expect.any(Array) }),
  },
  {
    name: 'POST /chats/createChatGroup',
    request: (p) => ({
      path: '/chats/createChatGroup',
      body: { chat_group_name: 'New class', chat_description: 'Created here', user_Ids: [p.userId] },
    }),
    members: 'refused',
    changes: true,
    prepare: async () => ({ userId: (await bed.newMember()).id }),
    allowed: (body) => expect(body.success).toBe(true),
  },
  {
    name: 'PUT /groupsUsers/{id}',
    request: (p) => ({
      path: `/groupsUsers/${p.groupId}`,
      method: 'PUT',
      body: {
        chat_group_name: 'Edited class',
        chat_description: '',
        userIdList: [{ user_id: p.userId, is_selected: true }],
      },
    }),
    members: 'refused',
    changes: true,
    prepare: async () => ({
      groupId: (await groupOf(await bed.newMember())).id,
      userId: (await bed.newMember()).id,
    }),
    allowed: (body) => expect(body.success).toBe(true),
  },
  {
    name: 'DELETE /groupRoom/{id}',
    request: (p) => ({ path: `/groupRoom/${p.groupId}`, method: 'DELETE' }),
    members: 'refused',
    changes: true,
    prepare: async () => ({ groupId: (await groupOf(await bed.newMember())).id }),
    allowed: (body) => expect(body.success).toBe(true),
  },
  {
    name: 'DELETE /groupUser/{id}/{userId}',
    request: (p) => ({ path: `/groupUser/${p.groupId}/${p.userId}`, method: 'DELETE' }),
    members: 'refused',
    changes: true,
    prepare: async () => {
      const leaving = await bed.newMember();
      return { groupId: (await groupOf(leaving, await bed.newMember())).id, userId: leaving.id };
    },
    allowed: (body) => expect(body.success).toBe(true),
  },
  {
    name: 'GET /activeUsers',
    request: () => ({ path: '/activeUsers?offset=0&limit=25' }),
    members: 'allowed',
    prepare: async () => ({}),
    allowed: (body) => expect(body).toMatchObject({ success: true, userList: expect.any(Array) }),
  },
  {
    name: 'GET /classList',
    request: () => ({ path: '/classList?offset=0&limit=25' }),
    members: 'allowed',
    prepare: async () => ({ groupId: (await groupOf(bed.member)).id }),
    allowed: (body, p) =>
      expect(body.chatList).toContainEqual(expect.objectContaining({ chat_group_id: p.groupId })),
  },
  {
    name: 'GET /currentRoom',
    request: (p) => ({ path: `/currentRoom?groupId=${p.groupId}` }),
    members: 'allowed',
    prepare: async () => ({ groupId: (await groupOf(bed.member)).id }),
    allowed: (body, p) =>
      expect(body).toMatchObject({ success: true, group_detail: { chat_group_id: p.groupId } }),
  },
  {
    name: 'GET /chats/groupMemberList',
    request: (p) => ({ path: `/chats/groupMemberList?offset=0&limit=25&groupId=${p.groupId}` }),
    members: 'allowed',
    prepare: async () => ({ groupId: (await groupOf(bed.member)).id }),
    allowed: (body) => expect(body).toMatchObject({ success: true, groupMemberList: [expect.any(Object)] }),
  },
];

type Caller = 'member' | 'guest' | 'no token';
const tokenOf = (caller: Caller): string | undefined =>
  caller === 'member' ? bed.member.token : caller === 'guest' ? bed.guestToken : undefined;

const refusals = (op: Operation) =>
  [
    { caller: 'member' as const, status: 403 },
    { caller: 'guest' as const, status: 401 },
    { caller: 'no token' as const, status: 401 },
  ].filter((r) => !(r.caller === 'member' && op.members === 'allowed'));

const send = (op: Operation, prepared: Prepared, token: string | undefined) => {
  const { path, ...options } = op.request(prepared);
  return bed.request(path, { ...options, ...(token === undefined ? {} : { token }) });
};

describe.each(operations)('$name through the legacy adapter', (op) => {
  let prepared: Prepared;
  beforeAll(async () => {
    prepared = await op.prepare();
  });

  it.each(refusals(op))('refuses $caller with $status and changes nothing', async ({ caller, status }) => {
    const before = await bed.snapshot();
    const answer = await send(op, prepared, tokenOf(caller));
    expect(answer.status).toBe(status);
    expect(answer.encrypted).toBe(true);
    expect(answer.body).toEqual({
      success: false,
      message: status === 403 ? messages.notAllowed : messages.signInRequired,
    });
    expect(await bed.snapshot()).toEqual(before);
    await op.unchanged?.(prepared);
  });

  if (op.members === 'allowed') {
    it('allows a member', async () => {
      const answer = await send(op, prepared, bed.member.token);
      expect(answer.status).toBe(200);
      await op.allowed(answer.body, prepared);
    });
  }

  it('allows the administrator', async () => {
    const before = await bed.snapshot();
    const answer = await send(op, prepared, bed.admin.token);
    expect(answer.status).toBe(200);
    await op.allowed(answer.body, prepared);
    if (op.changes) expect(await bed.snapshot()).not.toEqual(before);
  });
});

describe('deactivated accounts', () => {
  it("refuses a deactivated administrator's old token with 401, and nothing changes", async () => {
    const email = 'second-admin@example.org';
    const id = await bed.users.addUser({ email, password: 'admin-two', role: 1 });
    const token = await bed.signIn(email, 'admin-two');
    expect((await bed.request('/users', { token })).status).toBe(200);

    const off = await bed.asAdminRequest(`/users/${id}`, { method: 'PATCH' });
    expect(off.body).toMatchObject({ success: true, acc_active: false });
    const target = await bed.newMember();
    const before = await bed.snapshot();
    // The deactivation is announced to every instance: no cached check lets the old token through.
    const attempt = await bed.request(`/users/${target.id}`, { method: 'DELETE', token });
    expect(attempt.status).toBe(401);
    expect((await bed.request('/users', { token })).status).toBe(401);
    expect(await bed.snapshot()).toEqual(before);
  });

  it("refuses a deactivated member's old token, even for reads open to members", async () => {
    const person = await bed.newMember();
    const token = await bed.signIn(person.email, person.password);
    expect((await bed.request('/activeUsers', { token })).status).toBe(200);
    const off = await bed.asAdminRequest(`/users/${person.id}`, { method: 'PATCH' });
    expect(off.body).toMatchObject({ acc_active: false });
    expect((await bed.request('/activeUsers', { token })).status).toBe(401);
  });
});
