import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  Attachment,
  AttachmentChangeKind,
  ChatItem,
  ChatMessage,
  ChatsVariables,
  ChatTargetInput,
  ChatUser,
  GroupMember,
  PageVariables,
  Presence,
} from './types';

const PRESENCE_FIELDS = gql`
  fragment PresenceFields on Presence {
    userId
    online
    lastSeen
  }
`;

const CHAT_ITEM_FIELDS = gql`
  fragment ChatItemFields on ChatItem {
    chatId
    chatType
    userId
    groupId
    fullName
    phone
    lastMessage
    lastMessageAt
    presence {
      ...PresenceFields
    }
  }
  ${PRESENCE_FIELDS}
`;

const CHAT_MESSAGE_FIELDS = gql`
  fragment ChatMessageFields on ChatMessage {
    id
    chatType
    toUserId
    groupId
    senderId
    senderFirstName
    senderLastName
    text
    uniqueRefId
    createdAt
  }
`;

const ATTACHMENT_FIELDS = gql`
  fragment AttachmentFields on Attachment {
    id
    originalName
    size
    mimeType
    totalPages
    fileDesc
    uploaderId
    uploaderName
    toUserId
    groupId
    createdAt
    downloadPath
  }
`;

export const CHATS: TypedDocumentNode<{ chats: { chats: ChatItem[]; total: number } }, ChatsVariables> = gql`
  query Chats($offset: Int, $limit: Int, $sort: ListSort, $search: String, $chatType: ChatType) {
    chats(offset: $offset, limit: $limit, sort: $sort, search: $search, chatType: $chatType) {
      chats {
        ...ChatItemFields
      }
      total
    }
  }
  ${CHAT_ITEM_FIELDS}
`;

export const CHAT_MESSAGES: TypedDocumentNode<
  { chatMessages: { messages: ChatMessage[]; total: number } },
  PageVariables & { with: ChatTargetInput }
> = gql`
  query ChatMessages($with: ChatTargetInput!, $offset: Int, $limit: Int) {
    chatMessages(with: $with, offset: $offset, limit: $limit) {
      messages {
        ...ChatMessageFields
      }
      total
    }
  }
  ${CHAT_MESSAGE_FIELDS}
`;

export const CHAT_USERS: TypedDocumentNode<
  { chatUsers: { users: ChatUser[]; total: number } },
  PageVariables & { search?: string }
> = gql`
  query ChatUsers($offset: Int, $limit: Int, $search: String) {
    chatUsers(offset: $offset, limit: $limit, search: $search) {
      users {
        id
        firstName
        lastName
        phone
        presence {
          ...PresenceFields
        }
      }
      total
    }
  }
  ${PRESENCE_FIELDS}
`;

export const GROUP_MEMBERS: TypedDocumentNode<
  { groupMembers: { members: GroupMember[]; total: number } },
  PageVariables & { groupId: string }
> = gql`
  query ChatGroupMembers($groupId: ID!, $offset: Int, $limit: Int) {
    groupMembers(groupId: $groupId, offset: $offset, limit: $limit) {
      members {
        id
        firstName
        lastName
        isGroupAdmin
        presence {
          ...PresenceFields
        }
      }
      total
    }
  }
  ${PRESENCE_FIELDS}
`;

export const ATTACHMENTS: TypedDocumentNode<
  { attachments: { attachments: Attachment[]; total: number } },
  PageVariables & { with: ChatTargetInput }
> = gql`
  query ChatAttachments($with: ChatTargetInput!, $offset: Int, $limit: Int) {
    attachments(with: $with, offset: $offset, limit: $limit) {
      attachments {
        ...AttachmentFields
      }
      total
    }
  }
  ${ATTACHMENT_FIELDS}
`;

export const SEND_CHAT_MESSAGE: TypedDocumentNode<
  { sendChatMessage: ChatMessage },
  { to: ChatTargetInput; text: string; uniqueRefId: string }
> = gql`
  mutation SendChatMessage($to: ChatTargetInput!, $text: String!, $uniqueRefId: String!) {
    sendChatMessage(to: $to, text: $text, uniqueRefId: $uniqueRefId) {
      ...ChatMessageFields
    }
  }
  ${CHAT_MESSAGE_FIELDS}
`;

export const CREATE_CHAT: TypedDocumentNode<{ createChat: ChatItem }, { with: ChatTargetInput }> = gql`
  mutation CreateChat($with: ChatTargetInput!) {
    createChat(with: $with) {
      ...ChatItemFields
    }
  }
  ${CHAT_ITEM_FIELDS}
`;

export const REMOVE_CHAT: TypedDocumentNode<{ removeChat: boolean }, { chatId: string }> = gql`
  mutation RemoveChat($chatId: ID!) {
    removeChat(chatId: $chatId)
  }
`;

export const DELETE_ATTACHMENT: TypedDocumentNode<{ deleteAttachment: boolean }, { id: string }> = gql`
  mutation DeleteAttachment($id: ID!) {
    deleteAttachment(id: $id)
  }
`;

export const CHAT_MESSAGE_ADDED: TypedDocumentNode<{ chatMessageAdded: ChatMessage }> = gql`
  subscription ChatMessageAdded {
    chatMessageAdded {
      ...ChatMessageFields
    }
  }
  ${CHAT_MESSAGE_FIELDS}
`;

export const PRESENCE_CHANGED: TypedDocumentNode<{ presenceChanged: Presence }> = gql`
  subscription PresenceChanged {
    presenceChanged {
      ...PresenceFields
    }
  }
  ${PRESENCE_FIELDS}
`;

export const ATTACHMENT_CHANGED: TypedDocumentNode<{
  attachmentChanged: { kind: AttachmentChangeKind; attachment: Attachment };
}> = gql`
  subscription AttachmentChanged {
    attachmentChanged {
      kind
      attachment {
        ...AttachmentFields
      }
    }
  }
  ${ATTACHMENT_FIELDS}
`;

/** An instant room the calling host starts now (the 'Start Meeting' popup; legacy POST /createRoom). */
export const CREATE_INSTANT_ROOM: TypedDocumentNode<
  { createInstantRoom: { id: string; alias: string; name: string } },
  { name: string }
> = gql`
  mutation CreateInstantRoom($name: String!) {
    createInstantRoom(name: $name) {
      id
      alias
      name
    }
  }
`;
