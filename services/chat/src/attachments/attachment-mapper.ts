import type { Attachment } from '@canstring/contracts';
import type { AttachmentRow } from './attachments-schema';

export const toAttachment = (row: AttachmentRow): Attachment => ({
  id: row.id,
  uniqueName: row.uniqueName,
  originalName: row.originalName,
  size: row.size,
  mimeType: row.mimeType,
  totalPages: row.totalPages,
  fileName: row.fileName,
  fileDesc: row.fileDesc,
  uploaderId: row.uploaderId,
  uploaderFirstName: row.uploaderFirstName,
  uploaderLastName: row.uploaderLastName,
  chatType: row.chatType,
  toUserId: row.toUserId,
  groupId: row.groupId,
  createdAt: row.createdAt.toISOString(),
});
