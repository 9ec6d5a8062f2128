import { adminEdgeMessages, adminMessages, groupEndpoints, messages } from '@canstring/contracts';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from '../test-support/admin-test-kit';

/** The groups endpoints of the old contract, with its field names, against the real user service. */
let bed: LegacyAdminTestBed;
beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-groups');
});
afterAll(async () => {
  await bed?.stop();
});

type LegacyGroup = Record<string, unknown> & { chat_group_id: number; chat_group_name: string };
const groupKeys = [
  'chat_description',
  'chat_group_id',
  'chat_group_name',
  'createdAt',
  'full_name',
  'group_id',
  'TotalUserCount',
].sort();

const classList = async (query = '', token = bed.admin.token) => {
  const answer = await bed.request(`/classList${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body as { success: boolean; chatList: LegacyGroup[]; TotalRowCount: number };
};

describe('a group through its life', () => {
  it('is created, listed, read, edited, loses a member but never the last one, and is deleted', async () => {
    const [first, second] = [await bed.newMember(), await bed.newMember()];
    const created = await bed.asAdminRequest('/chats/createChatGroup', {
      body: { chat_group_name: 'Biology', chat_description: 'Cells', user_Ids: [String(first.id)] },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, message: adminMessages.groupCreated });

    const list = await classList('?offset=0&limit=25&sort=name&search=biolo');
    expect(list).toMatchObject({ success: true, TotalRowCount: 1 });
    const [group] = list.chatList;
    expect(Object.keys(group ?? {}).sort()).toEqual(groupKeys);
    expect(group).toMatchObject({
      chat_group_name: 'Biology',
      full_name: 'Biology',
      chat_description: 'Cells',
      TotalUserCount: 1,
      group_id: group?.chat_group_id,
    });
    const id = group!.chat_group_id;

    const room = await bed.asAdminRequest(`/currentRoom?groupId=${id}`);
    expect(room.body).toEqual({ success: true, group_detail: group });

    const nonMembers = await bed.asAdminRequest(
      `/chats/getNonGroupMemberList?groupId=${id}&offset=0&limit=25&search=${encodeURIComponent(second.email)}`,
    );
    expect(nonMembers.body).toMatchObject({
      success: true,
      memberList: [
        { user_id: second.id, first_name: second.firstName, full_name: second.firstName, acc_active: true },
      ],
    });

    const edited = await bed.asAdminRequest(`/groupsUsers/${id}`, {
      method: 'PUT',
      body: {
        chat_group_name: 'Biology 2',
        chat_description: 'Cells and more',
        userIdList: [{ user_id: String(second.id), is_selected: 1 }],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ success: true, message: 'Group details updated successfully' });

    const members = await bed.asAdminRequest(`/chats/groupMemberList?offset=0&limit=25&groupId=${id}`);
    expect(members.status).toBe(200);
    const memberList = members.body.groupMemberList as Record<string, unknown>[];
    expect(memberList).toHaveLength(2);
    for (const member of memberList) {
      expect(Object.keys(member).sort()).toEqual(
        ['full_name', 'is_group_admin', 'is_online', 'last_seen', 'user_id'].sort(),
      );
      expect(member).toMatchObject({ is_online: false, last_seen: null, is_group_admin: false });
    }
    expect(memberList.map((m) => m.user_id).sort()).toEqual([first.id, second.id].sort());

    const removed = await bed.asAdminRequest(`/groupUser/${id}/${first.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: adminEdgeMessages.memberRemoved });
    const last = await bed.asAdminRequest(`/groupUser/${id}/${second.id}`, { method: 'DELETE' });
    expect(last.status).toBe(400);
    expect(last.body).toEqual({ success: false, message: 'Group must be need one user.' });
    const emptied = await bed.asAdminRequest(`/groupsUsers/${id}`, {
      method: 'PUT',
      body: { chat_group_name: 'Empty', userIdList: [{ user_id: second.id, is_selected: false }] },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.message).toBe(adminMessages.groupNeedsOneUser);
    expect((await bed.asAdminRequest(`/currentRoom?groupId=${id}`)).body.group_detail).toMatchObject({
      chat_group_name: 'Biology 2',
      chat_description: 'Cells and more',
      TotalUserCount: 1,
    });

    const deleted = await bed.asAdminRequest(`/groupRoom/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: adminMessages.groupDeleted });
    expect((await bed.asAdminRequest(`/currentRoom?groupId=${id}`)).status).toBe(404);
  });

  it('marks administrators as group admins', async () => {
    const group = (
      await bed.asAdmin(groupEndpoints.create, {
        group: { name: 'Staff', userIds: [bed.admin.id, bed.member.id] },
      })
    ).group;
    const members = await bed.request(`/chats/groupMemberList?groupId=${group.id}`, {
      token: bed.member.token,
    });
    expect(members.status).toBe(200);
    expect(members.body.groupMemberList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: bed.admin.id, is_group_admin: true }),
        expect.objectContaining({ user_id: bed.member.id, is_group_admin: false }),
      ]),
    );
  });
});

describe('bad input', () => {
  it('refuses a group without members with the spec text, under the legacy field name', async () => {
    const before = await bed.snapshot();
    const answer = await bed.asAdminRequest('/chats/createChatGroup', {
      body: { chat_group_name: 'Nobody', chat_description: '', user_Ids: [] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ user_Ids: adminMessages.mustAddOneUser });
    const unnamed = await bed.asAdminRequest('/chats/createChatGroup', {
      body: { user_Ids: [bed.member.id] },
    });
    expect(unnamed.body.fields).toEqual({ chat_group_name: messages.fieldRequired });
    const unknownUser = await bed.asAdminRequest('/chats/createChatGroup', {
      body: { chat_group_name: 'Ghosts', user_Ids: [999999] },
    });
    expect(unknownUser.status).toBe(404);
    expect(await bed.snapshot()).toEqual(before);
  });

  it('names a wrong member selection by its legacy path', async () => {
    const group = (
      await bed.asAdmin(groupEndpoints.create, { group: { name: 'Sel', userIds: [bed.member.id] } })
    ).group;
    const answer = await bed.asAdminRequest(`/groupsUsers/${group.id}`, {
      method: 'PUT',
      body: { chat_group_name: 'Sel', userIdList: [{ user_id: 'someone', is_selected: true }] },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields as object)).toEqual(['userIdList.0.user_id']);
  });

  it('refuses a missing or malformed groupId and path ids that are not whole numbers', async () => {
    const missing = await bed.asAdminRequest('/currentRoom');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      message: messages.invalidRequest,
      fields: { groupId: messages.fieldRequired },
    });
    const malformed = await bed.asAdminRequest('/chats/groupMemberList?groupId=abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(adminEdgeMessages.invalidId);
    for (const [path, method] of [
      ['/groupRoom/x', 'DELETE'],
      ['/groupUser/1/y', 'DELETE'],
      ['/groupsUsers/1.5', 'PUT'],
    ] as const) {
      const answer = await bed.asAdminRequest(path, { method, ...(method === 'PUT' ? { body: {} } : {}) });
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({
        path,
        status: 400,
        message: adminEdgeMessages.invalidId,
      });
    }
  });
});

describe('what a member sees', () => {
  it('lists only their own groups in /classList', async () => {
    const person = await bed.newMember();
    const token = await bed.signIn(person.email, person.password);
    const mine = (await bed.asAdmin(groupEndpoints.create, { group: { name: 'Mine', userIds: [person.id] } }))
      .group;
    await bed.asAdmin(groupEndpoints.create, { group: { name: 'Theirs', userIds: [bed.member.id] } });
    const list = await classList('', token);
    expect(list.TotalRowCount).toBe(1);
    expect(list.chatList.map((g) => g.chat_group_id)).toEqual([mine.id]);
  });
});
