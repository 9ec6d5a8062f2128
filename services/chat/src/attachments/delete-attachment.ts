import { AppError, attachmentEndpoints, attachmentMessages, ErrorCode } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { ChatServiceContext } from '../context';
import { audienceOf } from './attachment-access';
import { publishAttachmentChange } from './attachment-events';
import { toAttachment } from './attachment-mapper';
import { deleteAttachment, findAttachment } from './attachments-repository';

/**
 * Deletes an attachment: its uploader only. The deletion is announced on the chat events stream
 * before it commits; the file server removes the file when it reads the announcement.
 */
export const deleteAttachmentHandler = (ctx: ChatServiceContext) =>
  handler(attachmentEndpoints.delete, async ({ actor, attachmentId }, { log }) => {
    const row = await findAttachment(ctx.db, attachmentId);
    if (!row) throw new AppError(ErrorCode.NotFound, attachmentMessages.attachmentNotFound);
    if (row.uploaderId !== actor.userId)
      throw new AppError(ErrorCode.Forbidden, attachmentMessages.onlyUploaderDeletes);
    // An uploader who has since left the group still deletes their file; only they hear of it then.
    const audience = await audienceOf(ctx, actor, row).catch(() => [actor.userId]);
    const deleted = await deleteAttachment(ctx.db, attachmentId, async (gone) => {
      try {
        await publishAttachmentChange(ctx.js, 'deleted', toAttachment(gone), audience);
      } catch (error) {
        log.warn({ err: error, attachmentId }, 'attachment deletion not announced; kept');
        throw new AppError(ErrorCode.Unavailable, attachmentMessages.deleteNotAnnounced);
      }
    });
    if (!deleted) throw new AppError(ErrorCode.NotFound, attachmentMessages.attachmentNotFound);
    return { ok: true as const };
  });
