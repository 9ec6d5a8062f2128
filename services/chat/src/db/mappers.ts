import type { ChatItem, ChatMessage } from '@canstring/contracts';
import type { ChatEntryView } from './chat-entries-repository';
import type { MessageRow } from './schema';

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  chatType: row.chatType,
  toUserId: row.toUserId,
  groupId: row.groupId,
  senderId: row.senderId,
  senderFirstName: row.senderFirstName,
  senderLastName: row.senderLastName,
  text: row.text,
  uniqueRefId: row.uniqueRefId,
  createdAt: row.createdAt.toISOString(),
});

export const toChatItem = (row: ChatEntryView): ChatItem => ({
  chatId: row.id,
  chatType: row.chatType,
  userId: row.peerUserId,
  groupId: row.groupId,
  fullName: row.name,
  lastMessage: row.lastMessage,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
});
