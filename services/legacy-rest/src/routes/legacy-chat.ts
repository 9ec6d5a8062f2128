import {
  AppError,
  type ChatItem,
  type ChatMessage,
  type ChatTarget,
  chatEdgeMessages,
  chatTextSchema,
  chatTypes,
  ErrorCode,
  messages,
  uniqueRefIdSchema,
} from '@canstring/contracts';
import { z } from 'zod';
import { parseBody } from '../parse-body';
import { requiredId } from './legacy-input';
import type { LegacyPresence } from './legacy-presence';

/** A chat list row under the old contract's names (spec 1 §3 "Chat item"), with the other person's presence. */
export const toLegacyChatItem = (chat: ChatItem, presence: LegacyPresence | undefined) => ({
  chat_id: chat.chatId,
  chat_type: chat.chatType,
  user_id: chat.userId,
  group_id: chat.groupId,
  full_name: chat.fullName,
  last_message: chat.lastMessage,
  last_message_at: chat.lastMessageAt,
  is_online: presence?.is_online ?? false,
  last_seen: presence?.last_seen ?? null,
  // A group row is listed only while the group exists and the caller is in it.
  group_active: chat.chatType === 'group',
});

/** A message under the old contract's names (spec 2 §3 "Chat message"); `day` is its UTC date, for day headings. */
export const toLegacyChatMessage = (message: ChatMessage) => ({
  message_id: message.id,
  chat_type: message.chatType,
  sender_id: message.senderId,
  to_user_id: message.toUserId,
  group_id: message.groupId,
  message: message.text,
  first_name: message.senderFirstName,
  last_name: message.senderLastName,
  unique_ref_id: message.uniqueRefId,
  createdAt: message.createdAt,
  day: message.createdAt.slice(0, 10),
});

const legacyId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
]);
/** The old client may send its reference as a number. */
const legacyRef = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), uniqueRefIdSchema);

/** A send of the old contract: `{to_user_id | group_id, message, unique_ref_id}` as the chat service takes it. */
export const legacySendOf = (body: unknown, target: 'to_user_id' | 'group_id') => {
  const parsed = parseBody(
    z.object({ [target]: legacyId, message: chatTextSchema, unique_ref_id: legacyRef }),
    body,
  ) as Record<string, unknown> & { message: string; unique_ref_id: string };
  const id = parsed[target] as number;
  const to: ChatTarget =
    target === 'to_user_id' ? { chatType: 'user', userId: id } : { chatType: 'group', groupId: id };
  return { to, text: parsed.message, uniqueRefId: parsed.unique_ref_id };
};

/** `{chat_type, to_user_id | group_id}` of POST /chats/createChat. */
export const legacyNewChatOf = (body: Record<string, unknown>): ChatTarget => {
  const chatType = body.chat_type;
  if (chatType === undefined || chatType === null || chatType === '')
    throw new AppError(ErrorCode.BadInput, messages.invalidRequest, {
      fields: { chat_type: messages.fieldRequired },
    });
  if (!chatTypes.includes(chatType as (typeof chatTypes)[number]))
    throw new AppError(ErrorCode.BadInput, chatEdgeMessages.invalidChatType, {
      fields: { chat_type: chatEdgeMessages.invalidChatType },
    });
  return chatType === 'user'
    ? { chatType: 'user', userId: requiredId(body, 'to_user_id') }
    : { chatType: 'group', groupId: requiredId(body, 'group_id') };
};
