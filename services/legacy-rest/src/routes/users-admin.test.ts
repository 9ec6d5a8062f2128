import {
  adminEdgeMessages,
  adminMessages,
  groupEndpoints,
  legacyMessages,
  messages,
} from '@canstring/contracts';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from '../test-support/admin-test-kit';

/** The accounts administration endpoints of the old contract, with its field names, against the real service. */
let bed: LegacyAdminTestBed;
beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-users-admin');
});
afterAll(async () => {
  await bed?.stop();
});

const legacyUserKeys = [
  'aadhar_number',
  'acc_active',
  'class_group',
  'createdAt',
  'email_id',
  'emis_number',
  'first_name',
  'gender',
  'last_name',
  'other_ids',
  'pan_number',
  'phone_no',
  'reg_number',
  'roll_number',
  'user_address',
  'user_city',
  'user_icon',
  'user_id',
  'user_notes',
  'user_role',
  'user_state',
  'user_zip',
].sort();

const newUserBody = (email_id: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  user_role: '2',
  phone_no: '(201) 555-0123',
  email_id,
  password: 'secret',
  roll_number: 'R-1',
  reg_number: 'G-2',
  aadhar_number: '1234',
  pan_number: 'P-3',
  emis_number: 'E-4',
  gender: 'female',
  other_ids: 'X',
  user_notes: 'Analyst',
  user_address: '1 Engine St',
  user_city: 'London',
  user_state: 'LDN',
  user_zip: 12345,
  ...extra,
});

type LegacyUser = Record<string, unknown> & { user_id: number; first_name: string };

describe('POST /users and GET /users', () => {
  it('creates a user from the legacy fields and lists it with the legacy names and TotalRowCount', async () => {
    const person = await bed.newMember();
    const group = (
      await bed.asAdmin(groupEndpoints.create, { group: { name: 'Year 1', userIds: [person.id] } })
    ).group;
    const created = await bed.asAdminRequest('/users', {
      body: newUserBody('ada@example.org', { class_group: String(group.id) }),
    });
    expect(created.status).toBe(200);
    expect(created.encrypted).toBe(true);
    expect(created.body).toEqual({ success: true, message: adminMessages.userCreated });

    const list = await bed.asAdminRequest('/users?offset=0&limit=25&sort=recent&search=lovelace');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, TotalRowCount: 1 });
    const [user] = list.body.userList as LegacyUser[];
    expect(Object.keys(user ?? {}).sort()).toEqual(legacyUserKeys);
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      user_role: 2,
      phone_no: '+12015550123',
      email_id: 'ada@example.org',
      roll_number: 'R-1',
      reg_number: 'G-2',
      aadhar_number: '1234',
      pan_number: 'P-3',
      emis_number: 'E-4',
      gender: 'female',
      other_ids: 'X',
      user_notes: 'Analyst',
      user_address: '1 Engine St',
      user_city: 'London',
      user_state: 'LDN',
      user_zip: '12345',
      acc_active: true,
    });
    expect(user).not.toHaveProperty('password');

    const detail = await bed.asAdminRequest(`/users/${user?.user_id}`);
    expect(detail.body).toMatchObject({
      success: true,
      roleList: [{ role_id: 2, role_name: 'Member' }],
      userDetail: { user_id: user?.user_id, first_name: 'Ada', groupIdList: [group.id] },
    });
  });

  it('pages and sorts: name-like values by name, anything else newest first', async () => {
    for (const first_name of ['Yan', 'Bea', 'Kim']) {
      const answer = await bed.asAdminRequest('/users', {
        body: newUserBody(`${first_name}@sorting.example.org`, { first_name, last_name: 'Sorted' }),
      });
      expect(answer.status).toBe(200);
    }
    const names = async (query: string) =>
      ((await bed.asAdminRequest(`/users?search=sorting.example${query}`)).body.userList as LegacyUser[]).map(
        (u) => u.first_name,
      );
    for (const sort of ['name', 'asc', 'A-Z', 'first_name']) {
      expect({ sort, names: await names(`&sort=${sort}`) }).toEqual({ sort, names: ['Bea', 'Kim', 'Yan'] });
    }
    for (const sort of ['', 'desc', 'createdAt', 'whatever']) {
      expect({ sort, names: await names(`&sort=${sort}`) }).toEqual({ sort, names: ['Kim', 'Bea', 'Yan'] });
    }
    const page = await bed.asAdminRequest('/users?search=sorting.example&sort=name&offset=1&limit=1');
    expect(page.body).toMatchObject({ TotalRowCount: 3, userList: [{ first_name: 'Kim' }] });
  });

  it('refuses a duplicate email with 406 and the spec text', async () => {
    const answer = await bed.asAdminRequest('/users', { body: newUserBody(bed.member.email.toUpperCase()) });
    expect(answer.status).toBe(406);
    expect(answer.body).toEqual({ success: false, message: messages.emailExists });
  });

  it('names wrong fields the legacy way, and writes nothing', async () => {
    const before = await bed.snapshot();
    const answer = await bed.asAdminRequest('/users', {
      body: { ...newUserBody('bad'), phone_no: '12345', password: 'abcd', first_name: '', user_role: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: messages.invalidRequest,
      fields: {
        email_id: messages.invalidEmail,
        phone_no: adminMessages.invalidPhone,
        password: expect.stringMatching(/at least 5/),
        first_name: messages.fieldRequired,
        user_role: adminMessages.roleNotAllowed,
      },
    });
    const missing = await bed.asAdminRequest('/users', { body: { email_id: 'x@example.org' } });
    expect(missing.body.fields).toMatchObject({
      first_name: messages.fieldRequired,
      phone_no: messages.fieldRequired,
      password: messages.fieldRequired,
    });
    const oversized = await bed.asAdminRequest('/users', {
      body: newUserBody('big@example.org', { user_city: 'x'.repeat(300) }),
    });
    expect(oversized.status).toBe(400);
    expect(oversized.body.fields).toHaveProperty('user_city');
    const unknownGroup = await bed.asAdminRequest('/users', {
      body: newUserBody('grouped@example.org', { class_group: '999999' }),
    });
    expect(unknownGroup.status).toBe(404);
    expect(await bed.snapshot()).toEqual(before);
  });

  it('refuses query values that are not whole numbers with 400', async () => {
    const answer = await bed.asAdminRequest('/users?offset=abc&limit=25');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      fields: { offset: adminEdgeMessages.wholeNumberRequired },
    });
  });
});

