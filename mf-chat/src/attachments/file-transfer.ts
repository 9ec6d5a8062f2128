import {
  FileServerError,
  fileServerMessageOf,
  saveFile,
  type UploadRequest,
  uploadAttachment as uploadToFileServer,
} from '@canstring/client';
import type { Attachment } from '../graphql/types';

/**
 * Shares a file in the chat through the file server, the upload's progress told as bytes leave.
 * Resolves with the stored attachment.
 */
export const uploadAttachment = async (request: UploadRequest): Promise<Attachment> =>
  (await uploadToFileServer(request)).attachment as Attachment;

/**
 * Downloads an attachment with the session token (a plain link could not carry it) and hands it to the
 * browser as a file named as it was uploaded.
 */
export const downloadAttachment = async (
  fileServerUrl: string,
  token: string,
  attachment: Pick<Attachment, 'downloadPath' | 'originalName'>,
): Promise<void> => {
  const response = await fetch(new URL(attachment.downloadPath, fileServerUrl).toString(), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw new FileServerError(
      `download answered HTTP ${response.status}`,
      response.status,
      fileServerMessageOf(await response.text()),
    );
  }
  saveFile(await response.blob(), attachment.originalName);
};
