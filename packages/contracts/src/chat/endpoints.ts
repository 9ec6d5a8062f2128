import { z } from 'zod';
import { actorSchema } from '../actor';
import { listQuerySchema } from '../admin/list-query';
import { endpoint } from '../endpoint';
import {
  chatItemSchema,
  chatMessageSchema,
  chatTargetSchema,
  chatTextSchema,
  chatTypes,
  uniqueRefIdSchema,
} from './chat';
import { CHAT_HISTORY_PAGE_SIZE } from './constants';

const ok = z.object({ ok: z.literal(true) });

/** The chat service's NATS endpoints; every call names its actor and is authorised by the service. */
export const chatEndpoints = {
  /**
   * Sends a message (legacy POST /chats/messages and /chats/groupMessages). The same uniqueRefId
   * from the same sender stores the message once and answers the stored message again.
   */
  send: endpoint(
    'chat.send',
    z.object({
      actor: actorSchema,
      to: chatTargetSchema,
      text: chatTextSchema,
      uniqueRefId: uniqueRefIdSchema,
    }),
    z.object({ message: chatMessageSchema }),
  ),
  /** A chat's messages, newest page first (legacy GET /chats/messages, /chats/groupMessages); members only. */
  history: endpoint(
    'chat.history',
    z.object({
      actor: actorSchema,
      with: chatTargetSchema,
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(100).default(CHAT_HISTORY_PAGE_SIZE),
    }),
    z.object({ messages: z.array(chatMessageSchema), total: z.number().int() }),
  ),
  /**
   * The caller's chat list (legacy GET /chats): 'recent' by last message, or 'name' A to Z; every group
   * the caller is in is on it. `chatType` keeps one kind only (New Chat's groups).
   */
  list: endpoint(
    'chat.list',
    listQuerySchema.extend({ actor: actorSchema, chatType: z.enum(chatTypes).optional() }),
    z.object({ chats: z.array(chatItemSchema), total: z.number().int() }),
  ),
  /** Adds a chat to the caller's list, or shows it again (legacy POST /chats/createChat). */
  create: endpoint(
    'chat.create',
    z.object({ actor: actorSchema, with: chatTargetSchema }),
    z.object({ chat: chatItemSchema }),
  ),
  /** Hides a chat from the caller's list only; a new message shows it again (legacy PUT /chats/removeChat). */
  remove: endpoint('chat.remove', z.object({ actor: actorSchema, chatId: z.number().int().positive() }), ok),
} as const;

/** JetStream stream holding chat events, so a subscriber that was away still gets them. */
export const CHAT_EVENTS_STREAM = 'CHAT_EVENTS';

/** Events the chat service publishes on the CHAT_EVENTS stream. */
export const chatEvents = {
  /** A message was stored: payload chatMessageCreatedEventSchema. */
  messageCreated: 'chat.events.messageCreated',
} as const;

export const chatMessageCreatedEventSchema = z.object({
  message: chatMessageSchema,
  /** Every user who should see it: both people of a one-to-one chat, or the group's members. */
  audience: z.array(z.number().int().positive()),
});
export type ChatMessageCreatedEvent = z.infer<typeof chatMessageCreatedEventSchema>;
