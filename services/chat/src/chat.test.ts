import {
  type Actor,
  AppError,
  CHAT_EVENTS_STREAM,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatTarget,
  chatEndpoints,
  chatEvents,
  chatMessageCreatedEventSchema,
  chatMessages,
  ErrorCode,
  groupEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { jetstreamManager } from '@nats-io/jetstream';
import { PgDialect } from 'drizzle-orm/pg-core';
import { addMissingEntries, showStaleEntries } from './db/chat-entries-repository';
import { type ChatWorld, startChatWorld, toGroup, toUser } from './test-support/chat-world';

let world: ChatWorld;
let ana: Actor;
let ben: Actor;
let cleo: Actor;
let classGroup: number;
let ref = 0;
const nextRef = () => `ref-${++ref}`;

const send = (actor: Actor, to: ChatTarget, text: string, uniqueRefId = nextRef()) =>
  call(world.nc, chatEndpoints.send, { actor, to, text, uniqueRefId });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return error;
    },
  );
const storedCount = async (where = 'true', params: unknown[] = []) =>
  Number(
    (await world.chatDbPool.query(`select count(*) from chat.messages where ${where}`, params)).rows[0].count,
  );

beforeAll(async () => {
  world = await startChatWorld();
  ana = await world.person('Ana', 'Avery');
  ben = await world.person('Ben', 'Brook');
  cleo = await world.person('Cleo');
  classGroup = await world.group('Class 7', [ana, ben]);
});
afterAll(async () => {
  await world?.stop();
});

describe('sending', () => {
  it('stores a one-to-one message trimmed, with the sender named, and answers it', async () => {
    const { message } = await send(ana, toUser(ben), '  hello Ben  ', 'hello-1');
    expect(message).toMatchObject({
      chatType: 'user',
      toUserId: ben.userId,
      groupId: null,
      senderId: ana.userId,
      senderFirstName: 'Ana',
      senderLastName: 'Avery',
      text: 'hello Ben',
      uniqueRefId: 'hello-1',
    });
    expect(await storedCount('unique_ref_id = $1', ['hello-1'])).toBe(1);
  });

  it('stores a repeated unique_ref_id once and answers the stored message', async () => {
    const first = await send(ana, toUser(ben), 'only once', 'same-key');
    const again = await send(ana, toUser(ben), 'only once (retry)', 'same-key');
    expect(again.message).toEqual(first.message);
    expect(await storedCount('unique_ref_id = $1', ['same-key'])).toBe(1);
  });

  it('stores two concurrent sends with the same unique_ref_id once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(ben, toUser(ana), 'racing', 'concurrent-key')),
    );
    expect(new Set(answers.map((a) => a.message.id)).size).toBe(1);
    expect(await storedCount('unique_ref_id = $1', ['concurrent-key'])).toBe(1);
  });

  it('refuses a unique_ref_id reused for another chat, storing nothing new', async () => {
    await send(ana, toUser(ben), 'first use', 'reused-key');
    const error = await refusal(send(ana, toGroup(classGroup), 'second use', 'reused-key'));
    expect(error.code).toBe(ErrorCode.Conflict);
    expect(await storedCount('unique_ref_id = $1', ['reused-key'])).toBe(1);
  });

  it('refuses a whitespace-only message and stores nothing', async () => {
    const before = await storedCount();
    const error = await refusal(send(ana, toUser(ben), ' \n\t  '));
    expect(error.code).toBe(ErrorCode.BadInput);
    expect(error.details.fields?.text).toBe(chatMessages.messageEmpty);
    expect(await storedCount()).toBe(before);
  });

  it('refuses an oversized message and stores nothing; the longest one is accepted', async () => {
    const before = await storedCount();
    const error = await refusal(send(ana, toUser(ben), 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)));
    expect(error.code).toBe(ErrorCode.BadInput);
    expect(error.details.fields?.text).toBe(chatMessages.messageTooLong);
    expect(await storedCount()).toBe(before);
    const { message } = await send(ana, toUser(ben), `  ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)}  `);
    expect(message.text).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
  });

  it('masks profanity before storing, leaving ordinary words alone', async () => {
    const { message } = await send(
      ana,
      toUser(ben),
      'this shit and f-u-c-k: Assessment for the class in Scunthorpe',
    );
    expect(message.text).toBe('this **** and *******: Assessment for the class in Scunthorpe');
    const { rows } = await world.chatDbPool.query('select text from chat.messages where id = $1', [
      message.id,
    ]);
    expect(rows[0].text).toBe(message.text);
  });

  it('sends to a group its members belong to', async () => {
    const { message } = await send(ben, toGroup(classGroup), 'hi class');
    expect(message).toMatchObject({
      chatType: 'group',
      groupId: classGroup,
      toUserId: null,
      senderId: ben.userId,
    });
  });

  it('refuses a group message from a non-member, even an administrator, storing nothing', async () => {
    const before = await storedCount();
    for (const outsider of [cleo, world.admin]) {
      const error = await refusal(send(outsider, toGroup(classGroup), 'let me in'));
      expect(error.code).toBe(ErrorCode.Forbidden);
      expect(error.message).toBe(chatMessages.notAChatMember);
    }
    const missing = await refusal(send(ana, toGroup(999_999), 'anyone?'));
    expect(missing.code).toBe(ErrorCode.Forbidden);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a one-to-one message to an inactive or unknown account, or to oneself', async () => {
    const gone = await world.person('Gone');
    await world.users.setActive(gone.userId, false);
    expect((await refusal(send(ana, toUser(gone), 'hello?'))).message).toBe(
      chatMessages.recipientUnavailable,
    );
    expect((await refusal(send(ana, { chatType: 'user', userId: 999_999 }, 'hello?'))).code).toBe(
      ErrorCode.NotFound,
    );
    expect((await refusal(send(ana, toUser(ana), 'me'))).code).toBe(ErrorCode.BadInput);
    expect((await refusal(send(gone, toUser(ana), 'still here'))).code).toBe(ErrorCode.Forbidden);
  });
});

