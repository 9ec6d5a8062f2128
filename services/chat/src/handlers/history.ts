import { chatEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { chatKeyOf } from '../chat-key';
import type { ChatServiceContext } from '../context';
import { toChatMessage } from '../db/mappers';
import { messagePage } from '../db/messages-repository';
import { participantsOf } from '../participants';

/** A chat's messages, newest first; only its members may read them. */
export const historyHandler = (ctx: ChatServiceContext) =>
  handler(chatEndpoints.history, async ({ actor, with: target, offset, limit }) => {
    await participantsOf(ctx, actor, target);
    const { rows, total } = await messagePage(ctx.db, chatKeyOf(actor, target), offset, limit);
    return { messages: rows.map(toChatMessage), total };
  });
