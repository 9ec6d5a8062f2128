/**
 * GraphQL schema of chat attachments. The files themselves travel over the file server's HTTP
 * endpoints (upload with progress, download with the session token), never through GraphQL; here
 * are their records. Members of the chat only; the chat service checks membership again.
 */
export const attachmentTypeDefs = /* GraphQL */ `
  "A file shared in a chat (spec 2 §3 Attachment)."
  type Attachment {
    id: ID!
    originalName: String!
    "Bytes."
    size: Int!
    mimeType: String!
    "Page count for documents when known, else null."
    totalPages: Int
    fileDesc: String
    uploaderId: ID!
    uploaderName: String!
    toUserId: ID
    groupId: ID
    createdAt: String!
    "Path on the file server (GET with the session token); members of the chat only."
    downloadPath: String!
  }

  type AttachmentPage {
    attachments: [Attachment!]!
    total: Int!
  }

  enum AttachmentChangeKind {
    added
    deleted
  }

  type AttachmentChange {
    kind: AttachmentChangeKind!
    attachment: Attachment!
  }
  "A chat to post to: one person (userId) or a group (groupId)."
  type ChatTarget {
    userId: ID
    groupId: ID
  }

  "What a participant may put on the room's stage from its meeting's chat (spec 2 §2.10 docshare)."
  type ShareableFiles {
    "The chat an upload from the Share Content popup goes to; null when the meeting has no chat of the caller's."
    target: ChatTarget
    "Converted documents and mp4/webm videos of that chat, newest first."
    attachments: [Attachment!]!
  }

  type Query {
    "Files shared in a chat, newest first; members only."
    attachments(with: ChatTargetInput!, offset: Int = 0, limit: Int = 25): AttachmentPage!
    "For the caller's participant in a live room who may present: its meeting's chat files that can be shared."
    shareableFiles(participantId: ID!): ShareableFiles!
  }

  type Mutation {
    "Deletes an attachment and its file; its uploader only."
    deleteAttachment(id: ID!): Boolean!
  }

  type Subscription {
    "Attachments added to or deleted from chats the caller belongs to."
    attachmentChanged: AttachmentChange!
  }
`;
