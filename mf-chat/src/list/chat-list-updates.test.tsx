import type { ChatItem, ChatMessage } from '../graphql/types';
import { createChatEventHub } from '../live/chat-events';
import { listWithMessage, listWithPresence, rowWithKnownPresence } from './chat-list-updates';

const person = (userId: string, name: string, lastMessageAt: string | null = null): ChatItem => ({
  chatId: `c${userId}`,
  chatType: 'user',
  userId,
  groupId: null,
  fullName: name,
  phone: null,
  lastMessage: null,
  lastMessageAt,
  presence: { userId, online: false, lastSeen: null },
});
const group = (groupId: string, name: string): ChatItem => ({
  ...person('0', name),
  chatId: `g${groupId}`,
  chatType: 'group',
  userId: null,
  groupId,
  presence: null,
});
const sent = (from: string, to: { userId?: string; groupId?: string }, text: string): ChatMessage => ({
  id: '100',
  chatType: to.groupId ? 'group' : 'user',
  toUserId: to.userId ?? null,
  groupId: to.groupId ?? null,
  senderId: from,
  senderFirstName: 'X',
  senderLastName: null,
  text,
  uniqueRefId: 'r',
  createdAt: '2026-11-22T10:00:00.000Z',
});

// The signed-in person is 1.
const rows = [person('2', 'Bea'), group('7', 'Class 7'), person('3', 'Cy')];

describe('the chat list under pushed events', () => {
  it('moves the chat of a new message to the top with the message, sorted by recent', () => {
    const fromCy = listWithMessage(rows, sent('3', { userId: '1' }, 'hi Ada'), '1', 'recent');
    expect(fromCy?.map((row) => row.chatId)).toEqual(['c3', 'c2', 'g7']);
    expect(fromCy?.[0]?.lastMessage).toBe('hi Ada');
    // Ada's own message to Bea is Bea's row.
    const toBea = listWithMessage(rows, sent('1', { userId: '2' }, 'hello Bea'), '1', 'recent');
    expect(toBea?.[0]).toMatchObject({ chatId: 'c2', lastMessage: 'hello Bea' });
    const inGroup = listWithMessage(rows, sent('3', { groupId: '7' }, 'to all'), '1', 'recent');
    expect(inGroup?.map((row) => row.chatId)).toEqual(['g7', 'c2', 'c3']);
  });

  it('keeps the order when sorted A to Z, and does not go back to an older message', () => {
    const byName = listWithMessage(rows, sent('3', { userId: '1' }, 'hi'), '1', 'name');
    expect(byName?.map((row) => row.chatId)).toEqual(['c2', 'g7', 'c3']);
    expect(byName?.[2]?.lastMessage).toBe('hi');
    const newer = [person('2', 'Bea', '2026-11-22T11:00:00.000Z')];
    expect(
      listWithMessage(newer, sent('2', { userId: '1' }, 'late'), '1', 'recent')?.[0]?.lastMessage,
    ).toBeNull();
  });

  it('answers null for a chat that is not loaded, so the list is read again', () => {
    expect(listWithMessage(rows, sent('9', { userId: '1' }, 'new'), '1', 'recent')).toBeNull();
    expect(listWithMessage(rows, sent('9', { groupId: '8' }, 'new'), '1', 'recent')).toBeNull();
  });

  it("puts a presence change on that person's row only", () => {
    const next = listWithPresence(rows, { userId: '3', online: true, lastSeen: null });
    expect(next.map((row) => row.presence?.online ?? null)).toEqual([false, null, true]);
  });
});

describe('rows read while a presence change was on its way', () => {
  it('take the latest pushed presence of their person; groups and unknown people stay as read', () => {
    const hub = createChatEventHub();
    hub.emit('presence', { userId: '2', online: true, lastSeen: null });
    hub.emit('presence', { userId: '3', online: true, lastSeen: null });
    hub.emit('presence', { userId: '3', online: false, lastSeen: '2026-11-22T10:00:00.000Z' });
    const read = [person('2', 'Bea'), group('7', 'Class 7'), person('3', 'Cy'), person('4', 'Di')];
    expect(read.map((row) => rowWithKnownPresence(row, hub.presenceOf).presence)).toEqual([
      { userId: '2', online: true, lastSeen: null },
      null,
      { userId: '3', online: false, lastSeen: '2026-11-22T10:00:00.000Z' },
      { userId: '4', online: false, lastSeen: null },
    ]);
  });
});
