import {
  AppError,
  attachmentEndpoints,
  ErrorCode,
  isSharedVideoMime,
  type RoomCaller,
  type ShareDocPayload,
  type SharedContent,
  shareMessages,
  youtubeVideoOf,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../../context';

/** Content the sender asked to share, as the room service found it out; `start` is where it opens (seconds). */
export interface ContentToShare {
  content: Omit<SharedContent, 'sharedBy'>;
  start: number;
}

/**
 * What a shareDoc names, resolved on the server (spec 3 §3 Shared document): a YouTube link must show
 * one video; an attachment must be in a chat the sender (a member, asserted by the edge and forwarded
 * here) belongs to, and be a converted document or an mp4/webm video. Null: the content is taken down.
 * Nothing the browser says about names or pages is taken.
 */
export const contentToShare = async (
  ctx: RoomServiceContext,
  caller: RoomCaller,
  payload: ShareDocPayload,
  requestId?: string,
): Promise<ContentToShare | null> => {
  if ('youtubeUrl' in payload) {
    const video = youtubeVideoOf(payload.youtubeUrl);
    if (!video) throw new AppError(ErrorCode.BadInput, shareMessages.invalidYoutubeUrl);
    const content = {
      kind: 'youtube',
      fileName: video.videoId,
      totalPages: 'youtube',
      attachmentId: null,
      upload: null,
      videoId: video.videoId,
    } as const;
    return { content, start: video.start };
  }
  if (!('attachmentId' in payload)) return null;
  if (!('actor' in caller) || !caller.actor)
    throw new AppError(ErrorCode.Forbidden, shareMessages.guestCannotShareFiles);
  const attachment = await call(
    ctx.nc,
    attachmentEndpoints.get,
    { actor: caller.actor, attachmentId: payload.attachmentId },
    { requestId },
  ).then(
    (answer) => answer.attachment,
    (error: unknown) => {
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.NotFound || error.code === ErrorCode.Forbidden)
      )
        throw new AppError(ErrorCode.NotFound, shareMessages.noSuchAttachment);
      throw error;
    },
  );
  const shared = {
    fileName: attachment.fileName,
    attachmentId: attachment.id,
    upload: attachment.uniqueName,
  };
  if (isSharedVideoMime(attachment.mimeType))
    return { content: { ...shared, kind: 'video', totalPages: 'video', videoId: null }, start: 0 };
  if (attachment.totalPages === null) throw new AppError(ErrorCode.BadInput, shareMessages.notConverted);
  return {
    content: { ...shared, kind: 'document', totalPages: attachment.totalPages, videoId: null },
    start: 0,
  };
};
