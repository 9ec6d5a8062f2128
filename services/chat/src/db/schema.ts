import { boolean, index, integer, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const chatSchema = pgSchema('chat');

/**
 * Every message, one-to-one or group. `chat_key` names the conversation ('user:<low>:<high>' or
 * 'group:<id>'); (sender_id, unique_ref_id) makes a repeated send store nothing new.
 */
export const messages = chatSchema.table(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatKey: text('chat_key').notNull(),
    chatType: text('chat_type', { enum: ['user', 'group'] }).notNull(),
    toUserId: integer('to_user_id'),
    groupId: integer('group_id'),
    senderId: integer('sender_id').notNull(),
    senderFirstName: text('sender_first_name').notNull(),
    senderLastName: text('sender_last_name'),
    text: text('text').notNull(),
    uniqueRefId: text('unique_ref_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_ref_idx').on(t.senderId, t.uniqueRefId),
    index('messages_chat_idx').on(t.chatKey, t.id),
  ],
);

/**
 * One row per person per chat: their chat list. `hidden` is set by removeChat and cleared by a new
 * one-to-one message; a group's entries follow the groups the person is in whenever they read their
 * list (group-entries-repository). The last message is read from `messages` (see
 * chat-entries-repository).
 */
export const chatEntries = chatSchema.table(
  'chat_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').notNull(),
    chatKey: text('chat_key').notNull(),
    chatType: text('chat_type', { enum: ['user', 'group'] }).notNull(),
    peerUserId: integer('peer_user_id'),
    groupId: integer('group_id'),
    /** The other person's or the group's name when the entry was last touched. */
    name: text('name').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also finds an owner's entries (its leading column). The last message is not stored here but read
  // from messages_chat_idx, so no index can hold the 'recent' order: a list is sorted as it is read.
  // A chat's entries, hidden or not, are found by their own index: a one-to-one message puts the chat
  // on both lists (adding, showing again) by reading the chat's entries, not every entry of every chat.
  (t) => [
    uniqueIndex('chat_entries_owner_chat_idx').on(t.ownerId, t.chatKey),
    index('chat_entries_chat_idx').on(t.chatKey, t.ownerId),
  ],
);

export const schema = { messages, chatEntries };
export type ChatSchema = typeof schema;
export type MessageRow = typeof messages.$inferSelect;
export type ChatEntryRow = typeof chatEntries.$inferSelect;
