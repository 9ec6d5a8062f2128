import { attachmentMessages } from './attachment-messages';
import { ATTACHMENT_MAX_BYTES, extensionOf, isAllowedAttachmentExtension } from './attachment-rules';

/**
 * Why a picked file may not be uploaded (its extension, then its size), or undefined when it may.
 * The browser asks before sending; the file server asks again and also checks the content.
 */
export const attachmentProblem = (file: { name: string; size: number }): string | undefined => {
  const ext = extensionOf(file.name);
  if (!isAllowedAttachmentExtension(ext)) return attachmentMessages.extensionNotSupported(ext);
  if (file.size > ATTACHMENT_MAX_BYTES) return attachmentMessages.fileTooLarge;
  return undefined;
};
