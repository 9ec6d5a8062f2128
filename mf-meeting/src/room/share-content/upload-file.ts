import { FileServerError, type UploadTarget, uploadAttachment } from '@canstring/client';
import { type AttachmentView, roomMessages } from '@canstring/contracts';

/** The chat a file is uploaded to: the meeting's group, or the one-to-one chat's other side. */
export type ChatTarget = UploadTarget;

/** How an upload ended: the attachment, and the conversion's failure when it failed. */
export interface UploadOutcome {
  attachment: AttachmentView;
  /** Why the file cannot be shown on the stage (it stays a downloadable attachment). */
  failure: string | null;
}

/**
 * Uploads a file to share on the stage into the meeting's chat; the file server answers once the
 * document is converted (or said not to convert). Rejects with the server's words.
 */
export const uploadFile = async ({
  fileServerUrl,
  pass,
  file,
  target,
  onProgress,
}: {
  fileServerUrl: string;
  pass: string | null;
  file: File;
  target: ChatTarget;
  /** The share of the bytes sent (0..1). */
  onProgress: (share: number) => void;
}): Promise<UploadOutcome> => {
  try {
    const answer = await uploadAttachment({ fileServerUrl, token: pass, file, target, onProgress });
    return { attachment: answer.attachment, failure: answer.conversion?.message ?? null };
  } catch (error) {
    throw new Error(
      error instanceof FileServerError && error.shown ? error.shown : roomMessages.somethingWentWrong,
    );
  }
};
