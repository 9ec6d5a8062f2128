import { type ChatService, startChatServiceForTest } from '@canstring/chat-service/testing';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatEdgeMessages,
  chatMessages,
  groupEndpoints,
  messages,
  userAdminEndpoints,
} from '@canstring/contracts';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from '../test-support/admin-test-kit';

/** The chat endpoints of the old contract, encrypted as the old client sends them, against the real services. */
let bed: LegacyAdminTestBed;
let chat: ChatService;

interface Member {
  id: number;
  firstName: string;
  token: string;
}
let ana: Member;
let ben: Member;
let cleo: Member;
let groupId: number;

let counter = 0;
const member = async (firstName: string, lastName?: string): Promise<Member> => {
  counter += 1;
  const email = `legacy-chat-${counter}@example.org`;
  const { user } = await bed.asAdmin(userAdminEndpoints.create, {
    user: { email, password: 'secret-1', firstName, lastName, role: 2, phone: `(201) 555-0${100 + counter}` },
  });
  return { id: user.id, firstName, token: await bed.signIn(email, 'secret-1') };
};

beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-chats');
  chat = await startChatServiceForTest({ natsUrl: bed.nats.url });
  ana = await member('Ana', 'Avery');
  ben = await member('Ben', 'Brook');
  cleo = await member('Cleo');
  groupId = (
    await bed.asAdmin(groupEndpoints.create, { group: { name: 'Chemistry', userIds: [ana.id, ben.id] } })
  ).group.id;
});
afterAll(async () => {
  await chat?.stop();
  await bed?.stop();
});

type Body = Record<string, unknown>;
const get = async (path: string, who: Member) => bed.request(path, { token: who.token });
const post = async (path: string, who: Member, body: unknown) =>
  bed.request(path, { token: who.token, body });

const historyTotal = async (path: string, who: Member) => {
  const answer = await get(path, who);
  expect(answer.status).toBe(200);
  return answer.body.TotalRowCount as number;
};

describe('one-to-one messages', () => {
  it('are sent once per unique_ref_id, read by both people and listed with presence', async () => {
    const sent = await post('/chats/messages', ana, {
      to_user_id: ben.id,
      message: ' hi Ben ',
      unique_ref_id: 'lr-1',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      message: chatEdgeMessages.messageSent,
      chatMessage: { message: 'hi Ben', to_user_id: ben.id, sender_id: ana.id, unique_ref_id: 'lr-1' },
    });
    const again = await post('/chats/messages', ana, {
      to_user_id: String(ben.id),
      message: 'hi Ben',
      unique_ref_id: 'lr-1',
    });
    expect((again.body.chatMessage as Body).message_id).toBe((sent.body.chatMessage as Body).message_id);

    const read = await get(`/chats/messages?userId=${ana.id}&offset=0&limit=25`, ben);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, TotalRowCount: 1 });
    const [message] = read.body.messageList as Body[];
    expect(message).toMatchObject({
      message: 'hi Ben',
      first_name: 'Ana',
      last_name: 'Avery',
      createdAt: expect.any(String),
      day: String(message?.createdAt).slice(0, 10),
    });

    // The chat with Ana, and the group Ben is in (on his list from its creation).
    const list = await get('/chats?offset=0&limit=25&sort=recent', ben);
    expect(list.body).toMatchObject({ success: true, TotalRowCount: 2 });
    expect(list.body.chatlist).toContainEqual(
      expect.objectContaining({ chat_type: 'group', group_id: groupId, full_name: 'Chemistry' }),
    );
    expect((list.body.chatlist as Body[]).filter((row) => row.chat_type === 'user')).toEqual([
      {
        chat_id: expect.any(Number),
        chat_type: 'user',
        user_id: ana.id,
        group_id: null,
        full_name: 'Ana Avery',
        last_message: 'hi Ben',
        last_message_at: expect.any(String),
        is_online: false,
        last_seen: null,
        group_active: false,
      },
    ]);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const path = `/chats/messages?userId=${ben.id}`;
    const before = await historyTotal(path, ana);
    const attempts: [Body, number, Body][] = [
      [
        { to_user_id: ben.id, message: '   ', unique_ref_id: 'bad-1' },
        400,
        { message: chatMessages.messageEmpty },
      ],
      [
        { to_user_id: ben.id, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), unique_ref_id: 'bad-2' },
        400,
        { message: chatMessages.messageTooLong },
      ],
      [{ message: 'hi', unique_ref_id: 'bad-3' }, 400, { to_user_id: messages.fieldRequired }],
      [{ to_user_id: ben.id, message: 'hi' }, 400, { unique_ref_id: messages.fieldRequired }],
    ];
    for (const [body, status, fields] of attempts) {
      const answer = await post('/chats/messages', ana, body);
      expect({ status: answer.status, fields: answer.body.fields }).toEqual({ status, fields });
    }
    const forged = await post('/chats/messages', ana, {
      to_user_id: 999_999,
      message: 'hi',
      unique_ref_id: 'bad-4',
    });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(chatMessages.recipientUnavailable);
    const toSelf = await post('/chats/messages', ana, {
      to_user_id: ana.id,
      message: 'hi',
      unique_ref_id: 'bad-5',
    });
    expect(toSelf.status).toBe(400);
    expect(toSelf.body.message).toBe(chatMessages.cannotChatWithYourself);

    expect(await historyTotal(path, ana)).toBe(before);
    // The chat with Ben and the Chemistry group, nothing more.
    expect(await historyTotal('/chats?offset=0&limit=25', ana)).toBe(2);
  });

  it('needs a session', async () => {
    const answer = await bed.request('/chats?offset=0&limit=25');
    expect(answer.status).toBe(401);
  });
});

