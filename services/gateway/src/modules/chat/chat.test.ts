import { chatEdgeMessages, chatMessages } from '@canstring/contracts';
import { codeOf } from '../../test-support/admin-test-kit';
import { type ChatPerson, type ChatTestBed, startChatTestBed } from '../../test-support/chat-test-kit';

/** The chat screens' queries and mutations through GraphQL, against the real user and chat services. */
let bed: ChatTestBed;
let ana: ChatPerson;
let ben: ChatPerson;
let cleo: ChatPerson;
let classId: number;
beforeAll(async () => {
  bed = await startChatTestBed('gql-chat');
  ana = await bed.person('Ana', 'Avery');
  ben = await bed.person('Ben', 'Brook');
  cleo = await bed.person('Cleo');
  classId = await bed.group('Class 7', [ana, ben]);
});
afterAll(async () => {
  await bed?.stop();
});

const send = /* GraphQL */ `
  mutation($to: ChatTargetInput!, $text: String!, $ref: String!) {
    sendChatMessage(to: $to, text: $text, uniqueRefId: $ref) {
      id chatType toUserId groupId senderId senderFirstName senderLastName text uniqueRefId createdAt
    }
  }
`;
const history = /* GraphQL */ `
  query($with: ChatTargetInput!, $offset: Int, $limit: Int) {
    chatMessages(with: $with, offset: $offset, limit: $limit) { total messages { id text senderId uniqueRefId } }
  }
`;
const chatList = /* GraphQL */ `
  query($sort: ListSort, $search: String, $chatType: ChatType) {
    chats(sort: $sort, search: $search, chatType: $chatType) {
      total
      chats { chatId chatType userId groupId fullName phone lastMessage lastMessageAt presence { userId online lastSeen } }
    }
  }
`;
const createChat = /* GraphQL */ `
  mutation($with: ChatTargetInput!) { createChat(with: $with) { chatId chatType userId groupId fullName phone } }
`;
const chatUsers = /* GraphQL */ `
  query($search: String, $offset: Int, $limit: Int) {
    chatUsers(search: $search, offset: $offset, limit: $limit) {
      total users { id firstName lastName phone presence { userId online lastSeen } }
    }
  }
`;

interface Message {
  id: string;
  text: string;
  senderId: string;
  uniqueRefId: string;
}
interface Row {
  chatId: string;
  chatType: string;
  userId: string | null;
  groupId: string | null;
  fullName: string;
  phone: string | null;
  lastMessage: string | null;
  presence: { userId: string; online: boolean } | null;
}