describe('/users/{id}', () => {
  it('updates with groupIdList, toggles, refuses to update a deactivated user, deletes', async () => {
    const person = await bed.newMember();
    const group = (
      await bed.asAdmin(groupEndpoints.create, { group: { name: 'Year 2', userIds: [bed.member.id] } })
    ).group;
    const updated = await bed.asAdminRequest(`/users/${person.id}`, {
      method: 'PUT',
      body: {
        first_name: 'Renamed',
        user_role: 2,
        phone_no: '2015550111',
        email_id: 'ignored@example.org',
        user_city: 'Paris',
        groupIdList: [group.id],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ success: true, message: 'User details updated successfully' });
    const detail = await bed.asAdminRequest(`/users/${person.id}`);
    expect(detail.body.userDetail).toMatchObject({
      first_name: 'Renamed',
      user_city: 'Paris',
      email_id: person.email,
      groupIdList: [group.id],
    });

    const off = await bed.asAdminRequest(`/users/${person.id}`, { method: 'PATCH' });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      success: true,
      acc_active: false,
      message: adminEdgeMessages.userDeactivated,
    });
    const refused = await bed.asAdminRequest(`/users/${person.id}`, {
      method: 'PUT',
      body: { first_name: 'Again', user_role: 2, phone_no: '2015550111' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: messages.cannotUpdateDisabledUser });
    const on = await bed.asAdminRequest(`/users/${person.id}`, { method: 'PATCH' });
    expect(on.body).toEqual({ success: true, acc_active: true, message: adminEdgeMessages.userActivated });

    const deleted = await bed.asAdminRequest(`/users/${person.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'User deleted successfully' });
    expect((await bed.asAdminRequest(`/users/${person.id}`)).status).toBe(404);
    expect((await bed.asAdminRequest(`/users/${person.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses ids that are not whole numbers with 400 and a clear message', async () => {
    for (const [path, method] of [
      ['/users/abc', 'GET'],
      ['/users/12abc', 'PUT'],
      ['/users/-1', 'PATCH'],
      ['/users/0', 'DELETE'],
    ] as const) {
      const answer = await bed.asAdminRequest(path, { method, ...(method === 'PUT' ? { body: {} } : {}) });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 400,
        body: {
          success: false,
          message: adminEdgeMessages.invalidId,
          fields: { id: adminEdgeMessages.invalidId },
        },
      });
    }
  });

  it("refuses the administrator's own deactivation and deletion with 400", async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const answer = await bed.asAdminRequest(`/users/${bed.admin.id}`, { method });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: adminMessages.cannotChangeOwnAccount });
    }
  });

  it('leaves the sign-in routes of /users in place', async () => {
    const current = await bed.request('/users/currentUser', { token: bed.member.token });
    expect(current.status).toBe(200);
    expect(current.body.userDetail).toMatchObject({ user_id: bed.member.id });
  });
});

