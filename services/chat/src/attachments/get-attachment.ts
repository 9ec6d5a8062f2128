import { AppError, attachmentEndpoints, attachmentMessages, ErrorCode } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { ChatServiceContext } from '../context';
import { audienceOf } from './attachment-access';
import { toAttachment } from './attachment-mapper';
import { findAttachment } from './attachments-repository';

/** One attachment, to a member of its chat (the file server asks this before every download). */
export const getAttachmentHandler = (ctx: ChatServiceContext) =>
  handler(attachmentEndpoints.get, async ({ actor, attachmentId }) => {
    const row = await findAttachment(ctx.db, attachmentId);
    if (!row) throw new AppError(ErrorCode.NotFound, attachmentMessages.attachmentNotFound);
    await audienceOf(ctx, actor, row);
    return { attachment: toAttachment(row) };
  });
