import { randomUUID } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import {
  type Actor,
  AppError,
  ATTACHMENT_MAX_BYTES,
  attachmentMessages,
  ErrorCode,
  extensionOf,
  isAllowedAttachmentExtension,
  type Upload,
} from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import type { MediaSchema } from '../db/schema';
import { recordUpload } from '../db/uploads-repository';
import { checkContent } from './content-check';
import { uploadPathOf, uploadsDirOf } from './locations';
import { receiveUpload } from './receive-upload';

export interface AcceptedUpload {
  upload: Upload;
  /** The form's text fields. */
  fields: Record<string, string>;
}

/**
 * Receives the file of a multipart request, checks its extension (spec 2 §5), size and content,
 * stores it under a new unique name and records it as the caller's. A refused file leaves nothing.
 */
export const acceptUpload = async (
  deps: { db: Database<MediaSchema>; dataDir: string },
  req: IncomingMessage,
  actor: Actor,
  fileField: string,
): Promise<AcceptedUpload> => {
  const dir = uploadsDirOf(deps.dataDir);
  const { fields, file } = await receiveUpload(req, { fileField, dir, maxBytes: ATTACHMENT_MAX_BYTES });
  const uniqueName = `${randomUUID()}.${extensionOf(file.originalName).toLowerCase()}`;
  const finalPath = uploadPathOf(deps.dataDir, uniqueName);
  try {
    const ext = extensionOf(file.originalName);
    if (!isAllowedAttachmentExtension(ext))
      throw new AppError(ErrorCode.BadInput, attachmentMessages.extensionNotSupported(ext));
    if (file.size === 0) throw new AppError(ErrorCode.BadInput, attachmentMessages.fileEmpty);
    const mimeType = await checkContent(file.tempPath, ext);
    renameSync(file.tempPath, finalPath);
    const upload = await recordUpload(deps.db, {
      uniqueName,
      originalName: file.originalName,
      size: file.size,
      mimeType,
      ownerId: actor.userId,
    });
    return { upload, fields };
  } catch (error) {
    rmSync(file.tempPath, { force: true });
    rmSync(finalPath, { force: true });
    throw error;
  }
};
