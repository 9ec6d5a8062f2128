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
  type Query {
    "Files shared in a chat, newest first; members only."
    attachments(with: ChatTargetInput!, offset: Int = 0, limit: Int = 25): AttachmentPage!
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
