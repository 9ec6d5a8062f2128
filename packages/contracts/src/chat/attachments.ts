import { z } from 'zod';
import { actorSchema } from '../actor';
import { LONG_TEXT_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../constants';
import { endpoint } from '../endpoint';
import { uploadUniqueNameSchema } from '../media/upload';
import { ATTACHMENTS_PAGE_SIZE } from './attachment-rules';
import { chatTargetSchema, chatTypes } from './chat';

const id = z.number().int().positive();

/**
 * A file shared in a chat (spec 2 §3 Attachment). The bytes are the file server's upload named
 * `uniqueName`; the chat service keeps who shared it where.
 */
export const attachmentSchema = z.object({
  id,
  uniqueName: z.string(),
  originalName: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
  mimeType: z.string(),
  /** Page count of a document when known. */
  totalPages: z.number().int().positive().nullable(),
  /** The name it is shown under (the original name unless one was given). */
  fileName: z.string(),
  fileDesc: z.string().nullable(),
  uploaderId: id,
  uploaderFirstName: z.string(),
  uploaderLastName: z.string().nullable(),
  chatType: z.enum(chatTypes),
  /** One-to-one: the person it was shared with. */
  toUserId: id.nullable(),
  groupId: id.nullable(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const fileDescSchema = z.string().trim().max(LONG_TEXT_MAX_LENGTH);

/** The chat service's attachment endpoints; every one checks the actor belongs to the chat. */
export const attachmentEndpoints = {
  /**
   * Shares the actor's own upload in a chat the actor belongs to (the file server calls it right
   * after an upload; legacy POST /meets/attachments after /upload). An upload is shared once.
   */
  add: endpoint(
    'chat.attachments.add',
    z.object({
      actor: actorSchema,
      to: chatTargetSchema,
      uniqueName: uploadUniqueNameSchema,
      fileName: z.string().trim().min(1).max(TEXT_FIELD_MAX_LENGTH).optional(),
      fileDesc: fileDescSchema.optional(),
      totalPages: z.number().int().positive().max(100_000).optional(),
    }),
    z.object({ attachment: attachmentSchema }),
  ),
  /** A chat's attachments, newest first; members only. */
  list: endpoint(
    'chat.attachments.list',
    z.object({
      actor: actorSchema,
      with: chatTargetSchema,
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(100).default(ATTACHMENTS_PAGE_SIZE),
    }),
    z.object({ attachments: z.array(attachmentSchema), total: z.number().int() }),
  ),
  /** One attachment, for a member of its chat (the file server asks before a download). */
  get: endpoint(
    'chat.attachments.get',
    z.object({ actor: actorSchema, attachmentId: id }),
    z.object({ attachment: attachmentSchema }),
  ),
  /** Deletes an attachment; its uploader only. The file server removes the file on the event. */
  delete: endpoint(
    'chat.attachments.delete',
    z.object({ actor: actorSchema, attachmentId: id }),
    z.object({ ok: z.literal(true) }),
  ),
} as const;

/** Attachment events on the CHAT_EVENTS stream. */
export const attachmentEvents = {
  added: 'chat.events.attachmentAdded',
  deleted: 'chat.events.attachmentDeleted',
} as const;

export const attachmentChangedEventSchema = z.object({
  attachment: attachmentSchema,
  /** Every member of the chat at the time. */
  audience: z.array(id),
});
export type AttachmentChangedEvent = z.infer<typeof attachmentChangedEventSchema>;
