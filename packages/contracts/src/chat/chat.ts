import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_UNIQUE_REF_MAX_LENGTH } from './constants';
import { chatMessages } from './messages';

export const chatTypes = ['user', 'group'] as const;
export type ChatType = (typeof chatTypes)[number];

/** Whom a chat is with: another person (one-to-one) or a group. */
export const chatTargetSchema = z.discriminatedUnion('chatType', [
  z.object({ chatType: z.literal('user'), userId: z.number().int().positive() }),
  z.object({ chatType: z.literal('group'), groupId: z.number().int().positive() }),
]);
export type ChatTarget = z.infer<typeof chatTargetSchema>;

/** A message's text as sent: trimmed, not blank, not too long. */
export const chatTextSchema = z
  .string({ error: chatMessages.messageEmpty })
  .trim()
  .min(1, chatMessages.messageEmpty)
  .max(CHAT_MESSAGE_MAX_LENGTH, chatMessages.messageTooLong);

export const uniqueRefIdSchema = z.string().trim().min(1).max(CHAT_UNIQUE_REF_MAX_LENGTH);

/** A stored chat message (spec 2 §3 "Chat message"); the text is already masked. */
export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  chatType: z.enum(chatTypes),
  /** One-to-one: the person it was sent to. */
  toUserId: z.number().int().positive().nullable(),
  groupId: z.number().int().positive().nullable(),
  senderId: z.number().int().positive(),
  senderFirstName: z.string(),
  senderLastName: z.string().nullable(),
  text: z.string(),
  uniqueRefId: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One row of a person's chat list (spec 1 §3 "Chat item"). Presence is added by the edge, not stored here. */
export const chatItemSchema = z.object({
  chatId: z.number().int().positive(),
  chatType: z.enum(chatTypes),
  userId: z.number().int().positive().nullable(),
  groupId: z.number().int().positive().nullable(),
  fullName: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type ChatItem = z.infer<typeof chatItemSchema>;
