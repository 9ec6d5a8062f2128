import { chatEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { chatKeyOf } from '../chat-key';
import type { ChatServiceContext } from '../context';
import { openChatEntry } from '../db/chat-entries-repository';
import { toChatItem } from '../db/mappers';
import { participantsOf } from '../participants';

/** Puts a chat on the caller's list (New Chat); the other side's list changes with the first message. */
export const createChatHandler = (ctx: ChatServiceContext) =>
  handler(chatEndpoints.create, async ({ actor, with: target }) => {
    const participants = await participantsOf(ctx, actor, target);
    const row = await openChatEntry(ctx.db, {
      ownerId: actor.userId,
      chatKey: chatKeyOf(actor, target),
      chatType: target.chatType,
      peerUserId: target.chatType === 'user' ? target.userId : null,
      groupId: target.chatType === 'group' ? target.groupId : null,
      name: participants.nameFor(actor.userId),
    });
    return { chat: toChatItem(row) };
  });
