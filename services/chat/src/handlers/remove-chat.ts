import { AppError, chatEndpoints, chatMessages, ErrorCode } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { ChatServiceContext } from '../context';
import { hideChatEntry } from '../db/chat-entries-repository';

/** Hides a chat from the caller's own list; another person's entry is "not found", as a missing one is. */
export const removeChatHandler = (ctx: ChatServiceContext) =>
  handler(chatEndpoints.remove, async ({ actor, chatId }) => {
    if (!(await hideChatEntry(ctx.db, actor.userId, chatId)))
      throw new AppError(ErrorCode.NotFound, chatMessages.chatNotFound);
    return { ok: true as const };
  });
