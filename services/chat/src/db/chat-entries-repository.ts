import type { ChatType, ListSort } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, asc, count, desc, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import { type ChatEntryRow, type ChatSchema, chatEntries, messages } from './schema';

/** A list entry with its chat's newest message, read from the messages themselves. */
export type ChatEntryView = ChatEntryRow & { lastMessage: string | null; lastMessageAt: Date | null };

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Entries joined with their chat's newest message (by id, on the index (chat_key, id)). Derived on
 * read rather than written into every member's entry on each send: that write locked one row per
 * member, so sends to a big group queued behind each other.
 */
const entriesWithLastMessage = (db: Database<ChatSchema>) => {
  const last = db
    .select({ text: messages.text, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.chatKey, chatEntries.chatKey))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last_message');
  const query = db
    .select({ ...getTableColumns(chatEntries), lastMessage: last.text, lastMessageAt: last.createdAt })
    .from(chatEntries)
    .leftJoinLateral(last, sql`true`);
  return { last, query };
};

/** A person's visible chats: 'recent' by last message (new chats without one by when they were added), or by name. */
export const listChatEntries = async (
  db: Database<ChatSchema>,
  ownerId: number,
  query: { offset: number; limit: number; sort: ListSort; search?: string; chatType?: ChatType },
): Promise<{ rows: ChatEntryView[]; total: number }> => {
  const where = and(
    eq(chatEntries.ownerId, ownerId),
    eq(chatEntries.hidden, false),
    query.search ? ilike(chatEntries.name, likePattern(query.search)) : undefined,
    query.chatType ? eq(chatEntries.chatType, query.chatType) : undefined,
  );
  const { last, query: entries } = entriesWithLastMessage(db);
  const order =
    query.sort === 'name'
      ? [asc(sql`lower(${chatEntries.name})`), asc(chatEntries.id)]
      : [desc(sql`coalesce(${last.createdAt}, ${chatEntries.createdAt})`), desc(chatEntries.id)];
  const rows = await entries
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
): Promise<ChatEntryView> => {
  const [opened] = await db
    .insert(chatEntries)
    .values(entry)
    .onConflictDoUpdate({
      target: [chatEntries.ownerId, chatEntries.chatKey],
      set: { name: entry.name, hidden: false },
    })
    .returning({ id: chatEntries.id });
  if (!opened) throw new Error('The chat entry was not stored');
  const [row] = await entriesWithLastMessage(db).query.where(eq(chatEntries.id, opened.id));
  if (!row) throw new Error('The chat entry was not stored');
  return row;
};

/** How one member's list entry for a chat reads. */
export interface EntryFor {
  ownerId: number;
  peerUserId: number | null;
  name: string;
}

/** The chat a message was sent to, as its members' entries name it. */
export type EntriesChat = Pick<ChatEntryRow, 'chatKey' | 'chatType' | 'groupId'>;

/** The members' entries as rows of a set (arrays unnested), so a big group is one statement, not a row each. */
const membersOf = (entries: EntryFor[]): SQL => sql`unnest(
    ${sql.param(entries.map((e) => e.ownerId))}::int[],
    ${sql.param(entries.map((e) => e.peerUserId))}::int[],
    ${sql.param(entries.map((e) => e.name))}::text[]
  ) as member(owner_id, peer_user_id, name)`;

/** Adds the members' missing entries; only those take an id (ON CONFLICT alone would draw one per member). */
export const addMissingEntries = (chat: EntriesChat, entries: EntryFor[]): SQL => sql`
    insert into ${chatEntries} (owner_id, chat_key, chat_type, peer_user_id, group_id, name)
    select member.owner_id, ${chat.chatKey}, ${chat.chatType}, member.peer_user_id, ${chat.groupId}::int, member.name
    from ${membersOf(entries)}
    where not exists (
      select 1 from ${chatEntries} entry
      where entry.owner_id = member.owner_id and entry.chat_key = ${chat.chatKey}
    )
    order by member.owner_id
    on conflict (owner_id, chat_key) do nothing`;

/** Shows again (and renames) only the members' entries that are hidden or named differently. */
export const showStaleEntries = (chat: EntriesChat, entries: EntryFor[]): SQL => sql`
    with stale as (
      select entry.id, member.name
      from ${chatEntries} entry join ${membersOf(entries)} on entry.owner_id = member.owner_id
      where entry.chat_key = ${chat.chatKey} and (entry.hidden or entry.name <> member.name)
      order by entry.owner_id
      for update of entry
    )
    update ${chatEntries} as entry set hidden = false, name = stale.name
    from stale where entry.id = stale.id`;

/**
 * Puts a one-to-one chat on both people's lists with a new message: adds the missing entries, and
 * shows again (and renames) only those hidden or named differently. An entry already as it should be
 * is not written, so concurrent sends to one chat do not wait on each other's row locks. Each
 * statement reads the chat's own entries by their index (chat_entries_chat_idx). Rows are written in
 * owner order, so two sends (say, both people's first messages) never wait on each other in a cycle.
 * (A group's entries follow its members when each reads their list: followMemberGroups.)
 */
export const showChatToMembers = async (
  db: Database<ChatSchema>,
  chat: EntriesChat,
  entries: EntryFor[],
): Promise<void> => {
  if (entries.length === 0) return;
  await db.execute(addMissingEntries(chat, entries));
  await db.execute(showStaleEntries(chat, entries));
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
