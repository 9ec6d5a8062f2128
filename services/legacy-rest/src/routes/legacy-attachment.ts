import {
  AppError,
  type Attachment,
  attachmentMessages,
  type ChatTarget,
  DEFAULT_DOCUMENT_PAGES,
  ErrorCode,
  fileServerPaths,
} from '@canstring/contracts';
import { pathId } from './legacy-input';

/**
 * An attachment in the old contract's words (spec 2 §3 Attachment). `fs_file_path` is where the file
 * server serves it; a document whose page count is unknown counts the specification's default.
 */
export const toLegacyAttachment = (a: Attachment) => ({
  attachment_id: a.id,
  original_name: a.originalName,
  unique_name: a.uniqueName,
  total_pages: a.totalPages ?? DEFAULT_DOCUMENT_PAGES,
  room_id: null,
  file_name: a.fileName,
  file_desc: a.fileDesc,
  fs_file_path: fileServerPaths.attachment(a.id),
  s3_file_path: null,
  size: a.size,
  mime_type: a.mimeType,
  createdAt: a.createdAt,
  uploaded_by: a.uploaderId,
  first_name: a.uploaderFirstName,
  last_name: a.uploaderLastName,
  user_id: a.toUserId,
  group_id: a.groupId,
});

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Exactly one of a person (`user`) or a group (`group`) id, from a query or a body. */
export const legacyTargetOf = (from: Record<string, unknown>, user: string, group: string): ChatTarget => {
  if (present(from[user]) === present(from[group])) {
    throw new AppError(ErrorCode.BadInput, attachmentMessages.chooseOneTarget, {
      fields: { [user]: attachmentMessages.chooseOneTarget, [group]: attachmentMessages.chooseOneTarget },
    });
  }
  return present(from[user])
    ? { chatType: 'user', userId: pathId(String(from[user]), user) }
    : { chatType: 'group', groupId: pathId(String(from[group]), group) };
};

/** The old client's total_pages: a page count, or anything else (e.g. 'youtube') read as unknown. */
export const legacyPagesOf = (value: unknown): number | undefined => {
  const pages = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
  return typeof pages === 'number' && Number.isInteger(pages) && pages > 0 && pages <= 100_000
    ? pages
    : undefined;
};

/** An optional text field of the old client; anything but a string reads as absent. */
export const legacyTextOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