describe('PATCH /users/userPassword', () => {
  it('changes the password with the spec text; the old one stops working', async () => {
    const person = await bed.newMember();
    const answer = await bed.asAdminRequest('/users/userPassword', {
      method: 'PATCH',
      body: { user_id: String(person.id), new_password: 'fresh', confirm_password: 'fresh' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Password updated successfully' });
    await expect(bed.signIn(person.email, person.password)).rejects.toThrow();
    await expect(bed.signIn(person.email, 'fresh')).resolves.toEqual(expect.any(String));
  });

  it('names the legacy fields when the passwords are short or differ', async () => {
    const person = await bed.newMember();
    const short = await bed.asAdminRequest('/users/userPassword', {
      method: 'PATCH',
      body: { user_id: person.id, new_password: 'abc', confirm_password: 'abd' },
    });
    expect(short.status).toBe(400);
    expect(short.body.fields).toMatchObject({
      new_password: expect.stringMatching(/at least 5/),
      confirm_password: messages.passwordsMustMatch,
    });
    const noUser = await bed.asAdminRequest('/users/userPassword', {
      method: 'PATCH',
      body: { new_password: 'fresh', confirm_password: 'fresh' },
    });
    expect(noUser.status).toBe(400);
    expect(noUser.body.fields).toEqual({ user_id: messages.fieldRequired });
    await expect(bed.signIn(person.email, person.password)).resolves.toEqual(expect.any(String));
  });
});

describe('GET /users/defaultLookup and GET /activeUsers', () => {
  it('answers the role list without role 1', async () => {
    const answer = await bed.asAdminRequest('/users/defaultLookup');
    expect(answer.body).toEqual({ success: true, roleList: [{ role_id: 2, role_name: 'Member' }] });
  });

  it('answers active users A to Z in userList for a member', async () => {
    const answer = await bed.request('/activeUsers?offset=0&limit=100', { token: bed.member.token });
    expect(answer.status).toBe(200);
    const users = answer.body.userList as Record<string, unknown>[];
    expect(users[0] && Object.keys(users[0]).sort()).toEqual(
      ['acc_active', 'email_id', 'first_name', 'full_name', 'last_name', 'user_id', 'user_role'].sort(),
    );
    const names = users.map((u) => String(u.first_name).toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(users.every((u) => u.acc_active === true)).toBe(true);
  });
});

describe('PUT /sendEmailToAllUser', () => {
  it('mails the inactive users once, then answers 404 with the spec text', async () => {
    await bed.newMember();
    const body = { include_all: true, excludeAddress: 'nobody@example.org, ', domain: '', activeUserIds: [] };
    const first = await bed.asAdminRequest('/sendEmailToAllUser', { method: 'PUT', body });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: expect.stringMatching(/^Mail sent to \d+ inactive user/),
    });
    const again = await bed.asAdminRequest('/sendEmailToAllUser', { method: 'PUT', body });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'Sorry, Already mail send to all active users.' });
  });
});

describe('named routes under /users', () => {
  it('are not read as ids when called with another method', async () => {
    for (const [path, method] of [
      ['/users/authenticate', 'GET'],
      ['/users/currentUser', 'DELETE'],
      ['/users/defaultLookup', 'PUT'],
      ['/users/userPassword', 'GET'],
    ] as const) {
      const answer = await bed.asAdminRequest(path, { method, ...(method === 'PUT' ? { body: {} } : {}) });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: { success: false, message: legacyMessages.unknownRoute },
      });
    }
  });
});
