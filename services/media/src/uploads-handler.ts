import { AppError, attachmentMessages, ErrorCode, mediaEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { findUpload } from './db/uploads-repository';
import type { MediaDeps } from './deps';

/** `media.uploads.get`: an upload, to its owner only (the chat service asks before sharing it). */
export const uploadsGetHandler = ({ db }: Pick<MediaDeps, 'db'>) =>
  handler(mediaEndpoints.uploadsGet, async ({ actor, uniqueName }) => {
    const upload = await findUpload(db, uniqueName);
    if (!upload) throw new AppError(ErrorCode.NotFound, attachmentMessages.uploadNotFound);
    if (upload.ownerId !== actor.userId)
      throw new AppError(ErrorCode.Forbidden, attachmentMessages.notYourUpload);
    return { upload };
  });
