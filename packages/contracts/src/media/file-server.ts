import type { Attachment } from '../chat/attachments';

/** Port of the file server unless MEDIA_PORT says otherwise. */
export const MEDIA_DEFAULT_PORT = 4200;

/**
 * The file server's HTTP contract (services/media). Every route but the health check needs
 * `Authorization: Bearer <session token>` (the legacy `/upload` also takes `x-auth-token`).
 * Failures answer `{ success: false, code, message }` with the status of the error code (413 for a
 * file over the limit); `message` is safe to show.
 */
export const fileServerPaths = {
  /** POST multipart: the fields of `attachmentUploadFields`, the file last. Answers 201 `{ attachment }`. */
  attachments: '/attachments',
  /** GET: the file, to members of its chat, as a download under its original name. */
  attachment: (attachmentId: number | string) => `/attachments/${attachmentId}`,
  /** Legacy POST multipart (`legacyUploadFields`): answers `{ org_name, name, pages }`. */
  legacyUpload: '/upload',
  /**
   * Legacy POST (spec 3 §7) `{ room, user, role }`, `user` being the caller's participant id: answers
   * the encoded token as text (`decodeLegacyMediaToken`), or FORBIDDEN 'Un authorized'.
   */
  legacyMediaTokens: '/tokens',
  /**
   * POST multipart (`boardImageUploadFields`): a picture for the room's whiteboard (png, jpg, jpeg by
   * content), from a participant of a live room who may draw; a member's session token or a guest's
   * pass. Answers 201 `{ image }`, the upload name a whiteboard Image shape carries.
   */
  boardImages: '/boards/images',
  /** GET: a whiteboard picture, to the caller's participant (`participantId`) in the picture's room. */
  boardImage: (image: string, participantId: string) =>
    `/boards/images/${encodeURIComponent(image)}?participantId=${encodeURIComponent(participantId)}`,
  /** GET: one page (from 0) of a kept whiteboard as a PNG, to the meeting's hosts. */
  keptBoardPagePng: (boardId: string, page: number) => `/boards/${boardId}/pages/${page}.png`,
  /** GET: a kept whiteboard as one PDF, a page per board page, to the meeting's hosts. */
  keptBoardPdf: (boardId: string) => `/boards/${boardId}.pdf`,
  health: '/healthz',
} as const;

export const boardImageUploadFields = {
  file: 'file',
  participantId: 'participantId',
} as const;

export const boardImageMessages = {
  noSuchImage: 'This picture is not on the whiteboard',
} as const;

/** The answer to a whiteboard picture's upload. */
export interface BoardImageAnswer {
  image: string;
}

export const attachmentUploadFields = {
  file: 'file',
  userId: 'userId',
  groupId: 'groupId',
  description: 'description',
} as const;

export const legacyUploadFields = {
  file: 'sampleFile',
  userId: 'userId',
  room: 'room',
  name: 'name',
  description: 'description',
} as const;

/**
 * An attachment as the browser reads it, from the file server's upload answer and from GraphQL alike
 * (the gateway's `Attachment` type): ids as strings, the uploader's name, where to download it.
 */
export interface AttachmentView {
  id: string;
  originalName: string;
  size: number;
  mimeType: string;
  totalPages: number | null;
  fileDesc: string | null;
  uploaderId: string;
  uploaderName: string;
  toUserId: string | null;
  groupId: string | null;
  createdAt: string;
  downloadPath: string;
}

export const attachmentViewOf = (a: Attachment): AttachmentView => ({
  id: String(a.id),
  originalName: a.originalName,
  size: a.size,
  mimeType: a.mimeType,
  totalPages: a.totalPages,
  fileDesc: a.fileDesc,
  uploaderId: String(a.uploaderId),
  uploaderName: [a.uploaderFirstName, a.uploaderLastName].filter(Boolean).join(' '),
  toUserId: a.toUserId === null ? null : String(a.toUserId),
  groupId: a.groupId === null ? null : String(a.groupId),
  createdAt: a.createdAt,
  downloadPath: fileServerPaths.attachment(a.id),
});

/** The legacy `/upload` answer (spec 2 §7): original name, stored name, page count. */
export interface LegacyUploadAnswer {
  org_name: string;
  name: string;
  pages: number;
}
