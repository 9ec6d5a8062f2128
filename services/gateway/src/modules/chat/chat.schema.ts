/**
 * GraphQL schema of chat: the chat list, one-to-one and group messages pushed in real time, and
 * presence on chat rows (from the presence module). The group members panel reads
 * `groupMembers` of the admin module, whose GroupMember gains `presence` in the presence module. Every field needs a signed-in account; the chat service checks membership again.
 * Ids are GraphQL IDs holding positive whole numbers. Attachments are in the attachments module.
 */
export const chatTypeDefs = /* GraphQL */ `
  enum ChatType {
    user
    group
  }

  "One row of the chat list (spec 1 §3 Chat item)."
  type ChatItem {
    chatId: ID!
    chatType: ChatType!
    "The other person, for a one-to-one chat."
    userId: ID
    "The group, for a group chat."
    groupId: ID
    fullName: String!
    "The other person's phone, for a one-to-one chat (the Phone Call button needs 11+ digits)."
    phone: String
    lastMessage: String
    lastMessageAt: String
    "The other person's presence; null for groups."
    presence: Presence
  }

  type ChatPage {
    chats: [ChatItem!]!
    total: Int!
  }

  type ChatMessage {
    id: ID!
    chatType: ChatType!
    toUserId: ID
    groupId: ID
    senderId: ID!
    senderFirstName: String!
    senderLastName: String
    "Already screened: matched words are masked."
    text: String!
    uniqueRefId: String!
    createdAt: String!
  }

  type ChatMessagePage {
    "Oldest first within the page; offset 0 is the newest page."
    messages: [ChatMessage!]!
    total: Int!
  }

  "A person the New Chat dialog offers (every active account but the caller)."
  type ChatUser {
    id: ID!
    firstName: String!
    lastName: String
    phone: String
    presence: Presence!
  }

  type ChatUserPage {
    users: [ChatUser!]!
    total: Int!
  }

  "Whom a chat is with: exactly one of userId or groupId."
  input ChatTargetInput {
    userId: ID
    groupId: ID
  }

  type Query {
    "The caller's chat list, 25 a page by default; every group the caller is in is on it. chatType keeps one kind."
    chats(offset: Int = 0, limit: Int = 25, sort: ListSort = recent, search: String, chatType: ChatType): ChatPage!
    "A chat's messages, newest page first; members only."
    chatMessages(with: ChatTargetInput!, offset: Int = 0, limit: Int = 25): ChatMessagePage!
    "Every active account but the caller, A to Z, for the New Chat dialog."
    chatUsers(offset: Int = 0, limit: Int = 25, search: String): ChatUserPage!
  }

  type Mutation {
    "Sends a message; the same uniqueRefId from the same sender stores it once."
    sendChatMessage(to: ChatTargetInput!, text: String!, uniqueRefId: String!): ChatMessage!
    "Adds a chat to the caller's list (or shows it again) and answers its row."
    createChat(with: ChatTargetInput!): ChatItem!
    "Hides a chat from the caller's list only."
    removeChat(chatId: ID!): Boolean!
  }

  type Subscription {
    "Every new message in any chat the caller belongs to, pushed as it is stored."
    chatMessageAdded: ChatMessage!
  }
`;
