import { AppError, attachmentEndpoints, chatMessages, ErrorCode } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { chatKeyOf } from '../chat-key';
import type { ChatServiceContext } from '../context';
import { participantsOf } from '../participants';
import { toAttachment } from './attachment-mapper';
import { attachmentPage } from './attachments-repository';

/**
 * A chat's attachments, newest first. As with history, a one-to-one chat's key holds the caller's
 * own id; a group's files are for its current members only.
 */
export const listAttachmentsHandler = (ctx: ChatServiceContext) =>
  handler(attachmentEndpoints.list, async ({ actor, with: target, offset, limit }) => {
    if (target.chatType === 'group') await participantsOf(ctx, actor, target);
    else if (target.userId === actor.userId)
      throw new AppError(ErrorCode.BadInput, chatMessages.cannotChatWithYourself);
    const { rows, total } = await attachmentPage(ctx.db, chatKeyOf(actor, target), offset, limit);
    return { attachments: rows.map(toAttachment), total };
  });
