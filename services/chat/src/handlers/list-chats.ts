import { chatEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { ChatServiceContext } from '../context';
import { listChatEntries } from '../db/chat-entries-repository';
import { toChatItem } from '../db/mappers';

/** The caller's own chat list; nobody reads another person's list. */
export const listChatsHandler = (ctx: ChatServiceContext) =>
  handler(chatEndpoints.list, async ({ actor, ...query }) => {
    const { rows, total } = await listChatEntries(ctx.db, actor.userId, query);
    return { chats: rows.map(toChatItem), total };
  });