describe('group messages', () => {
  it('reach the members and refuse anyone outside the group, storing nothing', async () => {
    const sent = await post('/chats/groupMessages', ben, {
      group_id: groupId,
      message: 'lab at 10',
      unique_ref_id: 'g-1',
    });
    expect(sent.status).toBe(200);
    const read = await get(`/chats/groupMessages?groupId=${groupId}&offset=0&limit=25`, ana);
    expect((read.body.messageList as Body[]).map((m) => [m.message, m.first_name])).toEqual([
      ['lab at 10', 'Ben'],
    ]);
    const list = await get('/chats?offset=0&limit=25&search=chem', ana);
    expect(list.body.chatlist).toEqual([
      expect.objectContaining({
        chat_type: 'group',
        group_id: groupId,
        full_name: 'Chemistry',
        group_active: true,
      }),
    ]);

    const intruder = await post('/chats/groupMessages', cleo, {
      group_id: groupId,
      message: 'hi',
      unique_ref_id: 'g-2',
    });
    expect(intruder.status).toBe(403);
    expect(intruder.body.message).toBe(chatMessages.notAChatMember);
    expect((await get(`/chats/groupMessages?groupId=${groupId}`, cleo)).status).toBe(403);
    expect(await historyTotal(`/chats/groupMessages?groupId=${groupId}`, ana)).toBe(1);
    expect(await historyTotal('/chats?offset=0&limit=25', cleo)).toBe(0);
  });
});

describe('chat list entries and New Chat people', () => {
  it('creates a chat, removes it from the caller list only, and refuses a bad chat_type', async () => {
    const created = await post('/chats/createChat', ana, { chat_type: 'user', to_user_id: cleo.id });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      message: chatEdgeMessages.chatCreated,
      chat: { chat_type: 'user', user_id: cleo.id, full_name: 'Cleo', is_online: false },
    });
    const names = async () =>
      ((await get('/chats?offset=0&limit=25&sort=name', ana)).body.chatlist as Body[]).map(
        (c) => c.full_name,
      );
    expect(await names()).toEqual(['Ben Brook', 'Chemistry', 'Cleo']);

    const removed = await bed.request(`/chats/removeChat/${(created.body.chat as Body).chat_id}`, {
      method: 'PUT',
      token: ana.token,
    });
    expect(removed.body).toEqual({ success: true, message: chatEdgeMessages.chatRemoved });
    expect(await names()).toEqual(['Ben Brook', 'Chemistry']);

    const badType = await post('/chats/createChat', ana, { chat_type: 'room', to_user_id: cleo.id });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(chatEdgeMessages.invalidChatType);
    const notMine = await bed.request('/chats/removeChat/abc', { method: 'PUT', token: ana.token });
    expect(notMine.status).toBe(400);
  });

  it('lists every active account but the caller, with phone and presence', async () => {
    const answer = await get('/chats/users?offset=0&limit=100&search=', ana);
    expect(answer.status).toBe(200);
    const users = answer.body.userList as Body[];
    expect(users.map((u) => u.user_id)).not.toContain(ana.id);
    expect(users.find((u) => u.user_id === ben.id)).toMatchObject({
      first_name: 'Ben',
      full_name: 'Ben Brook',
      phone: expect.stringMatching(/^\+1201555/),
      is_online: false,
      last_seen: null,
    });
    const found = await get('/chats/users?offset=0&limit=25&search=cleo', ana);
    expect((found.body.userList as Body[]).map((u) => u.user_id)).toEqual([cleo.id]);
    expect(found.body.TotalRowCount).toBe(1);
  });
});
