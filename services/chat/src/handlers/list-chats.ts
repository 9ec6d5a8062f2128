import { chatEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { ChatServiceContext } from '../context';
import { listChatEntries } from '../db/chat-entries-repository';
import { toChatItem } from '../db/mappers';
import { showCallerGroups } from '../member-groups';

/**
 * The caller's own chat list; nobody reads another person's list. Reading its first page brings the
 * caller's groups onto it first, so a group is there from its creation.
 */
export const listChatsHandler = (ctx: ChatServiceContext) =>
  handler(chatEndpoints.list, async ({ actor, ...query }) => {
    if (query.offset === 0) await showCallerGroups(ctx, actor);
    const { rows, total } = await listChatEntries(ctx.db, actor.userId, query);
    return { chats: rows.map(toChatItem), total };
  });