const historyOf = async (person: ChatPerson, target: Record<string, unknown>) => {
  const answer = await bed.gql<{ chatMessages: { total: number; messages: Message[] } }>(
    history,
    { with: target },
    person.token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.chatMessages;
};

describe('one-to-one chat', () => {
  it('sends once per uniqueRefId, shows it to both people and lists the chat with phone and presence', async () => {
    const first = await bed.gql<{ sendChatMessage: Message & Record<string, unknown> }>(
      send,
      { to: { userId: String(ben.id) }, text: '  hello Ben ', ref: 'gql-1' },
      ana.token,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.sendChatMessage).toMatchObject({
      chatType: 'user',
      toUserId: String(ben.id),
      groupId: null,
      senderId: String(ana.id),
      senderFirstName: 'Ana',
      senderLastName: 'Avery',
      text: 'hello Ben',
      uniqueRefId: 'gql-1',
    });
    const again = await bed.gql<{ sendChatMessage: Message }>(
      send,
      { to: { userId: String(ben.id) }, text: 'hello Ben', ref: 'gql-1' },
      ana.token,
    );
    expect(again.data?.sendChatMessage.id).toBe(first.data?.sendChatMessage.id);

    const seenByBen = await historyOf(ben, { userId: String(ana.id) });
    expect(seenByBen).toEqual({ total: 1, messages: [expect.objectContaining({ text: 'hello Ben' })] });

    const list = await bed.gql<{ chats: { total: number; chats: Row[] } }>(
      chatList,
      { chatType: 'user' },
      ben.token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.chats.chats).toEqual([
      expect.objectContaining({
        chatType: 'user',
        userId: String(ana.id),
        fullName: 'Ana Avery',
        lastMessage: 'hello Ben',
        phone: expect.stringMatching(/^\+1201555\d{4}$/),
        presence: expect.objectContaining({ userId: String(ana.id), online: expect.any(Boolean) }),
      }),
    ]);
  });

  it('masks profanity before storing and sending', async () => {
    const answer = await bed.gql<{ sendChatMessage: Message }>(
      send,
      { to: { userId: String(ben.id) }, text: 'what the fuck', ref: 'gql-profane' },
      ana.token,
    );
    expect(answer.data?.sendChatMessage.text).not.toContain('fuck');
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const before = (await historyOf(ana, { userId: String(ben.id) })).total;
    const attempts: [Record<string, unknown>, string, string][] = [
      [{ to: { userId: String(ben.id) }, text: '   ', ref: 'bad-1' }, 'BAD_INPUT', chatMessages.messageEmpty],
      [
        { to: { userId: String(ben.id) }, text: 'x'.repeat(4_001), ref: 'bad-2' },
        'BAD_INPUT',
        chatMessages.messageTooLong,
      ],
      [
        { to: { userId: String(ben.id), groupId: String(classId) }, text: 'hi', ref: 'bad-3' },
        'BAD_INPUT',
        chatEdgeMessages.chooseOneTarget,
      ],
      [{ to: {}, text: 'hi', ref: 'bad-4' }, 'BAD_INPUT', chatEdgeMessages.chooseOneTarget],
      [
        { to: { userId: '999999' }, text: 'hi', ref: 'bad-5' },
        'NOT_FOUND',
        chatMessages.recipientUnavailable,
      ],
      [{ to: { userId: 'abc' }, text: 'hi', ref: 'bad-6' }, 'BAD_INPUT', 'This id is not valid.'],
    ];
    for (const [variables, code, message] of attempts) {
      const answer = await bed.gql(send, variables, ana.token);
      expect({ code: codeOf(answer), message: answer.errors?.[0]?.message }).toEqual({ code, message });
    }
    expect((await historyOf(ana, { userId: String(ben.id) })).total).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    const answer = await bed.gql(chatList, {}, 'not-a-token');
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
  });
});

describe('group chat', () => {
  it("is on each member's list from the group's creation, before any message", async () => {
    const list = await bed.gql<{ chats: { chats: Row[] } }>(chatList, { chatType: 'group' }, ben.token);
    expect(list.errors).toBeUndefined();
    expect(list.data?.chats.chats).toEqual([
      expect.objectContaining({ chatType: 'group', groupId: String(classId), fullName: 'Class 7' }),
    ]);
  });

  it('reaches the members and refuses anyone else, reading or writing', async () => {
    const sent = await bed.gql(
      send,
      { to: { groupId: String(classId) }, text: 'class at 9', ref: 'g-1' },
      ben.token,
    );
    expect(sent.errors).toBeUndefined();
    expect((await historyOf(ana, { groupId: String(classId) })).messages.map((m) => m.text)).toEqual([
      'class at 9',
    ]);
    const list = await bed.gql<{ chats: { chats: Row[] } }>(chatList, { search: 'class' }, ana.token);
    expect(list.data?.chats.chats).toEqual([
      expect.objectContaining({
        chatType: 'group',
        groupId: String(classId),
        fullName: 'Class 7',
        phone: null,
        presence: null,
      }),
    ]);

    const intruder = await bed.gql(
      send,
      { to: { groupId: String(classId) }, text: 'hi', ref: 'g-2' },
      cleo.token,
    );
    expect(codeOf(intruder)).toBe('FORBIDDEN');
    const peek = await bed.gql(history, { with: { groupId: String(classId) } }, cleo.token);
    expect(codeOf(peek)).toBe('FORBIDDEN');
    expect((await historyOf(ana, { groupId: String(classId) })).total).toBe(1);
  });
});

describe('chat list entries', () => {
  it('are created for New Chat, removed from the caller list only, and shown again', async () => {
    const created = await bed.gql<{ createChat: Row }>(
      createChat,
      { with: { userId: String(cleo.id) } },
      ana.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createChat).toMatchObject({
      chatType: 'user',
      userId: String(cleo.id),
      fullName: 'Cleo',
      phone: expect.stringMatching(/^\+1201555/),
    });
    const names = async () =>
      (
        await bed.gql<{ chats: { chats: Row[] } }>(chatList, { sort: 'name' }, ana.token)
      ).data!.chats.chats.map((c) => c.fullName);
    expect(await names()).toEqual(['Ben Brook', 'Class 7', 'Cleo']);

    const removed = await bed.gql<{ removeChat: boolean }>(
      'mutation($id: ID!) { removeChat(chatId: $id) }',
      { id: created.data!.createChat.chatId },
      ana.token,
    );
    expect(removed.data?.removeChat).toBe(true);
    expect(await names()).toEqual(['Ben Brook', 'Class 7']);

    const self = await bed.gql(createChat, { with: { userId: String(ana.id) } }, ana.token);
    expect(self.errors?.[0]?.message).toBe(chatMessages.cannotChatWithYourself);
  });
});

describe('New Chat people', () => {
  it('lists every active account but the caller, A to Z, searchable, with phone and presence', async () => {
    const answer = await bed.gql<{
      chatUsers: { total: number; users: { id: string; firstName: string; phone: string | null }[] };
    }>(chatUsers, { limit: 100 }, ana.token);
    expect(answer.errors).toBeUndefined();
    const { users, total } = answer.data!.chatUsers;
    const ids = users.map((u) => u.id);
    expect(ids).not.toContain(String(ana.id));
    expect(ids).toEqual(expect.arrayContaining([String(ben.id), String(cleo.id)]));
    expect(total).toBe(users.length);
    const firstNames = users.map((u) => u.firstName.toLowerCase());
    expect(firstNames).toEqual([...firstNames].sort());
    expect(users.find((u) => u.id === String(ben.id))).toMatchObject({
      phone: expect.stringMatching(/^\+1201555/),
      presence: { userId: String(ben.id), online: false },
    });

    const found = await bed.gql<{ chatUsers: { users: { id: string }[] } }>(
      chatUsers,
      { search: 'cleo' },
      ana.token,
    );
    expect(found.data?.chatUsers.users.map((u) => u.id)).toEqual([String(cleo.id)]);
  });
});
