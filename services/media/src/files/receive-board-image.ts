import { rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import {
  AppError,
  ATTACHMENT_MAX_BYTES,
  ErrorCode,
  extensionOf,
  whiteboardMessages,
} from '@canstring/contracts';
import { checkContent } from './content-check';
import { uploadsDirOf } from './locations';
import { receiveUpload } from './receive-upload';

/** The pictures a whiteboard takes, by extension; the content must agree (checkContent). */
const PICTURE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg']);

export interface ReceivedBoardImage {
  /** The form's text fields. */
  fields: Record<string, string>;
  /** Where the checked picture waits until it is kept (or removed). */
  tempPath: string;
  /** Its extension, lower case. */
  ext: string;
  mimeType: string;
  size: number;
}

const notAnImage = () => new AppError(ErrorCode.BadInput, whiteboardMessages.notAnImage);

/**
 * Receives a whiteboard picture (the attachment size limit) and checks it is a png or jpeg by its
 * name and its content alike; anything else is refused as not a picture and leaves no file.
 */
export const receiveBoardImage = async (
  dataDir: string,
  req: IncomingMessage,
  fileField: string,
): Promise<ReceivedBoardImage> => {
  const { fields, file } = await receiveUpload(req, {
    fileField,
    dir: uploadsDirOf(dataDir),
    maxBytes: ATTACHMENT_MAX_BYTES,
  });
  try {
    const ext = extensionOf(file.originalName).toLowerCase();
    if (!PICTURE_EXTENSIONS.has(ext) || file.size === 0) throw notAnImage();
    const mimeType = await checkContent(file.tempPath, ext).catch(() => {
      throw notAnImage();
    });
    return { fields, tempPath: file.tempPath, ext, mimeType, size: file.size };
  } catch (error) {
    rmSync(file.tempPath, { force: true });
    throw error;
  }
};
