import type { Database } from '@canstring/service-kit';
import { and, count, desc, eq } from 'drizzle-orm';
import { type EntryFor, showChatToMembers } from './chat-entries-repository';
import { type ChatSchema, type MessageRow, messages } from './schema';

export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'createdAt'>;

/**
 * Stores a message and puts the chat on the given people's lists in one transaction, so an
 * acknowledged message is committed with its list entries; with no entries to write (a group
 * message), the message is one statement on its own. A (sender, uniqueRefId) seen before stores
 * nothing and returns the stored message; a concurrent twin waits on the unique index.
 */
export const storeMessage = async (
  db: Database<ChatSchema>,
  message: NewMessage,
  entries: EntryFor[],
): Promise<{ message: MessageRow; created: boolean }> => {
  const store = async (tx: Database<ChatSchema>) => {
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
    await showChatToMembers(tx, inserted, entries);
    return { message: inserted, created: true };
  };
  return entries.length > 0 ? db.transaction(store) : store(db);
};

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
