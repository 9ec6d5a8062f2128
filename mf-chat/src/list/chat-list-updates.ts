import type { ListSort } from '@canstring/contracts';
import type { ChatItem, ChatMessage, Presence } from '../graphql/types';

/** The row a message belongs to, seen from the signed-in person `me`. */
export const rowMatches = (row: ChatItem, message: ChatMessage, me: string): boolean => {
  if (message.chatType === 'group') return row.chatType === 'group' && row.groupId === message.groupId;
  const other = message.senderId === me ? message.toUserId : message.senderId;
  return row.chatType === 'user' && row.userId === other;
};

/**
 * The chat list after a new message: its row shows the message and, sorted by recent, moves to the
 * top. Answers null when the row is not loaded (a new or hidden chat): the list is read again.
 */
export const listWithMessage = (
  rows: readonly ChatItem[],
  message: ChatMessage,
  me: string,
  sort: ListSort,
): ChatItem[] | null => {
  const index = rows.findIndex((row) => rowMatches(row, message, me));
  if (index < 0) return null;
  const current = rows[index]!;
  if (current.lastMessageAt && current.lastMessageAt > message.createdAt) return [...rows];
  const updated = { ...current, lastMessage: message.text, lastMessageAt: message.createdAt };
  if (sort !== 'recent') return rows.map((row, i) => (i === index ? updated : row));
  return [updated, ...rows.slice(0, index), ...rows.slice(index + 1)];
};

/** The chat list with someone's new presence on their one-to-one row. */
/** A row read from the server, with the person's presence as last pushed when that is known. */
export const rowWithKnownPresence = (
  row: ChatItem,
  presenceOf: (userId: string) => Presence | undefined,
): ChatItem => {
  const known = row.chatType === 'user' && row.userId ? presenceOf(row.userId) : undefined;
  return known ? { ...row, presence: known } : row;
};

export const listWithPresence = (rows: readonly ChatItem[], presence: Presence): ChatItem[] =>
  rows.map((row) => (row.chatType === 'user' && row.userId === presence.userId ? { ...row, presence } : row));
