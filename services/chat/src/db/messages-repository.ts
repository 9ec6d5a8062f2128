import type { Database } from '@canstring/service-kit';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type ChatSchema, chatEntries, type MessageRow, messages } from './schema';

export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'createdAt'>;

/** The arriving message is at least as new as the one the entry shows (inside ON CONFLICT DO UPDATE). */
const newer = sql.raw(
  'chat_entries.last_message_at is null or excluded.last_message_at >= chat_entries.last_message_at',
);

/** How each member's list entry for the chat reads. */
export interface EntryFor {
  ownerId: number;
  peerUserId: number | null;
  name: string;
}

/**
 * Stores a message and brings every member's list entry up to date in one transaction, so an
 * acknowledged message is committed with its list entries. A (sender, uniqueRefId) seen before
 * stores nothing and returns the stored message; a concurrent twin waits on the unique index.
 */
export const storeMessage = async (
  db: Database<ChatSchema>,
  message: NewMessage,
  entries: EntryFor[],
): Promise<{ message: MessageRow; created: boolean }> =>
  db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values(message)
      .onConflictDoNothing({ target: [messages.senderId, messages.uniqueRefId] })
      .returning();
    if (!inserted) {
      const [stored] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, message.senderId), eq(messages.uniqueRefId, message.uniqueRefId)));
      if (!stored) throw new Error('A message conflicted on its unique ref but is not stored');
      return { message: stored, created: false };
    }
    if (entries.length > 0) {
      await tx
        .insert(chatEntries)
        .values(
          entries.map((e) => ({
            ownerId: e.ownerId,
            chatKey: inserted.chatKey,
            chatType: inserted.chatType,
            peerUserId: e.peerUserId,
            groupId: inserted.groupId,
            name: e.name,
            lastMessage: inserted.text,
            lastMessageAt: inserted.createdAt,
          })),
        )
        .onConflictDoUpdate({
          target: [chatEntries.ownerId, chatEntries.chatKey],
          set: {
            name: sql`excluded.name`,
            // Two sends may commit out of order: the entry keeps the later message.
            lastMessage: sql`case when ${newer} then excluded.last_message else chat_entries.last_message end`,
            lastMessageAt: sql`case when ${newer} then excluded.last_message_at else chat_entries.last_message_at end`,
            hidden: false,
          },
        });
    }
    return { message: inserted, created: true };
  });

/** One page of a chat, newest first. */
export const messagePage = async (
  db: Database<ChatSchema>,
  chatKey: string,
  offset: number,
  limit: number,
): Promise<{ rows: MessageRow[]; total: number }> => {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.chatKey, chatKey))
    .orderBy(desc(messages.id))
    .offset(offset)
    .limit(limit);
  const [counted] = await db.select({ total: count() }).from(messages).where(eq(messages.chatKey, chatKey));
  return { rows, total: counted?.total ?? 0 };
};
