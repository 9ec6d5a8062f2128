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
  /**
   * GET: a page (from 1) of the shared document `upload` (SharedContent.upload) as a WebP picture
   * (`size` 'page': longest edge DOCUMENT_PAGE_PIXELS; 'thumb': DOCUMENT_THUMB_PIXELS), to whoever
   * holds a play ticket for that document in that room (`playTickets`): no header, no room lookup, so
   * many participants read a page at once. The address names the upload, whose pictures never change:
   * answered `Cache-Control: private, immutable`. FORBIDDEN without a genuine ticket for this room and
   * document; NOT_FOUND for a page not in it.
   */
  sharedPage: (
    meetingNumber: string,
    upload: string,
    page: number,
    ticket: string,
    size: SharedPageSize = 'page',
  ) =>
    `/rooms/${encodeURIComponent(meetingNumber)}/shared/${encodeURIComponent(upload)}/pages/${page}?size=${size}&ticket=${encodeURIComponent(ticket)}`,
  /**
   * POST JSON `{ meetingNumber, participantId }` (a member's session token or a guest's pass, as
   * whiteboard pictures): a play ticket for what is shared in that room now (a document's pages or a
   * video), to that participant. Answers `{ ticket, upload }` (`PlayTicketAnswer`); NOT_FOUND when
   * nothing of the file server's is shared.
   */
  playTickets: '/play-tickets',
  /**
   * GET: the shared mp4/webm with HTTP Range (206 Partial Content, Accept-Ranges: bytes), for a
   * `<video src>` which cannot send headers: the play ticket in the query stands for the token.
   */
  sharedVideo: (meetingNumber: string, ticket: string) =>
    `/rooms/${encodeURIComponent(meetingNumber)}/shared/video?ticket=${encodeURIComponent(ticket)}`,
  /**
   * GET the browser rendition of a ready recording (WebM), with HTTP Range (206, Accept-Ranges), the
   * play ticket in the query standing for the session (`media.recording.playTicket`, GraphQL
   * `Recording.playUrl`); `/recordings/<u>.vtt?ticket=` its captions. `/recordings/<u>.mkv` (Bearer) is
   * the download.
   */
  recordingPlay: (uniqueName: string, ticket: string) =>
    `/recordings/${uniqueName}.webm?ticket=${encodeURIComponent(ticket)}`,
  /** Legacy POST (spec 3 §7) `{ media, container }`: starts recording the room; the caller must host it. Answers `{ id }`. */
  legacyRecordings: (room: string) => `/rooms/${encodeURIComponent(room)}/recordings`,
  /** Legacy DELETE (spec 3 §7): stops that recording. Answers `{ success: true }`. */
  legacyRecording: (room: string, id: string) =>
    `/rooms/${encodeURIComponent(room)}/recordings/${encodeURIComponent(id)}`,
  /** Legacy POST (spec 3 §7) `{ fileName: '<id>.mkv', email }`: mails the recording's link. */
  legacyMoveRecording: '/moveRecording',
  health: '/healthz',
} as const;

/** The two sizes of a shared page's picture. */
export const SHARED_PAGE_SIZES = ['page', 'thumb'] as const;
export type SharedPageSize = (typeof SHARED_PAGE_SIZES)[number];

/** A play ticket is good this long after it was issued. */
export const PLAY_TICKET_LIFETIME_MS = 60 * 60_000;

/** The body of `POST /play-tickets`. */
export interface PlayTicketRequest {
  meetingNumber: string;
  participantId: string;
}

/** The answer of `POST /play-tickets`: a signed ticket, short-lived, for one room's participant. */
export interface PlayTicketAnswer {
  ticket: string;
  /** The shared upload the ticket opens (SharedContent.upload when it was issued). */
  upload: string;
}

export const sharedFileMessages = {
  noSharedDocument: 'No document is shown on the stage now',
  noSuchPage: 'This page is not in the shared document',
  noSharedVideo: 'No video is shown on the stage now',
  badTicket: 'This video link has expired; open the video again',
  badPageTicket: 'This page link has expired; open the document again',
} as const;

/**
 * How converting an uploaded document into pages ended: its real page count, or why it failed (a
 * message to show; the file stays a downloadable attachment, not offered for sharing). A video has
 * no pages; `video` says whether a browser can play it.
 */
export type ConversionOutcome =
  | { state: 'converted'; totalPages: number }
  | { state: 'video' }
  | { state: 'failed'; message: string };

/** The attachments POST answer: the attachment, and how its conversion ended. */
export interface AttachmentUploadAnswer {
  attachment: AttachmentView;
  /** Present when the conversion failed (then `attachment.totalPages` is null). */
  conversion?: { failed: true; message: string };
}

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