describe('events', () => {
  it('publishes each stored message once to the chat events stream with its audience', async () => {
    const jsm = await jetstreamManager(world.nc);
    const { message } = await send(ana, toGroup(classGroup), 'event please', 'event-key');
    const last = await jsm.streams.getMessage(CHAT_EVENTS_STREAM, {
      last_by_subj: chatEvents.messageCreated,
    });
    const event = chatMessageCreatedEventSchema.parse(last?.json());
    expect(event.message).toEqual(message);
    expect(event.audience.sort()).toEqual([ana.userId, ben.userId].sort());

    const before = (await jsm.streams.info(CHAT_EVENTS_STREAM)).state.messages;
    await send(ana, toGroup(classGroup), 'event please', 'event-key');
    expect((await jsm.streams.info(CHAT_EVENTS_STREAM)).state.messages).toBe(before);
  });
});

describe('chat list', () => {
  let dan: Actor;
  let eve: Actor;
  let fay: Actor;
  let gus: Actor;
  const list = (
    actor: Actor,
    query: { sort?: 'recent' | 'name'; search?: string; offset?: number; limit?: number } = {},
  ) => call(world.nc, chatEndpoints.list, { actor, ...query });

  beforeAll(async () => {
    dan = await world.person('Dan');
    eve = await world.person('Eve', 'Stone');
    fay = await world.person('Fay', 'Adams');
    gus = await world.person('Gus');
  });

  it('is empty at first; createChat adds the chat to the caller only', async () => {
    expect(await list(dan)).toEqual({ chats: [], total: 0 });
    const { chat } = await call(world.nc, chatEndpoints.create, { actor: dan, with: toUser(eve) });
    expect(chat).toMatchObject({
      chatType: 'user',
      userId: eve.userId,
      groupId: null,
      fullName: 'Eve Stone',
      lastMessage: null,
    });
    expect((await list(dan)).chats.map((c) => c.chatId)).toEqual([chat.chatId]);
    expect((await list(eve)).total).toBe(0);
  });

  it('adds the chat to both lists with the first message, each naming the other person', async () => {
    await send(fay, toUser(dan), 'first from Fay');
    const danChats = (await list(dan)).chats;
    expect(danChats[0]).toMatchObject({
      userId: fay.userId,
      fullName: 'Fay Adams',
      lastMessage: 'first from Fay',
    });
    expect((await list(fay)).chats[0]).toMatchObject({ userId: dan.userId, fullName: 'Dan' });
  });

  it('sorts by last message, or by name A to Z, and searches by name', async () => {
    const group = await world.group('Zoology club', [dan, gus]);
    await send(dan, toUser(eve), 'to Eve');
    await send(gus, toGroup(group), 'club news');
    const recent = (await list(dan)).chats.map((c) => c.fullName);
    expect(recent).toEqual(['Zoology club', 'Eve Stone', 'Fay Adams']);
    const byName = (await list(dan, { sort: 'name' })).chats.map((c) => c.fullName);
    expect(byName).toEqual(['Eve Stone', 'Fay Adams', 'Zoology club']);
    expect((await list(dan, { search: 'ada' })).chats.map((c) => c.fullName)).toEqual(['Fay Adams']);
    const page = await list(dan, { sort: 'name', offset: 1, limit: 1 });
    expect(page).toMatchObject({ total: 3, chats: [{ fullName: 'Fay Adams' }] });
  });

  it('removeChat hides the entry for the caller only, until a new message arrives', async () => {
    const fayChat = (await list(dan, { search: 'Fay' })).chats[0];
    if (!fayChat) throw new Error('no chat with Fay');
    await call(world.nc, chatEndpoints.remove, { actor: dan, chatId: fayChat.chatId });
    expect((await list(dan)).chats.map((c) => c.fullName)).not.toContain('Fay Adams');
    expect((await list(fay)).chats.map((c) => c.fullName)).toContain('Dan');

    await send(fay, toUser(dan), 'are you there?');
    const back = (await list(dan)).chats[0];
    expect(back).toMatchObject({
      chatId: fayChat.chatId,
      fullName: 'Fay Adams',
      lastMessage: 'are you there?',
    });
  });

  it('createChat opens a group for its members only, and never a chat with oneself', async () => {
    const { chat } = await call(world.nc, chatEndpoints.create, { actor: ana, with: toGroup(classGroup) });
    expect(chat).toMatchObject({
      chatType: 'group',
      groupId: classGroup,
      userId: null,
      fullName: 'Class 7',
      lastMessage: 'event please',
    });
    const outsider = await refusal(
      call(world.nc, chatEndpoints.create, { actor: cleo, with: toGroup(classGroup) }),
    );
    expect(outsider.code).toBe(ErrorCode.Forbidden);
    expect((await list(cleo)).chats.map((c) => c.groupId)).not.toContain(classGroup);
    const self = await refusal(call(world.nc, chatEndpoints.create, { actor: cleo, with: toUser(cleo) }));
    expect(self.message).toBe(chatMessages.cannotChatWithYourself);
  });

  it('shows the newest message, and the group under its current name once it was renamed', async () => {
    const group = await world.group('Chess', [fay, gus]);
    await send(fay, toGroup(group), 'opening');
    await send(gus, toGroup(group), 'reply');
    await call(world.nc, groupEndpoints.update, {
      actor: world.admin,
      groupId: group,
      group: { name: 'Chess club', members: [] },
    });
    for (const member of [fay, gus])
      expect((await list(member, { search: 'Chess' })).chats).toMatchObject([
        { fullName: 'Chess club', lastMessage: 'reply' },
      ]);
  });

  it("lists every group the caller is in from the group's creation, and only those", async () => {
    const hugo = await world.person('Hugo');
    const group = await world.group('Film society', [hugo, gus]);
    const other = await world.group('Not for Hugo', [gus]);
    const groupsOf = async (actor: Actor) =>
      (await list(actor, { search: 'o' })).chats.filter((c) => c.chatType === 'group').map((c) => c.groupId);
    expect((await list(hugo)).chats).toMatchObject([
      { chatType: 'group', groupId: group, fullName: 'Film society', lastMessage: null },
    ]);
    expect(await groupsOf(gus)).toEqual(expect.arrayContaining([group, other]));
    const onlyGroups = await call(world.nc, chatEndpoints.list, { actor: gus, chatType: 'group' });
    expect(onlyGroups.chats.every((c) => c.chatType === 'group')).toBe(true);
    expect(onlyGroups.total).toBe(onlyGroups.chats.length);

    const admin = world.admin;
    const staff = await world.group('Staff only', [admin, gus]);
    const adminGroups = (await list(admin)).chats.map((c) => c.groupId);
    expect(adminGroups).toContain(staff);
    expect(adminGroups).not.toContain(group);

    await call(world.nc, groupEndpoints.removeMember, { actor: admin, groupId: group, userId: hugo.userId });
    expect((await list(hugo)).chats).toEqual([]);
  });

  it('leaves entries already shown and named as they are when a message arrives', async () => {
    const group = await world.group('Quiet room', [fay, gus]);
    await send(fay, toGroup(group), 'first');
    const versions = async () =>
      (
        await world.chatDbPool.query(
          'select id, xmin::text as version from chat.chat_entries where chat_key = $1 order by id',
          [`group:${group}`],
        )
      ).rows;
    const before = await versions();
    await send(gus, toGroup(group), 'second');
    expect(await versions()).toEqual(before);
  });

  it('hides a group from someone removed from it, so its newer messages stay unread', async () => {
    const group = await world.group('Drama', [fay, gus, eve]);
    await send(fay, toGroup(group), 'rehearsal at five');
    await call(world.nc, groupEndpoints.removeMember, {
      actor: world.admin,
      groupId: group,
      userId: eve.userId,
    });
    await send(fay, toGroup(group), 'eve is gone');
    expect((await list(eve, { search: 'Drama' })).chats).toEqual([]);
    expect((await list(gus, { search: 'Drama' })).chats).toMatchObject([{ lastMessage: 'eve is gone' }]);
  });

  it("writes no list entries for a group message: each member's list read puts the group there", async () => {
    const members = await Promise.all(['Ida', 'Jay', 'Kit'].map((name) => world.person(name)));
    const [ida, jay] = members as [Actor, Actor, Actor];
    const group = await world.group('Open day', members);
    await send(ida, toGroup(group), 'doors at nine');
    const entries = await world.chatDbPool.query(
      'select count(*) from chat.chat_entries where chat_key = $1',
      [`group:${group}`],
    );
    expect(Number(entries.rows[0].count)).toBe(0);
    expect((await list(jay)).chats).toMatchObject([
      { chatType: 'group', groupId: group, fullName: 'Open day', lastMessage: 'doors at nine' },
    ]);
  });

  it("reads only the chat's own entries to put a one-to-one chat on both lists, however many other chats there are", async () => {
    const chat = { chatKey: 'user:3000001:3000002', chatType: 'user' as const, groupId: null };
    const both = [
      { ownerId: 3000001, peerUserId: 3000002, name: 'Someone Else' },
      { ownerId: 3000002, peerUserId: 3000001, name: 'Someone' },
    ];
    const dialect = new PgDialect();
    const statements = {
      add: dialect.sqlToQuery(addMissingEntries(chat, both)),
      show: dialect.sqlToQuery(showStaleEntries(chat, both)),
    };
    const client = await world.chatDbPool.connect();
    try {
      // Twenty thousand entries of other people's chats, planned with their statistics, then undone.
      await client.query('begin');
      await client.query(
        `insert into chat.chat_entries (owner_id, chat_key, chat_type, name)
         select 1000000 + g, 'user:' || g || ':' || (1000000 + g), 'user', 'Someone'
         from generate_series(1, 20000) g`,
      );
      await client.query('analyze chat.chat_entries');
      for (const [name, statement] of Object.entries(statements)) {
        const { rows } = await client.query(`explain (format json) ${statement.sql}`, statement.params);
        const plan = JSON.stringify(rows[0]['QUERY PLAN']);
        expect({ name, scans: plan.includes('Seq Scan') }).toEqual({ name, scans: false });
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it("refuses to remove another person's chat", async () => {
    const eveChat = (await list(eve)).chats[0];
    if (!eveChat) throw new Error('Eve has no chat');
    const error = await refusal(call(world.nc, chatEndpoints.remove, { actor: dan, chatId: eveChat.chatId }));
    expect(error.code).toBe(ErrorCode.NotFound);
    expect((await list(eve)).chats[0]?.chatId).toBe(eveChat.chatId);
  });
});

describe('history', () => {
  it('pages a chat newest first, 25 at a time by default, the same from either side', async () => {
    const hal = await world.person('Hal');
    const ivy = await world.person('Ivy');
    for (let i = 1; i <= 30; i++) await send(i % 2 ? hal : ivy, toUser(i % 2 ? ivy : hal), `message ${i}`);
    const first = await call(world.nc, chatEndpoints.history, { actor: hal, with: toUser(ivy) });
    expect(first.total).toBe(30);
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0]?.text).toBe('message 30');
    expect(first.messages[24]?.text).toBe('message 6');
    const second = await call(world.nc, chatEndpoints.history, { actor: ivy, with: toUser(hal), offset: 25 });
    expect(second.messages.map((m) => m.text)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
  });

  it('still shows a one-to-one chat after the other person was deactivated', async () => {
    const jon = await world.person('Jon');
    const kim = await world.person('Kim');
    await send(jon, toUser(kim), 'see you');
    await world.users.setActive(kim.userId, false);
    const { messages } = await call(world.nc, chatEndpoints.history, { actor: jon, with: toUser(kim) });
    expect(messages.map((m) => m.text)).toEqual(['see you']);
  });

  it('shows a group chat to its members only', async () => {
    const group = await call(world.nc, chatEndpoints.history, {
      actor: ana,
      with: toGroup(classGroup),
      limit: 2,
    });
    expect(group.messages[0]?.text).toBe('event please');
    const error = await refusal(
      call(world.nc, chatEndpoints.history, { actor: cleo, with: toGroup(classGroup) }),
    );
    expect(error.code).toBe(ErrorCode.Forbidden);
  });
});
