import type { ListSort } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { type ChatEntryRow, type ChatSchema, chatEntries } from './schema';

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A person's visible chats: 'recent' by last message (new chats without one by when they were added), or by name. */
export const listChatEntries = async (
  db: Database<ChatSchema>,
  ownerId: number,
  query: { offset: number; limit: number; sort: ListSort; search?: string },
): Promise<{ rows: ChatEntryRow[]; total: number }> => {
  const where = and(
    eq(chatEntries.ownerId, ownerId),
    eq(chatEntries.hidden, false),
    query.search ? ilike(chatEntries.name, likePattern(query.search)) : undefined,
  );
  const order =
    query.sort === 'name'
      ? [asc(sql`lower(${chatEntries.name})`), asc(chatEntries.id)]
      : [desc(sql`coalesce(${chatEntries.lastMessageAt}, ${chatEntries.createdAt})`), desc(chatEntries.id)];
  const rows = await db
    .select()
    .from(chatEntries)
    .where(where)
    .orderBy(...order)
    .offset(query.offset)
    .limit(query.limit);
  const [counted] = await db.select({ total: count() }).from(chatEntries).where(where);
  return { rows, total: counted?.total ?? 0 };
};

/** Adds the chat to the owner's list, or shows it again when it was removed. */
export const openChatEntry = async (
  db: Database<ChatSchema>,
  entry: Pick<ChatEntryRow, 'ownerId' | 'chatKey' | 'chatType' | 'peerUserId' | 'groupId' | 'name'>,
): Promise<ChatEntryRow> => {
  const [row] = await db
    .insert(chatEntries)
    .values(entry)
    .onConflictDoUpdate({
      target: [chatEntries.ownerId, chatEntries.chatKey],
      set: { name: entry.name, hidden: false },
    })
    .returning();
  if (!row) throw new Error('The chat entry was not stored');
  return row;
};

/** Hides one of the owner's entries; false when the owner has no such entry. */
export const hideChatEntry = async (
  db: Database<ChatSchema>,
  ownerId: number,
  chatId: number,
): Promise<boolean> => {
  const rows = await db
    .update(chatEntries)
    .set({ hidden: true })
    .where(and(eq(chatEntries.id, chatId), eq(chatEntries.ownerId, ownerId)))
    .returning({ id: chatEntries.id });
  return rows.length > 0;
};
