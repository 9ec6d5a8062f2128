import { AppError, chatEndpoints, chatMessages, ErrorCode } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { chatKeyOf } from '../chat-key';
import type { ChatServiceContext } from '../context';
import { toChatMessage } from '../db/mappers';
import { messagePage } from '../db/messages-repository';
import { participantsOf } from '../participants';

/**
 * A chat's messages, newest first. A one-to-one chat's key is made from the caller's own id, so the
 * caller is always one of its two people (and may still read it after the other was deactivated);
 * a group's messages are for its current members only.
 */
export const historyHandler = (ctx: ChatServiceContext) =>
  handler(chatEndpoints.history, async ({ actor, with: target, offset, limit }) => {
    if (target.chatType === 'group') await participantsOf(ctx, actor, target);
    else if (target.userId === actor.userId)
      throw new AppError(ErrorCode.BadInput, chatMessages.cannotChatWithYourself);
    const { rows, total } = await messagePage(ctx.db, chatKeyOf(actor, target), offset, limit);
    return { messages: rows.map(toChatMessage), total };
  });
