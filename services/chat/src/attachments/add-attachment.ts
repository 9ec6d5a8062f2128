import {
  AppError,
  attachmentEndpoints,
  attachmentMessages,
  ErrorCode,
  mediaEndpoints,
} from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import { chatKeyOf } from '../chat-key';
import type { ChatServiceContext } from '../context';
import { participantsOf } from '../participants';
import { publishAttachmentChange } from './attachment-events';
import { toAttachment } from './attachment-mapper';
import { insertAttachment } from './attachments-repository';

/**
 * Shares the caller's own upload in a chat the caller belongs to: membership first, then the file
 * server confirms the upload is the caller's and tells its size and type; then it is stored and
 * announced to the chat's members.
 */
export const addAttachmentHandler = (ctx: ChatServiceContext) =>
  handler(
    attachmentEndpoints.add,
    async ({ actor, to, uniqueName, fileName, fileDesc, totalPages }, { log, requestId }) => {
      const participants = await participantsOf(ctx, actor, to);
      const { upload } = await call(ctx.nc, mediaEndpoints.uploadsGet, { actor, uniqueName }, { requestId });
      const row = await insertAttachment(ctx.db, {
        chatKey: chatKeyOf(actor, to),
        chatType: to.chatType,
        toUserId: to.chatType === 'user' ? to.userId : null,
        groupId: to.chatType === 'group' ? to.groupId : null,
        uniqueName: upload.uniqueName,
        originalName: upload.originalName,
        size: upload.size,
        mimeType: upload.mimeType,
        totalPages: totalPages ?? null,
        fileName: fileName ?? upload.originalName,
        fileDesc: fileDesc || null,
        uploaderId: actor.userId,
        uploaderFirstName: participants.sender.firstName,
        uploaderLastName: participants.sender.lastName,
      });
      if (!row) throw new AppError(ErrorCode.Conflict, attachmentMessages.uploadAlreadyShared);
      const attachment = toAttachment(row);
      try {
        await publishAttachmentChange(ctx.js, 'added', attachment, participants.audience);
      } catch (error) {
        // Stored: the members see it on their next read, only not pushed right now.
        log.warn({ err: error, attachmentId: attachment.id }, 'attachment stored but not announced');
      }
      return { attachment };
    },
  );
