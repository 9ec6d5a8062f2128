import type { AttachmentView, ChatType, ListSort } from '@canstring/contracts';

/** Shapes of the gateway's chat, presence and attachments modules; ids are GraphQL IDs. */
export interface Presence {
  userId: string;
  online: boolean;
  lastSeen: string | null;
}

/** One row of the chat list (spec 1 §3 Chat item). */
export interface ChatItem {
  chatId: string;
  chatType: ChatType;
  userId: string | null;
  groupId: string | null;
  fullName: string;
  phone: string | null;
  lastMessage: string | null;
  lastMessageAt: string | null;
  presence: Presence | null;
}

export interface ChatMessage {
  id: string;
  chatType: ChatType;
  toUserId: string | null;
  groupId: string | null;
  senderId: string;
  senderFirstName: string;
  senderLastName: string | null;
  text: string;
  uniqueRefId: string;
  createdAt: string;
}

export interface ChatUser {
  id: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  presence: Presence;
}

export interface GroupMember {
  id: string;
  firstName: string;
  lastName: string | null;
  isGroupAdmin: boolean;
  presence: Presence;
}

/** A file shared in a chat, as GraphQL and the file server's upload answer both give it. */
export type Attachment = AttachmentView;

export type AttachmentChangeKind = 'added' | 'deleted';

/** Whom a chat is with, as the gateway's ChatTargetInput. */
export type ChatTargetInput = { userId: string } | { groupId: string };

export interface ChatsVariables {
  offset: number;
  limit: number;
  sort: ListSort;
  search?: string;
  /** One kind only: New Chat's groups. */
  chatType?: ChatItem['chatType'];
}

export interface PageVariables {
  offset: number;
  limit: number;
}
