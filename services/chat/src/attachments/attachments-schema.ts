import { index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { chatSchema } from '../db/schema';

/**
 * Files shared in chats (spec 2 §3 Attachment): the file server's upload `unique_name` and who
 * shared it where. `chat_key` names the conversation as messages do.
 */
export const attachments = chatSchema.table(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatKey: text('chat_key').notNull(),
    chatType: text('chat_type', { enum: ['user', 'group'] }).notNull(),
    toUserId: integer('to_user_id'),
    groupId: integer('group_id'),
    uniqueName: text('unique_name').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    totalPages: integer('total_pages'),
    fileName: text('file_name').notNull(),
    fileDesc: text('file_desc'),
    uploaderId: integer('uploader_id').notNull(),
    uploaderFirstName: text('uploader_first_name').notNull(),
    uploaderLastName: text('uploader_last_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attachments_unique_name_idx').on(t.uniqueName),
    index('attachments_chat_idx').on(t.chatKey, t.id),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachmentRow = Omit<typeof attachments.$inferInsert, 'id' | 'createdAt'>;
